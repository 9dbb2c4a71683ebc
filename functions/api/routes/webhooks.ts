import type { PaymentAdapters } from "@adapters/payment-adapters";
import { paypalEvent } from "@adapters/paypal/paypal-wallet";
import { orderPaymentId, parseOrderPaid } from "@adapters/shopify/shopify-webhooks";
import { InvalidWebhookSignature } from "@adapters/stripe/stripe-webhooks";
import { handleCheckoutEvent } from "@core/payments/checkout-webhook";
import type { Payment } from "@core/payments/payment";
import type { ProviderEvent } from "@core/payments/ports/provider-events";
import {
  handleShopifyOrderWebhook,
  type ShopifyOrderWebhook,
} from "@core/payments/shopify-order-webhook";
import { handleWalletEvent } from "@core/payments/wallet-payment";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { decimalToCentimes } from "@shared/money";
import { errorText, log } from "../../logger";
import { paymentPorts } from "../../wiring/payments";
import { type ApiEvent, bodyBytes, header, json } from "../http";
import { bindRoutes } from "../router";

/** Providers' events are a few kilobytes; anything far larger is not one of them. */
const MAX_WEBHOOK_BYTES = 512 * 1024;

const webhookTooLarge = () =>
  json(413, { success: false, error: "La requête est trop volumineuse." });

/** What a handled webhook's log line says: ids, the outcome and its reason, no personal data. */
function webhookOutcomeFields(
  event: ProviderEvent,
  result: { kind: string; payment?: Payment; reason?: string },
) {
  return {
    eventId: event.id,
    type: event.type,
    outcome: result.kind,
    ...(result.payment ? { paymentId: result.payment.id, status: result.payment.status } : {}),
    ...(result.reason ? { reason: result.reason } : {}),
  };
}

/** The payment providers' webhooks: each verified its provider's way, then handled once. */
export function webhookRoutes({ payments }: { payments: PaymentAdapters }) {
  const ports = paymentPorts(payments);
  /**
   * POST /api/webhooks/stripe. The Stripe-Signature is verified on the exact raw body (decoded from
   * base64 when API Gateway encoded it), five minutes of tolerance on the injected clock: a bad or
   * old signature gets a 400 and changes nothing. A verified event is handled once per event id;
   * the session is re-read from Stripe. 200 once handled (or already handled, or not ours); a
   * failure answers 500 and records nothing, so that Stripe delivers again.
   */
  async function postStripeWebhook(event: ApiEvent) {
    const raw = bodyBytes(event);
    if (raw.length > MAX_WEBHOOK_BYTES) return webhookTooLarge();
    let verified: Awaited<ReturnType<PaymentAdapters["verifyStripeWebhook"]>>;
    try {
      verified = await payments.verifyStripeWebhook(
        raw,
        header(event, "stripe-signature"),
        payments.clock.now(),
      );
    } catch (error) {
      if (!(error instanceof InvalidWebhookSignature)) throw error;
      log.warn("stripe_webhook_refused", { reason: errorText(error).split("\n")[0] });
      return json(400, { success: false, error: PAYMENT_ERRORS.webhookSignature });
    }
    const result = await handleCheckoutEvent(verified, ports);
    log.info("stripe_webhook_handled", webhookOutcomeFields(verified, result));
    return json(200, { received: true });
  }

  /**
   * POST /api/webhooks/shopify. X-Shopify-Hmac-Sha256 is verified on the exact raw body (decoded
   * from base64 when API Gateway encoded it): a missing or wrong one gets a 401 and changes nothing.
   * A verified webhook is handled once per X-Shopify-Webhook-Id; orders/paid completes the payment
   * named by the order's note_attributes. 200 once handled (or already handled, or not ours); a
   * failure answers 500 and records nothing, so that Shopify delivers again.
   */
  async function postShopifyWebhook(event: ApiEvent) {
    const raw = bodyBytes(event);
    if (raw.length > MAX_WEBHOOK_BYTES) return webhookTooLarge();
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
    const result = await handleShopifyOrderWebhook(webhook, ports);
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

  /**
   * POST /api/webhooks/paypal. PayPal is asked whether the event is genuine
   * (verify-webhook-signature, with the five PAYPAL-* headers and the raw body as received): a
   * FAILURE gets a 400 and changes nothing. A verified event is handled once per event id (WH-…);
   * the order is re-read from PayPal and captured if approved. 200 once handled (or already
   * handled, or not ours, or naming no order: then also logged as a warning); a failure (PayPal
   * unreachable) answers 500 and records nothing, so that PayPal delivers again.
   */
  async function postPaypalWebhook(event: ApiEvent) {
    const raw = bodyBytes(event);
    if (raw.length > MAX_WEBHOOK_BYTES) return webhookTooLarge();
    const rawBody = raw.toString("utf8");
    const verified = paypalEvent(rawBody);
    const genuine =
      verified !== undefined && (await payments.verifyPaypalWebhook(event.headers ?? {}, rawBody));
    if (!verified || !genuine) {
      log.warn("paypal_webhook_refused", { eventId: verified?.id, type: verified?.type });
      return json(400, { success: false, error: PAYMENT_ERRORS.webhookSignature });
    }
    const result = await handleWalletEvent(verified, ports);
    const fields = webhookOutcomeFields(verified, result);
    // An event we act on that names no order would otherwise pass unseen: a warning, ids only.
    if (result.kind === "ignored" && result.reason === "no_order_id") {
      log.warn("paypal_webhook_without_order", fields);
    } else {
      log.info("paypal_webhook_handled", fields);
    }
    return json(200, { received: true });
  }

  return bindRoutes("webhooks", {
    stripe: postStripeWebhook,
    shopify: postShopifyWebhook,
    paypal: postPaypalWebhook,
  });
}
