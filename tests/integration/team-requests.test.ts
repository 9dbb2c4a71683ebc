/**
 * The team space's requests against the emulator and the payment sandbox: quote requests and
 * contact messages sent through the public routes (the api function behind the local host), read
 * and marked through teamRequestsRoutes(wireTeamAdapters(...)) with a founder's verified claims;
 * the newsletter's confirmed subscribers as CSV. Every read goes through an index: the stores'
 * DynamoDB commands are recorded and no Scan may appear.
 */
import { randomUUID } from "node:crypto";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { parseCsv } from "@core/activities/import";
import {
  TEAM_REQUEST_ERRORS,
  teamMessageListSchema,
  teamQuoteListSchema,
} from "@shared/schemas/team-requests";
import { beforeEach, describe, expect, it } from "vitest";
import { teamRequestsRoutes } from "../../functions/team/routes/requests";
import { runRequestsCli } from "../../tools/requests-cli";
import { ddb, endpoint, readEventLog, tableName } from "../support/aws";
import { eventually } from "../support/eventually";
import { request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { scanAll } from "../support/registration-fixtures";
import { type RecordedCommand, recordingTeamAdapters, teamCaller } from "../support/team-routes";

const FOUNDER = { sub: "7a2e-founder-sub", username: "fondateur-id" };
const world = setUpPaymentWorld();

/** Every DynamoDB command the team's stores send, by name, table and index. */
const commands: RecordedCommand[] = [];
const teamCall = teamCaller(teamRequestsRoutes(recordingTeamAdapters(commands)), FOUNDER);

const contact = (firstName: string, message: string, phone = "") => ({
  firstName,
  lastName: "Rochat",
  email: `${firstName.toLowerCase()}@exemple.ch`,
  phone,
  message,
});

const quote = (companyName: string, email: string) => ({
  companyName,
  contactName: "Claire Dubois",
  email,
  phone: "+41 79 555 12 34",
  participants: "9-12",
  date: "",
  comments: "Sortie d'équipe",
});

async function sendMessage(firstName: string, message: string, phone = "") {
  const res = await request(world, "POST", "/api/contact", contact(firstName, message, phone));
  expect(res.status).toBe(202);
}

async function sendQuote(companyName: string, email: string) {
  const res = await request(world, "POST", "/api/quotes", quote(companyName, email), {
    "Idempotency-Key": `quote-${randomUUID()}`,
  });
  expect(res.status).toBe(202);
  return String(res.json.quote_id);
}

const statusEvents = async () =>
  (await readEventLog()).filter((e) => e.detailType === "RequestStatusChanged");

/** No Scan: the lists and the CSV read through the tables' indexes. */
function expectQueriesOnly(index: string, table: string) {
  expect(commands.filter((c) => c.name === "ScanCommand")).toEqual([]);
  expect(commands).toContainEqual({ name: "QueryCommand", table: tableName(table), index });
}

describe("team space: requests", () => {
  beforeEach(() => {
    commands.length = 0;
  });

  it("lists the contact messages newest first, « à traiter » then « traité », with « Répondre »", async () => {
    await sendMessage(
      "Anne",
      "Bonjour,\nvos sorties sont-elles adaptées à 70 ans ?",
      "+41 79 555 12 34",
    );
    await sendMessage("Bernard", "Un vélo de location pour deux ?");
    await sendMessage("Chantal", "Merci pour samedi !");

    const list = await teamCall("GET", "/api/equipe/messages");
    expect(list.status).toBe(200);
    expect(list.headers["cache-control"]).toBe("no-store");
    const parsed = teamMessageListSchema.parse(list.body);
    expect(parsed.messages.map((m) => m.prenom)).toEqual(["Chantal", "Bernard", "Anne"]);
    expect(parsed.suite).toBeNull();
    const anne = parsed.messages[2];
    expect(anne).toMatchObject({
      nom: "Rochat",
      prenom: "Anne",
      email: "anne@exemple.ch",
      telephone: "+41 79 555 12 34",
      statut: "a_traiter",
      statut_libelle: "à traiter",
      message: "Bonjour,\nvos sorties sont-elles adaptées à 70 ans ?",
    });
    expect(parsed.messages[1]?.telephone).toBeNull();
    const reply = new URL(anne?.repondre ?? "");
    expect(reply.protocol).toBe("mailto:");
    expect(reply.pathname).toBe("anne@exemple.ch");
    expect(reply.searchParams.get("subject")).toMatch(/^Re : votre message du \d{1,2} \S+$/);
    expect(reply.searchParams.get("body")).toContain(
      "> vos sorties sont-elles adaptées à 70 ans ?",
    );
    expectQueriesOnly("by-handling", "contact-messages");

    // Marked twice: the same state, one event.
    const id = anne?.id ?? "";
    const first = await teamCall("POST", `/api/equipe/messages/${id}/statut`, { statut: "traite" });
    expect(first.body).toEqual({ success: true, id, statut: "traite", modifie: true });
    const again = await teamCall("POST", `/api/equipe/messages/${id}/statut`, { statut: "traite" });
    expect(again.body).toEqual({ success: true, id, statut: "traite", modifie: false });
    expect(await storedItem("contact-messages", id)).toMatchObject({ handling: "traite" });

    const toHandle = teamMessageListSchema.parse(
      (await teamCall("GET", "/api/equipe/messages?statut=a_traiter")).body,
    );
    expect(toHandle.messages.map((m) => m.prenom)).toEqual(["Chantal", "Bernard"]);
    const all = teamMessageListSchema.parse((await teamCall("GET", "/api/equipe/messages")).body);
    expect(all.messages.map((m) => [m.prenom, m.statut])).toEqual([
      ["Chantal", "a_traiter"],
      ["Bernard", "a_traiter"],
      ["Anne", "traite"],
    ]);

    // Back to handle: a second event; each carries the founder's id and the status only.
    const back = await teamCall("POST", `/api/equipe/messages/${id}/statut`, {
      statut: "a_traiter",
    });
    expect(back.body).toMatchObject({ statut: "a_traiter", modifie: true });
    const events = await eventually(async () => {
      const logged = await statusEvents();
      expect(logged).toHaveLength(2);
      return logged;
    });
    expect(events.map((e) => e.data)).toEqual(
      expect.arrayContaining([
        { kind: "message", request_id: id, status: "traite", actor_id: FOUNDER.sub },
        { kind: "message", request_id: id, status: "a_traiter", actor_id: FOUNDER.sub },
      ]),
    );
    expect(JSON.stringify(events)).not.toMatch(/anne|Rochat|70 ans|\+41/i);
    expect(commands.filter((c) => c.name === "ScanCommand")).toEqual([]);
  });

  it("pages the newest 50 with a cursor (« Voir plus »), across both statuses", async () => {
    const table = tableName("contact-messages");
    const at = (i: number) => new Date(Date.UTC(2026, 2, 1, 8, 0, i)).toISOString();
    for (let i = 0; i < 53; i++) {
      await ddb().send(
        new PutCommand({
          TableName: table,
          Item: {
            id: `m-${String(i).padStart(2, "0")}`,
            firstName: `P${i}`,
            lastName: "Test",
            email: `p${i}@exemple.ch`,
            message: "Bonjour",
            created_at: at(i),
            // Every third one already handled: the pages merge the two statuses.
            handling: i % 3 === 0 ? "traite" : "a_traiter",
          },
        }),
      );
    }
    const first = teamMessageListSchema.parse((await teamCall("GET", "/api/equipe/messages")).body);
    expect(first.messages).toHaveLength(50);
    expect(first.messages[0]?.id).toBe("m-52");
    expect(first.suite).not.toBeNull();
    const second = teamMessageListSchema.parse(
      (await teamCall("GET", `/api/equipe/messages?suite=${first.suite}`)).body,
    );
    expect(second.messages.map((m) => m.id)).toEqual(["m-02", "m-01", "m-00"]);
    expect(second.suite).toBeNull();
    const ids = [...first.messages, ...second.messages].map((m) => m.id);
    expect(ids).toEqual([...ids].sort().reverse());

    const toHandle = teamMessageListSchema.parse(
      (await teamCall("GET", "/api/equipe/messages?statut=a_traiter")).body,
    );
    expect(toHandle.messages).toHaveLength(35);
    expect(toHandle.messages.every((m) => m.statut === "a_traiter")).toBe(true);

    const tampered = await teamCall("GET", "/api/equipe/messages?suite=pas-un-curseur");
    expect(tampered.status).toBe(400);
    expect(tampered.body.error).toBe(TEAM_REQUEST_ERRORS.cursorInvalid);
    expect(tampered.headers["cache-control"]).toBe("no-store");
    const crossed = Buffer.from(
      JSON.stringify({ a_traiter: { id: "m-01", handling: "traite", created_at: at(1) } }),
    ).toString("base64url");
    const refused = await teamCall("GET", `/api/equipe/messages?suite=${crossed}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(TEAM_REQUEST_ERRORS.cursorInvalid);
    expectQueriesOnly("by-handling", "contact-messages");
  });

  it("lists quote requests with their fields, a company's paid direct payment shown paid", async () => {
    const unpaid = await sendQuote("Menuiserie Vaudoise", "rh@menuiserie.ch");
    const paid = await sendQuote("Fromagerie du Jura SA", "claire@fromagerie-jura.ch");
    const started = await request(
      world,
      "POST",
      "/api/payments",
      { quote_request_id: paid, method: "paypal" },
      { "Idempotency-Key": `pay-${paid}` },
    );
    expect(started.status).toBe(201);
    const paymentId = String(started.json.payment_id);
    const sessions = await world.sandbox.controls.sessions();
    const order = sessions.find(
      (s) => s.provider === "paypal" && JSON.stringify(s.object).includes(paymentId),
    );
    await world.sandbox.controls.pay(String(order?.id));
    expect(await storedItem("quote-requests", paid)).toMatchObject({ status: "paid" });

    const list = await teamCall("GET", "/api/equipe/devis");
    const parsed = teamQuoteListSchema.parse(list.body);
    expect(parsed.devis.map((q) => q.id)).toEqual([paid, unpaid]);
    expect(parsed.devis[0]).toMatchObject({
      entreprise: "Fromagerie du Jura SA",
      contact: "Claire Dubois",
      email: "claire@fromagerie-jura.ch",
      telephone: "+41 79 555 12 34",
      participants: "9-12",
      date_souhaitee: null,
      remarques: "Sortie d'équipe",
      statut: "a_traiter",
      paiement: { paye: true, montant_centimes: 14900, moyen: "PayPal" },
    });
    expect(parsed.devis[1]?.paiement).toBeNull();
    const reply = new URL(parsed.devis[1]?.repondre ?? "");
    expect(reply.pathname).toBe("rh@menuiserie.ch");
    expect(reply.searchParams.get("subject")).toMatch(/^Re : votre demande de devis du /);
    expect(reply.searchParams.get("body")).toContain("> Entreprise : Menuiserie Vaudoise");

    const marked = await teamCall("POST", `/api/equipe/devis/${unpaid}/statut`, {
      statut: "traite",
    });
    expect(marked.body).toMatchObject({ statut: "traite", modifie: true });
    const toHandle = teamQuoteListSchema.parse(
      (await teamCall("GET", "/api/equipe/devis?statut=a_traiter")).body,
    );
    expect(toHandle.devis.map((q) => q.id)).toEqual([paid]);
    // The payment's own status stays as it was: the handling status is a field of its own.
    expect(await storedItem("quote-requests", paid)).toMatchObject({ status: "paid" });
    await eventually(async () => {
      expect((await statusEvents()).map((e) => e.data)).toEqual([
        { kind: "quote", request_id: unpaid, status: "traite", actor_id: FOUNDER.sub },
      ]);
    });
    expectQueriesOnly("by-handling", "quote-requests");
  });

  it("refuses an unknown id (404) and a bad status (400) in French, storing nothing", async () => {
    const missingQuote = await teamCall("POST", "/api/equipe/devis/inconnu/statut", {
      statut: "traite",
    });
    expect(missingQuote.status).toBe(404);
    expect(missingQuote.body.error).toBe(TEAM_REQUEST_ERRORS.quoteNotFound);
    const missingMessage = await teamCall("POST", "/api/equipe/messages/inconnu/statut", {
      statut: "traite",
    });
    expect(missingMessage.status).toBe(404);
    expect(missingMessage.body.error).toBe(TEAM_REQUEST_ERRORS.messageNotFound);
    expect(missingMessage.headers["cache-control"]).toBe("no-store");

    await sendMessage("Anne", "Bonjour");
    const [stored] = await scanAll("contact-messages");
    for (const body of [{ statut: "fini" }, { statut: "traite", extra: 1 }, {}]) {
      const refused = await teamCall("POST", `/api/equipe/messages/${stored?.id}/statut`, body);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toBe(TEAM_REQUEST_ERRORS.statusInvalid);
    }
    const filter = await teamCall("GET", "/api/equipe/devis?statut=tout");
    expect(filter.status).toBe(400);
    expect(filter.body.error).toBe(TEAM_REQUEST_ERRORS.filterInvalid);
    expect(await storedItem("contact-messages", String(stored?.id))).toMatchObject({
      handling: "a_traiter",
    });
    expect(await scanAll("contact-messages")).toHaveLength(1);
    expect(await scanAll("quote-requests")).toHaveLength(0);
    expect(
      (await scanAll("outbox")).filter((o) => o.detail_type === "RequestStatusChanged"),
    ).toEqual([]);
  });

  it("gives the requests stored before the statuses « à traiter » once (npm run requests -- statuts)", async () => {
    await ddb().send(
      new PutCommand({
        TableName: tableName("quote-requests"),
        Item: {
          ...quote("Ancienne SA", "old@exemple.ch"),
          id: "q-old",
          created_at: "2026-01-10T09:00:00.000Z",
        },
      }),
    );
    expect(
      teamQuoteListSchema.parse((await teamCall("GET", "/api/equipe/devis")).body).devis,
    ).toEqual([]);
    const run = async () => {
      const out: string[] = [];
      const code = await runRequestsCli(["--local", "--endpoint", endpoint(), "statuts"], {
        out: (text) => out.push(text),
        err: () => {},
      });
      return { code, out };
    };
    expect(await run()).toEqual({
      code: 0,
      out: ["Demandes de devis mises « à traiter » : 1", "Messages mis « à traiter » : 0"],
    });
    expect((await run()).out[0]).toBe("Demandes de devis mises « à traiter » : 0");
    const list = teamQuoteListSchema.parse((await teamCall("GET", "/api/equipe/devis")).body);
    expect(list.devis.map((q) => [q.id, q.statut])).toEqual([["q-old", "a_traiter"]]);
  });

  it("downloads the confirmed newsletter subscribers only, as the participants file's CSV", async () => {
    const subscriber = (email: string, status: string, extra: Record<string, string> = {}) =>
      ddb().send(
        new PutCommand({
          TableName: tableName("newsletter-subscribers"),
          Item: {
            email,
            subscriber_id: randomUUID(),
            token: randomUUID(),
            status,
            created_at: "2026-03-01T08:00:00.000Z",
            updated_at: "2026-03-01T08:00:00.000Z",
            ...extra,
          },
        }),
      );
    await subscriber("marie@exemple.ch", "confirmed", { confirmed_at: "2026-03-12T07:30:00.000Z" });
    await subscriber("=cmd@exemple.ch", "confirmed", { confirmed_at: "2026-03-14T23:30:00.000Z" });
    await subscriber("attente@exemple.ch", "pending");
    await subscriber("parti@exemple.ch", "unsubscribed", {
      confirmed_at: "2026-02-01T08:00:00.000Z",
      unsubscribed_at: "2026-03-01T08:00:00.000Z",
    });
    // Through the public form: pending until the link is followed.
    expect(
      (await request(world, "POST", "/api/newsletter", { email: "nouveau@exemple.ch" })).status,
    ).toBeLessThan(300);

    const res = await teamCall("GET", "/api/equipe/newsletter.csv");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe(
      'attachment; filename="abonnes-newsletter.csv"',
    );
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text.startsWith("\uFEFF")).toBe(true);
    expect(res.text.endsWith("\r\n")).toBe(true);
    const { rows } = parseCsv(res.text);
    expect(rows[0]).toEqual(["E-mail", "Confirmé le"]);
    expect(rows.slice(1).sort()).toEqual([
      ["'=cmd@exemple.ch", "2026-03-15"],
      ["marie@exemple.ch", "2026-03-12"],
    ]);
    expect(res.text).not.toMatch(/attente|parti@|nouveau/);
    expectQueriesOnly("by-status", "newsletter-subscribers");
  });
});
