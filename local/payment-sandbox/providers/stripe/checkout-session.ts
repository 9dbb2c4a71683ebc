/**
 * The Checkout Session object as Stripe returns it on the pinned version (field names and types
 * from stripe@23.1.0 `Checkout.Session`), and its one-way states: open -> complete (paid) or
 * open -> expired. Fields the sandbox does not play keep Stripe's "not set" value (null, [], {}).
 */
import { randomId } from "../../ids";
import type { PaymentMethod } from "../../provider";
import type { FormObject } from "./form-encoding";
import type { RefundObject } from "./refund";
import type { CreateSessionInput } from "./session-params";

export type SessionStatus = "open" | "complete" | "expired";
export type PaymentStatus = "paid" | "unpaid" | "no_payment_required";

export interface CheckoutSessionObject {
  id: string;
  object: "checkout.session";
  adaptive_pricing: null;
  after_expiration: null;
  allow_promotion_codes: null;
  allowed_payment_method_types: string[] | null;
  amount_subtotal: number;
  amount_total: number;
  automatic_tax: { enabled: false; liability: null; provider: null; status: null };
  billing_address_collection: null;
  cancel_url: string | null;
  client_reference_id: string | null;
  client_secret: null;
  collected_information: null;
  consent: null;
  consent_collection: null;
  created: number;
  currency: string;
  currency_conversion: null;
  custom_fields: [];
  custom_text: {
    after_submit: null;
    shipping_address: null;
    submit: null;
    terms_of_service_acceptance: null;
  };
  customer: null;
  customer_account: null;
  customer_creation: "if_required";
  customer_details: {
    address: null;
    email: string | null;
    name: null;
    phone: null;
    tax_exempt: "none";
    tax_ids: [];
  } | null;
  customer_email: string | null;
  discounts: [];
  expires_at: number;
  integration_identifier: null;
  invoice: null;
  invoice_creation: null;
  line_items?: StripeList<LineItemObject>;
  livemode: false;
  locale: string | null;
  managed_payments: null;
  metadata: Record<string, string>;
  mode: "payment";
  origin_context: null;
  payment_intent: string | null;
  payment_link: null;
  payment_method_collection: "if_required";
  payment_method_configuration_details: null;
  payment_method_options: Record<string, never>;
  payment_method_types: string[];
  payment_status: PaymentStatus;
  permissions: null;
  phone_number_collection: { enabled: false };
  recovered_from: null;
  saved_payment_method_options: null;
  setup_intent: null;
  shipping_address_collection: null;
  shipping_cost: null;
  shipping_options: [];
  status: SessionStatus;
  submit_type: null;
  subscription: null;
  success_url: string | null;
  total_details: { amount_discount: 0; amount_shipping: 0; amount_tax: 0 };
  ui_mode: "hosted_page";
  /** Only while the session is open (Stripe: "only present when the session is active"). */
  url: string | null;
  wallet_options: null;
}

export interface StripeList<T> {
  object: "list";
  data: T[];
  has_more: false;
  url: string;
}

export interface LineItemObject {
  id: string;
  object: "item";
  amount_discount: 0;
  amount_subtotal: number;
  amount_tax: 0;
  amount_total: number;
  currency: string;
  description: string;
  price: {
    id: string;
    object: "price";
    active: false;
    currency: string;
    livemode: false;
    product: string;
    type: "one_time";
    unit_amount: number;
  };
  quantity: number;
}

/** A session with what the sandbox keeps beside it for the tests and the hosted page. */
export interface SessionRecord {
  session: CheckoutSessionObject;
  lineItems: LineItemObject[];
  request: { raw_body: string; params: FormObject; idempotency_key: string | null };
  paidWith: PaymentMethod | null;
  refusals: number;
  /** The charge behind the PaymentIntent, named once a refund needs it. */
  chargeId?: string;
  /** Refunds of the PaymentIntent (POST /v1/refunds), oldest first. */
  refunds: RefundObject[];
}

function lineItemObjects(input: CreateSessionInput): LineItemObject[] {
  return input.lineItems.map((item) => ({
    id: randomId("li_"),
    object: "item",
    amount_discount: 0,
    amount_subtotal: item.unitAmount * item.quantity,
    amount_tax: 0,
    amount_total: item.unitAmount * item.quantity,
    currency: item.currency,
    description: item.name,
    price: {
      id: randomId("price_"),
      object: "price",
      active: false,
      currency: item.currency,
      livemode: false,
      product: randomId("prod_", 14),
      type: "one_time",
      unit_amount: item.unitAmount,
    },
    quantity: item.quantity,
  }));
}

export function createSessionRecord(
  input: CreateSessionInput,
  request: SessionRecord["request"],
  nowSeconds: number,
  pageUrl: (id: string) => string,
): SessionRecord {
  const id = randomId("cs_test_", 58);
  const session: CheckoutSessionObject = {
    id,
    object: "checkout.session",
    adaptive_pricing: null,
    after_expiration: null,
    allow_promotion_codes: null,
    allowed_payment_method_types: input.allowedPaymentMethodTypes,
    amount_subtotal: input.amountTotal,
    amount_total: input.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: input.cancelUrl,
    client_reference_id: input.clientReferenceId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: nowSeconds,
    currency: input.currency,
    currency_conversion: null,
    custom_fields: [],
    custom_text: {
      after_submit: null,
      shipping_address: null,
      submit: null,
      terms_of_service_acceptance: null,
    },
    customer: null,
    customer_account: null,
    customer_creation: "if_required",
    customer_details: null,
    customer_email: input.customerEmail,
    discounts: [],
    expires_at: input.expiresAt,
    integration_identifier: null,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: input.locale,
    managed_payments: null,
    metadata: input.metadata,
    mode: "payment",
    origin_context: null,
    // Since 2022-08-01 the PaymentIntent is created when the buyer pays, not with the session.
    payment_intent: null,
    payment_link: null,
    payment_method_collection: "if_required",
    payment_method_configuration_details: null,
    payment_method_options: {},
    payment_method_types: input.paymentMethodTypes,
    payment_status: "unpaid",
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: input.successUrl,
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: pageUrl(id),
    wallet_options: null,
  };
  return {
    session,
    lineItems: lineItemObjects(input),
    request,
    paidWith: null,
    refusals: 0,
    refunds: [],
  };
}

export function completeSession(record: SessionRecord, method: PaymentMethod): void {
  const session = record.session;
  session.status = "complete";
  session.payment_status = "paid";
  session.payment_intent = randomId("pi_");
  session.url = null;
  session.customer_details = {
    address: null,
    email: session.customer_email,
    name: null,
    phone: null,
    tax_exempt: "none",
    tax_ids: [],
  };
  record.paidWith = method;
}

export function expireSession(record: SessionRecord): void {
  record.session.status = "expired";
  record.session.url = null;
}

/** success_url with Stripe's template variable replaced by the session id. */
export function successRedirect(session: CheckoutSessionObject): string | null {
  return session.success_url?.replaceAll("{CHECKOUT_SESSION_ID}", session.id) ?? null;
}

/** The session as the API returns it, with line_items when `expand[]=line_items` asked. */
export function sessionResponse(record: SessionRecord, expand: string[]): CheckoutSessionObject {
  const { line_items: _omit, ...session } = record.session;
  if (!expand.includes("line_items")) return session;
  return {
    ...session,
    line_items: {
      object: "list",
      data: record.lineItems,
      has_more: false,
      url: `/v1/checkout/sessions/${session.id}/line_items`,
    },
  };
}
