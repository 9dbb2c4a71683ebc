import Stripe from "stripe";
import type { StripeSettings } from "./stripe-settings";

/**
 * The official client, pointed at STRIPE_API_BASE: host, port and protocol are the only things
 * that differ between the local payment sandbox and api.stripe.com. The API version is the one
 * the package pins (stripe@23: 2026-10-28.endive).
 */
export const STRIPE_TIMEOUT_MS = 4000;

export function createStripeClient(
  settings: StripeSettings,
  options: { timeoutMs?: number } = {},
): Stripe {
  const base = settings.apiBase;
  const protocol = base.protocol === "http:" ? "http" : "https";
  return new Stripe(settings.secretKey, {
    host: base.hostname,
    port: base.port || (protocol === "https" ? 443 : 80),
    protocol,
    // One retry, with the same Idempotency-Key, within the api function's 10 s.
    maxNetworkRetries: 1,
    timeout: options.timeoutMs ?? STRIPE_TIMEOUT_MS,
    telemetry: false,
  });
}
