import { markBankTransferPaid } from "@core/payments/bank/bank-transfer";
import { settlePayment } from "@core/payments/settle-payment";
import { startPayment } from "@core/payments/start-payment";
import { describe, expect, it } from "vitest";
import { aRegistration, paymentPorts } from "../../support/payment-fakes";

async function withPendingPayments(methods: ("card" | "virement")[]) {
  const world = paymentPorts();
  world.store.registrations.set("reg-1", aRegistration());
  const ids: string[] = [];
  for (const method of methods) {
    const res = await startPayment({ inscription_id: "reg-1", method }, undefined, world.ports);
    ids.push((res.body as { payment_id: string }).payment_id);
  }
  world.published.length = 0;
  return { ...world, ids };
}

describe("settlePayment", () => {
  it("a completed payment turns its registration paid, once, and publishes PaymentCompleted", async () => {
    const { ports, store, published, ids } = await withPendingPayments(["card"]);
    const result = await settlePayment(ids[0] ?? "", "completed", ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.registrations.get("reg-1")).toMatchObject({
      status: "paid",
      paid_payment_id: ids[0],
    });
    expect(store.payments.get(ids[0] ?? "")).toMatchObject({
      status: "completed",
      refund_due: false,
    });
    expect(published.map((e) => [e.detailType, e.detail.data])).toEqual([
      [
        "PaymentCompleted",
        expect.objectContaining({ status: "completed", refund_due: false, amount_centimes: 15000 }),
      ],
    ]);

    const again = await settlePayment(ids[0] ?? "", "completed", ports);
    expect(again.kind).toBe("unchanged");
    expect(published).toHaveLength(1);
  });

  it("a second payment completing for a paid registration is kept and marked for refund", async () => {
    const { ports, store, published, ids } = await withPendingPayments(["card", "virement"]);
    await settlePayment(ids[0] ?? "", "completed", ports);
    const second = await settlePayment(ids[1] ?? "", "completed", ports);
    expect(second).toMatchObject({ kind: "applied", refundDue: true });
    expect(store.payments.get(ids[1] ?? "")).toMatchObject({
      status: "completed",
      refund_due: true,
    });
    expect(store.registrations.get("reg-1")?.paid_payment_id).toBe(ids[0]);
    expect(published.map((e) => (e.detail.data as { refund_due: boolean }).refund_due)).toEqual([
      false,
      true,
    ]);
  });

  it("a registration paid meanwhile (the transaction's condition fails): re-read, refund due", async () => {
    const { ports, store, ids } = await withPendingPayments(["card"]);
    const registration = store.registrations.get("reg-1");
    const settle = store.settle.bind(store);
    let first = true;
    store.settle = async (input) => {
      // Between the read and the write, another payment turns the registration paid.
      if (first && registration) registration.status = "paid";
      first = false;
      return settle(input);
    };
    const result = await settlePayment(ids[0] ?? "", "completed", ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: true });
  });

  it("no way back: a completed payment ignores a later expiry or failure", async () => {
    const { ports, store, published, ids } = await withPendingPayments(["card"]);
    await settlePayment(ids[0] ?? "", "completed", ports);
    expect((await settlePayment(ids[0] ?? "", "expired", ports)).kind).toBe("unchanged");
    expect((await settlePayment(ids[0] ?? "", "failed", ports)).kind).toBe("unchanged");
    expect(store.payments.get(ids[0] ?? "")?.status).toBe("completed");
    expect(published.map((e) => e.detailType)).toEqual(["PaymentCompleted"]);
  });

  it("an expired payment leaves the registration payable", async () => {
    const { ports, store, published, ids } = await withPendingPayments(["card"]);
    await settlePayment(ids[0] ?? "", "expired", ports);
    expect(store.payments.get(ids[0] ?? "")?.status).toBe("expired");
    expect(store.registrations.get("reg-1")?.status).toBe("pending_payment");
    expect(published.map((e) => e.detailType)).toEqual(["PaymentExpired"]);
  });

  it("an unknown payment is reported, not invented", async () => {
    const { ports } = paymentPorts();
    expect(await settlePayment("nope", "completed", ports)).toEqual({ kind: "unknown_payment" });
  });
});

describe("markBankTransferPaid", () => {
  it("finds the payment by its reference as printed (spaces, lower case) and completes it", async () => {
    const { ports, store, ids } = await withPendingPayments(["virement"]);
    const result = await markBankTransferPaid(" rf18 reg1 ", ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.payments.get(ids[0] ?? "")?.status).toBe("completed");
    expect(store.registrations.get("reg-1")?.status).toBe("paid");
  });

  it("an unknown reference changes nothing", async () => {
    const { ports, store } = await withPendingPayments(["virement"]);
    expect(await markBankTransferPaid("RF00UNKNOWN", ports)).toEqual({ kind: "not_found" });
    expect(store.registrations.get("reg-1")?.status).toBe("pending_payment");
  });

  it("marking the same transfer twice changes nothing the second time", async () => {
    const { ports, published } = await withPendingPayments(["virement"]);
    await markBankTransferPaid("RF18REG1", ports);
    expect((await markBankTransferPaid("RF18REG1", ports)).kind).toBe("unchanged");
    expect(published).toHaveLength(1);
  });
});

describe("settlePayment after the registration expired", () => {
  it("takes the places back while the activity has them: the registration is paid again", async () => {
    const { ports, store, published, ids } = await withPendingPayments(["virement"]);
    const registration = store.registrations.get("reg-1");
    if (registration) registration.status = "expired";
    store.activityPlaces.set("act-1", 3);
    const result = await settlePayment(ids[0] ?? "", "completed", ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.registrations.get("reg-1")).toMatchObject({
      status: "paid",
      paid_payment_id: ids[0],
    });
    expect(store.activityPlaces.get("act-1")).toBe(1);
    expect(published.map((e) => (e.detail.data as { refund_due: boolean }).refund_due)).toEqual([
      false,
    ]);
  });

  it("an activity without a limit always takes it back", async () => {
    const { ports, store, ids } = await withPendingPayments(["virement"]);
    const registration = store.registrations.get("reg-1");
    if (registration) registration.status = "expired";
    store.activityPlaces.set("act-1", null);
    const result = await settlePayment(ids[0] ?? "", "completed", ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.registrations.get("reg-1")?.status).toBe("paid");
  });

  it("once the places are gone (or the activity is), the payment is kept and marked for refund", async () => {
    for (const places of [1, undefined]) {
      const { ports, store, published, ids } = await withPendingPayments(["virement"]);
      const registration = store.registrations.get("reg-1");
      if (registration) registration.status = "expired";
      if (places === undefined) store.activityPlaces.delete("act-1");
      else store.activityPlaces.set("act-1", places);
      const result = await settlePayment(ids[0] ?? "", "completed", ports);
      expect(result).toMatchObject({ kind: "applied", refundDue: true });
      expect(store.registrations.get("reg-1")?.status).toBe("expired");
      expect(store.payments.get(ids[0] ?? "")).toMatchObject({
        status: "completed",
        refund_due: true,
      });
      expect(published.map((e) => (e.detail.data as { refund_due: boolean }).refund_due)).toEqual([
        true,
      ]);
    }
  });
});
