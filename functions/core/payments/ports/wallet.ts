import type { CheckoutRequest, CheckoutSession } from "./checkout";

/** Paying with a wallet (PayPal): the order, approved by the visitor, captured by the server. */

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
