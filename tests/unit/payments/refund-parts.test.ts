import { type Payment, refundOwed } from "@core/payments/payment";
import { CheckoutProviderError } from "@core/payments/ports/checkout";
import type { RefundProvider } from "@core/payments/ports/refunds";
import { participantRefundPart, refundPayment } from "@core/payments/refund-payment";
import { retryRefund } from "@core/payments/refund-retries";
import { describe, expect, it } from "vitest";
import { FakePaymentStore } from "../../support/payment-fakes";

/** A paid registration of two at CHF 75 each, by card at Stripe. */
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

function setUp(payment: Payment) {
  const store = new FakePaymentStore();
  store.payments.set(payment.id, { ...payment });
  const calls: Parameters<RefundProvider["refund"]>[0][] = [];
  const refunds: RefundProvider = {
    async refund(input) {
      calls.push(input);
      return { refundId: `re_${calls.length}` };
    },
  };
  const ports = {
    store,
    refunds: { stripe: refunds },
    clock: { now: () => new Date("2026-05-05T08:00:00Z") },
  };
  return { store, calls, ports };
}

const share = { key: participantRefundPart(1), amountCentimes: 7500 };

describe("refundPayment by parts: one participant's share, once, then only the rest", () => {
  it("refunds exactly the share under its own key, once however often it is asked", async () => {
    const { store, calls, ports } = setUp(completed);
    expect(await refundPayment("pay-1", ports, share)).toEqual({
      mode: "provider_api",
      done: true,
    });
    expect(await refundPayment("pay-1", ports, share)).toEqual({
      mode: "provider_api",
      done: true,
    });
    expect(calls).toEqual([
      { paymentId: "pay-1", paymentRef: "pi_1", amountCentimes: 7500, part: "p1" },
    ]);
    const payment = store.payments.get("pay-1");
    expect(payment?.refund_parts?.p1).toMatchObject({
      amount_centimes: 7500,
      status: "refunded",
      refund_id: "re_1",
    });
    expect(payment?.refunded_centimes).toBe(7500);
    // The whole refund has not begun: a later cancellation of the rest is still possible.
    expect(payment?.refund_status).toBeUndefined();
    expect(payment?.refund_pending).toBeUndefined();
  });

  it("a later whole cancellation refunds only what remains, not the full amount", async () => {
    const { calls, ports } = setUp(completed);
    await refundPayment("pay-1", ports, share);
    await refundPayment("pay-1", ports);
    await refundPayment("pay-1", ports);
    expect(calls.map((c) => [c.amountCentimes, c.part])).toEqual([
      [7500, "p1"],
      [7500, undefined],
    ]);
  });

  it("a refused part stays requested and is asked again, with the same part, by the next ask", async () => {
    const { store, calls, ports } = setUp(completed);
    let fail = true;
    ports.refunds.stripe = {
      async refund(input) {
        calls.push(input);
        if (fail) {
          fail = false;
          throw new CheckoutProviderError("unavailable", "down");
        }
        return { refundId: "re_ok" };
      },
    };
    expect((await refundPayment("pay-1", ports, share)).done).toBe(false);
    expect(store.payments.get("pay-1")?.refund_parts?.p1?.status).toBe("requested");
    // Asked again for the share (the visitor's retry): the part alone is finished.
    expect((await refundPayment("pay-1", ports, share)).done).toBe(true);
    expect(calls.map((c) => c.part)).toEqual(["p1", "p1"]);
    expect(store.payments.get("pay-1")?.refund_parts?.p1?.status).toBe("refunded");
  });

  it("by hand (bank transfer): the share is marked to refund by hand with its amount, once", async () => {
    const bank: Payment = {
      ...completed,
      method: "virement",
      provider: "bank",
      provider_ref: null,
      provider_payment_ref: undefined,
    };
    const { store, calls, ports } = setUp(bank);
    expect(await refundPayment("pay-1", ports, share)).toEqual({ mode: "by_hand", done: true });
    expect(await refundPayment("pay-1", ports, share)).toEqual({ mode: "by_hand", done: true });
    const payment = store.payments.get("pay-1") as Payment;
    expect(calls).toEqual([]);
    expect(payment.refund_parts?.p1).toMatchObject({ amount_centimes: 7500, status: "by_hand" });
    expect(payment.refunded_centimes).toBe(7500);
    // The payments desk shows the share, not the payment's amount.
    expect(refundOwed(payment, "by_hand")).toBe(7500);
    // The whole cancelled afterwards: the rest is added to what is owed by hand.
    await refundPayment("pay-1", ports);
    expect(refundOwed(store.payments.get("pay-1") as Payment, "by_hand")).toBe(15000);
  });

  it("the refund job finds a refused part and asks for it again (retryRefund), once", async () => {
    const { store, calls, ports } = setUp(completed);
    let fail = true;
    ports.refunds.stripe = {
      async refund(input) {
        calls.push(input);
        if (fail) {
          fail = false;
          throw new CheckoutProviderError("unavailable", "down");
        }
        return { refundId: "re_ok" };
      },
    };
    await refundPayment("pay-1", ports, share);
    const retryPorts = { ...ports, pending: { recordRefundAttempt: async () => true } };
    expect(await retryRefund("pay-1", retryPorts, { now: true })).toBe("refunded");
    expect(await retryRefund("pay-1", retryPorts, { now: true })).toBe("nothing_to_do");
    expect(calls.map((c) => [c.part, c.amountCentimes])).toEqual([
      ["p1", 7500],
      ["p1", 7500],
    ]);
    expect(store.payments.get("pay-1")?.refund_pending).toBeUndefined();
  });
});
