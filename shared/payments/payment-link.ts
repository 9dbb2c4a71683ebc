/**
 * The payment link of a registration: the confirmation page with the registration's id and a
 * jeton signed by the server (functions/core/registrations/links.ts). Whoever holds the link sees
 * that registration's summary and can pay it until the jeton expires. The browser never reads the
 * jeton: it passes it back to GET /api/inscriptions/{inscription_id}?jeton=….
 */

/** The confirmation page: after a registration (navigation state) or through a payment link. */
export const CONFIRMATION_PATH = "/confirmation-inscription";

export interface PaymentLinkParams {
  registrationId: string;
  jeton: string;
}

/** The query names, French as the rest of the site's addresses. */
const PARAM = { registration: "inscription", jeton: "jeton" } as const;

/** "inscription=…&jeton=…": the link's query, also carried by PayPal's cancel address. */
export function paymentLinkQuery({ registrationId, jeton }: PaymentLinkParams): URLSearchParams {
  return new URLSearchParams({ [PARAM.registration]: registrationId, [PARAM.jeton]: jeton });
}

/** "/confirmation-inscription?inscription=…&jeton=…" */
export function paymentLinkPath(link: PaymentLinkParams): string {
  return `${CONFIRMATION_PATH}?${paymentLinkQuery(link)}`;
}

/** The link's registration and jeton, or null when the address lacks either. */
export function readPaymentLinkParams(params: URLSearchParams): PaymentLinkParams | null {
  const registrationId = params.get(PARAM.registration)?.trim();
  const jeton = params.get(PARAM.jeton)?.trim();
  return registrationId && jeton ? { registrationId, jeton } : null;
}

/**
 * The same GET, as the confirmation page's start script sends it from the link's query before the
 * app loads (web/src/lib/early-answer.ts): it must name exactly registrationByLinkApiPath's path.
 */
export const REGISTRATION_BY_LINK_EARLY = {
  path: `/api/inscriptions/:${PARAM.registration}`,
  query: [PARAM.jeton],
};

/** GET of a registration's summary through its link (the web API client calls this path). */
export function registrationByLinkApiPath({ registrationId, jeton }: PaymentLinkParams): string {
  return `/api/inscriptions/${encodeURIComponent(registrationId)}?${new URLSearchParams({ jeton })}`;
}
