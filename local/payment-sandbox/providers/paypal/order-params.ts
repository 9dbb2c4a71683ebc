/**
 * Checks a create-order body against the Orders v2 schema (order_request, purchase_unit_request,
 * amount_with_breakdown, paypal_wallet_experience_context) for the fields the adapter sends, and
 * answers PayPal's way: 400 INVALID_REQUEST for schema faults (every one found, each with its JSON
 * pointer), 422 UNPROCESSABLE_ENTITY for business rules (decimal places, positive amount).
 * The sandbox is narrower than PayPal on purpose where the product is: intent CAPTURE, one
 * purchase unit, CHF (a narrower rule says so in its description).
 */
import {
  type BadRequestIssue,
  badRequestDetail,
  PaypalApiError,
  type PaypalErrorDetail,
  unprocessable,
} from "./errors";
import type { Experience, Money } from "./order";

export interface CreateOrderInput {
  amount: Money;
  referenceId?: string;
  description?: string;
  customId?: string;
  invoiceId?: string;
  softDescriptor?: string;
  experience: Experience;
}

/** money.value (schema `money`): a string, at most 32 characters. */
const AMOUNT_PATTERN = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
/** language (BCP 47 subset of the spec): fr-CH fits. */
const LOCALE_PATTERN = /^[a-z]{2}(?:-[A-Z][a-z]{3})?(?:-(?:[A-Z]{2}|[0-9]{3}))?$/;

const ENUMS = {
  user_action: ["CONTINUE", "PAY_NOW"],
  shipping_preference: ["GET_FROM_FILE", "NO_SHIPPING", "SET_PROVIDED_ADDRESS"],
  landing_page: ["LOGIN", "GUEST_CHECKOUT", "NO_PREFERENCE"],
  payment_method_preference: ["UNRESTRICTED", "IMMEDIATE_PAYMENT_REQUIRED"],
} as const;

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

class Checker {
  readonly details: PaypalErrorDetail[] = [];

  fault(issue: BadRequestIssue, field: string, value?: unknown, description?: string): void {
    this.details.push(badRequestDetail(issue, field, value, "body", description));
  }

  /** A string of min..max characters, or absent when not required. */
  text(parent: Json, name: string, path: string, min: number, max: number, required = false) {
    const value = parent[name];
    if (value === undefined) {
      if (required) this.fault("MISSING_REQUIRED_PARAMETER", `${path}/${name}`);
      return undefined;
    }
    if (typeof value !== "string") {
      this.fault("INVALID_PARAMETER_SYNTAX", `${path}/${name}`, value);
      return undefined;
    }
    if (value.length < min || value.length > max) {
      this.fault("INVALID_STRING_LENGTH", `${path}/${name}`, value);
      return undefined;
    }
    return value;
  }

  oneOf<T extends string>(parent: Json, name: string, path: string, values: readonly T[]) {
    const value = this.text(parent, name, path, 1, 255);
    if (value === undefined) return undefined;
    if (!(values as readonly string[]).includes(value)) {
      this.fault("INVALID_PARAMETER_VALUE", `${path}/${name}`, value);
      return undefined;
    }
    return value as T;
  }

  url(parent: Json, name: string, path: string) {
    const value = this.text(parent, name, path, 1, 4000);
    if (value === undefined) return null;
    try {
      const url = new URL(value);
      if (url.protocol !== "https:" && url.protocol !== "http:") throw new Error("scheme");
      return value;
    } catch {
      this.fault("INVALID_PARAMETER_SYNTAX", `${path}/${name}`, value);
      return null;
    }
  }
}

function experienceOf(check: Checker, body: Json): Experience {
  const source = body.payment_source;
  const legacy = body.application_context;
  let context: Json = {};
  let path = "";
  let approvalRel: Experience["approvalRel"] = "approve";
  if (source !== undefined) {
    if (!isObject(source) || !isObject(source.paypal)) {
      // The sandbox plays the PayPal wallet only (no card, no APMs).
      check.fault(
        "INVALID_PARAMETER_VALUE",
        "/payment_source",
        source,
        "The payment sandbox plays payment_source.paypal only.",
      );
    } else if (source.paypal.experience_context !== undefined) {
      if (isObject(source.paypal.experience_context)) {
        context = source.paypal.experience_context;
        path = "/payment_source/paypal/experience_context";
        approvalRel = "payer-action";
      } else {
        check.fault("INVALID_PARAMETER_SYNTAX", "/payment_source/paypal/experience_context");
      }
    } else {
      approvalRel = "payer-action";
    }
  } else if (legacy !== undefined) {
    // Deprecated in the spec, still answered: the order is CREATED with a rel "approve" link.
    if (isObject(legacy)) {
      context = legacy;
      path = "/application_context";
    } else {
      check.fault("INVALID_PARAMETER_SYNTAX", "/application_context");
    }
  }
  const locale = check.text(context, "locale", path, 2, 10);
  if (locale !== undefined && !LOCALE_PATTERN.test(locale)) {
    check.fault("INVALID_PARAMETER_SYNTAX", `${path}/locale`, locale);
  }
  check.oneOf(context, "landing_page", path, ENUMS.landing_page);
  check.oneOf(context, "payment_method_preference", path, ENUMS.payment_method_preference);
  return {
    returnUrl: check.url(context, "return_url", path),
    cancelUrl: check.url(context, "cancel_url", path),
    brandName: check.text(context, "brand_name", path, 1, 127) ?? null,
    locale: locale ?? null,
    userAction: check.oneOf(context, "user_action", path, ENUMS.user_action) ?? "CONTINUE",
    shippingPreference:
      check.oneOf(context, "shipping_preference", path, ENUMS.shipping_preference) ??
      "GET_FROM_FILE",
    approvalRel,
  };
}

function amountOf(check: Checker, unit: Json, path: string): Money | undefined {
  const amount = unit.amount;
  if (amount === undefined) {
    check.fault("MISSING_REQUIRED_PARAMETER", `${path}/amount`);
    return undefined;
  }
  if (!isObject(amount)) {
    check.fault("INVALID_PARAMETER_SYNTAX", `${path}/amount`, amount);
    return undefined;
  }
  const currency = check.text(amount, "currency_code", `${path}/amount`, 3, 3, true);
  const value = check.text(amount, "value", `${path}/amount`, 1, 32, true);
  if (value !== undefined && !AMOUNT_PATTERN.test(value)) {
    check.fault("INVALID_PARAMETER_SYNTAX", `${path}/amount/value`, value);
    return undefined;
  }
  if (currency === undefined || value === undefined) return undefined;
  return { currency_code: currency, value };
}

/** The business rules PayPal checks once the body is well formed (422). */
function businessRules(amount: Money, path: string): void {
  if (amount.currency_code !== "CHF") {
    throw unprocessable(
      "INVALID_CURRENCY_CODE",
      `${path}/amount/currency_code`,
      amount.currency_code,
      "The payment sandbox plays CHF only.",
    );
  }
  const decimals = amount.value.split(".")[1] ?? "";
  if (decimals.length > 2) {
    throw unprocessable("DECIMAL_PRECISION", `${path}/amount/value`, amount.value);
  }
  if (!(Number(amount.value) > 0)) {
    throw unprocessable("CANNOT_BE_ZERO_OR_NEGATIVE", `${path}/amount/value`, amount.value);
  }
}

export function parseCreateOrder(rawBody: string, requestId: string | undefined): CreateOrderInput {
  let body: unknown;
  try {
    body = JSON.parse(rawBody);
  } catch {
    throw new PaypalApiError(400, [badRequestDetail("MALFORMED_REQUEST_JSON", "/")]);
  }
  if (!isObject(body)) {
    throw new PaypalApiError(400, [badRequestDetail("MALFORMED_REQUEST_JSON", "/")]);
  }
  const check = new Checker();
  const intent = check.text(body, "intent", "", 1, 255, true);
  if (intent !== undefined && intent !== "CAPTURE") {
    const description =
      intent === "AUTHORIZE" ? "The payment sandbox plays intent CAPTURE only." : undefined;
    check.fault("INVALID_PARAMETER_VALUE", "/intent", intent, description);
  }

  let amount: Money | undefined;
  const unitPath = "/purchase_units/0";
  const units = body.purchase_units;
  let unit: Json = {};
  if (units === undefined) {
    check.fault("MISSING_REQUIRED_PARAMETER", "/purchase_units");
  } else if (!Array.isArray(units) || units.length === 0) {
    check.fault("INVALID_ARRAY_MIN_ITEMS", "/purchase_units");
  } else if (units.length > 1) {
    check.fault(
      "INVALID_ARRAY_MAX_ITEMS",
      "/purchase_units",
      undefined,
      "The payment sandbox plays one purchase unit per order.",
    );
  } else if (!isObject(units[0])) {
    check.fault("INVALID_PARAMETER_SYNTAX", unitPath);
  } else {
    unit = units[0];
    amount = amountOf(check, unit, unitPath);
  }
  const referenceId = check.text(unit, "reference_id", unitPath, 1, 256);
  const description = check.text(unit, "description", unitPath, 1, 127);
  const customId = check.text(unit, "custom_id", unitPath, 1, 127);
  const invoiceId = check.text(unit, "invoice_id", unitPath, 1, 127);
  const softDescriptor = check.text(unit, "soft_descriptor", unitPath, 1, 22);
  const experience = experienceOf(check, body);

  if (body.payment_source !== undefined && !requestId) {
    check.details.push(
      badRequestDetail("PAYPAL_REQUEST_ID_REQUIRED", "PayPal-Request-Id", undefined, "header"),
    );
  }
  if (check.details.length > 0 || !amount) throw new PaypalApiError(400, check.details);
  businessRules(amount, unitPath);
  return {
    amount,
    referenceId,
    description,
    customId,
    invoiceId,
    softDescriptor,
    experience,
  };
}
