/**
 * Refunds of a paid Checkout Session's PaymentIntent, as Stripe answers them on the pinned version
 * (field names and types from stripe@23.1.0 `Refund`): POST /v1/refunds with `payment_intent`
 * (and optionally `amount`, `reason`, `metadata`), GET /v1/refunds?payment_intent=… to list them.
 * A card refund succeeds at once in test mode; more than what is left to refund is refused, and
 * a charge refunded in full says so (code charge_already_refunded).
 */
import { randomId } from "../../ids";
import type { SessionRecord } from "./checkout-session";
import {
  invalidInteger,
  invalidRequest,
  parameterMissing,
  parameterUnknown,
  resourceMissing,
} from "./errors";
import type { FormObject } from "./form-encoding";

export interface RefundObject {
  id: string;
  object: "refund";
  amount: number;
  balance_transaction: string;
  charge: string;
  created: number;
  currency: string;
  customer: null;
  customer_account: null;
  destination_details: { type: string; [method: string]: unknown };
  metadata: Record<string, string>;
  payment_intent: string;
  payment_method: string;
  reason: "duplicate" | "fraudulent" | "requested_by_customer" | null;
  receipt_number: null;
  source_transfer_reversal: null;
  status: "succeeded";
  transfer_reversal: null;
}

const REASONS = ["duplicate", "fraudulent", "requested_by_customer"] as const;
const ALLOWED = ["payment_intent", "charge", "amount", "reason", "metadata", "expand"];

/** What is left to refund on a paid session. */
export function refundable(record: SessionRecord): number {
  const refunded = record.refunds.reduce((sum, refund) => sum + refund.amount, 0);
  return record.session.amount_total - refunded;
}

/**
 * Creates a refund on the paid session found by its PaymentIntent. `find` looks a PaymentIntent
 * up among the sessions.
 */
export function createRefund(
  params: FormObject,
  find: (paymentIntent: string) => SessionRecord | undefined,
  nowSeconds: number,
): RefundObject {
  for (const name of Object.keys(params)) {
    if (!ALLOWED.includes(name)) throw parameterUnknown(name);
  }
  if (params.charge !== undefined) {
    // The sandbox's sessions know their PaymentIntent only, as the adapter does.
    throw invalidRequest("The payment sandbox refunds by payment_intent only.", "charge");
  }
  const intent = params.payment_intent;
  if (typeof intent !== "string" || intent === "") throw parameterMissing("payment_intent");
  const record = find(intent);
  if (!record) throw resourceMissing("payment_intent", intent, "payment_intent");
  const { session } = record;
  record.chargeId ??= randomId("ch_");
  const left = refundable(record);
  if (left <= 0) {
    throw invalidRequest(
      `Charge ${record.chargeId} has already been refunded.`,
      undefined,
      "charge_already_refunded",
    );
  }
  let amount = left;
  if (params.amount !== undefined) {
    if (typeof params.amount !== "string" || !/^\d+$/.test(params.amount)) {
      throw invalidInteger("amount", String(params.amount));
    }
    amount = Number(params.amount);
    if (amount < 1 || amount > left) {
      // Wording [unconfirmed]: Stripe names both amounts in the charge's currency.
      throw invalidRequest(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount",
        "amount_too_large",
      );
    }
  }
  const reason = params.reason;
  if (reason !== undefined && !(REASONS as readonly string[]).includes(String(reason))) {
    throw invalidRequest(`Invalid reason: must be one of ${REASONS.join(", ")}`, "reason");
  }
  const metadata = (
    typeof params.metadata === "object" && !Array.isArray(params.metadata) ? params.metadata : {}
  ) as Record<string, string>;
  const method = record.paidWith ?? "card";
  const refund: RefundObject = {
    id: randomId("re_"),
    object: "refund",
    amount,
    balance_transaction: randomId("txn_"),
    charge: record.chargeId,
    created: nowSeconds,
    currency: session.currency,
    customer: null,
    customer_account: null,
    destination_details: { type: method, [method]: {} },
    metadata,
    payment_intent: intent,
    payment_method: randomId("pm_"),
    reason: (reason as RefundObject["reason"]) ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "succeeded",
    transfer_reversal: null,
  };
  record.refunds.push(refund);
  return refund;
}
