import { manualTwintPaymentId, markManualTwintPaid } from "@core/payments/manual-payment";
import type { Payment } from "@core/payments/payment";
import { deriveBankReference } from "@shared/payments/bank-reference";
import { describe, expect, it } from "vitest";
import { aBankTransferPayment, aRegistration, paymentPorts } from "../../support/payment-fakes";

function setup(overrides: Parameters<typeof aRegistration>[0] = {}) {
  const world = paymentPorts();
  const registration = aRegistration(overrides);
  world.store.registrations.set(registration.id, registration);
  return { ...world, registration };
}

const bankTransfer: Payment = aBankTransferPayment();

describe("markManualTwintPaid: a TWINT payment received by hand", () => {
  it("records a TWINT payment of the stored total and turns the registration paid", async () => {
    const { ports, store, published } = setup();
    const result = await markManualTwintPaid(" reg-1 ", ports);

    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.payments.get(manualTwintPaymentId("reg-1"))).toMatchObject({
      inscription_id: "reg-1",
      method: "twint",
      provider: "twint",
      amount_centimes: 15000,
      currency: "CHF",
      status: "completed",
      expires_at: null,
    });
    expect(store.registrations.get("reg-1")).toMatchObject({
      status: "paid",
      paid_payment_id: manualTwintPaymentId("reg-1"),
    });
    // The receipt goes out from PaymentCompleted, as for every other method.
    expect(published.map((e) => e.detailType)).toEqual(["PaymentCompleted"]);
    expect(published[0]?.detail.data).toMatchObject({
      method: "twint",
      provider: "twint",
      refund_due: false,
    });
  });

  it("entered twice, it is recorded once", async () => {
    const { ports, store, published } = setup();
    await markManualTwintPaid("reg-1", ports);
    const again = await markManualTwintPaid("reg-1", ports);
    expect(again).toMatchObject({ kind: "unchanged", payment: { status: "completed" } });
    expect(store.payments.size).toBe(1);
    expect(published).toHaveLength(1);
  });

  it("finds the registration by the reference of its QR-bill too, as printed", async () => {
    const { ports, store } = setup();
    const reference = await deriveBankReference("reg-1", "qr-iban");
    await store.insert({
      ...bankTransfer,
      bank_reference: reference.value,
    });
    const result = await markManualTwintPaid(reference.printed, ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.registrations.get("reg-1")?.paid_payment_id).toBe(manualTwintPaymentId("reg-1"));
    // The bank transfer stays open: it was not the one paid.
    expect(store.payments.get("transfer-1")?.status).toBe("pending");
  });

  it("a registration paid meanwhile keeps the money, marked for refund", async () => {
    const { ports, store, published } = setup({ status: "paid", paid_payment_id: "card-1" });
    const result = await markManualTwintPaid("reg-1", ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: true });
    expect(store.payments.get(manualTwintPaymentId("reg-1"))).toMatchObject({
      status: "completed",
      refund_due: true,
    });
    expect(store.registrations.get("reg-1")?.paid_payment_id).toBe("card-1");
    expect(published[0]?.detail.data).toMatchObject({ refund_due: true });
  });

  it("an unknown reference changes nothing", async () => {
    const { ports, store } = setup();
    expect(await markManualTwintPaid("reg-404", ports)).toEqual({ kind: "not_found" });
    expect(store.payments.size).toBe(0);
  });
});
