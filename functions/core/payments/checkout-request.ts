import { formatDate } from "@shared/date-format";
import type { Payment, RegistrationForPayment } from "./payment";
import type { CheckoutRequest } from "./ports/checkout";
import { checkoutMethods, providerExpiry, providerPages } from "./provider-pages";

/**
 * What a registration's payment asks of the provider (Stripe's Checkout Session, PayPal's order,
 * Shopify's cart alike); a company's direct payment has its own (company-payment.ts).
 */

/** « Sortie VTT – 12 mars 2026 »: what the visitor reads on the payment page and the bill. */
function itemName(registration: RegistrationForPayment): string {
  return `${registration.activity_title} – ${formatDate(registration.activity_date)}`;
}

/** Participants times the unit price when it divides evenly (it does: total = price × n). */
export function checkoutLineItem(registration: RegistrationForPayment, amountCentimes: number) {
  const n = registration.nombre_participants;
  return n > 0 && amountCentimes % n === 0
    ? { name: itemName(registration), unitAmountCentimes: amountCentimes / n, quantity: n }
    : { name: itemName(registration), unitAmountCentimes: amountCentimes, quantity: 1 };
}

/**
 * Every parameter comes from stored data (the jeton too: registration id, meeting time, key), so a
 * resumed call repeats the first one exactly.
 */
export function checkoutRequest(
  payment: Payment,
  registration: RegistrationForPayment,
  siteUrl: string,
  jeton: string,
): CheckoutRequest {
  return {
    paymentId: payment.id,
    paymentMethods: checkoutMethods(payment.method),
    registrationId: registration.id,
    lineItem: checkoutLineItem(registration, payment.amount_centimes),
    customerEmail: registration.email,
    expiresAt: providerExpiry(payment),
    ...providerPages(payment, siteUrl, { registrationId: registration.id, jeton }),
  };
}
