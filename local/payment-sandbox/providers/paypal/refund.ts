/**
 * Refunds of a completed capture, as Payments v2 answers them (paypal-rest-api-specifications,
 * payments_payment_v2.json: `refund_request`, `refund`, `captures.refund-422`):
 * POST /v2/payments/captures/{capture_id}/refund with an empty body (what is left of the capture)
 * or an `amount`. The sandbox refunds at once (status COMPLETED); the capture turns REFUNDED, or
 * PARTIALLY_REFUNDED while some is left.
 */
import { centimesToDecimal, decimalToCentimes } from "../../../../shared/money";
import { randomId, UPPER_ALPHANUMERIC } from "../../ids";
import { badRequestDetail, PaypalApiError, unprocessable } from "./errors";
import type { Capture, Link, Money } from "./order";

export interface RefundObject {
  id: string;
  amount: Money;
  status: "COMPLETED";
  note_to_payer?: string;
  invoice_id?: string;
  custom_id?: string;
  seller_payable_breakdown: {
    gross_amount: Money;
    paypal_fee: Money;
    net_amount: Money;
    total_refunded_amount: Money;
  };
  create_time: string;
  update_time: string;
  links: Link[];
}

export interface RefundRecord {
  refund: RefundObject;
  captureId: string;
  centimes: number;
}

const iso = (ms: number) => `${new Date(ms).toISOString().slice(0, 19)}Z`;

function text(body: Record<string, unknown>, field: string, max: number): string | undefined {
  const value = body[field];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || value.length < 1 || value.length > max) {
    throw new PaypalApiError(400, [badRequestDetail("INVALID_STRING_LENGTH", `/${field}`, value)]);
  }
  return value;
}

/** Refunds a capture (all that is left, or `amount`); the capture's status follows. */
export function refundCapture(
  capture: Capture,
  earlier: RefundRecord[],
  body: Record<string, unknown>,
  nowMs: number,
  apiBase: string,
): RefundRecord {
  if (capture.status !== "COMPLETED" && capture.status !== "PARTIALLY_REFUNDED") {
    if (capture.status === "REFUNDED") throw unprocessable("CAPTURE_FULLY_REFUNDED");
    throw unprocessable("REFUND_NOT_ALLOWED");
  }
  const captured = decimalToCentimes(capture.amount.value) ?? 0;
  const refunded = earlier.reduce((sum, r) => sum + r.centimes, 0);
  const left = captured - refunded;
  let centimes = left;
  const amount = body.amount as Money | undefined;
  if (amount !== undefined) {
    if (amount.currency_code !== capture.amount.currency_code) {
      throw unprocessable("REFUND_CAPTURE_CURRENCY_MISMATCH", "/amount/currency_code");
    }
    const asked = decimalToCentimes(String(amount.value));
    if (asked === null || asked <= 0) {
      throw unprocessable("CANNOT_BE_ZERO_OR_NEGATIVE", "/amount/value", String(amount.value));
    }
    if (asked > left) throw unprocessable("REFUND_AMOUNT_EXCEEDED", "/amount/value");
    centimes = asked;
  }
  const money = (c: number): Money => ({
    currency_code: capture.amount.currency_code,
    value: centimesToDecimal(c),
  });
  const id = randomId("", 17, UPPER_ALPHANUMERIC);
  const noteToPayer = text(body, "note_to_payer", 255);
  const invoiceId = text(body, "invoice_id", 127);
  const customId = text(body, "custom_id", 127);
  const refund: RefundObject = {
    id,
    amount: money(centimes),
    status: "COMPLETED",
    ...(noteToPayer ? { note_to_payer: noteToPayer } : {}),
    ...(invoiceId ? { invoice_id: invoiceId } : {}),
    ...(customId ? { custom_id: customId } : {}),
    seller_payable_breakdown: {
      gross_amount: money(centimes),
      paypal_fee: money(0),
      net_amount: money(centimes),
      total_refunded_amount: money(refunded + centimes),
    },
    create_time: iso(nowMs),
    update_time: iso(nowMs),
    links: [
      { href: `${apiBase}/v2/payments/refunds/${id}`, rel: "self", method: "GET" },
      { href: `${apiBase}/v2/payments/captures/${capture.id}`, rel: "up", method: "GET" },
    ],
  };
  capture.status = refunded + centimes >= captured ? "REFUNDED" : "PARTIALLY_REFUNDED";
  capture.update_time = iso(nowMs);
  return { refund, captureId: capture.id, centimes };
}

/** `Prefer: return=minimal` (the default): id, status and links. */
export function refundMinimal(refund: RefundObject) {
  return { id: refund.id, status: refund.status, links: refund.links };
}
