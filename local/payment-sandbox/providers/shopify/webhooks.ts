/**
 * Shopify's webhooks (shopify.dev/docs/apps/build/webhooks/delivery-structure, verify-deliveries):
 * the body is the REST resource; X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the raw body
 * keyed with the app's client secret. X-Shopify-Webhook-Id is one per delivery of an event to a
 * subscription and stays the same when that delivery is sent again (the receiver deduplicates on
 * it); X-Shopify-Event-Id is shared by every delivery the same action causes.
 */
import { createHmac, randomUUID } from "node:crypto";
import type { OutgoingWebhook, WebhookSigner } from "../../webhooks-outbox";
import type { ShopifyOrder } from "./order";

export const SHOPIFY = "shopify";

export function shopifyHmac(rawBody: string, secret: string): string {
  return createHmac("sha256", secret).update(rawBody, "utf8").digest("base64");
}

export function shopifySigner(secret: string): WebhookSigner {
  return {
    headers: (rawBody) => ({ "x-shopify-hmac-sha256": shopifyHmac(rawBody, secret) }),
  };
}

export function orderPaidWebhook(
  order: ShopifyOrder,
  context: { shopDomain: string; apiVersion: string; nowMs: number },
): OutgoingWebhook {
  const webhookId = randomUUID();
  return {
    provider: SHOPIFY,
    eventId: webhookId,
    type: "orders/paid",
    rawBody: JSON.stringify(order),
    headers: {
      "x-shopify-topic": "orders/paid",
      "x-shopify-shop-domain": context.shopDomain,
      "x-shopify-api-version": context.apiVersion,
      "x-shopify-webhook-id": webhookId,
      "x-shopify-event-id": randomUUID(),
      "x-shopify-triggered-at": new Date(context.nowMs).toISOString(),
      // [unconfirmed] the user agent Shopify's deliveries are known to carry.
      "user-agent": "Shopify-Captain-Hook",
    },
  };
}
