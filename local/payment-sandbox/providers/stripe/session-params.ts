/**
 * The parameters of POST /v1/checkout/sessions on the pinned API version (2026-10-28.endive,
 * stripe@23.1.0 `Checkout.SessionCreateParams`), checked as Stripe checks them: an unknown
 * parameter is refused, required ones must be there, integers must be integers. The sandbox plays
 * payment mode with inline prices (`price_data`), which is what the adapter sends.
 */

import {
  invalidInteger,
  invalidRequest,
  parameterMissing,
  parameterUnknown,
  resourceMissing,
} from "./errors";
import type { FormObject, FormValue } from "./form-encoding";

/** Every top-level parameter of Checkout.SessionCreateParams in stripe@23.1.0. */
export const SESSION_CREATE_PARAMS = new Set([
  "adaptive_pricing",
  "after_expiration",
  "allow_promotion_codes",
  "allowed_payment_method_types",
  "automatic_tax",
  "billing_address_collection",
  "branding_settings",
  "cancel_url",
  "client_reference_id",
  "consent_collection",
  "currency",
  "custom_fields",
  "custom_text",
  "customer",
  "customer_account",
  "customer_creation",
  "customer_email",
  "customer_update",
  "discounts",
  "excluded_payment_method_types",
  "expand",
  "expires_at",
  "integration_identifier",
  "invoice_creation",
  "line_items",
  "locale",
  "managed_payments",
  "metadata",
  "mode",
  "name_collection",
  "optional_items",
  "origin_context",
  "payment_intent_data",
  "payment_method_collection",
  "payment_method_configuration",
  "payment_method_data",
  "payment_method_options",
  "permissions",
  "phone_number_collection",
  "redirect_on_completion",
  "return_url",
  "saved_payment_method_options",
  "setup_intent_data",
  "shipping_address_collection",
  "shipping_options",
  "submit_type",
  "subscription_data",
  "success_url",
  "tax_id_collection",
  "ui_mode",
  "wallet_options",
]);

/**
 * The payment methods the sandbox's account has enabled: what `allowed_payment_method_types`
 * filters (it filters the dynamically eligible set; it does not add to it).
 */
export const ENABLED_PAYMENT_METHODS = ["card", "twint"] as const;

/** TWINT on Stripe: CHF only, at most CHF 5,000.00 (docs.stripe.com/payments/twint). */
const TWINT_MAX_CENTIMES = 500_000;

const MIN_EXPIRY_SECONDS = 30 * 60;
const MAX_EXPIRY_SECONDS = 24 * 60 * 60;

export interface LineItemInput {
  name: string;
  description: string | null;
  currency: string;
  unitAmount: number;
  quantity: number;
}

export interface CreateSessionInput {
  lineItems: LineItemInput[];
  currency: string;
  amountTotal: number;
  customerEmail: string | null;
  clientReferenceId: string | null;
  metadata: Record<string, string>;
  successUrl: string | null;
  cancelUrl: string | null;
  expiresAt: number;
  allowedPaymentMethodTypes: string[] | null;
  paymentMethodTypes: string[];
  locale: string | null;
}

const isObject = (value: FormValue | undefined): value is FormObject =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function optionalString(value: FormValue | undefined, param: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidRequest(`Invalid string: ${param}`, param);
  return value;
}

function requiredString(value: FormValue | undefined, param: string): string {
  const text = optionalString(value, param);
  if (text === undefined || text === "") throw parameterMissing(param);
  return text;
}

function integer(value: FormValue | undefined, param: string): number | undefined {
  const text = optionalString(value, param);
  if (text === undefined) return undefined;
  if (!/^-?\d+$/.test(text)) throw invalidInteger(param, text);
  return Number(text);
}

function list(value: FormValue | undefined, param: string): string[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) throw invalidRequest(`Invalid array`, param);
  return value.map((item, i) => requiredString(item, `${param}[${i}]`));
}

function url(value: FormValue | undefined, param: string): string | null {
  const text = optionalString(value, param);
  if (text === undefined) return null;
  let parsed: URL | undefined;
  try {
    parsed = new URL(text);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !["http:", "https:"].includes(parsed.protocol)) {
    throw invalidRequest("Not a valid URL", param, "url_invalid");
  }
  return text;
}

function lineItem(value: FormValue, index: number): LineItemInput {
  const param = `line_items[${index}]`;
  if (!isObject(value)) throw invalidRequest("Invalid hash", param);
  const price = optionalString(value.price, `${param}[price]`);
  // The sandbox has no catalogue: a Price id is unknown to it, as an unknown id is to Stripe.
  if (price !== undefined) throw resourceMissing("price", price, `${param}[price]`);
  const priceData = value.price_data;
  if (!isObject(priceData)) throw parameterMissing(`${param}[price_data]`);
  const currency = requiredString(priceData.currency, `${param}[price_data][currency]`);
  const product = optionalString(priceData.product, `${param}[price_data][product]`);
  if (product !== undefined) {
    throw resourceMissing("product", product, `${param}[price_data][product]`);
  }
  const productData = priceData.product_data;
  if (!isObject(productData)) throw parameterMissing(`${param}[price_data][product_data]`);
  const name = requiredString(productData.name, `${param}[price_data][product_data][name]`);
  const description =
    optionalString(productData.description, `${param}[price_data][product_data][description]`) ??
    null;
  const unitAmountParam = `${param}[price_data][unit_amount]`;
  const unitAmount = integer(priceData.unit_amount, unitAmountParam);
  if (unitAmount === undefined) throw parameterMissing(unitAmountParam);
  if (unitAmount < 0) {
    throw invalidRequest(
      "This value must be greater than or equal to 0.",
      unitAmountParam,
      "parameter_invalid_integer",
    );
  }
  const quantity = integer(value.quantity, `${param}[quantity]`);
  if (quantity === undefined) throw parameterMissing(`${param}[quantity]`);
  if (quantity < 1) {
    throw invalidRequest(
      "This value must be greater than or equal to 1.",
      `${param}[quantity]`,
      "parameter_invalid_integer",
    );
  }
  return { name, description, currency: currency.toLowerCase(), unitAmount, quantity };
}

/** docs.stripe.com/api/metadata: ≤ 50 keys, key ≤ 40 characters without [ ], value ≤ 500. */
function metadata(value: FormValue | undefined): Record<string, string> {
  if (value === undefined || value === "") return {};
  if (!isObject(value)) throw invalidRequest("Invalid hash", "metadata");
  const entries = Object.entries(value);
  if (entries.length > 50) {
    throw invalidRequest("You can specify up to 50 keys in metadata.", "metadata");
  }
  const result: Record<string, string> = {};
  for (const [key, raw] of entries) {
    const text = optionalString(raw, `metadata[${key}]`) ?? "";
    if (key.length > 40 || /[[\]]/.test(key)) {
      throw invalidRequest(
        `Metadata keys must be at most 40 characters long without square brackets: '${key}'.`,
        `metadata[${key}]`,
      );
    }
    if (text.length > 500) {
      throw invalidRequest("Metadata values can have up to 500 characters.", `metadata[${key}]`);
    }
    // An empty value unsets a key, so it is not stored.
    if (text !== "") result[key] = text;
  }
  return result;
}

/** The methods offered: the enabled ones the session's currency and amount allow, filtered. */
function eligibleMethods(
  currency: string,
  amountTotal: number,
  allowed: string[] | undefined,
  excluded: string[] | undefined,
): string[] {
  return ENABLED_PAYMENT_METHODS.filter(
    (method) =>
      (method !== "twint" || (currency === "chf" && amountTotal <= TWINT_MAX_CENTIMES)) &&
      (allowed === undefined || allowed.includes(method)) &&
      !excluded?.includes(method),
  );
}

export function parseCreateSessionParams(
  params: FormObject,
  nowSeconds: number,
): CreateSessionInput {
  for (const name of Object.keys(params)) {
    // payment_method_types lands here too: 2026-09-30.endive removed it from this method
    // (docs.stripe.com/changelog/endive/2026-09-30/remove-payment-method-types-checkout-sessions),
    // so it is an unknown parameter on the pinned version. The changelog names no error code for
    // Checkout (the intents get payment_method_types_no_longer_supported): parameter_unknown is
    // Stripe's documented answer to a parameter the method does not take [code unconfirmed].
    if (!SESSION_CREATE_PARAMS.has(name)) throw parameterUnknown(name);
  }

  const mode = requiredString(params.mode, "mode");
  if (!["payment", "setup", "subscription"].includes(mode)) {
    throw invalidRequest("Invalid mode: must be one of payment, setup, or subscription", "mode");
  }
  if (mode !== "payment") {
    throw invalidRequest("The payment sandbox plays mode=payment only.", "mode");
  }
  const uiMode = optionalString(params.ui_mode, "ui_mode");
  if (uiMode !== undefined && uiMode !== "hosted_page") {
    throw invalidRequest("The payment sandbox plays ui_mode=hosted_page only.", "ui_mode");
  }

  if (params.line_items === undefined) throw parameterMissing("line_items");
  if (!Array.isArray(params.line_items)) throw invalidRequest("Invalid array", "line_items");
  if (params.line_items.length === 0) throw parameterMissing("line_items");
  if (params.line_items.length > 100) {
    throw invalidRequest("You can have at most 100 line items in payment mode.", "line_items");
  }
  const lineItems = params.line_items.map(lineItem);
  const currency = (
    optionalString(params.currency, "currency") ??
    lineItems[0]?.currency ??
    ""
  ).toLowerCase();
  lineItems.forEach((item, i) => {
    if (item.currency !== currency) {
      throw invalidRequest(
        "All line items must use the same currency as the Checkout Session.",
        `line_items[${i}][price_data][currency]`,
      );
    }
  });
  const amountTotal = lineItems.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  // Stripe's minimum charge in CHF is 0.50 (docs.stripe.com/currencies#minimum-and-maximum-charge-amounts).
  if (currency === "chf" && amountTotal < 50) {
    throw invalidRequest(
      "The Checkout Session's total amount due must add up to at least CHF 0.50.",
      "line_items",
    );
  }

  const expiresAt = integer(params.expires_at, "expires_at") ?? nowSeconds + MAX_EXPIRY_SECONDS;
  if (expiresAt < nowSeconds + MIN_EXPIRY_SECONDS) {
    throw invalidRequest(
      "The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.",
      "expires_at",
    );
  }
  if (expiresAt > nowSeconds + MAX_EXPIRY_SECONDS) {
    throw invalidRequest(
      "The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.",
      "expires_at",
    );
  }

  const allowed = list(params.allowed_payment_method_types, "allowed_payment_method_types");
  const excluded = list(params.excluded_payment_method_types, "excluded_payment_method_types");
  const paymentMethodTypes = eligibleMethods(currency, amountTotal, allowed, excluded);
  if (paymentMethodTypes.length === 0) {
    throw invalidRequest(
      "None of the payment method types in `allowed_payment_method_types` can be used with this Checkout Session (currency, amount, or methods enabled on the account).",
      "allowed_payment_method_types",
    );
  }

  const customerEmail = optionalString(params.customer_email, "customer_email") ?? null;
  if (customerEmail !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(customerEmail)) {
    throw invalidRequest(
      `Invalid email address: ${customerEmail}`,
      "customer_email",
      "email_invalid",
    );
  }
  const clientReferenceId =
    optionalString(params.client_reference_id, "client_reference_id") ?? null;
  if (clientReferenceId !== null && clientReferenceId.length > 200) {
    throw invalidRequest(
      "client_reference_id must be at most 200 characters.",
      "client_reference_id",
    );
  }

  return {
    lineItems,
    currency,
    amountTotal,
    customerEmail,
    clientReferenceId,
    metadata: metadata(params.metadata),
    successUrl: url(params.success_url, "success_url"),
    cancelUrl: url(params.cancel_url, "cancel_url"),
    expiresAt,
    allowedPaymentMethodTypes: allowed ?? null,
    paymentMethodTypes,
    locale: optionalString(params.locale, "locale") ?? null,
  };
}
