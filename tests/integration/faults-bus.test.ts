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

import { PAYMENT_DEADLINES } from "@shared/registrations/payment-deadlines";
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { outboxSweeper, SWEEP_AFTER_MS } from "../../functions/workers/outbox-sweeper/handler";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { faults } from "../support/aws-fault-proxy";
import { deadlineJobs } from "../support/deadline-jobs";
import { eventually } from "../support/eventually";
import {
  eventsByType,
  expectEachDeliveredOnce,
  expectEmailKinds,
} from "../support/fault-accounting";
import {
  openCardPayment,
  registerVisitor,
  request,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { putActivity, scanAll, validRegistration } from "../support/registration-fixtures";

const proxy = await vi.hoisted(async () =>
  (await import("../support/aws-fault-proxy")).proxyTheFunctions(),
);
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

const REGISTERED = {
  [VISITOR]: ["Inscription enregistrée"],
  [LOCAL_PROVIDER_EMAIL]: ["Nouvelle inscription"],
};
const PAID = {
  [VISITOR]: [...REGISTERED[VISITOR], "Paiement reçu"],
  [LOCAL_PROVIDER_EMAIL]: [...REGISTERED[LOCAL_PROVIDER_EMAIL], "Paiement reçu"],
};

/** The one id of each type of events delivered once each. */
const onlyIds = (byType: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(byType).map(([type, ids]) => [type, ids[0]]));

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
    expect(await expectEachDeliveredOnce(["InscriptionCreated"])).toEqual(
      onlyIds({
        InscriptionCreated: [pending[0]?.[1] ?? ""],
      }),
    );
    await expectEmailKinds(REGISTERED);
  });

  it("after a card payment settles through its webhook: the webhook is taken, PaymentCompleted waits, then goes out once", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const { paymentId, session } = await openCardPayment(world, registrationId);
    const delivered = await eventsByType();
    expect(Object.keys(delivered).sort()).toEqual(["InscriptionCreated", "PaymentStarted"]);

    const down = busDown();
    const paid = await world.sandbox.controls.pay(session.id, "card");
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
    expect(
      await expectEachDeliveredOnce(["InscriptionCreated", "PaymentStarted", "PaymentCompleted"]),
    ).toEqual(onlyIds({ ...delivered, PaymentCompleted: [pending[0]?.[1] ?? ""] }));
    await expectEmailKinds(PAID);
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
    expect(await expectEachDeliveredOnce(["InscriptionCreated", "InscriptionExpired"])).toEqual(
      onlyIds({ ...delivered, InscriptionExpired: [pending[0]?.[1] ?? ""] }),
    );
    await expectEmailKinds({
      [VISITOR]: [...REGISTERED[VISITOR], "Inscription expirée"],
      [LOCAL_PROVIDER_EMAIL]: [
        ...REGISTERED[LOCAL_PROVIDER_EMAIL],
        "Inscription expirée (non payée)",
      ],
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
    expect(await expectEachDeliveredOnce(["InscriptionCreated"])).toEqual(
      onlyIds({
        InscriptionCreated: [pending[0]?.[1] ?? ""],
      }),
    );
    await expectEmailKinds(REGISTERED);
  });

  it("a sweep of three events with the middle one refused: the two taken are not sent again, the refused one is, once", async () => {
    // A registration, its card payment started and paid, all while the bus is down: three
    // events wait, and the sweeper puts them on the bus in one PutEvents.
    const down = busDown();
    const { registrationId } = await registerVisitor(world, 2);
    const { session } = await openCardPayment(world, registrationId);
    await world.sandbox.controls.pay(session.id, "card");
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
    expect(
      await expectEachDeliveredOnce(["InscriptionCreated", "PaymentStarted", "PaymentCompleted"]),
    ).toEqual({
      InscriptionCreated: idOf("InscriptionCreated"),
      PaymentStarted: idOf("PaymentStarted"),
      PaymentCompleted: idOf("PaymentCompleted"),
    });
    await expectEmailKinds(PAID);
  });
});
