import { errorText } from "../../logger";

/**
 * A PayPal call that failed. The messages are the spec's (section 8: « PayPal auth error! »,
 * « PayPal API error! ») and are server-side log reasons only: a visitor reads the payment
 * route's French text. The details are PayPal's own codes, never a payer's data.
 */
export class PaypalAuthError extends Error {
  constructor(
    /** The token endpoint's HTTP status; undefined when it did not answer. */
    readonly status: number | undefined,
    /** OAuth's `error` (invalid_client…), or why no answer came. */
    readonly reason: string,
  ) {
    super("PayPal auth error!");
    this.name = "PaypalAuthError";
  }
}

export class PaypalApiError extends Error {
  constructor(
    /** The HTTP status; undefined when PayPal did not answer (network, timeout). */
    readonly status: number | undefined,
    /** PayPal's error `name` (UNPROCESSABLE_ENTITY…), or why no answer came. */
    readonly errorName: string,
    /** The first detail's `issue` (ORDER_NOT_APPROVED…), when PayPal gave one. */
    readonly issue?: string,
    /** PayPal's debug_id, for its support. */
    readonly debugId?: string,
  ) {
    super("PayPal API error!");
    this.name = "PaypalApiError";
  }
}

/** The fields a log line carries for a PayPal failure (codes and ids, no personal data). */
export function paypalFailureFields(error: unknown): Record<string, string | number | undefined> {
  if (error instanceof PaypalAuthError) {
    return { reason: errorText(error), status: error.status, detail: error.reason };
  }
  if (error instanceof PaypalApiError) {
    return {
      reason: errorText(error),
      status: error.status,
      detail: error.issue ?? error.errorName,
      debugId: error.debugId,
    };
  }
  return { reason: errorText(error) };
}
