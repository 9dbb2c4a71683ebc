/**
 * Stripe's error shape: `{ "error": { "type", "code"?, "message", "param"?, "doc_url"? } }` with
 * the HTTP status that stripe-node maps to its error classes (400 StripeInvalidRequestError,
 * 401 StripeAuthenticationError, 404 invalid request, 500 StripeAPIError, idempotency_error
 * StripeIdempotencyError). Messages copy Stripe's wording where it is known; the ones marked
 * [unconfirmed] below are close paraphrases no primary source quoted.
 */

export type StripeErrorType = "invalid_request_error" | "api_error" | "idempotency_error";

export interface StripeErrorBody {
  type: StripeErrorType;
  code?: string;
  message: string;
  param?: string;
  doc_url?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }

  toJson(): { error: StripeErrorBody } {
    const docUrl = this.body.code
      ? `https://stripe.com/docs/error-codes/${this.body.code.replace(/_/g, "-")}`
      : undefined;
    return { error: { ...(docUrl ? { doc_url: docUrl } : {}), ...this.body } };
  }
}

export function invalidRequest(message: string, param?: string, code?: string): StripeApiError {
  return new StripeApiError(400, {
    type: "invalid_request_error",
    message,
    ...(code ? { code } : {}),
    ...(param ? { param } : {}),
  });
}

/** docs.stripe.com/error-codes#parameter-missing */
export const parameterMissing = (param: string) =>
  invalidRequest(`Missing required param: ${param}.`, param, "parameter_missing");

/** docs.stripe.com/error-codes#parameter-unknown */
export const parameterUnknown = (param: string) =>
  invalidRequest(`Received unknown parameter: ${param}`, param, "parameter_unknown");

/** docs.stripe.com/error-codes#parameter-invalid-integer */
export const invalidInteger = (param: string, value: string) =>
  invalidRequest(`Invalid integer: ${value}`, param, "parameter_invalid_integer");

/** docs.stripe.com/error-codes#resource-missing */
export const resourceMissing = (objectName: string, id: string, param: string) =>
  new StripeApiError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${objectName}: '${id}'`,
    param,
  });

export const missingApiKey = () =>
  new StripeApiError(401, {
    type: "invalid_request_error",
    message:
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for details, or we can help at https://support.stripe.com/.",
  });

/** Stripe shows the key's prefix and last four characters only. */
export const invalidApiKey = (key: string) =>
  new StripeApiError(401, {
    type: "invalid_request_error",
    message: `Invalid API Key provided: ${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`,
  });

export const unrecognizedUrl = (method: string, path: string) =>
  new StripeApiError(404, {
    type: "invalid_request_error",
    message: `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
  });

/** The injected failure of POST /_sandbox/fail-next. */
export const apiError = () =>
  new StripeApiError(500, {
    type: "api_error",
    message:
      "An unknown error occurred. (Played by the payment sandbox: POST /_sandbox/fail-next.)",
  });

/** Same key, other parameters. Wording [unconfirmed]: as Stripe has long answered it. */
export const idempotencyParamsMismatch = (key: string) =>
  new StripeApiError(400, {
    type: "idempotency_error",
    message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
  });

/** Same key, other endpoint. Wording [unconfirmed]. */
export const idempotencyEndpointMismatch = (key: string, first: string, now: string) =>
  new StripeApiError(400, {
    type: "idempotency_error",
    message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${first}' vs '${now}'). Try using a key other than '${key}' if you meant to execute a different request.`,
  });
