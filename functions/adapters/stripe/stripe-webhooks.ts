import type { ProviderEvent } from "@core/payments/ports/provider-events";
import type Stripe from "stripe";

/** Stripe's default: a signature older than five minutes is refused (replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export class InvalidWebhookSignature extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = "InvalidWebhookSignature";
  }
}

/**
 * Verifies `Stripe-Signature` (t=…,v1=HMAC-SHA256 of "t.rawBody") on the exact bytes received,
 * with the injected clock for the age check, and returns the event reduced to what we read.
 */
export function verifyStripeWebhook(
  stripe: Stripe,
  input: { rawBody: Buffer; signature: string | undefined; secret: string; now: Date },
): ProviderEvent {
  if (!input.signature) throw new InvalidWebhookSignature("missing Stripe-Signature");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(
      input.rawBody,
      input.signature,
      input.secret,
      WEBHOOK_TOLERANCE_SECONDS,
      undefined,
      input.now.getTime(),
    );
  } catch (error) {
    throw new InvalidWebhookSignature(error instanceof Error ? error.message : String(error));
  }
  const object = event.data.object as { id?: unknown };
  return {
    id: event.id,
    type: event.type,
    objectId: typeof object.id === "string" ? object.id : "",
  };
}
