import type { PaymentProvider } from "@shared/payments/payment-methods";
import type { RefundMode } from "@shared/payments/refund-modes";
import { errorText, log } from "../../logger";
import type { Clock } from "../clock";
import type { Payment } from "./payment";
import { CheckoutProviderError } from "./ports/checkout";
import type { PaymentRecords } from "./ports/payment-store";
import type { RefundProvider } from "./ports/refunds";

export interface RefundPorts {
  store: Pick<PaymentRecords, "getPayment" | "markRefund" | "recordRefund">;
  /** The providers whose API refunds (Stripe, PayPal); the others refund by hand. */
  refunds: Partial<Record<PaymentProvider, RefundProvider>>;
  clock: Clock;
}

export interface RefundOutcome {
  mode: RefundMode;
  /** provider_api only: false while the provider has not accepted it (a retry will ask again). */
  done: boolean;
}

/** How a completed payment goes back: through its provider's API when it can, else by hand. */
export function refundModeOf(payment: Payment | undefined): RefundMode {
  if (payment?.status !== "completed") return "none";
  return payment.provider_payment_ref &&
    (payment.provider === "stripe" || payment.provider === "paypal")
    ? "provider_api"
    : "by_hand";
}

/**
 * Refunds a completed payment in full, once, however often it is asked.
 * 1. Not completed: nothing to refund. Already refunded (or left to the provider): done.
 * 2. No provider API (bank transfer, Shopify, TWINT by hand): marked `by_hand` once; the
 *    provider is told by e-mail.
 * 3. Otherwise the refund is marked `requested` (stored before the call), then asked of the
 *    provider with an idempotency key derived from the payment id, and its id recorded. A failed
 *    call leaves it `requested`: the next ask calls again with the same key.
 */
export async function refundPayment(paymentId: string, ports: RefundPorts): Promise<RefundOutcome> {
  const payment = await ports.store.getPayment(paymentId);
  const mode = refundModeOf(payment);
  if (!payment || mode === "none") return { mode: "none", done: true };
  const at = ports.clock.now();
  if (mode === "by_hand") {
    if (!payment.refund_status) await ports.store.markRefund(payment.id, "by_hand", at);
    return { mode, done: true };
  }
  if (payment.refund_status === "refunded") return { mode, done: true };
  if (!payment.refund_status) await ports.store.markRefund(payment.id, "requested", at);
  const provider = ports.refunds[payment.provider];
  if (!provider || !payment.provider_payment_ref) return { mode, done: false };
  try {
    const { refundId } = await provider.refund({
      paymentId: payment.id,
      paymentRef: payment.provider_payment_ref,
      amountCentimes: payment.amount_centimes,
    });
    await ports.store.recordRefund(payment.id, refundId, ports.clock.now());
    log.info("payment_refunded", { paymentId: payment.id, provider: payment.provider });
    return { mode, done: true };
  } catch (error) {
    if (!(error instanceof CheckoutProviderError)) throw error;
    log.warn("payment_refund_deferred", { paymentId: payment.id, reason: errorText(error) });
    return { mode, done: false };
  }
}
