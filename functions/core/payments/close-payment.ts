import type { Payment } from "./payment";
import type { CheckoutProvider } from "./ports/checkout";
import { type SettlePorts, settlePayment } from "./settle-payment";

export interface ClosePaymentPorts extends SettlePorts {
  checkout: CheckoutProvider;
}

/** Why a payment was closed before the provider's own deadline (stored as `failure_reason`). */
export const CANCELED_BY_VISITOR = "canceled_by_visitor";

/** A pending payment on Stripe's page whose own deadline (TWINT: 10 minutes) has passed. */
export function isOverdue(payment: Payment, now: Date): boolean {
  return (
    payment.status === "pending" &&
    payment.provider === "stripe" &&
    payment.expires_at !== null &&
    Date.parse(payment.expires_at) <= now.getTime()
  );
}

/**
 * Closes a pending payment made on Stripe's page, one way.
 * 1. A payment that is no longer pending, or whose session was never stored (nothing to close at
 *    Stripe: a session made then, if any, still completes it by its webhook), stays as it is.
 * 2. Stripe expires the session (its idempotency key derived from the payment id) and says what
 *    it is now. Paid just before (complete): the payment stays pending and the webhook completes
 *    it; nothing is decided against the provider's word.
 * 3. Expired at Stripe: the payment turns `expired` (PaymentExpired), with the visitor's
 *    cancellation as its reason when there is one.
 * Returns the payment as it is now.
 */
export async function closeCheckoutPayment(
  payment: Payment,
  reason: "deadline" | "visitor",
  ports: ClosePaymentPorts,
): Promise<Payment> {
  if (payment.status !== "pending" || payment.provider !== "stripe" || !payment.provider_ref) {
    return payment;
  }
  const session = await ports.checkout.expireCheckout(payment.provider_ref, `${payment.id}:expire`);
  if (session.status !== "expired") return payment;
  const result = await settlePayment(payment.id, "expired", ports, {
    failureReason: reason === "visitor" ? CANCELED_BY_VISITOR : undefined,
  });
  return result.kind === "unknown_payment" ? payment : result.payment;
}

/** The payment as it is now: past its own deadline (TWINT's 10 minutes), it is closed first. */
export async function expireOverduePayment(
  payment: Payment,
  ports: ClosePaymentPorts,
): Promise<Payment> {
  return isOverdue(payment, ports.clock.now())
    ? closeCheckoutPayment(payment, "deadline", ports)
    : payment;
}

export type CancelPaymentResult =
  | { kind: "unknown_payment" }
  /** A bank transfer has no page to close: the money may already be on its way. */
  | { kind: "not_cancelable"; payment: Payment }
  | { kind: "done"; payment: Payment };

/**
 * The visitor gives up a payment on Stripe's page (« Annuler » in the TWINT dialog).
 * 1. Unknown payment: said so. A bank transfer cannot be canceled here.
 * 2. A pending one is closed (closeCheckoutPayment); a final one stays as it is, so that a second
 *    request, or a request after the payment went through, changes nothing.
 */
export async function cancelPayment(
  paymentId: string,
  ports: ClosePaymentPorts,
): Promise<CancelPaymentResult> {
  const payment = await ports.store.getPayment(paymentId);
  if (!payment) return { kind: "unknown_payment" };
  if (payment.provider !== "stripe") return { kind: "not_cancelable", payment };
  return { kind: "done", payment: await closeCheckoutPayment(payment, "visitor", ports) };
}
