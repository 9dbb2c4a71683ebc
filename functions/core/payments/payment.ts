import type { CURRENCY } from "@shared/constants/offer";
import type { PaymentMethod, PaymentProvider } from "@shared/payments/payment-methods";
import type { PaymentStatus } from "@shared/payments/payment-status";
import { registrationReference } from "@shared/registrations/short-reference";
import type { StoredQuoteRequest } from "../quotes/quote-request";
import type { StoredRegistration } from "../registrations/create-registration";

/**
 * A payment as stored in the payments table. It pays one target (see payable.ts): a registration
 * (`inscription_id`, with its activity) or a company's quote request (`quote_request_id`, the
 * company's direct payment); exactly one of the two ids is set.
 */
export interface Payment {
  id: string;
  inscription_id?: string;
  quote_request_id?: string;
  /** The registration's activity; absent for a company's direct payment. */
  activity_id?: string;
  method: PaymentMethod;
  provider: PaymentProvider;
  /** The provider's object (Stripe Checkout Session id, PayPal order id, Shopify cart id); null until it answered. */
  provider_ref: string | null;
  /** Where the visitor pays (Stripe's hosted page, PayPal's approval page, Shopify's checkout). */
  redirect_url?: string;
  /**
   * Never an amount from the browser: the registration's stored total, or the fixed `entreprise`
   * price for a company's direct payment.
   */
  amount_centimes: number;
  currency: typeof CURRENCY;
  status: PaymentStatus;
  created_at: string;
  updated_at: string;
  /**
   * When the payment stops accepting payment: card, Stripe's page (31 min); TWINT by QR code,
   * our own deadline (10 min, before Stripe's); null for a bank transfer or a payment recorded by
   * hand (no deadline).
   */
  expires_at: string | null;
  /** A completed payment whose registration was already paid: the provider refunds it. */
  refund_due: boolean;
  /** Bank transfer: the QR-bill's structured reference (QRR or SCOR), spaces removed. */
  bank_reference?: string;
  completed_at?: string;
  failure_reason?: string;
  /**
   * What a refund names at the provider, stored when the payment completes: Stripe's
   * PaymentIntent id, PayPal's capture id.
   */
  provider_payment_ref?: string;
  /**
   * A refund of this payment (the visitor cancelled in time): `requested` once the refund's
   * idempotency key is stored, before the provider is called; `refunded` when the provider
   * accepted it; `by_hand` when the provider refunds it himself (bank transfer, Shopify, TWINT).
   */
  refund_status?: RefundStatus;
  /** The provider's refund id (Stripe re_…, PayPal's refund id). */
  refund_id?: string;
  refund_requested_at?: string;
  refunded_at?: string;
  /**
   * A refund still to do: its status again (`requested` or `by_hand`), with `refund_retry_at`
   * (when the refund job asks the provider next; for `by_hand`, when it was asked). Both form the
   * sparse index by-refund-pending; the refund's end removes them.
   */
  refund_pending?: "requested" | "by_hand";
  refund_retry_at?: string;
  /** Provider calls of the refund job that failed so far. */
  refund_attempts?: number;
  /** The founder (Cognito `sub`) who recorded the refund as done by hand. */
  refunded_by_hand_by?: string;
  /**
   * Refunds of parts (one participant cancelled alone), by part key (`p1` for the first one
   * named…): each once, with its own idempotency key at the provider. The `refund_*` fields above
   * are then the refund of what remains (the whole registration cancelled afterwards).
   */
  refund_parts?: Record<string, RefundPart>;
  /** The sum of the parts asked so far: a later whole refund gives back only the rest. */
  refunded_centimes?: number;
}

export type RefundStatus = "requested" | "refunded" | "by_hand";

/** A part of a payment refunded alone: its amount and where its refund stands. */
export interface RefundPart {
  amount_centimes: number;
  status: RefundStatus;
  requested_at: string;
  refund_id?: string;
  refunded_at?: string;
}

/** A part to refund: its key on the payment (`p<position>`) and its amount. */
export interface RefundPartRequest {
  key: string;
  amountCentimes: number;
}

/** What a whole refund gives back: the payment less the parts already asked. */
export function refundRest(payment: Payment): number {
  return payment.amount_centimes - (payment.refunded_centimes ?? 0);
}

/** The parts of a payment whose refund is in `status`, with their keys. */
export function refundPartsIn(
  payment: Payment,
  status: RefundStatus,
): (RefundPart & { key: string })[] {
  return Object.entries(payment.refund_parts ?? {})
    .filter(([, part]) => part.status === status)
    .map(([key, part]) => ({ ...part, key }));
}

/**
 * What is still to refund of one kind (`requested` at the provider, or `by_hand`): the parts in
 * that status, plus the rest when the whole refund is.
 */
export function refundOwed(payment: Payment, status: "requested" | "by_hand"): number {
  const parts = refundPartsIn(payment, status).reduce((sum, p) => sum + p.amount_centimes, 0);
  return parts + (payment.refund_status === status ? refundRest(payment) : 0);
}

/** A refund is waiting for its provider: the whole one, or a part. */
export function hasRequestedRefund(payment: Payment): boolean {
  return payment.refund_status === "requested" || refundPartsIn(payment, "requested").length > 0;
}

/** When the oldest refund still `requested` (whole or part) was asked. */
export function oldestRequestedAt(payment: Payment): string | undefined {
  const times = [
    ...(payment.refund_status === "requested" && payment.refund_requested_at
      ? [payment.refund_requested_at]
      : []),
    ...refundPartsIn(payment, "requested").map((p) => p.requested_at),
  ];
  return times.sort()[0];
}

/**
 * The registration as the payment code sees it. Its status starts `pending_payment` and turns
 * `paid` once; each method has a slot holding the id of its open payment, so that a second request
 * reuses the open payment instead of opening another.
 */
export type RegistrationForPayment = StoredRegistration & {
  paid_payment_id?: string;
  paid_at?: string;
  /** When it expired unpaid at its deadline (status `expired`). */
  expired_at?: string;
  /**
   * When the retention job removed its personal fields (24 months after the outing): they are
   * absent from then on, whatever the type of its form says.
   */
  anonymised_at?: string;
} & Partial<Record<OpenPaymentSlot, string>>;

/**
 * A company's quote request as the payment code sees it. It has no status until a direct payment
 * is opened for it (`pending_payment`), then turns `paid` once, with the same slots as a
 * registration.
 */
export type QuoteRequestForPayment = StoredQuoteRequest & {
  status?: string;
  paid_payment_id?: string;
  paid_at?: string;
} & Partial<Record<OpenPaymentSlot, string>>;

export type OpenPaymentSlot = `open_${PaymentMethod}_payment_id`;

export function openPaymentSlot(method: PaymentMethod): OpenPaymentSlot {
  return `open_${method}_payment_id`;
}

/** Pending and still payable at `now`. */
export function isOpen(payment: Payment, now: Date): boolean {
  return (
    payment.status === "pending" &&
    (payment.expires_at === null || Date.parse(payment.expires_at) > now.getTime())
  );
}

/** What GET /api/payments/{id} shows: ids and facts, no personal data. */
export function paymentView(payment: Payment) {
  return {
    payment_id: payment.id,
    ...(payment.inscription_id ? { inscription_id: payment.inscription_id } : {}),
    ...(payment.quote_request_id ? { quote_request_id: payment.quote_request_id } : {}),
    status: payment.status,
    method: payment.method,
    amount_centimes: payment.amount_centimes,
    currency: payment.currency,
  };
}

/**
 * What the page after paying names of the registration a payment is for: the outing, its day and
 * the registration's short reference (its id for one stored before short references). No
 * personal data.
 */
export function paidRegistrationView(registration: RegistrationForPayment) {
  return {
    activity_title: registration.activity_title,
    activity_date: registration.activity_date,
    registration_reference: registrationReference(registration),
    // A booking of /reservation-vtt: the page says « réservation ».
    ...(registration.kind === "booking" ? { kind: "booking" as const } : {}),
  };
}
