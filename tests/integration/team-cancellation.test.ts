/**
 * Cancelling a date and writing to everyone on it, against the emulator and the payment sandbox:
 * the team routes with a founder's verified claims (as the team function routes them once the
 * token is checked), the cancellation worker's handler on the message the team route queued,
 * the notifier on what the bus queued, Stripe and PayPal played by the sandbox.
 */
import { randomUUID } from "node:crypto";
import type { Message } from "@aws-sdk/client-sqs";
import type { CancellationJobPorts } from "@core/activities/cancellation-job";
import { createRegistration } from "@core/registrations/create-registration";
import {
  CANCELLED_ACTIVITY_ERROR,
  TEAM_CANCELLATION_ERRORS,
} from "@shared/messages/team-cancellation";
import { parseRegistrationRequest } from "@shared/schemas/registration";
import { describe, expect, it } from "vitest";
import { createRouter } from "../../functions/api/router";
import { getConfig } from "../../functions/config";
import { teamCancellationRoutes } from "../../functions/team/routes/cancellation";
import { wireTeamAdapters } from "../../functions/team/wiring";
import { cancellationJobPorts } from "../../functions/wiring/activity-cancellation";
import { wireAdapters } from "../../functions/wiring/adapters";
import { wireStores } from "../../functions/wiring/stores";
import { activityCancellationsWorker } from "../../functions/workers/cancellation-worker/handler";
import { outboxSweeper, SWEEP_AFTER_MS } from "../../functions/workers/outbox-sweeper/handler";
import { toSqsEvent } from "../../local/host/sqs-poller";
import { readEventLog, readSentEmails, readSentSms } from "../support/aws";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import {
  request,
  runPaymentsTool,
  sandboxSessionOf,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import {
  apiEvent,
  deleteMessages,
  putActivity,
  receiveAll,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

const FOUNDER = { sub: "3f1c-founder-sub", username: "fondatrice@example.ch" };
const world = setUpPaymentWorld();
const team = createRouter(teamCancellationRoutes(wireTeamAdapters(getConfig())));
const jobQueue = () => process.env.QUEUE_ACTIVITY_CANCELLATIONS_URL ?? "";

async function teamCall(method: "GET" | "POST", path: string, body?: unknown, key?: string) {
  const event = apiEvent(method, path, body, key ? { "idempotency-key": key } : {});
  const requestContext = {
    ...event.requestContext,
    authorizer: { jwt: { claims: FOUNDER, scopes: [] } },
  } as typeof event.requestContext;
  const res = await team({ ...event, requestContext });
  return { status: res.statusCode ?? 0, body: JSON.parse(res.body ?? "{}") };
}

/** A visitor of one person (CHF 75.00) with an address of their own, registered on the outing. */
async function register(activityId: string, name: string) {
  const email = `${name}@example.ch`;
  const res = await request(
    world,
    "POST",
    "/api/inscriptions",
    validRegistration(activityId, { nombre_participants: 1, email, prenom: name }),
  );
  if (res.status !== 201) throw new Error(`registration refused: ${JSON.stringify(res.json)}`);
  return { id: String(res.json.inscription_id), email };
}

const paid = (registrationId: string) =>
  eventually(async () =>
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({ status: "paid" }),
  );

async function payByCard(registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "card",
  });
  const session = await sandboxSessionOf(world, String(res.json.payment_id));
  await world.sandbox.controls.pay(session.id, "card");
  await paid(registrationId);
  return session.id;
}

async function payByPaypal(registrationId: string) {
  await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "paypal",
  });
  const order = (await world.sandbox.controls.sessions()).find((s) => s.provider === "paypal");
  if (!order) throw new Error("no PayPal order");
  await world.sandbox.controls.pay(order.id);
  await paid(registrationId);
  return order.id;
}

async function payByTransfer(registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "virement",
  });
  const reference = String((res.json.qr_bill as { reference: string }).reference);
  expect((await runPaymentsTool(["mark-paid", reference])).code).toBe(0);
  await paid(registrationId);
}

const refundsOf = async (sessionId: string) =>
  (await world.sandbox.controls.sessions()).find((s) => s.id === sessionId)?.refunds ?? [];

/** The job's message, as the team route queued it (taken off the queue: the test delivers it). */
async function takeJobMessages(): Promise<Message[]> {
  const messages = await receiveAll(jobQueue());
  await deleteMessages(jobQueue(), messages);
  return messages;
}

const runJob = (ports: CancellationJobPorts, messages: Message[]) =>
  activityCancellationsWorker(ports)(
    toSqsEvent(messages, "arn:aws:sqs:local:activity-cancellations", "eu-central-2"),
  );

async function registrationsOf(activityId: string) {
  return (await scanAll("inscriptions")).filter((r) => r.activity_id === activityId);
}

describe("cancelling a date", () => {
  it("5 registrations (2 by card, 1 PayPal, 1 transfer, 1 unpaid): refunds once each across a job stopped half-way, lists the transfer by hand, one e-mail each, the events, none left open", async () => {
    const activity = await putActivity({ prix_centimes: 7500, categorie: "VTT" });
    const next = await putActivity({ titre: "Crêtes du Chasseral", categorie: "VTT" });
    const card1 = await register(activity.id, "anne");
    const card2 = await register(activity.id, "bernard");
    const byPaypal = await register(activity.id, "claire");
    const byTransfer = await register(activity.id, "denis");
    const unpaid = await register(activity.id, "eliane");
    const card1Session = await payByCard(card1.id);
    const card2Session = await payByCard(card2.id);
    const paypalOrder = await payByPaypal(byPaypal.id);
    await payByTransfer(byTransfer.id);
    await runNotifier();
    const before = (await readSentEmails()).length;

    const path = `/api/equipe/sorties/${activity.id}/annulation`;
    const preview = await teamCall("GET", path);
    expect(preview).toEqual({
      status: 200,
      body: {
        success: true,
        annulation: {
          etat: "a_confirmer",
          apercu: {
            inscriptions: 5,
            personnes: 5,
            rembourse_centimes: 22500,
            remboursements_a_la_main: 1,
          },
        },
      },
    });

    // Bad input: a clear French message, nothing stored, no job.
    const empty = await teamCall("POST", path, { raison: "  " }, randomUUID());
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe(TEAM_CANCELLATION_ERRORS.reasonMissing);
    expect((await storedItem("activities", activity.id))?.annulation).toBeUndefined();

    const key = randomUUID();
    const cancelled = await teamCall("POST", path, { raison: "Météo : orages annoncés" }, key);
    expect(cancelled.status).toBe(202);
    expect(cancelled.body.annulation).toMatchObject({ etat: "annulee", progression: { total: 5 } });
    // The same key again: the same answer, nothing written twice.
    expect(await teamCall("POST", path, { raison: "Météo : orages annoncés" }, key)).toEqual(
      cancelled,
    );
    const another = await teamCall("POST", path, { raison: "Autre" }, randomUUID());
    expect(another).toMatchObject({
      status: 409,
      body: { error: TEAM_CANCELLATION_ERRORS.alreadyCancelled },
    });

    // Closed at once: a registration arriving now is refused, nothing stored.
    const late = await request(
      world,
      "POST",
      "/api/inscriptions",
      validRegistration(activity.id, { nombre_participants: 1, email: "tardif@example.ch" }),
    );
    expect(late).toEqual({
      status: 409,
      json: { success: false, error: CANCELLED_ACTIVITY_ERROR },
    });
    expect(await registrationsOf(activity.id)).toHaveLength(5);

    // The job, stopped half-way: the second registration is released but its refund cut short.
    const messages = await takeJobMessages();
    expect(messages.length).toBeGreaterThanOrEqual(1);
    const ports = cancellationJobPorts(wireAdapters(getConfig()));
    let refunds = 0;
    const stopped = await runJob(
      {
        ...ports,
        refund: async (paymentId) => {
          refunds += 1;
          if (refunds === 2) throw new Error("arrêt du traitement (test)");
          return ports.refund(paymentId);
        },
      },
      messages.slice(0, 1),
    );
    expect(stopped.batchItemFailures).toHaveLength(1);
    expect(await storedItem("inscriptions", card2.id)).toMatchObject({
      status: "cancelled",
      cancelled_by: "provider",
    });
    expect(await refundsOf(card1Session)).toHaveLength(1);
    expect(await refundsOf(card2Session)).toHaveLength(0);
    expect(await storedItem("inscriptions", byPaypal.id)).toMatchObject({ status: "paid" });

    // Delivered again, twice: everything done, once.
    for (let run = 0; run < 2; run++) {
      const again = await runJob(ports, messages.slice(0, 1));
      expect(again.batchItemFailures).toEqual([]);
    }
    expect(await refundsOf(card1Session)).toHaveLength(1);
    expect(await refundsOf(card2Session)).toHaveLength(1);
    expect(await refundsOf(paypalOrder)).toHaveLength(1);

    const all = await registrationsOf(activity.id);
    expect(all.filter((r) => r.status !== "cancelled")).toEqual([]);
    expect(all.every((r) => r.cancelled_by === "provider")).toBe(true);
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(
      activity.places_disponibles,
    );
    const transferPayment = await storedItem(
      "payments",
      String((await storedItem("inscriptions", byTransfer.id))?.paid_payment_id),
    );
    expect(transferPayment).toMatchObject({ refund_status: "by_hand" });

    const progress = await teamCall("GET", path);
    expect(progress.body.annulation).toEqual({
      etat: "annulee",
      raison: "Météo : orages annoncés",
      annulee_le: expect.any(String),
      progression: {
        inscriptions: 5,
        personnes: 5,
        rembourse_centimes: 22500,
        remboursements_a_la_main: 1,
        total: 5,
        remboursements_en_attente: 0,
        terminee: true,
      },
    });

    // The stopped run's event stayed in the outbox: the sweeper publishes it.
    const swept = await outboxSweeper({
      outbox: wireStores(getConfig()).outbox,
      now: () => new Date(Date.now() + SWEEP_AFTER_MS + 1_000),
    })();
    expect(swept.published).toBe(1);
    // One e-mail per registration, whatever the deliveries; with the reason, the money, the next outing.
    await runNotifier();
    await runNotifier();
    const mails = (await readSentEmails())
      .slice(0, (await readSentEmails()).length - before)
      .filter((m) => m.subject.startsWith("Sortie annulée"));
    for (const visitor of [card1, card2, byPaypal, byTransfer, unpaid]) {
      expect(
        mails.filter((m) => m.to.includes(visitor.email)),
        visitor.email,
      ).toHaveLength(1);
    }
    expect(mails).toHaveLength(5);
    // Each takes the outing out of the visitor's calendar: the invitation cancelled.
    for (const mail of mails) {
      expect(mail.calendars).toHaveLength(1);
      expect(mail.calendars[0]).toContain("\r\nMETHOD:CANCEL\r\n");
      expect(mail.calendars[0]).toContain("\r\nSTATUS:CANCELLED\r\n");
    }
    const mailTo = (email: string) => mails.find((m) => m.to.includes(email))?.text ?? "";
    expect(mailTo(card1.email)).toContain("Météo : orages annoncés");
    expect(mailTo(card1.email)).toContain("reviennent sur votre carte");
    expect(mailTo(byPaypal.email)).toContain("votre compte PayPal");
    expect(mailTo(byTransfer.email)).toContain("nous vous contacterons");
    expect(mailTo(unpaid.email)).toContain("vous n'avez rien à payer");
    expect(mailTo(unpaid.email)).toContain(next.titre);
    expect(mailTo(unpaid.email)).toContain("/calendrier");
    const sms = (await readSentSms()).filter((s) => s.message.includes("est annulée"));
    expect(sms).toHaveLength(5);
    // Each SMS says what happens to that visitor's money, as her e-mail does.
    const smsSaying = (words: string) => sms.filter((s) => s.message.includes(words)).length;
    expect(smsSaying("Vos CHF 75.00 reviennent sur votre carte.")).toBe(2);
    expect(smsSaying("Vos CHF 75.00 reviennent sur votre compte PayPal.")).toBe(1);
    expect(smsSaying("Nous vous rembourserons CHF 75.00 dans les prochains jours.")).toBe(1);
    expect(smsSaying("Vous n'avez rien à payer.")).toBe(1);

    await eventually(async () => {
      const log = await readEventLog();
      const ofActivity = log.filter((e) => e.data.activity_id === activity.id);
      expect(ofActivity.filter((e) => e.detailType === "ActivityCancelled")).toHaveLength(1);
      const cancelledEvents = ofActivity.filter((e) => e.detailType === "InscriptionCancelled");
      expect(new Set(cancelledEvents.map((e) => e.data.inscription_id)).size).toBe(5);
      expect(cancelledEvents.every((e) => e.data.cancelled_by === "provider")).toBe(true);
      const [logged] = ofActivity.filter((e) => e.detailType === "ActivityCancelled");
      expect(logged?.data).toMatchObject({ actor_id: FOUNDER.sub, inscriptions: 5 });
      expect(JSON.stringify(logged?.data)).not.toMatch(/example\.ch|Météo/);
    });
  });
});

describe("a registration racing the cancellation", () => {
  it("read the outing before it was cancelled, committed after: refused by the places transaction, nothing stored", async () => {
    const activity = await putActivity({ prix_centimes: 7500 });
    const adapters = wireAdapters(getConfig());
    const before = await adapters.activities.get(activity.id);
    const cancelled = await teamCall(
      "POST",
      `/api/equipe/sorties/${activity.id}/annulation`,
      { raison: "Guide indisponible" },
      randomUUID(),
    );
    expect(cancelled.status).toBe(202);
    await takeJobMessages();

    // The first read is the one from before the cancellation; the transaction must refuse it.
    let reads = 0;
    const parsed = parseRegistrationRequest(
      validRegistration(activity.id, { nombre_participants: 1, email: "course@example.ch" }),
    );
    if (!parsed.success) throw new Error("invalid fixture");
    const answer = await createRegistration(parsed.data, undefined, {
      getActivity: async (id) => (reads++ === 0 ? before : adapters.activities.get(id)),
      getStoredResponse: async () => undefined,
      readFleetDay: adapters.fleet.snapshot,
      commit: adapters.commitRegistration,
      publishAndClear: adapters.outbox.publishAndClear,
      newId: randomUUID,
      newShortReference: adapters.shortReference,
      now: adapters.clock.now,
    });
    expect(reads).toBe(2);
    expect(answer).toEqual({
      statusCode: 409,
      body: { success: false, error: CANCELLED_ACTIVITY_ERROR },
    });
    expect(await registrationsOf(activity.id)).toEqual([]);
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(
      activity.places_disponibles,
    );
  });
});

describe("writing to everyone on a date", () => {
  it("sends once per registration holding places, the same key once, a second message too", async () => {
    const activity = await putActivity({ prix_centimes: 7500 });
    const anne = await register(activity.id, "anne");
    const bernard = await register(activity.id, "bernard");
    await runNotifier();
    const path = `/api/equipe/sorties/${activity.id}/message`;
    const message = {
      objet: "Nouveau point de rendez-vous",
      texte: "Rendez-vous au parking <b>du col</b>.\nÀ 9 h.",
    };

    const bad = await teamCall("POST", path, { objet: "", texte: "x" }, randomUUID());
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe(TEAM_CANCELLATION_ERRORS.subjectMissing);

    const key = randomUUID();
    const first = await teamCall("POST", path, message, key);
    expect(first).toEqual({ status: 202, body: { success: true, destinataires: 2 } });
    expect(await teamCall("POST", path, message, key)).toEqual(first);
    await runNotifier();
    await runNotifier();
    const sent = (await readSentEmails()).filter((m) =>
      m.subject.startsWith("Nouveau point de rendez-vous"),
    );
    expect(sent.flatMap((m) => m.to).sort()).toEqual([anne.email, bernard.email]);
    // The founders' text, escaped, with its line breaks.
    expect(sent[0]?.html).toContain("&lt;b&gt;du col&lt;/b&gt;");
    expect(sent[0]?.html).not.toContain("<b>du col</b>");
    expect(sent[0]?.text.replace(/\r\n/g, "\n")).toContain(
      "Rendez-vous au parking <b>du col</b>.\nÀ 9 h.",
    );

    const second = await teamCall(
      "POST",
      path,
      { objet: "Rappel", texte: "N'oubliez pas la gourde." },
      randomUUID(),
    );
    expect(second.status).toBe(202);
    await runNotifier();
    expect((await readSentEmails()).filter((m) => m.subject.startsWith("Rappel"))).toHaveLength(2);
    await eventually(async () => {
      const logged = (await readEventLog()).filter((e) => e.detailType === "ParticipantsMessaged");
      expect(logged).toHaveLength(2);
      expect(JSON.stringify(logged)).not.toMatch(/example\.ch|gourde|rendez-vous/i);
    });
  });
});
