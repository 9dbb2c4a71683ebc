import type { EventEnvelope } from "@shared/events/envelope";
import type { FinalPaymentStatus } from "@shared/payments/payment-status";
import type { ProductType } from "@shared/payments/product-types";
import type { Payment, QuoteRequestForPayment, RegistrationForPayment } from "./payment";

/**
 * What the payment use cases need from the outside world. Adapters implement these ports
 * (DynamoDB, Stripe, the QR-bill module); tests give in-memory fakes.
 */

/**
 * `conflict`: a condition failed (the registration is no longer pending payment, its slot holds
 * another payment than the one read, or the Idempotency-Key was used meanwhile): read again.
 */
export type WriteOutcome = "stored" | "conflict";

export interface SettleInput {
  payment: Payment;
  to: FinalPaymentStatus;
  at: Date;
  /**
   * Completed only: turn the payment's target (registration or quote request) `paid`, on
   * condition it is still waiting for its payment.
   */
  payTarget: boolean;
  /**
   * Completed only, for a registration that expired unpaid: it turns `paid` again (on condition
   * it is still `expired`) and takes its places back from the activity (on condition they are
   * still free, when the activity counts them), in the same transaction.
   */
  reclaimPlaces?: { activityLimited: boolean; participants: number };
  refundDue: boolean;
  /** Their outbox items are written in the same transaction. */
  events: EventEnvelope[];
  /** A provider event id, recorded in the same transaction (a second delivery then does nothing). */
  providerEventKey?: string;
  failureReason?: string;
  /** Completed only: what a refund will name (Stripe PaymentIntent id, PayPal capture id). */
  providerPaymentRef?: string;
}

export type SettleOutcome =
  | "applied"
  /** The payment is no longer pending (another delivery settled it first). */
  | "payment_changed"
  /** The target is no longer waiting for payment (another payment turned it paid first). */
  | "registration_changed"
  /** The provider event was already recorded. */
  | "duplicate_event"
  /** reclaimPlaces: the activity has no longer enough free places (or is gone). */
  | "places_taken";

/** The payments table: a payment by id or by bank reference, and the writes of one item. */
export interface PaymentRecords {
  getPayment(id: string): Promise<Payment | undefined>;
  findPaymentsByBankReference(reference: string): Promise<Payment[]>;
  /**
   * Ids of the payments still pending at a provider that can be asked (Stripe, PayPal, Shopify)
   * whose check is due by `dueBy` (RECONCILE_AFTER_MS after they opened), from a sparse index.
   */
  findPendingDue(dueBy: Date): Promise<string[]>;
  /**
   * Stores a payment that no slot of its registration points at (a payment the provider records
   * by hand); `conflict` when a payment with its id exists already.
   */
  insert(payment: Payment): Promise<WriteOutcome>;
  /**
   * Marks a completed payment's refund `requested` (or `by_hand`), once: false when a refund
   * status is already there (another request got there first, or it is done).
   */
  markRefund(paymentId: string, status: "requested" | "by_hand", at: Date): Promise<boolean>;
  /** Records the provider's refund of a payment whose refund was requested. */
  recordRefund(paymentId: string, refundId: string, at: Date): Promise<void>;
}

/** A payment's transitions, each written with its target and its events in one transaction. */
export interface PaymentTransitions {
  /**
   * One transaction: stores the new pending payment, points its target's slot for its method
   * at it (on condition that the target waits for payment and the slot still holds `replaces`, or
   * nothing; a quote request without status turns `pending_payment`), writes the events' outbox items and, with an Idempotency-Key, the
   * payment id as that key's answer. With `deadline`, the registration's payment deadline moves
   * to it (a bank transfer was chosen: its deadline is longer).
   */
  open(input: {
    payment: Payment;
    replaces?: string;
    events: EventEnvelope[];
    idempotencyKey?: string;
    deadline?: string;
  }): Promise<WriteOutcome>;
  /**
   * One transaction: stores the provider's checkout on the still pending payment, its events and,
   * with an Idempotency-Key, the payment id as that key's answer.
   */
  attachCheckout(input: {
    paymentId: string;
    providerRef: string;
    redirectUrl: string;
    at: Date;
    events: EventEnvelope[];
    idempotencyKey?: string;
  }): Promise<WriteOutcome>;
  /** The one-way transition of a pending payment, as one conditional transaction. */
  settle(input: SettleInput): Promise<SettleOutcome>;
}

/** The provider events already handled (a second delivery of one does nothing). */
export interface ProviderEventLog {
  /** Records a provider event id; false when it was already recorded. */
  recordProviderEvent(key: string, at: Date): Promise<boolean>;
  isProviderEventRecorded(key: string): Promise<boolean>;
}

/** The answers to payment requests' Idempotency-Keys. */
export interface PaymentAnswers {
  /** The payment a request with this Idempotency-Key opened, if it completed. */
  answeredPaymentId(idempotencyKey: string): Promise<string | undefined>;
}

/** What a payment pays, read by the registrations' and quote requests' own readers. */
export interface PayableReader {
  getRegistration(id: string): Promise<RegistrationForPayment | undefined>;
  getQuoteRequest(id: string): Promise<QuoteRequestForPayment | undefined>;
}

export interface ActivityPlacesReader {
  /** The activity's free places (null: no limit); undefined when it no longer exists. */
  getActivityPlaces(id: string): Promise<{ places_disponibles: number | null } | undefined>;
}

/**
 * Everything the payment use cases read and write, as the wiring composes it from one store per
 * table; each use case names the part it uses.
 */
export type PaymentStore = PaymentRecords &
  PaymentTransitions &
  ProviderEventLog &
  PaymentAnswers &
  PayableReader &
  ActivityPlacesReader;

/** How a visitor may pay on the provider's hosted page. */
export type CheckoutMethod = "card" | "twint";

export interface CheckoutRequest {
  /** Our payment id: stored before the call, sent as the provider's Idempotency-Key. */
  paymentId: string;
  /** Stripe: what the hosted page offers, card and TWINT or TWINT alone (the QR code). */
  paymentMethods?: readonly CheckoutMethod[];
  /** What is paid: a registration, or a company's quote request (one of the two). */
  registrationId?: string;
  quoteRequestId?: string;
  /** Shopify: the product type sold (default: the configured one). */
  productType?: ProductType;
  /** Shopify: the customer data the spec lists, as cart attributes (company direct payment). */
  customerData?: Record<string, string>;
  lineItem: { name: string; unitAmountCentimes: number; quantity: number };
  customerEmail: string;
  expiresAt: Date;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSession {
  providerRef: string;
  redirectUrl: string;
}

/** The provider's view of a checkout, re-read on every webhook (the source of truth). */
export interface CheckoutState {
  providerRef: string;
  paymentId?: string;
  status: "open" | "complete" | "expired";
  paymentStatus: "paid" | "unpaid" | "no_payment_required";
  amountCentimes: number | null;
  currency: string | null;
  /** Once paid: the PaymentIntent a refund names. */
  paymentIntentId?: string;
}

/**
 * A provider call that failed. `busy`: the same idempotency key is being used by a concurrent
 * request (nothing to undo). `unavailable`: the provider refused or did not answer.
 */
export class CheckoutProviderError extends Error {
  constructor(
    readonly kind: "busy" | "unavailable",
    message: string,
    /** The provider's own French text for the visitor, when the spec gives one (Shopify's). */
    readonly visitorMessage?: string,
  ) {
    super(message);
    this.name = "CheckoutProviderError";
  }
}

export interface CheckoutProvider {
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  retrieveCheckout(providerRef: string): Promise<CheckoutState>;
  /**
   * Closes an open checkout so that it can no longer be paid, and answers its state: `expired`,
   * or `complete` when the visitor paid first (the provider then refuses to expire it).
   */
  expireCheckout(providerRef: string, idempotencyKey: string): Promise<CheckoutState>;
}

/**
 * A full refund at the provider (Stripe: POST /v1/refunds with the PaymentIntent; PayPal: POST
 * /v2/payments/captures/{id}/refund). Each adapter derives its idempotency key from our payment
 * id, so a retry refunds once. Failures throw CheckoutProviderError.
 */
export interface RefundProvider {
  refund(input: {
    paymentId: string;
    /** Stripe's PaymentIntent id or PayPal's capture id. */
    paymentRef: string;
    amountCentimes: number;
  }): Promise<{ refundId: string }>;
}

/** Draws a payment address as a QR code to scan with a phone. */
export interface QrCodePort {
  /** A PNG image (TWINT_QR.sizePx square) as a data: URL. */
  pngDataUrl(text: string): Promise<string>;
}

/**
 * A wallet order (PayPal) as re-read from the provider, the source of truth:
 * - `pending`: nothing to do yet (the visitor has not approved, or a capture is held for review);
 * - `approved`: the visitor approved; the server captures;
 * - `completed`: captured; `failed`: the capture was declined or the order voided.
 */
export interface WalletOrderState {
  providerRef: string;
  /** Our payment id, as the order carries it (PayPal's custom_id). */
  paymentId?: string;
  stage: "pending" | "approved" | "completed" | "failed";
  /** The captured amount once completed, else the order's; null when unreadable. */
  amountCentimes: number | null;
  currency: string | null;
  /** Once captured: the capture a refund names. */
  captureId?: string;
}

/** PayPal, seen from the payment use cases. Failures throw CheckoutProviderError. */
export interface WalletProvider {
  /** Creates the order (idempotent by payment id) and answers where the visitor approves it. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  readOrder(providerRef: string): Promise<WalletOrderState>;
  /** Captures an approved order, once whatever the retries; answers the order after it. */
  captureOrder(providerRef: string, paymentId: string): Promise<WalletOrderState>;
}

/** A verified webhook event, reduced to what the use case reads. */
export interface ProviderEvent {
  id: string;
  type: string;
  /** The id of the object the event is about (a Checkout Session id, a PayPal order id). */
  objectId: string;
}

/** What a bank-transfer payment's QR-bill says, besides the provider's own account. */
export interface BankTransferBill {
  reference: string;
  amountCentimes: number;
  activityTitle: string;
  /** yyyy-mm-dd */
  activityDate: string;
  participants: number;
  /** When the transfer must have reached the provider (ISO instant); absent: no deadline. */
  dueAt?: string;
  /** Who pays, as the registration gave it: the name, and the address as typed (free text). */
  payer: { name: string; address: string };
  /** The registration's short reference (« JV-7K3M-Q9 »), printed in the bill's message. */
  registrationReference?: string;
  /** A booking of /reservation-vtt: the PDF's heading says « Réservation ». */
  kind?: "booking";
}

/** The QR-bill module, seen from the payment use cases. */
export interface QrBillPort {
  /** The structured reference (QRR or SCOR) of a registration, electronic form (no spaces). */
  reference(registrationId: string): Promise<string>;
  /** The account the bill pays into (IBAN or QR-IBAN), electronic form. */
  iban(): string;
  svg(bill: BankTransferBill): Promise<string>;
  pdf(bill: BankTransferBill): Promise<Uint8Array>;
}

/**
 * The refunds still to do, from the payments table's sparse index by-refund-pending: the ones a
 * provider refused (`requested`, asked again by the refund job) and the ones done by hand.
 */
export interface PendingRefunds {
  /** Ids of the `requested` refunds whose next try is due by `dueBy`. */
  findRefundsDue(dueBy: Date): Promise<string[]>;
  /** Every refund still to do of one kind, by next try (or request) time. */
  listPendingRefunds(kind: "requested" | "by_hand"): Promise<Payment[]>;
  /**
   * A provider call that failed: the attempts and the next try, on condition that the refund is
   * still `requested` with `previous` attempts (two runs at once count one); false otherwise.
   */
  recordRefundAttempt(input: {
    paymentId: string;
    previous: number;
    attempts: number;
    nextTryAt: Date;
  }): Promise<boolean>;
  /**
   * The founders refunded it themselves: `refunded`, out of the index, with its event, in one
   * transaction, on condition that it is `by_hand`, or `requested` since `requestedBy` at the
   * latest (the provider call is not running now); false otherwise.
   */
  recordRefundByHand(input: {
    paymentId: string;
    actorId: string;
    at: Date;
    requestedBy: Date;
    event: EventEnvelope;
  }): Promise<boolean>;
}
