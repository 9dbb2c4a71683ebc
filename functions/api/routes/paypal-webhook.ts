import { randomUUID } from "node:crypto";
import { PAYMENT_ERRORS } from "../../../shared/messages/payment";
import type { PaymentAdapters } from "../../adapters/payment-adapters";
import { paypalEvent } from "../../adapters/paypal/paypal-wallet";
import { handleWalletEvent } from "../../core/payments/wallet-payment";
import { log } from "../../logger";
import { type ApiEvent, bodyBytes, json } from "../http";
import type { Route } from "../router";
import { MAX_WEBHOOK_BYTES, webhookOutcomeFields, webhookTooLarge } from "./webhook-log";

/**
 * POST /api/webhooks/paypal. PayPal is asked whether the event is genuine
 * (verify-webhook-signature, with the five PAYPAL-* headers and the raw body as received): a
 * FAILURE gets a 400 and changes nothing. A verified event is handled once per event id (WH-…);
 * the order is re-read from PayPal and captured if approved. 200 once handled (or already
 * handled, or not ours, or naming no order: then also logged as a warning); a failure (PayPal
 * unreachable) answers 500 and records nothing, so that PayPal delivers again.
 */
export function paypalWebhookRoutes({ payments }: { payments: PaymentAdapters }): Route[] {
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
    const result = await handleWalletEvent(verified, { ...payments, newId: randomUUID });
    const fields = webhookOutcomeFields(verified, result);
    // An event we act on that names no order would otherwise pass unseen: a warning, ids only.
    if (result.kind === "ignored" && result.reason === "no_order_id") {
      log.warn("paypal_webhook_without_order", fields);
    } else {
      log.info("paypal_webhook_handled", fields);
    }
    return json(200, { received: true });
  }

  return [{ method: "POST", path: "/api/webhooks/paypal", handle: postPaypalWebhook }];
}
