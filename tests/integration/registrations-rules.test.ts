import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import { addDaysIso, zurichToday } from "@shared/time";
import { beforeEach, describe, expect, it } from "vitest";
import { createApi } from "../../functions/api/api";
import { handler as api } from "../../functions/api/handler";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { handler as notifier } from "../../functions/workers/notifier/handler";
import {
  outboxSweeper,
  SWEEP_AFTER_MS,
  handler as sweeper,
} from "../../functions/workers/outbox-sweeper/handler";
import { toSqsEvent } from "../../local/host/sqs-poller";
import {
  ddb,
  readEventLog,
  readSentEmails,
  readSentSms,
  resetState,
  tableName,
} from "../support/aws";
import { eventually } from "../support/eventually";
import {
  apiEvent,
  deleteMessages,
  putActivity,
  receiveAll,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

const queueUrl = () => process.env.QUEUE_NOTIFICATIONS_URL ?? "";

async function register(body: unknown, headers: Record<string, string> = {}) {
  const result = await api(apiEvent("POST", "/api/inscriptions", body, headers));
  return { status: result.statusCode, body: JSON.parse(result.body ?? "{}") };
}

/** Hands what waits on the notifications queue to the notifier, like the Lambda trigger. */
async function runNotifier() {
  const messages = await receiveAll(queueUrl());
  const result = await notifier(
    toSqsEvent(messages, "arn:aws:sqs:local:notifications", "eu-central-2"),
  );
  await deleteMessages(queueUrl(), messages);
  return { messages, result };
}

describe("POST /api/inscriptions: rules", () => {
  beforeEach(async () => {
    await resetState();
  });

  it("GET /api/activities lists the upcoming outings, by date then meeting time; the past ones page apart", async () => {
    const later = await putActivity({ date: addDaysIso(zurichToday(), 20), heure_rdv: "08:00" });
    const afternoon = await putActivity({ date: addDaysIso(zurichToday(), 5), heure_rdv: "14:00" });
    const morning = await putActivity({
      date: addDaysIso(zurichToday(), 5),
      heure_rdv: "09:00",
      places_disponibles: null,
    });
    const past = await putActivity({ date: addDaysIso(zurichToday(), -30) });
    const res = await api(apiEvent("GET", "/api/activities"));
    expect(res.statusCode).toBe(200);
    const body = JSON.parse(res.body ?? "null");
    expect(Array.isArray(body)).toBe(true);
    expect(body.map((a: { id: string }) => a.id)).toEqual([morning.id, afternoon.id, later.id]);
    expect(body[0]).toEqual(morning);
    const pastPage = await api(apiEvent("GET", "/api/activities/passees"));
    expect(pastPage.statusCode).toBe(200);
    expect(JSON.parse(pastPage.body ?? "null")).toEqual({ activites: [past], suite: null });
  });

  it("refuses a body over 16 KiB (413) and an invalid payload (400, French message per field)", async () => {
    const activity = await putActivity();
    const big = await register(
      validRegistration(activity.id, { remarques: "x".repeat(17 * 1024) }),
    );
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, error: "La requête est trop volumineuse." });
    const bad = await register(
      validRegistration(activity.id, { nom: "F", telephone: "079 123 45 6", extra: 1 }),
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      success: false,
      error: "Les données d'inscription sont invalides.",
      details: {
        nom: "Le nom doit contenir au moins 2 caractères",
        telephone: expect.stringMatching(/^Format téléphone invalide\. Exemple : 079 123 45 67/),
        extra: "Champ non autorisé",
      },
    });
    expect(await scanAll("inscriptions")).toHaveLength(0);
  });

  it("refuses an unknown outing (404) and stores nothing", async () => {
    const res = await register(validRegistration("sortie-inexistante"));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, error: "Cette activité n'existe pas." });
    expect(await scanAll("inscriptions")).toHaveLength(0);
  });

  it("refuses an outing whose meeting time has passed in Europe/Zurich (409), places untouched", async () => {
    const past = await putActivity({ date: addDaysIso(zurichToday(), -1), places_disponibles: 8 });
    const res = await register(validRegistration(past.id));
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
    expect(res.body.error).toMatch(/passée/);
    const stored = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id: past.id } }),
    );
    expect(stored.Item?.places_disponibles).toBe(8);
    expect(await scanAll("inscriptions")).toHaveLength(0);
  });

  it("answers « il ne reste que N places » when fewer places are left than requested", async () => {
    const few = await putActivity({ places_disponibles: 3 });
    const res = await register(validRegistration(few.id, { nombre_participants: 4 }));
    expect(res.status).toBe(409);
    expect(res.body.error).toBe("Il ne reste que 3 places pour cette activité.");
  });

  it("charges the stored price whatever total_price or amount the request carries", async () => {
    const activity = await putActivity({ prix_centimes: 7500, places_disponibles: 8 });
    const res = await register(
      validRegistration(activity.id, { nombre_participants: 2, total_price: 1, amount: 1 }),
    );
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      activity_title: activity.titre,
      total_price: 150,
      inscription_id: expect.any(String),
      short_reference: expect.stringMatching(SHORT_REFERENCE_PATTERN),
      deadline: expect.any(String),
      // The unpaid-registration reminder it plans, promised on the confirmation page.
      remind_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    const stored = await ddb().send(
      new GetCommand({
        TableName: tableName("inscriptions"),
        Key: { id: res.body.inscription_id },
      }),
    );
    expect(stored.Item).toMatchObject({
      activity_id: activity.id,
      total_centimes: 15000,
      status: "pending_payment",
      telephone: "+41791234567",
    });
    expect(stored.Item).not.toHaveProperty("total_price");
    expect(stored.Item).not.toHaveProperty("amount");
    const storedActivity = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id: activity.id } }),
    );
    expect(storedActivity.Item?.places_disponibles).toBe(6);
  });

  it("accepts an outing without a place limit and leaves it unlimited", async () => {
    const open = await putActivity({ places_disponibles: null });
    const res = await register(validRegistration(open.id, { nombre_participants: 10 }));
    expect(res.status).toBe(201);
    const stored = await ddb().send(
      new GetCommand({ TableName: tableName("activities"), Key: { id: open.id } }),
    );
    expect(stored.Item?.places_disponibles).toBeNull();
  });

  it("notifies the visitor (e-mail with .ics, SMS) and the provider, and logs the event", async () => {
    const activity = await putActivity({ prix_centimes: 7500 });
    const res = await register(
      validRegistration(activity.id, { remarques: "Allergie aux guêpes" }),
    );
    expect(res.status).toBe(201);
    const id = res.body.inscription_id as string;

    const { messages, result } = await runNotifier();
    expect(messages).toHaveLength(1);
    expect(result.batchItemFailures).toEqual([]);

    const emails = await readSentEmails();
    const visitor = emails.find((e) => e.to.includes("monique.favre@example.ch"));
    expect(visitor?.subject).toContain(activity.titre);
    expect(visitor?.text).toContain("CHF 150.00");
    expect(visitor?.text).toContain("72 h");
    expect(visitor?.text).toContain(process.env.SITE_URL ?? "");
    expect(visitor?.html).toContain("<table");
    expect(visitor?.attachments).toEqual(["sortie.ics"]);

    const provider = emails.find((e) => e.to.includes(process.env.PROVIDER_EMAIL ?? ""));
    expect(provider?.text).toContain("Monique Favre");
    expect(provider?.text).toContain("+41791234567");
    expect(provider?.text).toContain("Allergie aux guêpes");
    expect(provider?.text).toContain("Intermédiaire");

    const sms = await readSentSms();
    expect(sms).toHaveLength(1);
    expect(sms[0]?.phoneNumber).toBe("+41791234567");
    expect(sms[0]?.message).toContain(activity.titre);

    const logged = await eventually(async () => {
      const events = await readEventLog();
      const event = events.find((e) => e.data.inscription_id === id);
      expect(event).toBeDefined();
      return event;
    });
    expect(logged?.detailType).toBe("InscriptionCreated");
    expect(logged?.data).toMatchObject({
      activity_id: activity.id,
      participants: 2,
      total_centimes: 15000,
    });
    // Events carry no personal data.
    expect(JSON.stringify(logged?.data)).not.toMatch(/Favre|monique|\+4179/);
  });

  it("when publishing fails after the write, keeps the event in the outbox and the sweeper sends it later", async () => {
    const activity = await putActivity();
    // The same api on adapters pointed at a bus that does not exist: the emulator refuses.
    const config = getConfig();
    const apiWithoutBus = createApi({
      adapters: wireAdapters({ ...config, EVENT_BUS_NAME: "bus-qui-n-existe-pas" }),
      config,
    });
    const created = await apiWithoutBus(
      apiEvent("POST", "/api/inscriptions", validRegistration(activity.id)),
    );
    expect(created.statusCode).toBe(201);
    const registrationId = JSON.parse(created.body ?? "{}").inscription_id;
    const pending = await scanAll("outbox");
    expect(pending).toHaveLength(1);
    expect(pending[0]?.detail_type).toBe("InscriptionCreated");

    // Too young: the sweeper leaves it to the request that wrote it.
    expect(await sweeper()).toEqual({ published: 0 });
    // The sweeper's clock, moved past the age threshold instead of waiting for it.
    const later = outboxSweeper({
      outbox: wireAdapters(config).outbox,
      now: () => new Date(Date.now() + SWEEP_AFTER_MS + 1_000),
    });
    expect(await later()).toEqual({ published: 1 });
    expect(await scanAll("outbox")).toHaveLength(0);

    // One message only: the failed publication delivered nothing, the sweeper delivered it once.
    const { messages } = await runNotifier();
    expect(messages).toHaveLength(1);
    const body = JSON.parse(messages[0]?.Body ?? "{}");
    expect(body.detail.data.inscription_id).toBe(registrationId);
    const emails = await readSentEmails();
    expect(emails.filter((e) => e.to.includes("monique.favre@example.ch"))).toHaveLength(1);
  });
});
