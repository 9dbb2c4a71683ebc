/**
 * PayPal's error shapes. The REST APIs (Orders v2, webhooks) answer
 * `{ name, message, debug_id, details: [{ field?, value?, location?, issue, description }], links }`
 * with the names and messages of paypal-rest-api-specifications `openapi/checkout_orders_v2.json`
 * (Orders 2.13: error_400, error_401, error_404, error_422, error_500, and the issue texts of its
 * `400`, `404`, `422` and `orders.capture-422` schemas). The OAuth2 token endpoint answers in
 * OAuth's own shape `{ error, error_description }` instead.
 */
import { randomBytes } from "node:crypto";

export interface PaypalErrorDetail {
  field?: string;
  value?: string;
  location?: "body" | "header" | "path" | "query";
  issue: string;
  description: string;
}

const NAMES = {
  400: {
    name: "INVALID_REQUEST",
    message: "Request is not well-formed, syntactically incorrect, or violates schema.",
  },
  401: {
    name: "AUTHENTICATION_FAILURE",
    message:
      "Authentication failed due to missing authorization header, or invalid authentication credentials.",
  },
  404: { name: "RESOURCE_NOT_FOUND", message: "The specified resource does not exist." },
  422: {
    name: "UNPROCESSABLE_ENTITY",
    message:
      "The requested action could not be performed, semantically incorrect, or failed business validation.",
  },
  500: { name: "INTERNAL_SERVER_ERROR", message: "An internal server error occurred." },
} as const;

export type PaypalErrorStatus = keyof typeof NAMES;

/** PayPal's debug_id: 13 lower-case hex digits (as in its answers; the length is observed). */
export function debugId(): string {
  return randomBytes(7).toString("hex").slice(0, 13);
}

export class PaypalApiError extends Error {
  constructor(
    readonly status: PaypalErrorStatus,
    readonly details: PaypalErrorDetail[] = [],
  ) {
    super(details[0]?.issue ?? NAMES[status].name);
  }

  toJson(): Record<string, unknown> {
    const { name, message } = NAMES[this.status];
    const first = this.details[0];
    return {
      name,
      message,
      debug_id: debugId(),
      ...(this.details.length > 0 ? { details: this.details } : {}),
      links: [
        {
          href: first
            ? `https://developer.paypal.com/docs/api/orders/v2/#error-${first.issue}`
            : "https://developer.paypal.com/api/rest/reference/orders/v2/errors/",
          rel: "information_link",
          method: "GET",
        },
      ],
    };
  }
}

/** 400 INVALID_REQUEST issues (schema `400`). */
const BAD_REQUEST = {
  MALFORMED_REQUEST_JSON: "The request JSON is not well formed.",
  MISSING_REQUIRED_PARAMETER: "A required parameter is missing.",
  INVALID_PARAMETER_SYNTAX: "The value of a field does not conform to the expected format.",
  INVALID_PARAMETER_VALUE: "A parameter value is not valid.",
  INVALID_STRING_LENGTH: "The value of a field is either too short or too long",
  INVALID_ARRAY_MIN_ITEMS: "The number of items in an array parameter is too small.",
  INVALID_ARRAY_MAX_ITEMS: "The number of items in an array parameter is too large.",
  PAYPAL_REQUEST_ID_REQUIRED:
    "A PayPal-Request-Id is required if you are trying to process payment for an Order. Please specify a PayPal-Request-Id or Create the Order without a 'payment_source' specified.",
} as const;

export type BadRequestIssue = keyof typeof BAD_REQUEST;

export function badRequestDetail(
  issue: BadRequestIssue,
  field: string,
  value?: unknown,
  location: PaypalErrorDetail["location"] = "body",
  description: string = BAD_REQUEST[issue],
): PaypalErrorDetail {
  return {
    field,
    ...(value === undefined
      ? {}
      : { value: typeof value === "string" ? value : JSON.stringify(value) }),
    location,
    issue,
    description,
  };
}

/** 422 UNPROCESSABLE_ENTITY issues (schemas `422` and `orders.capture-422`). */
const UNPROCESSABLE = {
  DECIMAL_PRECISION:
    "If the currency supports decimals, only two decimal place precision is supported.",
  CANNOT_BE_ZERO_OR_NEGATIVE:
    "Must be greater than zero. If the currency supports decimals, only two decimal place precision is supported.",
  INVALID_CURRENCY_CODE:
    "Currency code is invalid or is not currently supported. Please refer https://developer.paypal.com/api/rest/reference/currency-codes/ for list of supported currency codes.",
  ORDER_NOT_APPROVED:
    "Payer has not yet approved the Order for payment. Please redirect the payer to the 'rel':'approve' url returned as part of the HATEOAS links within the Create Order call or provide a valid `payment_source` in the request.",
  ORDER_ALREADY_CAPTURED:
    "Order already captured.If 'intent=CAPTURE' only one capture per order is allowed.",
  // The spec lists this issue for authorize only; capture on a voided order [unconfirmed].
  ORDER_COMPLETED_OR_VOIDED: "Order is voided or completed and hence cannot be captured.",
  // Payments v2, schema `captures.refund-422`.
  CAPTURE_FULLY_REFUNDED: "The capture has already been fully refunded",
  REFUND_AMOUNT_EXCEEDED:
    "The refund amount must be less than or equal to the capture amount that has not yet been refunded.",
  REFUND_CAPTURE_CURRENCY_MISMATCH: "Refund must be in the same currency as the capture",
  REFUND_NOT_ALLOWED: "Capture cannot be refunded.",
} as const;

export type UnprocessableIssue = keyof typeof UNPROCESSABLE;

export function unprocessable(
  issue: UnprocessableIssue,
  field?: string,
  value?: string,
  description: string = UNPROCESSABLE[issue],
): PaypalApiError {
  return new PaypalApiError(422, [
    {
      ...(field ? { field, location: "body" as const } : {}),
      ...(value ? { value } : {}),
      issue,
      description,
    },
  ]);
}

export const orderNotFound = (id: string) =>
  new PaypalApiError(404, [
    {
      field: "order_id",
      value: id,
      location: "path",
      issue: "INVALID_RESOURCE_ID",
      description:
        "Specified resource ID does not exist. Please check the resource ID and try again.",
    },
  ]);

export const captureNotFound = (id: string) =>
  new PaypalApiError(404, [
    {
      field: "capture_id",
      value: id,
      location: "path",
      issue: "INVALID_RESOURCE_ID",
      description:
        "Specified resource ID does not exist. Please check the resource ID and try again.",
    },
  ]);

export const authenticationFailure = () => new PaypalApiError(401);

/** The injected failure of POST /_sandbox/fail-next. */
export const internalServerError = () => new PaypalApiError(500);

/** An OAuth2 error of POST /v1/oauth2/token (RFC 6749 §5.2 shape, PayPal's descriptions). */
export class OAuthError extends Error {
  constructor(
    readonly status: 400 | 401 | 500,
    readonly error: string,
    readonly description: string,
  ) {
    super(error);
  }

  toJson(): { error: string; error_description: string } {
    return { error: this.error, error_description: this.description };
  }
}

export const invalidClient = () =>
  new OAuthError(401, "invalid_client", "Client Authentication failed");
