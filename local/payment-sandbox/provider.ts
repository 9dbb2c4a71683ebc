/**
 * What every provider played by the sandbox offers to the server and to the test controls.
 * Stripe (providers/stripe/) and PayPal (providers/paypal/); Shopify goes beside them.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Delivery } from "./webhooks-outbox";

/** How a buyer pays on a hosted page (card or TWINT at Stripe, a PayPal account at PayPal). */
export type PaymentMethod = "card" | "twint" | "paypal";

/** A provider's payment session as the test controls list it. */
export interface SandboxSessionView {
  provider: string;
  id: string;
  status: string;
  /** The provider's own object, exactly as its API returns it. */
  object: unknown;
  /** The request that created it, as the sandbox received it. */
  request: { raw_body: string; params: unknown; idempotency_key: string | null };
  paid_with: PaymentMethod | null;
  refusals: number;
  /** The refunds made of it (Stripe's Refund objects, PayPal's of its capture); none at Shopify. */
  refunds?: unknown[];
}

export interface PaymentOutcome {
  session: unknown;
  /** Where the hosted page sends the buyer next. */
  redirect_url: string | null;
  /** The webhook deliveries this step caused (already attempted unless held). */
  deliveries: Delivery[];
}

export class SessionNotFoundError extends Error {}
/** The session can no longer take this step (already paid, expired). */
export class SessionClosedError extends Error {}
/** The payment method is not one the session offers. */
export class MethodNotOfferedError extends Error {}

export interface SandboxProvider {
  readonly name: string;
  /** Answers the request if its path is this provider's (API or hosted page). */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
  owns(sessionId: string): boolean;
  sessions(): SandboxSessionView[];
  /**
   * What the hosted page's « Payer » does. A provider that offers one way to pay (PayPal) takes
   * no method; one that offers several (Stripe) refuses to guess.
   */
  pay(sessionId: string, method?: PaymentMethod): Promise<PaymentOutcome>;
  /** What the hosted page's « Refuser » does: the payment is declined, the session stays open. */
  refuse(sessionId: string): PaymentOutcome;
  /** Expires at once, as when its expiry time has passed. */
  expire(sessionId: string): Promise<PaymentOutcome>;
  /** Expires every session whose expiry time has passed on the sandbox clock. */
  expireDue(): Promise<void>;
  reset(): void;
  /** Test controls of this provider alone, under /_sandbox/<name>/ (GET /_sandbox/ lists them). */
  readonly controls?: Record<string, string>;
  /** Answers one of its own controls (full path); undefined when the path is none of them. */
  control?(req: IncomingMessage, path: string): Promise<unknown>;
}
