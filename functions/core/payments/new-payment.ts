import { CURRENCY, TWINT_QR } from "@shared/constants/offer";
import { PAYMENT_PROVIDER, type PaymentMethod } from "@shared/payments/payment-methods";
import type { Clock } from "../clock";
import { payableIds } from "./payable";
import type { Payment } from "./payment";
import type { PaymentTarget } from "./payment-target";
import { CHECKOUT_LIFETIME_MS } from "./provider-pages";

/**
 * A PayPal order can be approved for 3 hours (the spec's `order.links` text); past that a new
 * order is opened rather than the old one's link answered again [unconfirmed: the window is
 * PayPal's default, longer by agreement with PayPal].
 */
export const WALLET_LIFETIME_MS = 3 * 60 * 60_000;

/**
 * When an online payment's page stops taking it (TWINT: the QR code's 10 minutes, our own); a bank
 * transfer has no deadline yet, nor has Shopify's checkout (the payment stays open until paid or
 * failed).
 */
function lifetimeMs(method: PaymentMethod, now: Date): string | null {
  const lifetime = {
    card: CHECKOUT_LIFETIME_MS,
    twint: TWINT_QR.lifetimeMs,
    paypal: WALLET_LIFETIME_MS,
    virement: null,
    shopify: null,
  }[method];
  return lifetime === null ? null : new Date(now.getTime() + lifetime).toISOString();
}

/** A new pending payment of the target, its amount the server's; a bank transfer's reference. */
export async function newPayment(
  target: PaymentTarget,
  method: PaymentMethod,
  ports: { newId(): string; clock: Clock },
): Promise<Payment> {
  const now = ports.clock.now();
  const bankReference =
    method === "virement" && target.bankReference ? await target.bankReference() : undefined;
  return {
    id: ports.newId(),
    ...payableIds(target.payable.ref),
    ...(target.activityId ? { activity_id: target.activityId } : {}),
    method,
    provider: PAYMENT_PROVIDER[method],
    provider_ref: null,
    amount_centimes: target.amountCentimes,
    currency: CURRENCY,
    status: "pending",
    created_at: now.toISOString(),
    updated_at: now.toISOString(),
    expires_at: lifetimeMs(method, now),
    refund_due: false,
    ...(bankReference ? { bank_reference: bankReference } : {}),
  };
}
