import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import {
  paymentCompleted,
  paymentExpired,
  paymentFailed,
  paymentStarted,
} from "@shared/events/payment-events";
import type { FinalPaymentStatus } from "@shared/payments/payment-status";
import { payableIds, payableOf } from "./payable";
import type { Payment } from "./payment";

function facts(payment: Payment) {
  return {
    payment_id: payment.id,
    ...payableIds(payableOf(payment)),
    ...(payment.activity_id ? { activity_id: payment.activity_id } : {}),
    method: payment.method,
    provider: payment.provider,
    amount_centimes: payment.amount_centimes,
    currency: payment.currency,
  };
}

export function paymentStartedEvent(payment: Payment, eventId: string, at: Date): EventEnvelope {
  return buildEvent(paymentStarted, { ...facts(payment), status: "pending" }, eventId, at);
}

/** The event of a transition; a cancellation has none (nothing listens for it yet). */
export function transitionEvent(
  payment: Payment,
  to: FinalPaymentStatus,
  refundDue: boolean,
  eventId: string,
  at: Date,
): EventEnvelope | undefined {
  switch (to) {
    case "completed":
      return buildEvent(
        paymentCompleted,
        { ...facts(payment), status: "completed", refund_due: refundDue },
        eventId,
        at,
      );
    case "failed":
      return buildEvent(paymentFailed, { ...facts(payment), status: "failed" }, eventId, at);
    case "expired":
      return buildEvent(paymentExpired, { ...facts(payment), status: "expired" }, eventId, at);
    case "canceled":
      return undefined;
  }
}
