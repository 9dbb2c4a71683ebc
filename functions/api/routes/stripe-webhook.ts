import { randomUUID } from "node:crypto";
import type { PaymentAdapters } from "@adapters/payment-adapters";
import { InvalidWebhookSignature } from "@adapters/stripe/stripe-webhooks";
import { handleCheckoutEvent } from "@core/payments/checkout-webhook";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { errorText, log } from "../../logger";
import { type ApiEvent, bodyBytes, header, json } from "../http";
import type { Route } from "../router";
import { MAX_WEBHOOK_BYTES, webhookOutcomeFields, webhookTooLarge } from "./webhook-log";

/**
 * POST /api/webhooks/stripe. The Stripe-Signature is verified on the exact raw body (decoded from
 * base64 when API Gateway encoded it), five minutes of tolerance on the injected clock: a bad or
 * old signature gets a 400 and changes nothing. A verified event is handled once per event id;
 * the session is re-read from Stripe. 200 once handled (or already handled, or not ours); a
 * failure answers 500 and records nothing, so that Stripe delivers again.
 */
export function stripeWebhookRoutes({ payments }: { payments: PaymentAdapters }): Route[] {
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
    const result = await handleCheckoutEvent(verified, { ...payments, newId: randomUUID });
    log.info("stripe_webhook_handled", webhookOutcomeFields(verified, result));
    return json(200, { received: true });
  }

  return [{ method: "POST", path: "/api/webhooks/stripe", handle: postStripeWebhook }];
}
