/**
 * Stripe's webhook events: the event envelope (docs.stripe.com/api/events/object) and the
 * Stripe-Signature header (docs.stripe.com/webhooks#verify-manually):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the endpoint secret>`.
 */
import { createHmac } from "node:crypto";
import { randomId } from "../../ids";
import type { WebhookSigner } from "../../webhooks-outbox";
import type { CheckoutSessionObject } from "./checkout-session";

/** The API version stripe@23.1.0 pins; events are rendered in it, as the endpoint's version. */
export const STRIPE_API_VERSION = "2026-10-28.endive";

export type CheckoutEventType = "checkout.session.completed" | "checkout.session.expired";

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: CheckoutSessionObject };
  livemode: false;
  pending_webhooks: number;
  /** The API request that caused the event; both null when the buyer or time caused it. */
  request: { id: string | null; idempotency_key: string | null };
  type: CheckoutEventType;
}

export function checkoutEvent(
  type: CheckoutEventType,
  session: CheckoutSessionObject,
  createdSeconds: number,
  request: StripeEvent["request"] = { id: null, idempotency_key: null },
): StripeEvent {
  return {
    id: randomId("evt_"),
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: createdSeconds,
    data: { object: structuredClone(session) },
    livemode: false,
    pending_webhooks: 1,
    request,
    type,
  };
}

export function stripeSignature(rawBody: string, timestampSeconds: number, secret: string): string {
  const v1 = createHmac("sha256", secret).update(`${timestampSeconds}.${rawBody}`).digest("hex");
  return `t=${timestampSeconds},v1=${v1}`;
}

export function stripeSigner(secret: string): WebhookSigner {
  return {
    headers: (rawBody, timestampSeconds) => ({
      "stripe-signature": stripeSignature(rawBody, timestampSeconds, secret),
      "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
    }),
  };
}
