import type { Payment } from "@core/payments/payment";
import { CheckoutProviderError } from "@core/payments/ports/checkout";
import type { RefundProvider } from "@core/payments/ports/refunds";
import { refundPayment } from "@core/payments/refund-payment";
import { describe, expect, it } from "vitest";
import { FakePaymentStore } from "../../support/payment-fakes";

const completed: Payment = {
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
};

/** A provider that records its calls and fails the ones it is told to. */
function provider(failures = 0) {
  const calls: Parameters<RefundProvider["refund"]>[0][] = [];
  let left = failures;
  const refunds: RefundProvider = {
    async refund(input) {
      calls.push(input);
      if (left-- > 0) throw new CheckoutProviderError("unavailable", "down");
      return { refundId: `re_${calls.length}` };
    },
  };
  return { calls, refunds };
}

function setUp(payment: Payment, failures = 0) {
  const store = new FakePaymentStore();
  store.payments.set(payment.id, { ...payment });
  const stripe = provider(failures);
  const ports = {
    store,
    refunds: { stripe: stripe.refunds },
    clock: { now: () => new Date("2026-05-05T08:00:00Z") },
  };
  return { store, stripe, ports };
}

describe("refundPayment: once, whatever the retries", () => {
  it("asks the provider once, with the payment's PaymentIntent and amount, and records it", async () => {
    const { store, stripe, ports } = setUp(completed);
    expect(await refundPayment("pay-1", ports)).toEqual({ mode: "provider_api", done: true });
    expect(await refundPayment("pay-1", ports)).toEqual({ mode: "provider_api", done: true });
    expect(stripe.calls).toEqual([
      { paymentId: "pay-1", paymentRef: "pi_1", amountCentimes: 15000 },
    ]);
    expect(store.payments.get("pay-1")).toMatchObject({
      refund_status: "refunded",
      refund_id: "re_1",
      refund_requested_at: "2026-05-05T08:00:00.000Z",
    });
  });

  it("a provider failure leaves it requested; the next ask calls again with the same payment", async () => {
    const { store, stripe, ports } = setUp(completed, 1);
    expect(await refundPayment("pay-1", ports)).toEqual({ mode: "provider_api", done: false });
    expect(store.payments.get("pay-1")?.refund_status).toBe("requested");
    expect(await refundPayment("pay-1", ports)).toEqual({ mode: "provider_api", done: true });
    expect(stripe.calls.map((c) => c.paymentId)).toEqual(["pay-1", "pay-1"]);
    expect(store.payments.get("pay-1")?.refund_status).toBe("refunded");
  });

  it("a bank transfer (or a payment without PaymentIntent) is left to the provider, by hand", async () => {
    const bank: Payment = {
      ...completed,
      method: "virement",
      provider: "bank",
      provider_ref: null,
      provider_payment_ref: undefined,
    };
    const { store, stripe, ports } = setUp(bank);
    expect(await refundPayment("pay-1", ports)).toEqual({ mode: "by_hand", done: true });
    expect(store.payments.get("pay-1")?.refund_status).toBe("by_hand");
    expect(stripe.calls).toEqual([]);
  });

  it("nothing to refund for a payment that did not complete", async () => {
    const { stripe, ports } = setUp({ ...completed, status: "expired" });
    expect(await refundPayment("pay-1", ports)).toEqual({ mode: "none", done: true });
    expect(stripe.calls).toEqual([]);
  });
});
