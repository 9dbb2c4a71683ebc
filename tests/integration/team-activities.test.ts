/**
 * The team space's outings against the emulator, through teamRoutes(wireTeamAdapters(...)) with
 * a founder's verified claims on the event (the token check itself is the team function's, tested
 * on its own): create, edit, duplicate, hide/show, the price and places rules, the race of an
 * edit with registrations, participants and their CSV.
 */
import { randomUUID } from "node:crypto";
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { parseCsv } from "@core/activities/import";
import { placesBelowTakenMessage, TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { HIDDEN_ACTIVITY_ERROR } from "@shared/messages/registration";
import type { ActivityInputForm } from "@shared/schemas/activity-input";
import {
  teamActivityAnswerSchema,
  teamActivityListSchema,
  teamParticipantListSchema,
  teamRegistrationSchema,
} from "@shared/schemas/team";
import { addDaysIso, zurichToday } from "@shared/time";
import { beforeEach, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { createRouter } from "../../functions/api/router";
import { getConfig } from "../../functions/config";
import { teamRoutes } from "../../functions/team/routes/activities";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { ddb, resetState, tableName } from "../support/aws";
import {
  apiEvent,
  putActivity,
  scanAll,
  validBooking,
  validRegistration,
} from "../support/registration-fixtures";

const FOUNDER = { sub: "3f1c-founder-sub", username: "fondatrice@example.ch" };
const team = createRouter(teamRoutes(wireTeamAdapters(getConfig())));

/** A team request as the team function routes it once the token is verified. */
async function teamCall(
  method: "GET" | "POST",
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const event = apiEvent(method, path, body, headers);
  const requestContext = {
    ...event.requestContext,
    authorizer: { jwt: { claims: FOUNDER, scopes: [] } },
  } as typeof event.requestContext;
  const res = await team({ ...event, requestContext });
  const text = res.body ?? "";
  const isJson = String(res.headers?.["content-type"]).startsWith("application/json");
  return {
    status: res.statusCode ?? 0,
    headers: res.headers ?? {},
    text,
    body: isJson ? JSON.parse(text) : undefined,
  };
}

function outing(overrides: Partial<ActivityInputForm> = {}): ActivityInputForm {
  return {
    titre: "Sortie du Chasseron",
    date: addDaysIso(zurichToday(), 15),
    heure_rdv: "09:30",
    lieu: "Sainte-Croix",
    lieu_rdv: "Gare de Sainte-Croix",
    niveau: "Intermédiaire",
    prix: "75",
    type_de_formule: "Forme & Vitalité",
    categorie: "VTT",
    places_offertes: 8,
    description: "Vue sur les Alpes.",
    a_apporter: "Gourde, coupe-vent",
    ...overrides,
  };
}

async function stored(id: string) {
  const res = await ddb().send(new GetCommand({ TableName: tableName("activities"), Key: { id } }));
  return res.Item;
}

async function register(activityId: string, participants: number, nom = "Favre") {
  const res = await api(
    apiEvent(
      "POST",
      "/api/inscriptions",
      validRegistration(activityId, { nombre_participants: participants, nom }),
    ),
  );
  return { status: res.statusCode ?? 0, body: JSON.parse(res.body ?? "{}") };
}

describe("team space: outings", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("creates an outing, shown in the public calendar in its public shape, and recorded with the founder's id", async () => {
    const created = await teamCall("POST", "/api/equipe/sorties", outing());
    expect(created.status).toBe(201);
    expect(teamActivityAnswerSchema.safeParse(created.body).success).toBe(true);
    expect(created.headers["cache-control"]).toBe("no-store");
    const id = `${outing().date}-sortie-du-chasseron`;
    expect(created.body.sortie).toMatchObject({
      id,
      prix: "CHF 75.00",
      prix_centimes: 7500,
      places_offertes: 8,
      places_disponibles: 8,
      places_prises: 0,
      masquee: false,
      a_apporter: "Gourde, coupe-vent",
    });
    const calendar = JSON.parse((await api(apiEvent("GET", "/api/activities"))).body ?? "[]");
    expect(calendar).toHaveLength(1);
    expect(Object.keys(calendar[0]).sort()).toEqual(
      [
        "id",
        "titre",
        "date",
        "heure_rdv",
        "lieu",
        "lieu_rdv",
        "niveau",
        "prix",
        "prix_centimes",
        "type_de_formule",
        "categorie",
        "places_disponibles",
        "description",
        // What to bring is public once the founders set it: it is printed on the card.
        "a_apporter",
      ].sort(),
    );
    expect(calendar[0].a_apporter).toBe("Gourde, coupe-vent");
    const shown = await teamCall("GET", `/api/equipe/sorties/${id}`);
    expect(shown.body).toEqual(created.body);
    // Duplicating is a create with the same fields: a new id, the first outing untouched.
    const copy = await teamCall("POST", "/api/equipe/sorties", outing({ places_offertes: 4 }));
    expect(copy.status).toBe(201);
    expect(copy.body.sortie.id).toBe(`${id}-2`);
    expect((await stored(id))?.places_offertes).toBe(8);

    const events = (await scanAll("outbox")).filter((o) => o.detail_type === "ActivityPublished");
    // Published events leave the outbox; those still there carry the account's id, no e-mail.
    for (const e of events)
      expect((e.detail as { data: { actor_id: string } }).data.actor_id).toBe(FOUNDER.sub);
    expect(JSON.stringify(await scanAll("outbox"))).not.toContain(FOUNDER.username);
  });

  it("lists the coming outings by date ascending and the past ones latest first, hidden ones included", async () => {
    for (const days of [20, -30, 5, -2]) {
      const res = await teamCall(
        "POST",
        "/api/equipe/sorties",
        outing({ date: addDaysIso(zurichToday(), days) }),
      );
      expect(res.status).toBe(201);
    }
    const list = await teamCall("GET", "/api/equipe/sorties");
    expect(list.headers["cache-control"]).toBe("no-store");
    expect(teamActivityListSchema.safeParse(list.body).success).toBe(true);
    const dates = (rows: { date: string }[]) => rows.map((a) => a.date);
    expect(dates(list.body.a_venir)).toEqual([
      addDaysIso(zurichToday(), 5),
      addDaysIso(zurichToday(), 20),
    ]);
    expect(dates(list.body.passees)).toEqual([
      addDaysIso(zurichToday(), -2),
      addDaysIso(zurichToday(), -30),
    ]);
  });

  it("honours an Idempotency-Key: a double submit creates one outing and answers the same", async () => {
    const key = { "idempotency-key": `creer-${randomUUID()}` };
    const [a, b] = await Promise.all([
      teamCall("POST", "/api/equipe/sorties", outing(), key),
      teamCall("POST", "/api/equipe/sorties", outing(), key),
    ]);
    const again = await teamCall("POST", "/api/equipe/sorties", outing(), key);
    for (const res of [a, b, again]) expect(res.status).toBe(201);
    expect(b.body).toEqual(a.body);
    expect(again.body).toEqual(a.body);
    expect(await scanAll("activities")).toHaveLength(1);
  });

  it("refuses bad input with a French message per field and stores nothing", async () => {
    const res = await teamCall("POST", "/api/equipe/sorties", {
      ...outing({ date: "31.12.2027", prix: "gratuit" }),
      couleur: "rouge",
    });
    expect(res.status).toBe(400);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.details).toMatchObject({
      date: "Date invalide (attendu AAAA-MM-JJ)",
      prix: "Prix invalide (attendu un montant en CHF, par ex. 75 ou 75.00)",
      couleur: "Champ non autorisé",
    });
    expect(await scanAll("activities")).toHaveLength(0);
    expect(await scanAll("outbox")).toHaveLength(0);
  });

  it("edits an outing; the places go up, or down to those taken and no lower; the price stays once registered", async () => {
    const { body } = await teamCall("POST", "/api/equipe/sorties", outing());
    const id = body.sortie.id;
    const edited = await teamCall(
      "POST",
      `/api/equipe/sorties/${id}`,
      outing({ titre: "Chasseron", places_offertes: 10 }),
    );
    expect(edited.status).toBe(200);
    expect(edited.body.sortie).toMatchObject({
      titre: "Chasseron",
      places_offertes: 10,
      places_disponibles: 10,
    });

    expect((await register(id, 3)).status).toBe(201);
    expect((await register(id, 2, "Aubert")).status).toBe(201);
    const below = await teamCall(
      "POST",
      `/api/equipe/sorties/${id}`,
      outing({ titre: "Chasseron", places_offertes: 4 }),
    );
    expect(below.status).toBe(409);
    expect(below.body.error).toBe(
      "5 places sont déjà prises : vous ne pouvez pas en proposer moins de 5.",
    );
    expect(await stored(id)).toMatchObject({ places_offertes: 10, places_disponibles: 5 });

    const down = await teamCall(
      "POST",
      `/api/equipe/sorties/${id}`,
      outing({ titre: "Chasseron", places_offertes: 5 }),
    );
    expect(down.status).toBe(200);
    expect(down.body.sortie).toMatchObject({
      places_offertes: 5,
      places_prises: 5,
      places_disponibles: 0,
    });

    const price = await teamCall(
      "POST",
      `/api/equipe/sorties/${id}`,
      outing({ titre: "Chasseron", places_offertes: 5, prix: "80" }),
    );
    expect(price.status).toBe(409);
    expect(price.body.error).toBe(TEAM_ACTIVITY_ERRORS.priceLocked);
    expect((await stored(id))?.prix_centimes).toBe(7500);

    // Unlimited, then a number again: the places left are counted from those taken.
    const unlimited = await teamCall(
      "POST",
      `/api/equipe/sorties/${id}`,
      outing({ titre: "Chasseron", places_offertes: null }),
    );
    expect(unlimited.body.sortie).toMatchObject({
      places_offertes: null,
      places_disponibles: null,
      places_prises: 5,
    });
    expect((await register(id, 4, "Cuendet")).status).toBe(201);
    const tooFew = await teamCall(
      "POST",
      `/api/equipe/sorties/${id}`,
      outing({ titre: "Chasseron", places_offertes: 8 }),
    );
    expect(tooFew.body.error).toBe(placesBelowTakenMessage(9));
    const limited = await teamCall(
      "POST",
      `/api/equipe/sorties/${id}`,
      outing({ titre: "Chasseron", places_offertes: 12 }),
    );
    expect(limited.body.sortie).toMatchObject({
      places_offertes: 12,
      places_disponibles: 3,
      places_prises: 9,
    });

    const changed = (await scanAll("outbox")).filter((o) => o.detail_type === "ActivityChanged");
    for (const e of changed)
      expect((e.detail as { data: { actor_id: string } }).data.actor_id).toBe(FOUNDER.sub);
  });

  it("an outing stored before places_offertes: its places in all counted from its registrations", async () => {
    const legacy = await putActivity({ places_disponibles: 8 });
    expect((await register(legacy.id, 3)).status).toBe(201);
    const same = {
      titre: legacy.titre,
      date: legacy.date,
      heure_rdv: legacy.heure_rdv,
      lieu: legacy.lieu,
      lieu_rdv: legacy.lieu_rdv,
      niveau: legacy.niveau,
      prix: "75",
      type_de_formule: legacy.type_de_formule,
      categorie: legacy.categorie,
      description: legacy.description,
      a_apporter: null,
    };
    const shown = await teamCall("GET", `/api/equipe/sorties/${legacy.id}`);
    expect(shown.body.sortie).toMatchObject({
      places_offertes: 8,
      places_prises: 3,
      places_disponibles: 5,
    });
    const below = await teamCall("POST", `/api/equipe/sorties/${legacy.id}`, {
      ...same,
      places_offertes: 2,
    });
    expect(below.body.error).toBe(placesBelowTakenMessage(3));
    const down = await teamCall("POST", `/api/equipe/sorties/${legacy.id}`, {
      ...same,
      places_offertes: 4,
    });
    expect(down.status).toBe(200);
    expect(await stored(legacy.id)).toMatchObject({ places_offertes: 4, places_disponibles: 1 });
  });

  it("a new price is accepted while nobody registered", async () => {
    const { body } = await teamCall("POST", "/api/equipe/sorties", outing());
    const res = await teamCall(
      "POST",
      `/api/equipe/sorties/${body.sortie.id}`,
      outing({ prix: "CHF 82.50" }),
    );
    expect(res.status).toBe(200);
    expect(res.body.sortie).toMatchObject({ prix: "CHF 82.50", prix_centimes: 8250 });
  });

  it("hides an outing: out of the calendar, registrations and bookings refused; shown again, open again", async () => {
    // Open for booking on /reservation-vtt (VTT at the booking's price) while shown.
    const { body } = await teamCall("POST", "/api/equipe/sorties", outing({ prix: "129" }));
    const id = body.sortie.id;
    const hidden = await teamCall("POST", `/api/equipe/sorties/${id}/visibilite`, {
      masquee: true,
    });
    expect(hidden.status).toBe(200);
    expect(hidden.body.sortie.masquee).toBe(true);
    expect(JSON.parse((await api(apiEvent("GET", "/api/activities"))).body ?? "")).toEqual([]);
    const booking = await api(
      apiEvent("POST", "/api/reservations", validBooking({ id, date: outing().date })),
    );
    expect(booking.statusCode).toBe(409);
    expect(JSON.parse(booking.body ?? "{}").error).toBe(HIDDEN_ACTIVITY_ERROR);
    const refused = await register(id, 1);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: HIDDEN_ACTIVITY_ERROR },
    });
    expect(await scanAll("inscriptions")).toHaveLength(0);
    const list = await teamCall("GET", "/api/equipe/sorties");
    expect(list.body.a_venir.map((a: { id: string }) => a.id)).toEqual([id]);

    const shown = await teamCall("POST", `/api/equipe/sorties/${id}/visibilite`, {
      masquee: false,
    });
    expect(shown.body.sortie.masquee).toBe(false);
    expect((await register(id, 1)).status).toBe(201);
  });

  it("answers 404 in French for an unknown outing or registration", async () => {
    for (const [method, path] of [
      ["GET", "/api/equipe/sorties/inconnue"],
      ["GET", "/api/equipe/sorties/inconnue/participants"],
      ["GET", "/api/equipe/sorties/inconnue/participants.csv"],
      ["GET", "/api/equipe/inscriptions/inconnue"],
    ] as const) {
      const res = await teamCall(method, path);
      expect(res.status, path).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    const edit = await teamCall("POST", "/api/equipe/sorties/inconnue", outing());
    expect(edit).toMatchObject({
      status: 404,
      body: { error: TEAM_ACTIVITY_ERRORS.activityNotFound },
    });
    expect(await scanAll("activities")).toHaveLength(0);
  });

  it("lowering 8 places to 2 while 6 registrations arrive at once: never oversold, never negative", async () => {
    // The registrations start at once with the edit, or a little after it, so that the edit
    // sometimes writes first (then only 2 get in) and sometimes is overtaken (then it is refused).
    for (let round = 0; round < 6; round++) {
      const delay = (round % 3) * 15;
      const { body } = await teamCall(
        "POST",
        "/api/equipe/sorties",
        outing({ titre: `Course ${round}` }),
      );
      const id = body.sortie.id;
      const [edit, ...registrations] = await Promise.all([
        teamCall(
          "POST",
          `/api/equipe/sorties/${id}`,
          outing({ titre: `Course ${round}`, places_offertes: 2 }),
        ),
        ...Array.from({ length: 6 }, async (_, i) => {
          await new Promise((resolve) => setTimeout(resolve, delay));
          return register(id, 1, `Inscrit${i}`);
        }),
      ]);
      const item = await stored(id);
      const taken = (await scanAll("inscriptions"))
        .filter((r) => r.activity_id === id)
        .reduce((sum, r) => sum + Number(r.nombre_participants), 0);
      expect(item?.places_disponibles).toBeGreaterThanOrEqual(0);
      expect(taken).toBeLessThanOrEqual(item?.places_offertes);
      expect(item?.places_offertes - item?.places_disponibles).toBe(taken);
      expect(registrations.filter((r) => r.status === 201)).toHaveLength(taken);
      // The others were told the outing is full (or how few places are left), nothing else.
      for (const r of registrations.filter((r) => r.status !== 201)) expect(r.status).toBe(409);
      if (edit.status === 200) expect(item?.places_offertes).toBe(2);
      else {
        expect(edit.status).toBe(409);
        expect(edit.body.error).toBe(placesBelowTakenMessage(taken));
        expect(item?.places_offertes).toBe(8);
        expect(taken).toBeGreaterThan(2);
      }
      const calendar = JSON.parse((await api(apiEvent("GET", "/api/activities"))).body ?? "[]");
      for (const a of calendar) expect(a.places_disponibles).toBeGreaterThanOrEqual(0);
    }
  });

  it("lists participants, their CSV for Excel (BOM, ;, accents) and a registration's details", async () => {
    const { body } = await teamCall("POST", "/api/equipe/sorties", outing());
    const id = body.sortie.id;
    const first = await register(id, 2, "Zürcher");
    await register(id, 1, "=Étienne");
    const list = await teamCall("GET", `/api/equipe/sorties/${id}/participants`);
    expect(list.status).toBe(200);
    expect(teamParticipantListSchema.safeParse(list.body).success).toBe(true);
    expect(list.body.participants.map((p: { nom: string }) => p.nom)).toEqual([
      "=Étienne",
      "Zürcher",
    ]);
    expect(list.body.participants[1]).toMatchObject({
      email: "monique.favre@example.ch",
      nombre_participants: 2,
      statut: "pending_payment",
      statut_libelle: "En attente de paiement",
      montant_centimes: 15000,
      montant_paye_centimes: 0,
      velo_propre: true,
    });
    expect(list.body.sortie).toMatchObject({ places_prises: 3, inscriptions_non_payees: 2 });
    // One line per person: Zürcher's registration of 2, stored without names, shows the second unnamed.
    expect(list.body.participants[1].personnes).toMatchObject([
      { nomme: true, nom: "Zürcher", prenom: "Monique", date_naissance: "1958-04-12" },
      { nomme: false, nom: "Participant non nommé", date_naissance: null },
    ]);
    expect(list.body.velos_location).toEqual({});

    const csv = await teamCall("GET", `/api/equipe/sorties/${id}/participants.csv`);
    expect(csv.headers).toMatchObject({
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="participants-${id}.csv"`,
      "cache-control": "no-store",
    });
    expect(csv.text.startsWith("\uFEFF")).toBe(true);
    expect(csv.text.endsWith("\r\n")).toBe(true);
    const { rows } = parseCsv(csv.text);
    expect(rows[0]?.slice(0, 4)).toEqual(["Nom", "Prénom", "Téléphone", "E-mail"]);
    expect(rows[1]?.[0]).toBe("'=Étienne");
    expect(rows[2]?.[0]).toBe("Zürcher");
    expect(rows[2]?.[10]).toBe("150.00");
    expect(rows[3]?.slice(0, 2)).toEqual(["Participant non nommé", ""]);
    expect(rows).toHaveLength(4);

    const details = await teamCall("GET", `/api/equipe/inscriptions/${first.body.inscription_id}`);
    expect(details.status).toBe(200);
    expect(teamRegistrationSchema.safeParse(details.body).success).toBe(true);
    expect(details.body.inscription).toMatchObject({
      nom: "Zürcher",
      activity_id: id,
      genre: "inscription",
      adresse: "Chemin des Pâquis 4, 1264 Saint-Cergue",
    });
    expect(details.body.paiements).toEqual([]);

    const session = await teamCall("GET", "/api/equipe/session");
    expect(session.body).toEqual({
      success: true,
      compte: { id: FOUNDER.sub, nom_utilisateur: FOUNDER.username },
    });
  });
});
