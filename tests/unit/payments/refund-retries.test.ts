import type { Payment } from "@core/payments/payment";
import { CheckoutProviderError } from "@core/payments/ports/checkout";
import type { PendingRefunds, RefundProvider } from "@core/payments/ports/refunds";
import {
  nextRefundTry,
  REFUND_FAILING_AFTER_ATTEMPTS,
  refundLeftRequested,
  retryRefund,
} from "@core/payments/refund-retries";
import { describe, expect, it } from "vitest";
import { FakePaymentStore } from "../../support/payment-fakes";

const MINUTE = 60_000;
const NOW = new Date("2026-05-05T08:00:00Z");

const requested: Payment = {
  id: "pay-1",
  inscription_id: "reg-1",
  activity_id: "act-1",
  method: "card",
  provider: "stripe",
  provider_ref: "cs_test_1",
  provider_payment_ref: "pi_1",
  amount_centimes: 15000,
  currency: "CHF",
  status: "completed",
  created_at: "2026-05-01T07:00:00.000Z",
  updated_at: "2026-05-01T07:01:00.000Z",
  expires_at: null,
  refund_due: false,
  refund_status: "requested",
  refund_requested_at: "2026-05-05T07:50:00.000Z",
  refund_pending: "requested",
  refund_retry_at: "2026-05-05T07:52:00.000Z",
  refund_attempts: 0,
};

function setUp(payment: Payment, failures: number) {
  const store = new FakePaymentStore();
  store.payments.set(payment.id, { ...payment });
  const calls: string[] = [];
  let left = failures;
  const stripe: RefundProvider = {
    async refund(input) {
      calls.push(input.paymentId);
      if (left-- > 0) throw new CheckoutProviderError("unavailable", "down");
      return { refundId: "re_1" };
    },
  };
  const attempts: Parameters<PendingRefunds["recordRefundAttempt"]>[0][] = [];
  const pending: Pick<PendingRefunds, "recordRefundAttempt"> = {
    async recordRefundAttempt(input) {
      attempts.push(input);
      return true;
    },
  };
  const ports = { store, refunds: { stripe }, clock: { now: () => NOW }, pending };
  return { store, calls, attempts, ports };
}

describe("the refund job's backoff", () => {
  it("waits 5 min, 30 min, 2 h, 12 h after each refusal, then a day, for ever", () => {
    const waits = [1, 2, 3, 4, 5, 12].map(
      (n) => (nextRefundTry(n, NOW).getTime() - NOW.getTime()) / MINUTE,
    );
    expect(waits).toEqual([5, 30, 120, 720, 1440, 1440]);
    expect(REFUND_FAILING_AFTER_ATTEMPTS).toBe(5);
  });

  it("counts a requested refund as refused once its first delay has passed, not before", () => {
    expect(refundLeftRequested(requested, NOW)).toBe(true);
    expect(refundLeftRequested(requested, new Date("2026-05-05T07:51:00Z"))).toBe(false);
    expect(refundLeftRequested({ ...requested, refund_status: "by_hand" }, NOW)).toBe(false);
  });
});

describe("retryRefund", () => {
  it("asks the provider when the next try has come; refused again, records one more attempt and the next try", async () => {
    const { calls, attempts, ports } = setUp(requested, 1);
    expect(await retryRefund("pay-1", ports)).toBe("deferred");
    expect(calls).toEqual(["pay-1"]);
    expect(attempts).toEqual([
      {
        paymentId: "pay-1",
        previous: 0,
        attempts: 1,
        nextTryAt: new Date(NOW.getTime() + 5 * MINUTE),
      },
    ]);
  });

  it("leaves a refund whose next try has not come, unless asked now (« Réessayer »)", async () => {
    const later = { ...requested, refund_retry_at: "2026-05-05T09:00:00.000Z", refund_attempts: 2 };
    const { store, calls, ports } = setUp(later, 0);
    expect(await retryRefund("pay-1", ports)).toBe("not_due");
    expect(calls).toEqual([]);
    expect(await retryRefund("pay-1", ports, { now: true })).toBe("refunded");
    expect(store.payments.get("pay-1")).toMatchObject({ refund_status: "refunded" });
    // Done: asked again, nothing more reaches the provider.
    expect(await retryRefund("pay-1", ports, { now: true })).toBe("nothing_to_do");
    expect(calls).toEqual(["pay-1"]);
  });
});
