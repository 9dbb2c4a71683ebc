import type { CURRENCY } from "../../../shared/constants/offer";
import type { PaymentMethod, PaymentProvider } from "../../../shared/payments/payment-methods";
import type { PaymentStatus } from "../../../shared/payments/payment-status";
import type { RegistrationRecord } from "../create-registration";

/** A payment as stored in the payments table. It belongs to one registration. */
export interface Payment {
  id: string;
  inscription_id: string;
  activity_id: string;
  method: PaymentMethod;
  provider: PaymentProvider;
  /** The provider's object (Stripe Checkout Session id, PayPal order id, Shopify cart id); null until it answered. */
  provider_ref: string | null;
  /** Where the visitor pays (Stripe's hosted page, PayPal's approval page, Shopify's checkout). */
  redirect_url?: string;
  /** Always the registration's stored total, never an amount from the browser. */
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
}

/**
 * The registration as the payment code sees it. Its status starts `pending_payment` and turns
 * `paid` once; each method has a slot holding the id of its open payment, so that a second request
 * reuses the open payment instead of opening another.
 */
/** Omit over each member of a union (a registration or a booking), keeping `kind` to tell them apart. */
type WithoutStatus<T> = T extends unknown ? Omit<T, "status"> : never;

export type RegistrationForPayment = WithoutStatus<RegistrationRecord> & {
  status: string;
  paid_payment_id?: string;
  paid_at?: string;
  /** When it expired unpaid at its deadline (status `expired`). */
  expired_at?: string;
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
    inscription_id: payment.inscription_id,
    status: payment.status,
    method: payment.method,
    amount_centimes: payment.amount_centimes,
    currency: payment.currency,
  };
}
