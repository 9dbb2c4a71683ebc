import type { PaymentProvider } from "@shared/payments/payment-methods";
import type { RefundMode } from "@shared/payments/refund-modes";
import { errorText, log } from "../../logger";
import type { Clock } from "../clock";
import { type Payment, type RefundPartRequest, refundPartsIn, refundRest } from "./payment";
import { CheckoutProviderError } from "./ports/checkout";
import type { PaymentRecords } from "./ports/payment-store";
import type { RefundProvider } from "./ports/refunds";

export interface RefundPorts {
  store: Pick<
    PaymentRecords,
    "getPayment" | "markRefund" | "markRefundPart" | "recordRefund" | "leaveRefundIndex"
  >;
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

/** The refund key of one participant's share (`p1` for the first one named). */
export const participantRefundPart = (position: number) => `p${position}`;

/** Marks what is asked (the part, or the whole rest) once; by hand, that is all there is to do. */
async function markAsked(
  payment: Payment,
  status: "requested" | "by_hand",
  part: RefundPartRequest | undefined,
  ports: RefundPorts,
  at: Date,
): Promise<void> {
  if (part) {
    if (!payment.refund_parts?.[part.key] && !payment.refund_status) {
      await ports.store.markRefundPart(payment.id, part, status, at);
    }
    return;
  }
  if (!payment.refund_status && refundRest(payment) > 0) {
    await ports.store.markRefund(payment.id, status, at);
  }
}

/** One refund asked of the provider; false when it refused (left `requested` for a retry). */
async function askProvider(
  payment: Payment,
  provider: RefundProvider,
  paymentRef: string,
  ask: { part?: string; amountCentimes: number },
  ports: RefundPorts,
): Promise<boolean> {
  try {
    const { refundId } = await provider.refund({
      paymentId: payment.id,
      paymentRef,
      amountCentimes: ask.amountCentimes,
      ...(ask.part ? { part: ask.part } : {}),
    });
    await ports.store.recordRefund(payment.id, refundId, ports.clock.now(), ask.part);
    log.info("payment_refunded", {
      paymentId: payment.id,
      provider: payment.provider,
      ...(ask.part ? { part: ask.part } : {}),
    });
    return true;
  } catch (error) {
    if (!(error instanceof CheckoutProviderError)) throw error;
    log.warn("payment_refund_deferred", { paymentId: payment.id, reason: errorText(error) });
    return false;
  }
}

/**
 * Refunds a completed payment, in full or by parts, each once, however often it is asked.
 * Without `part`: the whole payment, or what remains of it once parts were refunded. With
 * `part` (one participant cancelled alone): exactly that amount, under its own key.
 * 1. Not completed: nothing to refund.
 * 2. No provider API (bank transfer, Shopify, TWINT by hand): the part (or the rest) is marked
 *    `by_hand` once, with its amount; the provider is told by e-mail and the payments desk shows
 *    what is owed.
 * 3. Otherwise it is marked `requested` (stored before the call); then every refund of the
 *    payment still `requested` (parts first, then the rest) is asked of the provider with an
 *    idempotency key derived from the payment id and the part, and its id recorded. A failed call
 *    leaves it `requested`: the next ask (a retry, the refund job) calls again with the same key.
 */
export async function refundPayment(
  paymentId: string,
  ports: RefundPorts,
  part?: RefundPartRequest,
): Promise<RefundOutcome> {
  const first = await ports.store.getPayment(paymentId);
  const mode = refundModeOf(first);
  if (!first || mode === "none") return { mode: "none", done: true };
  const at = ports.clock.now();
  await markAsked(first, mode === "by_hand" ? "by_hand" : "requested", part, ports, at);
  if (mode === "by_hand") return { mode, done: true };
  return askRequestedRefunds(paymentId, ports);
}

/**
 * Asks the provider for every refund of a payment still `requested` (its parts, then the whole
 * rest), each under its own idempotency key, and records each one it accepts. It starts none:
 * the refund job and « Réessayer » call it, so that retrying a part never begins a whole refund.
 */
export async function askRequestedRefunds(
  paymentId: string,
  ports: RefundPorts,
): Promise<RefundOutcome> {
  const payment = await ports.store.getPayment(paymentId);
  const mode = refundModeOf(payment);
  if (!payment || mode !== "provider_api") return { mode, done: true };
  const provider = ports.refunds[payment.provider];
  if (!provider || !payment.provider_payment_ref) return { mode, done: false };
  let done = true;
  const askedParts = refundPartsIn(payment, "requested");
  for (const asked of askedParts) {
    const ok = await askProvider(
      payment,
      provider,
      payment.provider_payment_ref,
      { part: asked.key, amountCentimes: asked.amount_centimes },
      ports,
    );
    done &&= ok;
  }
  if (payment.refund_status === "requested") {
    const ok = await askProvider(
      payment,
      provider,
      payment.provider_payment_ref,
      { amountCentimes: refundRest(payment) },
      ports,
    );
    done &&= ok;
  } else if (done && askedParts.length > 0) {
    // Every part refunded and no whole refund pending: out of the refunds to do.
    await ports.store.leaveRefundIndex(payment.id, payment.refunded_centimes ?? 0);
  }
  return { mode, done };
}
