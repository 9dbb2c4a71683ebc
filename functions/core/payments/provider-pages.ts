import { paymentLinkQuery } from "@shared/payments/payment-link";
import type { PaymentMethod } from "@shared/payments/payment-methods";
import { paymentLinkUrl } from "../registrations/links";
import type { Payment } from "./payment";
import type { CheckoutMethod, CheckoutRequest } from "./ports/checkout";

/** What every provider request of a payment shares, whatever it pays. */

/**
 * Stripe accepts a Checkout Session's expires_at from 30 minutes after its creation: one more
 * minute keeps a request that takes a moment to reach Stripe inside that window.
 */
export const CHECKOUT_LIFETIME_MS = 31 * 60_000;

/** What Stripe's hosted page offers: card and TWINT, or TWINT alone (the TWINT dialog's QR code). */
export function checkoutMethods(method: PaymentMethod): readonly CheckoutMethod[] | undefined {
  if (method === "card") return ["card", "twint"];
  if (method === "twint") return ["twint"];
  return undefined;
}

/**
 * Where the provider sends the payer back. Stripe fills in {CHECKOUT_SESSION_ID} (it must stay
 * unencoded); PayPal adds its own token and PayerID; TWINT's app brings a phone back to
 * /payment-callback. With a registration's payment link (`link`), both pages carry it: « Refuser »
 * on Stripe's page comes back to the confirmation page through it, and the success page offers it
 * again when the payment did not go through. PayPal's page was opened in a new tab: its cancel
 * lands on a page of its own; so does every cancel without a link (a company's direct payment).
 */
export function providerPages(
  payment: Payment,
  siteUrl: string,
  link?: { registrationId: string; jeton: string },
): Pick<CheckoutRequest, "successUrl" | "cancelUrl"> {
  const base = siteUrl.replace(/\/+$/, "");
  const returnPage = payment.method === "twint" ? "payment-callback" : "payment-success";
  const sessionParam = payment.method === "paypal" ? "" : "session_id={CHECKOUT_SESSION_ID}&";
  const success = new URLSearchParams({
    payment_id: payment.id,
    ...(link ? { jeton: link.jeton } : {}),
  });
  const cancelPage = `${base}/payment-cancel?payment_id=${encodeURIComponent(payment.id)}`;
  return {
    successUrl: `${base}/${returnPage}?${sessionParam}${success}`,
    cancelUrl: !link
      ? cancelPage
      : payment.method === "paypal"
        ? `${cancelPage}&${paymentLinkQuery(link)}`
        : paymentLinkUrl(siteUrl, link.registrationId, link.jeton),
  };
}

/** Stripe's own session lives 31 minutes; TWINT's shorter deadline is ours to enforce. */
export function providerExpiry(payment: Payment): Date {
  return new Date(
    payment.method === "twint"
      ? Date.parse(payment.created_at) + CHECKOUT_LIFETIME_MS
      : (payment.expires_at ?? payment.created_at),
  );
}
