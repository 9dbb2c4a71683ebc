import type { EventEnvelope } from "@shared/events/envelope";
import type { Payment } from "../payment";

/** Refunding a payment: at the provider, or by hand, and the refunds still to do. */

/**
 * A refund at the provider of `amountCentimes` (Stripe: POST /v1/refunds with the PaymentIntent
 * and `amount`; PayPal: POST /v2/payments/captures/{id}/refund with `amount`): the whole payment,
 * what remains of it, or one part. Each adapter derives its idempotency key from our payment id
 * and the part's key (`<paymentId>:p1`), so a retry refunds each once. Failures throw
 * CheckoutProviderError.
 */
export interface RefundProvider {
  refund(input: {
    paymentId: string;
    /** Stripe's PaymentIntent id or PayPal's capture id. */
    paymentRef: string;
    amountCentimes: number;
    /** The part's key (`p1`…); absent for the whole payment or what remains of it. */
    part?: string;
  }): Promise<{ refundId: string }>;
}

/**
 * The refunds still to do, from the payments table's sparse index by-refund-pending: the ones a
 * provider refused (`requested`, asked again by the refund job) and the ones done by hand.
 */
export interface PendingRefunds {
  /** Ids of the `requested` refunds whose next try is due by `dueBy`. */
  findRefundsDue(dueBy: Date): Promise<string[]>;
  /** Every refund still to do of one kind, by next try (or request) time. */
  listPendingRefunds(kind: "requested" | "by_hand"): Promise<Payment[]>;
  /**
   * A provider call that failed: the attempts and the next try, on condition that the refund is
   * still `requested` with `previous` attempts (two runs at once count one); false otherwise.
   */
  recordRefundAttempt(input: {
    paymentId: string;
    previous: number;
    attempts: number;
    nextTryAt: Date;
  }): Promise<boolean>;
  /**
   * The founders refunded it themselves: `refunded`, out of the index, with its event, in one
   * transaction, on condition that it is `by_hand`, or `requested` since `requestedBy` at the
   * latest (the provider call is not running now); false otherwise.
   */
  recordRefundByHand(input: {
    paymentId: string;
    /** The parts refunded by hand now (their keys), and whether the whole (rest) refund is too. */
    parts: string[];
    whole: boolean;
    actorId: string;
    at: Date;
    requestedBy: Date;
    event: EventEnvelope;
  }): Promise<boolean>;
}
