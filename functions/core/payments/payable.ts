import type { PaymentMethod } from "@shared/payments/payment-methods";
import { type OpenPaymentSlot, openPaymentSlot, type Payment } from "./payment";
import type { PayableReader } from "./ports/payment-store";

/**
 * What a payment pays: a visitor's registration, or a company's quote request (the direct
 * payment of the quote dialog). Settling, webhooks, receipts and events work the same for both;
 * only loading the target and marking it paid (in the settle transaction) depend on its kind.
 */
export type PayableRef =
  | { kind: "registration"; id: string }
  | { kind: "quote_request"; id: string };

/** The status of a target that waits for its payment; it turns `paid` once. */
export const AWAITING_PAYMENT = "pending_payment";

/** A payment's target, from the id it carries (exactly one is set). */
export function payableOf(
  payment: Pick<Payment, "inscription_id" | "quote_request_id">,
): PayableRef {
  if (payment.quote_request_id) return { kind: "quote_request", id: payment.quote_request_id };
  if (payment.inscription_id) return { kind: "registration", id: payment.inscription_id };
  throw new Error("Paiement sans inscription ni demande d'offre");
}

/** The id a payment stores for its target, under the contract's name. */
export function payableIds(ref: PayableRef): Pick<Payment, "inscription_id" | "quote_request_id"> {
  return ref.kind === "registration" ? { inscription_id: ref.id } : { quote_request_id: ref.id };
}

/** A target as the payment use cases see it. */
export interface Payable {
  ref: PayableRef;
  /** Still waiting for its payment; false once paid (or, for a registration, released). */
  awaitingPayment: boolean;
  /** Its open payment of a method, if any (one open payment per method). */
  openPaymentId(method: PaymentMethod): string | undefined;
}

type PayableRecord = { status?: string } & Partial<Record<OpenPaymentSlot, string>>;

/**
 * A target from its stored record. A quote request has no status until its first direct payment
 * is opened: it waits for that payment as well.
 */
export function payableFrom(ref: PayableRef, record: PayableRecord): Payable {
  const status = record.status ?? AWAITING_PAYMENT;
  return {
    ref,
    awaitingPayment: status === AWAITING_PAYMENT,
    openPaymentId: (method) => record[openPaymentSlot(method)],
  };
}

/** Loads a payment's target; undefined when it does not exist. */
export async function loadPayable(
  ref: PayableRef,
  store: PayableReader,
): Promise<Payable | undefined> {
  const record =
    ref.kind === "registration"
      ? await store.getRegistration(ref.id)
      : await store.getQuoteRequest(ref.id);
  return record ? payableFrom(ref, record) : undefined;
}
