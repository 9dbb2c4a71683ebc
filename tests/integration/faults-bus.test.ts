/**
 * EventBridge refuses the product's events, the way AWS does: the whole PutEvents call fails
 * (beyond the SDK's own retries), or it answers with some entries refused (FailedEntryCount).
 * After a registration, a card payment settling through its webhook, and an expiry, the visitor's
 * answer does not change, the events wait in the outbox, and the sweeper delivers each of them
 * exactly once: counted in the event log group, on the notifications queue and in the e-mails.
 *
 * The functions' real AWS clients reach the emulator through the fault proxy, so the proxy's URL
 * is the endpoint before any of their modules load. Faults are armed only around the product's
 * call; the tests' own readers pass through untouched.
 */
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring";
import { outboxSweeper, SWEEP_AFTER_MS } from "../../functions/workers/outbox-sweeper/handler";
import { LOCAL_PROVIDER_EMAIL } from "../../localstack/local-env";
import { PAYMENT_DEADLINES } from "../../shared/registrations/payment-deadlines";
import { faults } from "../support/aws-fault-proxy";
import { deadlineJobs } from "../support/deadline-jobs";
import { eventually } from "../support/eventually";
import { emailsTo, eventsByType, messagesByType } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import {
  registerVisitor,
  request,
  sandboxSessionOf,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { putActivity, scanAll, validRegistration } from "../support/registration-fixtures";

const proxy = await vi.hoisted(async () => {
  const { startAwsFaultProxy } = await import("../support/aws-fault-proxy");
  const started = await startAwsFaultProxy(process.env.AWS_ENDPOINT_URL ?? "");
  process.env.AWS_ENDPOINT_URL = started.url;
  return started;
});
afterEach(() => proxy.heal());
afterAll(() => proxy.stop());

const VISITOR = "monique.favre@example.ch";
const HOUR = 3_600_000;
/** The SDK's attempts for a retryable error (its standard retry strategy). */
const SDK_ATTEMPTS = 3;

/** Real time plus what a test moves it by: the api, the deadline job and its worker read it. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const world = setUpPaymentWorld({ clock });
const jobs = deadlineJobs(clock);
beforeEach(() => {
  clock.offsetMs = 0;
});

/** One scheduled sweeper run, its clock past the age under which it leaves events alone. */
const sweep = () =>
  outboxSweeper({
    outbox: wireAdapters(getConfig()).outbox,
    now: () => new Date(Date.now() + SWEEP_AFTER_MS + 1_000),
  })();

/** The outbox's waiting events, oldest first: [detail-type, event id]. */
async function waiting(): Promise<[string, string][]> {
  const items = await scanAll("outbox");
  return items
    .sort((a, b) => Number(a.created_at) - Number(b.created_at))
    .map((item) => [String(item.detail_type), String(item.id)]);
}

/** Every PutEvents refused outright, each time, until healed. */
const busDown = () => proxy.fail("events.PutEvents", faults.internal());

/**
 * The accounting: the event log holds exactly these events once each; the notifier, run on what
 * waits on the notifications queue, receives each notification event once and fails none.
 */
async function expectDeliveredOnce(expected: Record<string, string[]>) {
  await eventually(async () => expect(await eventsByType()).toEqual(expected));
  const { messages, result } = await runNotifier();
  expect(result.batchItemFailures).toEqual([]);
  expect(messagesByType(messages)).toEqual(expected);
}

/** Every e-mail each one received, by its kind (the subject before « : »): once each. */
async function expectEmails(expected: { visitor: string[]; provider: string[] }) {
  const kinds = async (address: string) =>
    (await emailsTo(address)).map((subject) => subject.split(" : ")[0]).sort();
  expect(await kinds(VISITOR)).toEqual([...expected.visitor].sort());
  expect(await kinds(LOCAL_PROVIDER_EMAIL)).toEqual([...expected.provider].sort());
}

const REGISTERED = { visitor: ["Inscription enregistrée"], provider: ["Nouvelle inscription"] };
const PAID = {
  visitor: [...REGISTERED.visitor, "Paiement reçu"],
  provider: [...REGISTERED.provider, "Paiement reçu"],
};

async function payByCard(registrationId: string) {
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method: "card",
  });
  expect(res.status).toBe(201);
  const session = await sandboxSessionOf(world, String(res.json.payment_id));
  return { paymentId: String(res.json.payment_id), sessionId: session.id };
}

describe("PutEvents fails as a whole", () => {
  it("after a registration: the visitor gets 201, the event waits, one sweep delivers it once", async () => {
    const activity = await putActivity();
    const down = busDown();
    const res = await request(world, "POST", "/api/inscriptions", validRegistration(activity.id));
    proxy.heal();
    expect(res.status).toBe(201);
    expect(res.json.success).toBe(true);
    expect(down.hits).toBe(SDK_ATTEMPTS);
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(6);

    const pending = await waiting();
    expect(pending.map(([type]) => type)).toEqual(["InscriptionCreated"]);
    expect(await eventsByType()).toEqual({});

    expect(await sweep()).toEqual({ published: 1 });
    expect(await sweep()).toEqual({ published: 0 });
    expect(await waiting()).toEqual([]);
    await expectDeliveredOnce({ InscriptionCreated: [pending[0]?.[1] ?? ""] });
    await expectEmails(REGISTERED);
  });

  it("after a card payment settles through its webhook: the webhook is taken, PaymentCompleted waits, then goes out once", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const { paymentId, sessionId } = await payByCard(registrationId);
    const delivered = await eventsByType();
    expect(Object.keys(delivered).sort()).toEqual(["InscriptionCreated", "PaymentStarted"]);

    const down = busDown();
    const paid = await world.sandbox.controls.pay(sessionId, "card");
    proxy.heal();
    expect(paid.deliveries.map((d) => [d.type, d.state])).toEqual([
      ["checkout.session.completed", "delivered"],
    ]);
    expect(down.hits).toBe(SDK_ATTEMPTS);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    const pending = await waiting();
    expect(pending.map(([type]) => type)).toEqual(["PaymentCompleted"]);

    expect(await sweep()).toEqual({ published: 1 });
    expect(await sweep()).toEqual({ published: 0 });
    await expectDeliveredOnce({ ...delivered, PaymentCompleted: [pending[0]?.[1] ?? ""] });
    await expectEmails(PAID);
  });

  it("after an expiry: the job does not fail, the places come back, InscriptionExpired goes out once", async () => {
    const { activity, registrationId } = await registerVisitor(world, 2);
    const delivered = await eventsByType();
    clock.offsetMs = PAYMENT_DEADLINES.DEADLINE_AFTER_HOURS * HOUR + 60_000;
    await world.sandbox.controls.advanceClock(clock.offsetMs / 1000);

    const down = busDown();
    const run = await jobs.run();
    proxy.heal();
    expect(run).toEqual({ queued: 1, failures: [] });
    expect(down.hits).toBe(SDK_ATTEMPTS);
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("expired");
    expect((await storedItem("activities", activity.id))?.places_disponibles).toBe(8);
    const pending = await waiting();
    expect(pending.map(([type]) => type)).toEqual(["InscriptionExpired"]);

    expect(await sweep()).toEqual({ published: 1 });
    expect(await sweep()).toEqual({ published: 0 });
    await expectDeliveredOnce({ ...delivered, InscriptionExpired: [pending[0]?.[1] ?? ""] });
    await expectEmails({
      visitor: [...REGISTERED.visitor, "Inscription expirée"],
      provider: [...REGISTERED.provider, "Inscription expirée (non payée)"],
    });
  });
});

describe("PutEvents refuses some entries (FailedEntryCount)", () => {
  it("a registration's one event refused: no SDK retry for it, the outbox keeps it, the sweep sends it once", async () => {
    const activity = await putActivity();
    const refused = proxy.fail(
      "events.PutEvents",
      { kind: "partial-put-events", failIndexes: [0] },
      { times: 1 },
    );
    const res = await request(world, "POST", "/api/inscriptions", validRegistration(activity.id));
    expect(res.status).toBe(201);
    expect(refused.hits).toBe(1);
    const pending = await waiting();
    expect(pending.map(([type]) => type)).toEqual(["InscriptionCreated"]);
    expect(await eventsByType()).toEqual({});

    expect(await sweep()).toEqual({ published: 1 });
    await expectDeliveredOnce({ InscriptionCreated: [pending[0]?.[1] ?? ""] });
    await expectEmails(REGISTERED);
  });

  it("a sweep of three events with the middle one refused: the two taken are not sent again, the refused one is, once", async () => {
    // A registration, its card payment started and paid, all while the bus is down: three
    // events wait, and the sweeper puts them on the bus in one PutEvents.
    const down = busDown();
    const { registrationId } = await registerVisitor(world, 2);
    const { sessionId } = await payByCard(registrationId);
    await world.sandbox.controls.pay(sessionId, "card");
    proxy.heal();
    expect(down.hits).toBe(3 * SDK_ATTEMPTS);
    const pending = await waiting();
    expect(pending.map(([type]) => type)).toEqual([
      "InscriptionCreated",
      "PaymentStarted",
      "PaymentCompleted",
    ]);
    const idOf = (type: string) => pending.find(([t]) => t === type)?.[1] ?? "";

    const calls = proxy.calls("events.PutEvents");
    proxy.fail("events.PutEvents", { kind: "partial-put-events", failIndexes: [1] }, { times: 1 });
    await expect(sweep()).rejects.toThrow(/1 événement\(s\) refusé\(s\)/);
    expect(proxy.calls("events.PutEvents")).toBe(calls + 1);
    expect(await waiting()).toEqual([["PaymentStarted", idOf("PaymentStarted")]]);
    await eventually(async () =>
      expect(await eventsByType()).toEqual({
        InscriptionCreated: [idOf("InscriptionCreated")],
        PaymentCompleted: [idOf("PaymentCompleted")],
      }),
    );

    expect(await sweep()).toEqual({ published: 1 });
    expect(await waiting()).toEqual([]);
    await expectDeliveredOnce({
      InscriptionCreated: [idOf("InscriptionCreated")],
      PaymentStarted: [idOf("PaymentStarted")],
      PaymentCompleted: [idOf("PaymentCompleted")],
    });
    await expectEmails(PAID);
  });
});
