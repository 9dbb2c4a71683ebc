import { PAYMENT_STATUS_POLLING } from "@shared/constants/offer";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createActor, fromPromise } from "xstate";
import type { PaymentStatusResult } from "../../../web/src/features/payment/api";
import { paymentStatusMachine } from "../../../web/src/features/payment/payment-status-machine";

type Answer = PaymentStatusResult | Error;

/** Answers the machine's questions from a script: one answer per call, the last one repeated. */
function scriptedStatus(script: Answer[]) {
  const calls: string[] = [];
  const actor = fromPromise<PaymentStatusResult, { paymentId: string }>(async ({ input }) => {
    calls.push(input.paymentId);
    const answer = script[Math.min(calls.length - 1, script.length - 1)] as Answer;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  return { actor, calls };
}

const known = (status: PaymentStatus): PaymentStatusResult => ({
  kind: "known",
  status,
  registrationId: "reg_42",
});

function start(script: Answer[]) {
  const status = scriptedStatus(script);
  const actor = createActor(
    paymentStatusMachine.provide({ actors: { fetchStatus: status.actor } }),
    {
      input: { paymentId: "pay_1" },
    },
  ).start();
  return { actor, calls: status.calls };
}

/** Lets the pending promise of the fetching actor settle, then moves the clock. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe("payment status after the card payment page", () => {
  it("says « completed » as soon as the API does", async () => {
    const { actor, calls } = start([known("completed")]);
    await advance(0);
    expect(actor.getSnapshot().value).toBe("completed");
    expect(actor.getSnapshot().context.registrationId).toBe("reg_42");
    expect(calls).toEqual(["pay_1"]);
  });

  it("asks every 2 seconds while pending, and stops once completed", async () => {
    const { actor, calls } = start([known("pending"), known("pending"), known("completed")]);
    await advance(0);
    expect(actor.getSnapshot().matches({ polling: "waiting" })).toBe(true);
    expect(calls).toHaveLength(1);
    await advance(PAYMENT_STATUS_POLLING.intervalMs - 1);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    await advance(PAYMENT_STATUS_POLLING.intervalMs);
    expect(calls).toHaveLength(3);
    expect(actor.getSnapshot().value).toBe("completed");
    await advance(10 * PAYMENT_STATUS_POLLING.intervalMs);
    expect(calls).toHaveLength(3);
  });

  it.each(["failed", "expired", "canceled"] as const)(
    "%s ends the wait as « unsuccessful », with the registration to pay again",
    async (status) => {
      const { actor } = start([known("pending"), known(status)]);
      await advance(PAYMENT_STATUS_POLLING.intervalMs);
      expect(actor.getSnapshot().value).toBe("unsuccessful");
      expect(actor.getSnapshot().context).toMatchObject({ status, registrationId: "reg_42" });
    },
  );

  it("gives up after a minute (the e-mail will tell), having asked every 2 s, and may ask again", async () => {
    const { actor, calls } = start([known("pending")]);
    await advance(PAYMENT_STATUS_POLLING.stopAfterMs - 1);
    expect(actor.getSnapshot().matches("polling")).toBe(true);
    await advance(1);
    expect(actor.getSnapshot().value).toBe("slow");
    const asked = calls.length;
    expect(asked).toBe(PAYMENT_STATUS_POLLING.stopAfterMs / PAYMENT_STATUS_POLLING.intervalMs);
    await advance(PAYMENT_STATUS_POLLING.stopAfterMs);
    expect(calls).toHaveLength(asked);

    actor.send({ type: "CHECK_AGAIN" });
    await advance(0);
    expect(calls).toHaveLength(asked + 1);
    expect(actor.getSnapshot().matches({ polling: "waiting" })).toBe(true);
  });

  it("a failed question (offline, 5xx) is asked again at the next tick", async () => {
    const { actor, calls } = start([new TypeError("Failed to fetch"), known("completed")]);
    await advance(0);
    expect(actor.getSnapshot().matches({ polling: "waiting" })).toBe(true);
    await advance(PAYMENT_STATUS_POLLING.intervalMs);
    expect(calls).toHaveLength(2);
    expect(actor.getSnapshot().value).toBe("completed");
  });

  it("a payment the API does not know ends as « missing », without asking again", async () => {
    const { actor, calls } = start([{ kind: "unknown" }]);
    await advance(0);
    expect(actor.getSnapshot().value).toBe("missing");
    await advance(PAYMENT_STATUS_POLLING.intervalMs * 3);
    expect(calls).toHaveLength(1);
  });
});
