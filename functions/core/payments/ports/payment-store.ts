import type { EventEnvelope } from "@shared/events/envelope";
import type { FinalPaymentStatus } from "@shared/payments/payment-status";
import type { FleetSnapshot } from "../../fleet/fleet-state";
import type { BikesTaken } from "../../registrations/create-registration";
import type {
  Payment,
  QuoteRequestForPayment,
  RefundPartRequest,
  RegistrationForPayment,
} from "../payment";
import type { ProviderEventLog } from "./provider-events";

/**
 * The payments table and the records a payment reads, as every payment use case sees them: the
 * adapters (functions/adapters/payment-store.ts) compose them from one store per table; tests give
 * in-memory fakes. Each use case names the part it uses.
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
  reclaimPlaces?: {
    activityLimited: boolean;
    participants: number;
    /** Its rental bikes, taken back from the day's fleet as read (none beyond it). */
    bikes?: BikesTaken;
  };
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
  /**
   * Marks the refund of one part of a completed payment (`requested` or `by_hand`), once, and adds
   * its amount to `refunded_centimes`: false when that part is marked already or the whole
   * refund has begun.
   */
  markRefundPart(
    paymentId: string,
    part: RefundPartRequest,
    status: "requested" | "by_hand",
    at: Date,
  ): Promise<boolean>;
  /** Records the provider's refund of a payment (or of its part `partKey`) that was requested. */
  recordRefund(paymentId: string, refundId: string, at: Date, partKey?: string): Promise<void>;
  /**
   * Takes a payment out of the refunds to do once its parts are all refunded, on condition that
   * no part was added since `refunded_centimes` read `seen` and the whole refund is not pending.
   */
  leaveRefundIndex(paymentId: string, seen: number): Promise<void>;
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
  /** The rental fleet and a day's bikes (an expired registration paid late takes its bikes back). */
  getFleetDay?(date: string): Promise<FleetSnapshot>;
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
