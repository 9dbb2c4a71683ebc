import { CURRENCY } from "../../../shared/constants/offer";
import { type SettlePorts, type SettleResult, settlePayment } from "./settle-payment";

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
 * Unlike Stripe's session, the order is not read again: the Storefront API cannot read orders
 * (that needs the Admin API); the HMAC on the raw body is what is trusted.
 */
export async function handleShopifyOrderWebhook(
  webhook: ShopifyOrderWebhook,
  ports: SettlePorts,
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
  if (webhook.financialStatus !== "paid") {
    return recordOnly({ kind: "no_change", financialStatus: webhook.financialStatus });
  }
  if (
    webhook.amountCentimes !== payment.amount_centimes ||
    webhook.currency.toUpperCase() !== CURRENCY
  ) {
    return ignore("amount_mismatch");
  }
  return settlePayment(payment.id, "completed", ports, { providerEventKey: key });
}
