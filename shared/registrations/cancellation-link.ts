/**
 * The cancellation link of a registration: the page « Annuler mon inscription » with the
 * registration's id and a jeton signed for cancelling (functions/core/registrations/links.ts,
 * purpose "cancellation"). Same query names as the payment link; a payment jeton does not open it.
 */
import { type PaymentLinkParams, paymentLinkQuery } from "../payments/payment-link";

export const CANCELLATION_PATH = "/annulation-inscription";

/** "/annulation-inscription?inscription=…&jeton=…" */
export function cancellationLinkPath(link: PaymentLinkParams): string {
  return `${CANCELLATION_PATH}?${paymentLinkQuery(link)}`;
}

/** GET (what the page shows) and POST (cancel) of a registration through its cancellation link. */
export function cancellationApiPath({ registrationId }: Pick<PaymentLinkParams, "registrationId">) {
  return `/api/inscriptions/${encodeURIComponent(registrationId)}/annulation`;
}
