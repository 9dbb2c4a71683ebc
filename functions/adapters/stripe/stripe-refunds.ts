import type { RefundProvider } from "@core/payments/ports/refunds";
import type Stripe from "stripe";
import { errorText, log } from "../../logger";
import { providerError } from "./stripe-checkout";

/**
 * The Idempotency-Key of a payment's refund: the whole (or what remains), or one part (`p1`…),
 * each its own.
 */
export const stripeRefundKey = (paymentId: string, part?: string) =>
  part ? `${paymentId}:${part}:refund` : `${paymentId}:refund`;

/**
 * Refunds of Checkout payments, of an `amount`: the whole payment, what remains of it, or one
 * participant's share: POST /v1/refunds with the session's PaymentIntent
 * (docs.stripe.com/api/refunds/create), the part named in `metadata.part`. The Idempotency-Key
 * makes a retry within Stripe's 24 hours answer the first refund; later, a refund already made is
 * found in the PaymentIntent's list (by its part), or Stripe refuses one more once all is given
 * back (charge_already_refunded), read as done. Our own payment record keeps the rest of the once.
 */
export function stripeRefunds(
  stripe: () => Promise<Stripe>,
  options: { onAuthenticationError?: () => Promise<unknown> } = {},
): RefundProvider {
  return {
    async refund({ paymentId, paymentRef, amountCentimes, part }) {
      try {
        const refund = await (await stripe()).refunds.create(
          {
            payment_intent: paymentRef,
            amount: amountCentimes,
            reason: "requested_by_customer",
            ...(part ? { metadata: { part } } : {}),
          },
          { idempotencyKey: stripeRefundKey(paymentId, part) },
        );
        return { refundId: refund.id };
      } catch (error) {
        const failure = error as { statusCode?: number; code?: string };
        if (failure.statusCode === 401) await options.onAuthenticationError?.();
        if (failure.code === "charge_already_refunded") {
          const existing = await (await stripe()).refunds.list({ payment_intent: paymentRef });
          const done = existing.data.find(
            (r) =>
              r.status !== "failed" &&
              r.status !== "canceled" &&
              (part === undefined || r.metadata?.part === part),
          );
          if (done) return { refundId: done.id };
        }
        const reason = providerError(error);
        log.warn("stripe_refund_failed", { paymentId, reason: errorText(reason) });
        throw reason;
      }
    },
  };
}
