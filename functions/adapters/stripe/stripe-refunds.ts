import type { RefundProvider } from "@core/payments/ports/refunds";
import type Stripe from "stripe";
import { errorText, log } from "../../logger";
import { providerError } from "./stripe-checkout";

/** The Idempotency-Key of a payment's one refund. */
export const stripeRefundKey = (paymentId: string) => `${paymentId}:refund`;

/**
 * Full refunds of Checkout payments: POST /v1/refunds with the session's PaymentIntent
 * (docs.stripe.com/api/refunds/create). The Idempotency-Key makes a retry within Stripe's 24 hours
 * answer the first refund; later, Stripe refuses a second full refund (charge_already_refunded),
 * which is read as done. Our own `refund_status` on the payment keeps the rest of the once.
 */
export function stripeRefunds(
  stripe: () => Promise<Stripe>,
  options: { onAuthenticationError?: () => Promise<unknown> } = {},
): RefundProvider {
  return {
    async refund({ paymentId, paymentRef, amountCentimes }) {
      try {
        const refund = await (await stripe()).refunds.create(
          { payment_intent: paymentRef, amount: amountCentimes, reason: "requested_by_customer" },
          { idempotencyKey: stripeRefundKey(paymentId) },
        );
        return { refundId: refund.id };
      } catch (error) {
        const failure = error as { statusCode?: number; code?: string };
        if (failure.statusCode === 401) await options.onAuthenticationError?.();
        if (failure.code === "charge_already_refunded") {
          const existing = await (await stripe()).refunds.list({ payment_intent: paymentRef });
          const done = existing.data.find((r) => r.status !== "failed" && r.status !== "canceled");
          if (done) return { refundId: done.id };
        }
        const reason = providerError(error);
        log.warn("stripe_refund_failed", { paymentId, reason: errorText(reason) });
        throw reason;
      }
    },
  };
}
