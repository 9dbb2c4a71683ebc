/**
 * « Données d'une personne » against the emulator and the payment sandbox: one person registers
 * (with the address in capitals) and pays by card, writes through the contact form, asks for a
 * quote and subscribes to the newsletter; another person does the same. A founder's search and
 * export (teamPeopleRoutes(wireTeamAdapters(...)) with verified claims) list all five kinds of the
 * first and nothing of the other, through indexes only (the stores' commands are recorded: no
 * Scan). The erasure then leaves none of the first person's personal values in any table (every
 * table is scanned), keeps the bookkeeping fields, and is harmless a second time.
 */

import { randomUUID } from "node:crypto";
import { calendarKeys } from "@adapters/activities-calendar";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { personDataSchema, personErasureSchema } from "@shared/schemas/team-people";
import { beforeEach, describe, expect, it } from "vitest";
import { teamPeopleRoutes } from "../../functions/team/routes/people";
import { runPeopleCli } from "../../tools/people-cli";
import { ddb, endpoint, readEventLog, resources, tableName } from "../support/aws";
import { eventually } from "../support/eventually";
import { openCardPayment, request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import {
  anActivity,
  putActivity,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";
import { type RecordedCommand, recordingTeamAdapters, teamCaller } from "../support/team-routes";

const FOUNDER = { sub: "5c1d-founder-sub", username: "fondatrice-id" };
const world = setUpPaymentWorld();

/** Every DynamoDB command the team's stores send, by name, table and index. */
const commands: RecordedCommand[] = [];
const teamCall = teamCaller(teamPeopleRoutes(recordingTeamAdapters(commands)), FOUNDER);

/** A person with values found nowhere else, so that a scan for them means them. */
function person(label: string) {
  const tag = randomUUID().slice(0, 6);
  return {
    nom: `Qx${label}nom${tag}`,
    prenom: `Qx${label}prenom${tag}`,
    email: `qx.${label}.${tag}@exemple-personne.ch`,
    telephone: `+41 79 ${String(Math.floor(Math.random() * 1e7))
      .padStart(7, "0")
      .replace(/^(\d{3})(\d{2})(\d{2})$/, "$1 $2 $3")}`,
    date_naissance: "1951-02-17",
    adresse_complete: `Route de ${label}${tag} 9, 1264 Saint-Cergue`,
    company: `Menuiserie ${label}${tag} Sàrl`,
    message: `Bonjour, message de ${label}${tag}.`,
  };
}
type Person = ReturnType<typeof person>;

/** What a person leaves: a registration paid by card, a message, a quote, a newsletter sign-up. */
async function leaveTraces(who: Person, emailAsTyped = who.email) {
  const activity = await putActivity({ prix_centimes: 6000 });
  const registered = await request(
    world,
    "POST",
    "/api/inscriptions",
    validRegistration(activity.id, {
      nom: who.nom,
      prenom: who.prenom,
      email: emailAsTyped,
      telephone: who.telephone,
      date_naissance: who.date_naissance,
      adresse_complete: who.adresse_complete,
      nombre_participants: 1,
      remarques: `Appelez ${who.prenom}`,
    }),
  );
  expect(registered.status).toBe(201);
  const registrationId = String(registered.json.inscription_id);
  const { paymentId, session } = await openCardPayment(world, registrationId);
  await world.sandbox.controls.pay(session.id, "card");
  await eventually(async () =>
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("paid"),
  );
  const contact = await request(world, "POST", "/api/contact", {
    firstName: who.prenom,
    lastName: who.nom,
    email: who.email,
    phone: who.telephone,
    message: who.message,
    site_web: "",
  });
  expect(contact.status).toBe(202);
  const quote = await request(
    world,
    "POST",
    "/api/quotes",
    {
      companyName: who.company,
      contactName: `${who.prenom} ${who.nom}`,
      email: who.email,
      phone: who.telephone,
      participants: "9-12",
      date: "",
      comments: `Pour ${who.prenom}`,
    },
    { "Idempotency-Key": `quote-${randomUUID()}` },
  );
  expect(quote.status).toBe(202);
  const newsletter = await request(world, "POST", "/api/newsletter", { email: who.email });
  expect(newsletter.status).toBe(202);
  // The waiting list of a full outing.
  const full = anActivity({ places_disponibles: 0 });
  await ddb().send(
    new PutCommand({
      TableName: tableName("activities"),
      Item: { ...full, ...calendarKeys(full), places_offertes: 4, masquee: false },
    }),
  );
  const waiting = await request(world, "POST", "/api/liste-attente", {
    activity_id: full.id,
    nom: who.nom,
    prenom: who.prenom,
    email: who.email,
    telephone: who.telephone,
    places: 1,
    accepte_conditions: true,
    assurance_rc: true,
    assurance_accident: true,
    autorisation_rgpd: true,
  });
  expect(waiting.status).toBe(201);
  return {
    fullActivityId: full.id,
    entryId: String(waiting.json.entry_id),
    registrationId,
    paymentId,
    quoteId: String(quote.json.quote_id),
  };
}

/** The personal values of a person, in the forms they may be stored. */
const needles = (who: Person) => [
  who.telephone,
  who.telephone.replace(/ /g, ""),
  who.nom,
  who.prenom,
  who.email,
  who.adresse_complete,
  who.company,
  who.message,
];

/** Every item of every table of the product that holds one of `values` (a test may Scan). */
async function itemsHolding(values: string[]) {
  const found: string[] = [];
  for (const table of resources.tables) {
    for (const item of await scanAll(table.key)) {
      const text = JSON.stringify(item).toLowerCase();
      for (const value of values) {
        if (text.includes(value.toLowerCase())) found.push(`${table.key}: ${value}`);
      }
    }
  }
  return found;
}

const encoded = (email: string) => encodeURIComponent(email);

describe("team space: a person's data", () => {
  beforeEach(() => {
    commands.length = 0;
  });

  it("lists and exports everything held about an address, and nothing of another person", async () => {
    const anne = person("anne");
    const other = person("autre");
    // Anne typed her address in capitals in the registration form: it is found all the same.
    const traces = await leaveTraces(anne, anne.email.toUpperCase());
    const otherTraces = await leaveTraces(other);
    commands.length = 0;

    const shown = await teamCall(
      "GET",
      `/api/equipe/personnes?email=${encoded(` ${anne.email.toUpperCase()} `)}`,
    );
    expect(shown.status).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    const view = personDataSchema.parse(shown.body);
    expect(view.email).toBe(anne.email);
    expect(view.nombre).toEqual({
      inscriptions: 1,
      paiements: 1,
      messages: 1,
      devis: 1,
      newsletter: 1,
      liste_attente: 1,
    });
    expect(view.donnees.inscriptions[0]?.id).toBe(traces.registrationId);
    expect(view.donnees.paiements[0]?.id).toBe(traces.paymentId);
    expect(view.donnees.messages[0]?.champs).toContainEqual({
      libelle: "Message",
      valeur: anne.message,
    });
    expect(view.donnees.devis[0]?.id).toBe(traces.quoteId);
    expect(view.donnees.inscriptions[0]?.champs).toContainEqual({
      libelle: "Nom",
      valeur: `${anne.prenom} ${anne.nom}`,
    });
    expect(shown.text).not.toContain(other.nom);
    expect(shown.text).not.toContain(other.email);

    // Indexes and keys only.
    expect(commands.filter((c) => c.name === "ScanCommand")).toEqual([]);
    for (const table of ["inscriptions", "contact-messages", "quote-requests", "waitlist"]) {
      expect(commands).toContainEqual({
        name: "QueryCommand",
        table: `${resources.prefix}-${table}`,
        index: "by-email",
      });
    }

    // The JSON file: every record as stored, by kind, and nothing of the other person.
    const file = await teamCall("GET", `/api/equipe/personnes/export?email=${encoded(anne.email)}`);
    expect(file.status).toBe(200);
    expect(file.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(file.headers["content-disposition"]).toMatch(
      /^attachment; filename="donnees-personnelles-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const exported = JSON.parse(file.text);
    expect(exported.adresse_email).toBe(anne.email);
    expect(exported.donnees.inscriptions).toMatchObject([
      { id: traces.registrationId, nom: anne.nom, prenom: anne.prenom, status: "paid" },
    ]);
    expect(exported.donnees.paiements).toMatchObject([
      { id: traces.paymentId, inscription_id: traces.registrationId, status: "completed" },
    ]);
    expect(exported.donnees.messages).toMatchObject([{ message: anne.message, email: anne.email }]);
    expect(exported.donnees.devis).toMatchObject([
      { id: traces.quoteId, companyName: anne.company },
    ]);
    expect(exported.donnees.newsletter).toMatchObject([{ email: anne.email, status: "pending" }]);
    expect(exported.donnees.newsletter[0]).not.toHaveProperty("token");
    expect(exported.donnees.liste_attente).toMatchObject([
      { entry_id: traces.entryId, nom: anne.nom, status: "waiting" },
    ]);
    for (const value of [...needles(other), otherTraces.registrationId, otherTraces.quoteId]) {
      expect(file.text).not.toContain(value);
    }

    // The readable summary: a French page with the same records.
    const summary = await teamCall(
      "GET",
      `/api/equipe/personnes/resume?email=${encoded(anne.email)}`,
    );
    expect(summary.status).toBe(200);
    expect(summary.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(summary.headers["content-disposition"]).toMatch(
      /filename="donnees-personnelles-.*\.html"/,
    );
    expect(summary.text).toContain('<html lang="fr">');
    expect(summary.text).toContain("Messages de contact (1)");
    expect(summary.text).toContain(anne.company);
    expect(summary.text).not.toContain(other.nom);

    // Each export is logged as an event with the counts and the founder's id, not the address.
    const exports = await eventually(async () => {
      const logged = (await readEventLog()).filter((e) => e.detailType === "PersonDataExported");
      expect(logged).toHaveLength(2);
      return logged;
    });
    expect(exports.map((e) => e.data.format).sort()).toEqual(["json", "resume"]);
    expect(exports[0]?.data).toMatchObject({
      actor_id: FOUNDER.sub,
      counts: { inscriptions: 1, paiements: 1, messages: 1, devis: 1, newsletter: 1 },
    });
    for (const value of needles(anne)) {
      expect(JSON.stringify(exports).toLowerCase()).not.toContain(value.toLowerCase());
    }
  });

  it("an address nobody used: every count 0", async () => {
    const shown = await teamCall("GET", "/api/equipe/personnes?email=personne.inconnue@exemple.ch");
    expect(shown.status).toBe(200);
    expect(personDataSchema.parse(shown.body).nombre).toEqual({
      inscriptions: 0,
      paiements: 0,
      messages: 0,
      devis: 0,
      newsletter: 0,
      liste_attente: 0,
    });
  });

  it("400 with a French message for a missing or malformed address, 401 without a founder", async () => {
    for (const path of [
      "/api/equipe/personnes",
      "/api/equipe/personnes?email=pas-une-adresse",
      "/api/equipe/personnes/export?email=a@b",
      "/api/equipe/personnes/resume?email=",
    ]) {
      const answer = await teamCall("GET", path);
      expect({ path, status: answer.status }).toEqual({ path, status: 400 });
      expect(answer.body.error).toMatch(/^(Indiquez l'adresse e-mail|Adresse e-mail invalide)/);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    const refused = await teamCall(
      "GET",
      "/api/equipe/personnes?email=a@exemple.ch",
      undefined,
      null,
    );
    expect(refused.status).toBe(401);
  });

  it("erases everything at once: no personal value of the address left in any table, the bookkeeping fields kept; twice is harmless", async () => {
    const berthe = person("berthe");
    const other = person("voisin");
    const traces = await leaveTraces(berthe);
    await leaveTraces(other);
    expect(await itemsHolding(needles(berthe))).not.toEqual([]);
    const paidBefore = await storedItem("inscriptions", traces.registrationId);

    const erased = await teamCall("POST", "/api/equipe/personnes/effacement", {
      email: ` ${berthe.email.toUpperCase()}`,
    });
    expect(erased.status).toBe(200);
    expect(erased.headers["cache-control"]).toBe("no-store");
    expect(personErasureSchema.parse(erased.body)).toEqual({
      success: true,
      efface: {
        inscriptions: 0,
        paiements: 0,
        messages: 1,
        devis: 1,
        newsletter: 1,
        liste_attente: 1,
      },
      anonymise: {
        inscriptions: 1,
        paiements: 1,
        messages: 0,
        devis: 0,
        newsletter: 0,
        liste_attente: 0,
      },
    });

    // Every table of the product, scanned: none of the person's values remains anywhere.
    expect(await itemsHolding(needles(berthe))).toEqual([]);
    // What the books need stays: the registration's amount, dates, reference and status, and
    // its payment whole.
    const kept = await storedItem("inscriptions", traces.registrationId);
    expect(kept).toMatchObject({
      id: traces.registrationId,
      short_reference: paidBefore?.short_reference,
      activity_date: paidBefore?.activity_date,
      activity_title: paidBefore?.activity_title,
      total_centimes: 6000,
      status: "paid",
      paid_payment_id: traces.paymentId,
      created_at: paidBefore?.created_at,
    });
    expect(kept).toHaveProperty("anonymised_at");
    expect(await storedItem("payments", traces.paymentId)).toMatchObject({
      id: traces.paymentId,
      inscription_id: traces.registrationId,
      amount_centimes: 6000,
      method: "card",
      status: "completed",
    });
    expect(await storedItem("quote-requests", traces.quoteId)).toBeUndefined();
    // The waiting entry left its list (the outing counts no one waiting) and is gone.
    expect((await storedItem("activities", traces.fullActivityId))?.attente_en_cours).toBe(0);
    expect((await scanAll("waitlist")).filter((e) => e.entry_id === traces.entryId)).toEqual([]);

    // The other person keeps everything.
    const neighbour = personDataSchema.parse(
      (await teamCall("GET", `/api/equipe/personnes?email=${encoded(other.email)}`)).body,
    );
    expect(neighbour.nombre).toMatchObject({
      inscriptions: 1,
      paiements: 1,
      messages: 1,
      devis: 1,
      newsletter: 1,
    });
    expect(await itemsHolding([other.nom, other.company, other.message])).not.toEqual([]);

    // A second erasure finds nothing and changes nothing.
    const again = await teamCall("POST", "/api/equipe/personnes/effacement", {
      email: berthe.email,
    });
    expect(again.status).toBe(200);
    expect(Object.values(again.body.efface as object).every((n) => n === 0)).toBe(true);
    expect(Object.values(again.body.anonymise as object).every((n) => n === 0)).toBe(true);
    expect(await storedItem("inscriptions", traces.registrationId)).toEqual(kept);
    const search = personDataSchema.parse(
      (await teamCall("GET", `/api/equipe/personnes?email=${encoded(berthe.email)}`)).body,
    );
    expect(Object.values(search.nombre).every((n) => n === 0)).toBe(true);

    // Each erasure is an event with counts and the founder's id, never the address.
    const events = await eventually(async () => {
      const logged = (await readEventLog()).filter((e) => e.detailType === "PersonDataErased");
      expect(logged.length).toBeGreaterThanOrEqual(2);
      return logged;
    });
    expect(events.map((e) => e.data)).toContainEqual({
      actor_id: FOUNDER.sub,
      erased: {
        inscriptions: 0,
        paiements: 0,
        messages: 1,
        devis: 1,
        newsletter: 1,
        liste_attente: 1,
      },
      anonymised: {
        inscriptions: 1,
        paiements: 1,
        messages: 0,
        devis: 0,
        newsletter: 0,
        liste_attente: 0,
      },
    });
    expect(JSON.stringify(events).toLowerCase()).not.toContain(berthe.email.toLowerCase());
    expect(commands.filter((c) => c.name === "ScanCommand")).toEqual([]);
  });

  it("400 for an erasure without a valid address: nothing changes", async () => {
    for (const body of [{}, { email: "pas-une-adresse" }, { email: "a@b.ch", autre: 1 }, "x"]) {
      const answer = await teamCall("POST", "/api/equipe/personnes/effacement", body);
      expect({ body, status: answer.status }).toEqual({ body, status: 400 });
    }
    expect(commands.filter((c) => c.name !== "QueryCommand" && c.name !== "GetCommand")).toEqual(
      [],
    );
  });

  it("finds registrations stored before the index once they are keyed (npm run people -- cles-email)", async () => {
    const old = person("ancienne");
    await ddb().send(
      new PutCommand({
        TableName: tableName("inscriptions"),
        Item: {
          ...validRegistration("sortie-ancienne", { nom: old.nom, email: old.email.toUpperCase() }),
          id: `old-${randomUUID()}`,
          activity_title: "Ancienne sortie",
          activity_date: "2025-06-01",
          total_centimes: 7500,
          status: "paid",
          created_at: "2025-05-01T08:00:00.000Z",
        },
      }),
    );
    await ddb().send(
      new PutCommand({
        TableName: tableName("waitlist"),
        Item: {
          activity_id: "sortie-ancienne",
          entry_id: `20250501T080000000Z-${randomUUID().slice(0, 8)}`,
          nom: old.nom,
          prenom: old.prenom,
          email: old.email,
          telephone: old.telephone,
          places: 1,
          status: "left",
          created_at: "2025-05-01T08:00:00.000Z",
        },
      }),
    );
    const found = async () => {
      const { nombre } = personDataSchema.parse(
        (await teamCall("GET", `/api/equipe/personnes?email=${encoded(old.email)}`)).body,
      );
      return [nombre.inscriptions, nombre.liste_attente];
    };
    expect(await found()).toEqual([0, 0]);
    const run = async () => {
      const out: string[] = [];
      const code = await runPeopleCli(["--local", "--endpoint", endpoint(), "cles-email"], {
        out: (text) => out.push(text),
        err: () => {},
      });
      return { code, out };
    };
    expect(await run()).toEqual({
      code: 0,
      out: [
        "Inscriptions rendues trouvables par leur e-mail : 1",
        "Inscriptions en liste d'attente rendues trouvables par leur e-mail : 1",
      ],
    });
    expect((await run()).out).toEqual([
      "Inscriptions rendues trouvables par leur e-mail : 0",
      "Inscriptions en liste d'attente rendues trouvables par leur e-mail : 0",
    ]);
    expect(await found()).toEqual([1, 1]);
  });
});
