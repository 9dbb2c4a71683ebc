import type { PaymentProvider } from "@shared/payments/payment-methods";
import type { Clock } from "../clock";
import { type CheckoutWebhookPorts, syncCheckoutPayment } from "./checkout-webhook";
import type { PaymentRecords } from "./ports/payment-store";
import { type ShopifyOrderLookup, syncShopifyPayment } from "./shopify-order-webhook";
import { syncWalletPayment, type WalletPorts } from "./wallet-payment";

/** A payment still pending this long after it opened may have lost its webhook: ask the provider. */
export const RECONCILE_AFTER_MS = 10 * 60_000;

/** The providers that can be asked about a payment (a bank transfer waits for the bank's file). */
export const RECONCILED_PROVIDERS: readonly PaymentProvider[] = ["stripe", "paypal", "shopify"];

export interface ReconcilePorts extends CheckoutWebhookPorts, WalletPorts {
  shopifyOrders: ShopifyOrderLookup;
}

/** What one check did, for the log (no personal data). */
export interface ReconcileOutcome {
  paymentId: string;
  kind: string;
  /** The payment's status after the check, when it was found. */
  status?: string;
}

/**
 * Asks the provider about one pending payment and applies exactly the transition its webhook
 * would have (the same functions the webhooks call). Safe to run twice at once: PayPal captures
 * once per PayPal-Request-Id, and the settle is one conditional transaction.
 * 1. A payment no longer pending is left as it is.
 * 2. Stripe: the Checkout Session is read (syncCheckoutPayment); PayPal: the order is read and an
 *    approved one captured (syncWalletPayment); Shopify: the order of the cart is looked up in the
 *    Admin API (syncShopifyPayment).
 */
export async function reconcilePayment(
  paymentId: string,
  ports: ReconcilePorts,
): Promise<ReconcileOutcome> {
  const payment = await ports.store.getPayment(paymentId);
  if (!payment) return { paymentId, kind: "unknown_payment" };
  if (payment.status !== "pending") return { paymentId, kind: "unchanged", status: payment.status };
  const result =
    payment.provider === "stripe"
      ? await syncCheckoutPayment(payment, ports)
      : payment.provider === "paypal"
        ? await syncWalletPayment(payment, ports)
        : payment.provider === "shopify"
          ? await syncShopifyPayment(payment, ports)
          : ({ kind: "ignored", reason: "no_provider_to_ask" } as const);
  const status = "payment" in result ? result.payment.status : payment.status;
  return { paymentId, kind: result.kind, status };
}

/**
 * The scheduled half: every payment pending since more than RECONCILE_AFTER_MS, read from the
 * index of pending payments by due time (never a scan), handed on one by one (a queue message
 * each). Returns how many were handed on.
 */
export async function dispatchDuePayments(ports: {
  store: Pick<PaymentRecords, "findPendingDue">;
  clock: Clock;
  enqueue(paymentIds: string[]): Promise<void>;
}): Promise<number> {
  const due = await ports.store.findPendingDue(ports.clock.now());
  if (due.length > 0) await ports.enqueue(due);
  return due.length;
}
