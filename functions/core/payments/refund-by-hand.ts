import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import { paymentRefundedByHand } from "@shared/events/payment-refund-events";
import type { Clock } from "../clock";
import { refundPartsIn, refundRest } from "./payment";
import type { PaymentRecords } from "./ports/payment-store";
import type { PendingRefunds } from "./ports/refunds";
import { REFUND_FIRST_RETRY_DELAY_MS } from "./refund-retries";

export interface RefundByHandPorts {
  store: Pick<PaymentRecords, "getPayment">;
  pending: Pick<PendingRefunds, "recordRefundByHand">;
  clock: Clock;
  newId(): string;
  publishAndClear(events: EventEnvelope[]): Promise<unknown>;
}

export type RefundByHandResult =
  | { kind: "not_found" }
  /** Recorded now, with its event. */
  | { kind: "recorded"; amountCentimes: number }
  /** Recorded before (a second click): nothing more. */
  | { kind: "already_refunded" }
  /** No refund to do by hand: none asked, or one the provider is handling right now. */
  | { kind: "not_to_do" };

/**
 * The founders refunded a payment themselves (« Remboursé à la main »).
 * 1. Only a refund `by_hand`, or one the provider refused (`requested` for longer than the first
 *    delay), can be recorded; an already refunded one answers so, once.
 * 2. One conditional transaction turns it `refunded`, takes it out of the refunds to do and
 *    writes PaymentRefundedByHand (payment id, amount, the founder's id) to the outbox.
 */
export async function recordRefundByHand(
  paymentId: string,
  actorId: string,
  ports: RefundByHandPorts,
): Promise<RefundByHandResult> {
  const payment = await ports.store.getPayment(paymentId);
  if (!payment) return { kind: "not_found" };
  // The parts (one participant each) and the whole refund still to do, by hand or refused.
  const parts = [...refundPartsIn(payment, "by_hand"), ...refundPartsIn(payment, "requested")];
  const whole = payment.refund_status === "by_hand" || payment.refund_status === "requested";
  if (!whole && parts.length === 0) {
    return payment.refund_status === "refunded" || refundPartsIn(payment, "refunded").length > 0
      ? { kind: "already_refunded" }
      : { kind: "not_to_do" };
  }
  const at = ports.clock.now();
  const amount =
    parts.reduce((sum, part) => sum + part.amount_centimes, 0) + (whole ? refundRest(payment) : 0);
  const event = buildEvent(
    paymentRefundedByHand,
    { payment_id: payment.id, amount_centimes: amount, actor_id: actorId },
    ports.newId(),
    at,
  );
  const recorded = await ports.pending.recordRefundByHand({
    paymentId,
    parts: parts.map((part) => part.key),
    whole,
    actorId,
    at,
    requestedBy: new Date(at.getTime() - REFUND_FIRST_RETRY_DELAY_MS),
    event,
  });
  if (recorded) {
    await ports.publishAndClear([event]);
    return { kind: "recorded", amountCentimes: amount };
  }
  const now = await ports.store.getPayment(paymentId);
  return now && !now.refund_pending && (now.refund_status === "refunded" || now.refund_parts)
    ? { kind: "already_refunded" }
    : { kind: "not_to_do" };
}
