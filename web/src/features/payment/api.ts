import type { PaymentMethod } from "@shared/payments/payment-methods";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { ApiError, getJson, postJson } from "../../lib/api-client";
import {
  type PaymentStatusAnswer,
  readPaymentStatus,
  readStartedPayment,
  type StartedPayment,
} from "./payment-answer";

/** Thrown when the API answers outside its contract (the spec's "exception" case). */
export class UnexpectedPaymentAnswer extends Error {}

export interface StartPaymentInput {
  /**
   * The registration paid; null for a company's direct payment, whose quote request is named by
   * `quoteRequestId` once it was sent (see payment-source.ts).
   */
  registrationId: string | null;
  quoteRequestId?: string;
  method: PaymentMethod;
  /** One per attempt: a repeated request of the same attempt gets the first answer. */
  idempotencyKey: string;
}

function targetBody(input: StartPaymentInput) {
  return input.quoteRequestId !== undefined
    ? { quote_request_id: input.quoteRequestId }
    : { inscription_id: input.registrationId };
}

export type StartPaymentResult =
  | { kind: "started"; payment: StartedPayment }
  /** The server refused and said why (its French text, else « HTTP error! status: N »). */
  | { kind: "refused"; message: string };

/**
 * POST /api/payments. Resolves with the started payment or the server's refusal; rejects when no
 * answer came (offline) or the answer breaks the contract.
 */
export async function startPayment(input: StartPaymentInput): Promise<StartPaymentResult> {
  let body: unknown;
  try {
    body = await postJson(
      "/api/payments",
      { ...targetBody(input), method: input.method },
      { idempotencyKey: input.idempotencyKey },
    );
  } catch (error) {
    if (error instanceof ApiError) {
      return { kind: "refused", message: error.refusal.message ?? error.message };
    }
    throw error;
  }
  const payment = readStartedPayment(body);
  if (!payment) throw new UnexpectedPaymentAnswer("Unexpected answer to POST /api/payments");
  return { kind: "started", payment };
}

export type PaymentStatusResult = ({ kind: "known" } & PaymentStatusAnswer) | { kind: "unknown" };

/**
 * GET /api/payments/{id}. "unknown" when the API does not know the payment (404); rejects on any
 * other failure, which the caller treats as passing (it asks again).
 */
export async function fetchPaymentStatus(
  paymentId: string,
  signal?: AbortSignal,
): Promise<PaymentStatusResult> {
  let body: unknown;
  try {
    body = await getJson(`/api/payments/${encodeURIComponent(paymentId)}`, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { kind: "unknown" };
    throw error;
  }
  const answer = readPaymentStatus(body);
  if (!answer) throw new UnexpectedPaymentAnswer("Unexpected answer to GET /api/payments/{id}");
  return { kind: "known", ...answer };
}

/**
 * POST /api/payments/{id}/cancel: the visitor gave up the payment (« Annuler », or a new TWINT
 * code); the server closes Stripe's page and the payment. Resolves with the payment's status as
 * the server now says it (still pending when it was paid just before: its webhook completes it),
 * or null when the answer does not say; rejects when the server refused or did not answer.
 */
export async function cancelPayment(paymentId: string): Promise<PaymentStatus | null> {
  const body = await postJson(`/api/payments/${encodeURIComponent(paymentId)}/cancel`, {});
  return readPaymentStatus(body)?.status ?? null;
}
