import type { ProductType } from "@shared/payments/product-types";

/** Starting a card or TWINT payment on the provider's hosted page (Stripe, Shopify), and closing it. */

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

/** Draws a payment address as a QR code to scan with a phone. */
export interface QrCodePort {
  /** A PNG image (TWINT_QR.sizePx square) as a data: URL. */
  pngDataUrl(text: string): Promise<string>;
}
