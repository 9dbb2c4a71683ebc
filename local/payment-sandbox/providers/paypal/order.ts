/**
 * A PayPal order as Orders v2 returns it (paypal-rest-api-specifications, checkout_orders_v2.json,
 * schema `order`), and its one-way states as the sandbox plays them:
 *   PAYER_ACTION_REQUIRED (created with payment_source.paypal.experience_context) or CREATED
 *   (created without it) -> APPROVED (the buyer's « Payer ») -> COMPLETED (the merchant's capture),
 *   or -> VOIDED when its time runs out.
 * A COMPLETED order may still hold a DECLINED capture (order_status doc): the sandbox plays that
 * with POST /_sandbox/paypal/orders/:id/decline-capture.
 */
import { decimalToCentimes, formatChf } from "../../../../shared/money";
import { randomId, UPPER_ALPHANUMERIC } from "../../ids";
import type { CreateOrderInput } from "./order-params";

export type OrderStatus =
  | "CREATED"
  | "SAVED"
  | "APPROVED"
  | "VOIDED"
  | "COMPLETED"
  | "PAYER_ACTION_REQUIRED";

export type CaptureStatus =
  | "COMPLETED"
  | "DECLINED"
  | "PARTIALLY_REFUNDED"
  | "PENDING"
  | "REFUNDED"
  | "FAILED";

export interface Money {
  currency_code: string;
  value: string;
}

export interface Link {
  href: string;
  rel: string;
  method: "GET" | "POST" | "PATCH";
}

export interface Capture {
  id: string;
  status: CaptureStatus;
  amount: Money;
  final_capture: true;
  seller_protection: { status: "ELIGIBLE" | "NOT_ELIGIBLE"; dispute_categories?: string[] };
  custom_id?: string;
  invoice_id?: string;
  /** In webhook resources (PAYMENT.CAPTURE.*): the order the capture belongs to. */
  supplementary_data?: { related_ids: { order_id: string } };
  links: Link[];
  create_time: string;
  update_time: string;
}

export interface PurchaseUnit {
  reference_id: string;
  amount: Money;
  payee: { email_address: string; merchant_id: string };
  description?: string;
  custom_id?: string;
  invoice_id?: string;
  soft_descriptor?: string;
  payments?: { captures: Capture[] };
}

export interface PaypalAccount {
  email_address: string;
  account_id: string;
  account_status: "VERIFIED";
  name: { given_name: string; surname: string };
  address: { country_code: string };
}

export interface OrderObject {
  id: string;
  intent: "CAPTURE";
  status: OrderStatus;
  payment_source?: { paypal: Partial<PaypalAccount> };
  purchase_units: [PurchaseUnit];
  payer?: {
    name: { given_name: string; surname: string };
    email_address: string;
    payer_id: string;
    address: { country_code: string };
  };
  create_time: string;
  update_time?: string;
  links: Link[];
}

/** Where the buyer goes and comes back, from experience_context (or application_context). */
export interface Experience {
  returnUrl: string | null;
  cancelUrl: string | null;
  brandName: string | null;
  locale: string | null;
  userAction: "CONTINUE" | "PAY_NOW";
  shippingPreference: string;
  /** "payer-action" with experience_context, "approve" with the deprecated application_context. */
  approvalRel: "payer-action" | "approve";
}

/** An order with what the sandbox keeps beside it for the tests and the approval page. */
export interface OrderRecord {
  order: OrderObject;
  experience: Experience;
  request: { raw_body: string; params: unknown; idempotency_key: string | null };
  createdAtMs: number;
  approvedAtMs: number | null;
  refusals: number;
  /** Armed by the decline-capture control: the next capture is DECLINED. */
  declineNextCapture: boolean;
}

/** The sandbox's own merchant account (its payee) and its one test buyer. */
const PAYEE = { email_address: "marchand@business.example.com", merchant_id: "7KNGBPH2U58GQ" };
const BUYER = {
  name: { given_name: "Marie", surname: "Exemple" },
  email_address: "acheteur@personal.example.com",
  address: { country_code: "CH" },
};

/** PayPal's payer ids: 13 characters of [2-9A-HJ-NP-Z] (schema `account_id`). */
const PAYER_ID_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";

const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

export interface UrlBuilders {
  /** The API base for HATEOAS links (self, capture). */
  api: string;
  /** The approval page of an order. */
  approvalPage(orderId: string): string;
}

function links(record: OrderRecord, urls: UrlBuilders): Link[] {
  const { order } = record;
  const self: Link = {
    href: `${urls.api}/v2/checkout/orders/${order.id}`,
    rel: "self",
    method: "GET",
  };
  switch (order.status) {
    case "CREATED":
    case "PAYER_ACTION_REQUIRED":
      return [
        self,
        { href: urls.approvalPage(order.id), rel: record.experience.approvalRel, method: "GET" },
      ];
    case "APPROVED":
      return [
        self,
        { href: self.href, rel: "update", method: "PATCH" },
        { href: `${self.href}/capture`, rel: "capture", method: "POST" },
      ];
    default:
      return [self];
  }
}

export function createOrderRecord(
  input: CreateOrderInput,
  request: OrderRecord["request"],
  nowMs: number,
): OrderRecord {
  const unit: PurchaseUnit = {
    reference_id: input.referenceId ?? "default",
    amount: input.amount,
    payee: PAYEE,
    ...(input.description ? { description: input.description } : {}),
    ...(input.customId ? { custom_id: input.customId } : {}),
    ...(input.invoiceId ? { invoice_id: input.invoiceId } : {}),
    ...(input.softDescriptor ? { soft_descriptor: input.softDescriptor } : {}),
  };
  const viaExperience = input.experience.approvalRel === "payer-action";
  return {
    order: {
      id: randomId("", 17, UPPER_ALPHANUMERIC),
      intent: "CAPTURE",
      status: viaExperience ? "PAYER_ACTION_REQUIRED" : "CREATED",
      ...(viaExperience ? { payment_source: { paypal: {} } } : {}),
      purchase_units: [unit],
      create_time: iso(nowMs),
      links: [],
    },
    experience: input.experience,
    request,
    createdAtMs: nowMs,
    approvedAtMs: null,
    refusals: 0,
    declineNextCapture: false,
  };
}

export function isAwaitingPayer(record: OrderRecord): boolean {
  return record.order.status === "CREATED" || record.order.status === "PAYER_ACTION_REQUIRED";
}

/** The buyer's « Payer »: the order is APPROVED and knows its payer. */
export function approveOrder(record: OrderRecord, nowMs: number): void {
  const payerId = randomId("", 13, PAYER_ID_ALPHABET);
  record.order.status = "APPROVED";
  record.order.update_time = iso(nowMs);
  record.order.payer = { ...BUYER, payer_id: payerId };
  record.order.payment_source = {
    paypal: {
      email_address: BUYER.email_address,
      account_id: payerId,
      account_status: "VERIFIED",
      name: BUYER.name,
      address: BUYER.address,
    },
  };
  record.approvedAtMs = nowMs;
}

/** The merchant's capture of an APPROVED order: one capture, COMPLETED or (armed) DECLINED. */
export function captureOrder(record: OrderRecord, nowMs: number, apiBase: string): Capture {
  const unit = record.order.purchase_units[0];
  const declined = record.declineNextCapture;
  record.declineNextCapture = false;
  const id = randomId("", 17, UPPER_ALPHANUMERIC);
  const capture: Capture = {
    id,
    status: declined ? "DECLINED" : "COMPLETED",
    amount: unit.amount,
    final_capture: true,
    seller_protection: declined
      ? { status: "NOT_ELIGIBLE" }
      : {
          status: "ELIGIBLE",
          dispute_categories: ["ITEM_NOT_RECEIVED", "UNAUTHORIZED_TRANSACTION"],
        },
    ...(unit.custom_id ? { custom_id: unit.custom_id } : {}),
    ...(unit.invoice_id ? { invoice_id: unit.invoice_id } : {}),
    links: [
      { href: `${apiBase}/v2/payments/captures/${id}`, rel: "self", method: "GET" },
      { href: `${apiBase}/v2/checkout/orders/${record.order.id}`, rel: "up", method: "GET" },
    ],
    create_time: iso(nowMs),
    update_time: iso(nowMs),
  };
  unit.payments = { captures: [capture] };
  record.order.status = "COMPLETED";
  record.order.update_time = iso(nowMs);
  return capture;
}

export function voidOrder(record: OrderRecord, nowMs: number): void {
  record.order.status = "VOIDED";
  record.order.update_time = iso(nowMs);
}

/** The full order (GET, and `Prefer: return=representation`), with links for its status. */
export function orderRepresentation(record: OrderRecord, urls: UrlBuilders): OrderObject {
  return structuredClone({ ...record.order, links: links(record, urls) });
}

/**
 * `Prefer: return=minimal` (the default): id, status and links; a capture's answer also shows
 * the payment source, the payer and the purchase unit's payments, as PayPal's examples do.
 */
export function orderMinimal(
  record: OrderRecord,
  urls: UrlBuilders,
  after: "create" | "capture",
): Partial<OrderObject> {
  const full = orderRepresentation(record, urls);
  if (after === "create") {
    return {
      id: full.id,
      status: full.status,
      ...(full.payment_source ? { payment_source: full.payment_source } : {}),
      links: full.links,
    };
  }
  const unit = full.purchase_units[0];
  return {
    id: full.id,
    status: full.status,
    ...(full.payment_source ? { payment_source: full.payment_source } : {}),
    purchase_units: [{ reference_id: unit.reference_id, payments: unit.payments } as PurchaseUnit],
    ...(full.payer ? { payer: full.payer } : {}),
    links: full.links,
  };
}

/**
 * return_url with `token` (the order id) and `PayerID` once approved, as PayPal appends them
 * [unconfirmed: the research notes mark these two parameter names unconfirmed].
 */
export function returnRedirect(record: OrderRecord): string | null {
  if (!record.experience.returnUrl) return null;
  const url = new URL(record.experience.returnUrl);
  url.searchParams.set("token", record.order.id);
  if (record.order.payer) url.searchParams.set("PayerID", record.order.payer.payer_id);
  return url.toString();
}

/** cancel_url with `token` (the order id), as PayPal appends it [unconfirmed]. */
export function cancelRedirect(record: OrderRecord): string | null {
  if (!record.experience.cancelUrl) return null;
  const url = new URL(record.experience.cancelUrl);
  url.searchParams.set("token", record.order.id);
  return url.toString();
}

/** "150.00" CHF -> "CHF 150.00", as the site writes amounts (the value is checked at creation). */
export function amountText(amount: Money): string {
  const centimes = decimalToCentimes(amount.value);
  if (amount.currency_code !== "CHF" || centimes === null) {
    return `${amount.currency_code} ${amount.value}`;
  }
  return formatChf(centimes);
}
