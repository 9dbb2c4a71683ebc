/**
 * Refunds by parts as the payments table stores them, against the emulator: a participant's
 * share marked once (its amount added to refunded_centimes, the payment in the refunds to do),
 * the founders' « Remboursé à la main » for that share alone, then the whole refund of what
 * remains still possible afterwards.
 */
import { outboxRepository } from "@adapters/outbox";
import { paymentsRepository } from "@adapters/payments-repository";
import { pendingRefundsRepository } from "@adapters/pending-refunds";
import { PutCommand } from "@aws-sdk/lib-dynamodb";
import { type Payment, refundOwed } from "@core/payments/payment";
import { recordRefundByHand } from "@core/payments/refund-by-hand";
import { participantRefundPart, refundPayment } from "@core/payments/refund-payment";
import { describe, expect, it } from "vitest";
import { ddb, tableName } from "../support/aws";

const at = new Date("2026-05-05T08:00:00Z");
const clock = { now: () => at };

function stores() {
  const client = ddb();
  const payments = paymentsRepository({ client, tableName: tableName("payments") });
  const outbox = outboxRepository({
    client,
    tableName: tableName("outbox"),
    publish: async () => [],
  });
  const pending = pendingRefundsRepository({ client, tableName: tableName("payments"), outbox });
  return { payments, pending, outbox };
}

async function paidByBankTransfer(): Promise<Payment> {
  const payment: Payment = {
    id: `pay-parts-${Date.now()}`,
    inscription_id: "reg-parts",
    activity_id: "act-parts",
    method: "virement",
    provider: "bank",
    provider_ref: null,
    amount_centimes: 15000,
    currency: "CHF",
    status: "completed",
    created_at: "2026-05-01T07:00:00.000Z",
    updated_at: "2026-05-01T07:01:00.000Z",
    expires_at: null,
    refund_due: false,
  };
  await ddb().send(new PutCommand({ TableName: tableName("payments"), Item: payment }));
  return payment;
}

describe("refunds by parts in the payments table", () => {
  it("a share by hand: marked once with its amount, on the desk for that amount, recorded by hand alone; the rest afterwards", async () => {
    const { payments, pending } = stores();
    const payment = await paidByBankTransfer();
    const ports = { store: payments, refunds: {}, clock };
    const share = { key: participantRefundPart(1), amountCentimes: 7500 };

    expect(await refundPayment(payment.id, ports, share)).toEqual({ mode: "by_hand", done: true });
    expect(await payments.markRefundPart(payment.id, share, "by_hand", at)).toBe(false);
    const marked = (await payments.getPayment(payment.id)) as Payment;
    expect(marked).toMatchObject({
      refunded_centimes: 7500,
      refund_pending: "by_hand",
      refund_parts: { p1: { amount_centimes: 7500, status: "by_hand" } },
    });
    expect(marked.refund_status).toBeUndefined();
    const desk = await pending.listPendingRefunds("by_hand");
    const line = desk.find((p) => p.id === payment.id) as Payment;
    expect(refundOwed(line, "by_hand")).toBe(7500);

    const recorded = await recordRefundByHand(payment.id, "founder-1", {
      store: payments,
      pending,
      clock,
      newId: () => `evt-${payment.id}`,
      publishAndClear: async () => undefined,
    });
    expect(recorded).toEqual({ kind: "recorded", amountCentimes: 7500 });
    const after = (await payments.getPayment(payment.id)) as Payment;
    expect(after.refund_parts?.p1?.status).toBe("refunded");
    expect(after.refund_pending).toBeUndefined();
    expect(after.refund_status).toBeUndefined();

    // The whole cancelled afterwards: the rest only is owed by hand.
    expect(await refundPayment(payment.id, ports)).toEqual({ mode: "by_hand", done: true });
    expect(refundOwed((await payments.getPayment(payment.id)) as Payment, "by_hand")).toBe(7500);
  });
});
