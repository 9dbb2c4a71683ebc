import type { FinalPaymentStatus } from "@shared/payments/payment-status";
import type { Payment } from "./payment";
import type { CheckoutProvider, CheckoutState } from "./ports/checkout";
import type { ProviderEvent } from "./ports/provider-events";
import {
  type SettleOnceStore,
  type SettlePorts,
  type SettleResult,
  settlePayment,
} from "./settle-payment";

/** The Checkout events that may move a payment (docs.stripe.com/checkout/fulfillment). */
export const HANDLED_CHECKOUT_EVENTS = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
] as const;

export interface CheckoutWebhookPorts extends SettlePorts<SettleOnceStore> {
  checkout: CheckoutProvider;
}

export type CheckoutWebhookResult =
  | { kind: "duplicate" }
  /** Not an event we act on, or about a session that is not one of our payments. */
  | { kind: "ignored"; reason: string }
  | { kind: "no_change"; sessionStatus: string }
  | SettleResult;

/**
 * What the re-read session says, given the event that announced it. A session that is complete
 * but unpaid waits for its asynchronous outcome; nothing is decided on the event's payload alone.
 */
export function checkoutOutcome(type: string, session: CheckoutState): FinalPaymentStatus | null {
  const paid = session.paymentStatus !== "unpaid";
  switch (type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return session.status === "complete" && paid ? "completed" : null;
    case "checkout.session.async_payment_failed":
      return session.status === "complete" && !paid ? "failed" : null;
    case "checkout.session.expired":
      return session.status === "expired" ? "expired" : null;
    default:
      return null;
  }
}

/**
 * A verified Stripe Checkout event.
 * 1. An event id already recorded does nothing more.
 * 2. The session is read again from Stripe: its state, not the payload, decides.
 * 3. The session must be one of our payments (metadata.payment_id, same session id) and, to
 *    complete, carry the payment's amount in CHF.
 * 4. The payment moves one way (settlePayment), the event id recorded in the same transaction;
 *    when nothing moves, the event id is recorded alone.
 */
export async function handleCheckoutEvent(
  event: ProviderEvent,
  ports: CheckoutWebhookPorts,
): Promise<CheckoutWebhookResult> {
  const key = `stripe#${event.id}`;
  const { store, clock } = ports;
  if (await store.isProviderEventRecorded(key)) return { kind: "duplicate" };
  // Nothing to change: the event id is still recorded, so that a redelivery stops at step 1.
  const recordOnly = async (result: CheckoutWebhookResult): Promise<CheckoutWebhookResult> =>
    (await store.recordProviderEvent(key, clock.now())) ? result : { kind: "duplicate" };
  const ignore = (reason: string) => recordOnly({ kind: "ignored", reason });

  if (!(HANDLED_CHECKOUT_EVENTS as readonly string[]).includes(event.type)) {
    return ignore("event_type");
  }
  const session = await ports.checkout.retrieveCheckout(event.objectId);
  const payment = session.paymentId ? await store.getPayment(session.paymentId) : undefined;
  if (!payment || (payment.provider_ref !== null && payment.provider_ref !== session.providerRef)) {
    return ignore("unknown_session");
  }
  return applyCheckoutOutcome(payment, session, checkoutOutcome(event.type, session), ports, key);
}

/**
 * What a webhook would do once the session is read: nothing when it decides nothing; a completion
 * only with the payment's amount in CHF; otherwise the one-way settle (with the event id, if any,
 * recorded in the same transaction, or alone when nothing moves).
 */
async function applyCheckoutOutcome(
  payment: Payment,
  session: CheckoutState,
  to: FinalPaymentStatus | null,
  ports: CheckoutWebhookPorts,
  providerEventKey?: string,
): Promise<CheckoutWebhookResult> {
  const recordOnly = async (result: CheckoutWebhookResult): Promise<CheckoutWebhookResult> => {
    if (!providerEventKey) return result;
    const recorded = await ports.store.recordProviderEvent(providerEventKey, ports.clock.now());
    return recorded ? result : { kind: "duplicate" };
  };
  if (!to) return recordOnly({ kind: "no_change", sessionStatus: session.status });
  if (
    to === "completed" &&
    (session.amountCentimes !== payment.amount_centimes ||
      session.currency?.toUpperCase() !== payment.currency)
  ) {
    return recordOnly({ kind: "ignored", reason: "amount_mismatch" });
  }
  return settlePayment(payment.id, to, ports, {
    providerEventKey,
    providerPaymentRef: session.paymentIntentId,
  });
}

/**
 * The event a session's present state stands for: the one Stripe sends when it reaches that state
 * (reconciliation, when that webhook never came).
 */
function eventTypeOfState(session: CheckoutState): string {
  return session.status === "expired" ? "checkout.session.expired" : "checkout.session.completed";
}

/**
 * Reconciliation of a pending Stripe payment whose webhook may have been lost.
 * 1. Only a pending Stripe payment with a session moves.
 * 2. The session is read from Stripe; it must be this payment's.
 * 3. Its state is handled exactly as the webhook announcing it would be (checkoutOutcome, then
 *    applyCheckoutOutcome): paid completes, expired expires, open changes nothing.
 */
export async function syncCheckoutPayment(
  payment: Payment,
  ports: CheckoutWebhookPorts,
): Promise<CheckoutWebhookResult> {
  if (payment.provider !== "stripe" || !payment.provider_ref) {
    return { kind: "ignored", reason: "not_a_stripe_payment" };
  }
  if (payment.status !== "pending") return { kind: "unchanged", payment };
  const session = await ports.checkout.retrieveCheckout(payment.provider_ref);
  if (session.paymentId !== payment.id || session.providerRef !== payment.provider_ref) {
    return { kind: "ignored", reason: "unknown_session" };
  }
  const to = checkoutOutcome(eventTypeOfState(session), session);
  return applyCheckoutOutcome(payment, session, to, ports);
}
