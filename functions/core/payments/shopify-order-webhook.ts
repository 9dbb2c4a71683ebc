import { CURRENCY } from "@shared/constants/offer";
import type { Payment } from "./payment";
import {
  type SettleOnceStore,
  type SettlePorts,
  type SettleResult,
  settlePayment,
} from "./settle-payment";

/** Shopify's topic for an order whose payment is captured (orders/create fires unpaid too). */
export const ORDER_PAID_TOPIC = "orders/paid";

/** A Shopify webhook whose HMAC was verified, reduced to what the use case reads. */
export interface ShopifyOrderWebhook {
  /** X-Shopify-Webhook-Id: the same on every delivery of this webhook. */
  webhookId: string;
  topic: string;
  /** Our payment id, from the order's note_attributes (or a line's properties). */
  paymentId: string | undefined;
  financialStatus: string | null;
  /** The order's total_price in centimes; null when it is not a decimal amount. */
  amountCentimes: number | null;
  currency: string;
}

export type ShopifyOrderWebhookResult =
  | { kind: "duplicate" }
  /** Not a topic we act on, or an order that is not one of our Shopify payments. */
  | { kind: "ignored"; reason: string }
  | { kind: "no_change"; financialStatus: string | null }
  | SettleResult;

/**
 * A verified Shopify order webhook.
 * 1. A webhook id already recorded does nothing more.
 * 2. Only orders/paid moves a payment; the order must name one of our Shopify payments.
 * 3. The order must be paid, for exactly the payment's amount in CHF.
 * 4. The payment completes once (settlePayment: the registration turns paid, or the payment is
 *    kept for a refund), the webhook id recorded in the same transaction; when nothing moves, the
 *    webhook id is recorded alone.
 * Unlike Stripe's session, the order is not read again here: the HMAC on the raw body is trusted
 * (reconciliation reads orders through the Admin API, syncShopifyPayment).
 */
export async function handleShopifyOrderWebhook(
  webhook: ShopifyOrderWebhook,
  ports: SettlePorts<SettleOnceStore>,
): Promise<ShopifyOrderWebhookResult> {
  const key = `shopify#${webhook.webhookId}`;
  const { store, clock } = ports;
  if (await store.isProviderEventRecorded(key)) return { kind: "duplicate" };
  const recordOnly = async (
    result: ShopifyOrderWebhookResult,
  ): Promise<ShopifyOrderWebhookResult> =>
    (await store.recordProviderEvent(key, clock.now())) ? result : { kind: "duplicate" };
  const ignore = (reason: string) => recordOnly({ kind: "ignored", reason });

  if (webhook.topic !== ORDER_PAID_TOPIC) return ignore("topic");
  const payment = webhook.paymentId ? await store.getPayment(webhook.paymentId) : undefined;
  if (payment?.method !== "shopify") return ignore("unknown_payment");
  return applyShopifyOrder(payment, webhook, ports, key);
}

/** What the order says, from the webhook's REST Order or the Admin API's Order alike. */
export type ShopifyOrderFacts = Pick<
  ShopifyOrderWebhook,
  "financialStatus" | "amountCentimes" | "currency"
>;

/**
 * Steps 3 and 4 of the webhook, shared with reconciliation: the order must be paid, for exactly
 * the payment's amount in CHF; then the payment completes once. With a provider event key, it is
 * recorded with the transition, or alone when nothing moves.
 */
async function applyShopifyOrder(
  payment: Payment,
  order: ShopifyOrderFacts,
  ports: SettlePorts<SettleOnceStore>,
  providerEventKey?: string,
): Promise<ShopifyOrderWebhookResult> {
  const recordOnly = async (
    result: ShopifyOrderWebhookResult,
  ): Promise<ShopifyOrderWebhookResult> => {
    if (!providerEventKey) return result;
    const recorded = await ports.store.recordProviderEvent(providerEventKey, ports.clock.now());
    return recorded ? result : { kind: "duplicate" };
  };
  if (order.financialStatus !== "paid") {
    return recordOnly({ kind: "no_change", financialStatus: order.financialStatus });
  }
  if (
    order.amountCentimes !== payment.amount_centimes ||
    order.currency.toUpperCase() !== CURRENCY
  ) {
    return recordOnly({ kind: "ignored", reason: "amount_mismatch" });
  }
  return settlePayment(payment.id, "completed", ports, { providerEventKey });
}

/** The order a Shopify cart became, read from the Admin API; null while there is none. */
export interface ShopifyOrderLookup {
  orderOfCart(cartId: string): Promise<(ShopifyOrderFacts & { paymentId?: string }) | null>;
}

/**
 * Reconciliation of a pending Shopify payment whose orders/paid webhook may have been lost.
 * 1. Only a pending Shopify payment with a cart moves.
 * 2. The order made from that cart is looked up (Admin API); none yet: nothing changes.
 * 3. The order must name this payment; then it is handled as orders/paid would be.
 */
export async function syncShopifyPayment(
  payment: Payment,
  ports: SettlePorts<SettleOnceStore> & { shopifyOrders: ShopifyOrderLookup },
): Promise<ShopifyOrderWebhookResult> {
  if (payment.method !== "shopify" || !payment.provider_ref) {
    return { kind: "ignored", reason: "not_a_shopify_payment" };
  }
  if (payment.status !== "pending") return { kind: "unchanged", payment };
  const order = await ports.shopifyOrders.orderOfCart(payment.provider_ref);
  if (!order) return { kind: "no_change", financialStatus: null };
  if (order.paymentId !== payment.id) return { kind: "ignored", reason: "unknown_payment" };
  return applyShopifyOrder(payment, order, ports);
}
