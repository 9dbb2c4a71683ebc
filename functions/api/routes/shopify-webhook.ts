import { randomUUID } from "node:crypto";
import type { PaymentAdapters } from "@adapters/payment-adapters";
import { orderPaymentId, parseOrderPaid } from "@adapters/shopify/shopify-webhooks";
import {
  handleShopifyOrderWebhook,
  type ShopifyOrderWebhook,
} from "@core/payments/shopify-order-webhook";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { decimalToCentimes } from "@shared/money";
import { log } from "../../logger";
import { type ApiEvent, bodyBytes, header, json } from "../http";
import type { Route } from "../router";

/** An order is a few kilobytes; anything far larger is not one of Shopify's webhooks. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

/**
 * POST /api/webhooks/shopify. X-Shopify-Hmac-Sha256 is verified on the exact raw body (decoded
 * from base64 when API Gateway encoded it): a missing or wrong one gets a 401 and changes nothing.
 * A verified webhook is handled once per X-Shopify-Webhook-Id; orders/paid completes the payment
 * named by the order's note_attributes. 200 once handled (or already handled, or not ours); a
 * failure answers 500 and records nothing, so that Shopify delivers again.
 */
export function shopifyWebhookRoutes({ payments }: { payments: PaymentAdapters }): Route[] {
  async function postShopifyWebhook(event: ApiEvent) {
    const raw = bodyBytes(event);
    if (raw.length > MAX_WEBHOOK_BYTES) {
      return json(413, { success: false, error: "La requête est trop volumineuse." });
    }
    if (!(await payments.verifyShopifyWebhook(raw, header(event, "x-shopify-hmac-sha256")))) {
      log.warn("shopify_webhook_refused", { reason: "hmac" });
      return json(401, { success: false, error: PAYMENT_ERRORS.webhookSignature });
    }
    const webhookId = header(event, "x-shopify-webhook-id");
    const order = parseOrderPaid(raw);
    if (!webhookId || !order) {
      log.warn("shopify_webhook_refused", { reason: webhookId ? "not_an_order" : "no_webhook_id" });
      return json(400, { success: false, error: PAYMENT_ERRORS.invalid });
    }
    const webhook: ShopifyOrderWebhook = {
      webhookId,
      topic: header(event, "x-shopify-topic") ?? "",
      paymentId: orderPaymentId(order),
      financialStatus: order.financial_status,
      amountCentimes: decimalToCentimes(order.total_price),
      currency: order.currency,
    };
    const result = await handleShopifyOrderWebhook(webhook, { ...payments, newId: randomUUID });
    log.info("shopify_webhook_handled", {
      webhookId,
      topic: webhook.topic,
      orderId: order.id,
      outcome: result.kind,
      ...("payment" in result
        ? { paymentId: result.payment.id, status: result.payment.status }
        : {}),
      ...("reason" in result ? { reason: result.reason } : {}),
    });
    return json(200, { received: true });
  }

  return [{ method: "POST", path: "/api/webhooks/shopify", handle: postShopifyWebhook }];
}
