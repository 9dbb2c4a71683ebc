import {
  type CheckoutProvider,
  CheckoutProviderError,
  type CheckoutRequest,
  type CheckoutState,
} from "@core/payments/ports/checkout";
import type Stripe from "stripe";
import { errorText, log } from "../../logger";

/**
 * Card and TWINT through Stripe Checkout. The pinned API version (2026-09-30.endive and later)
 * no longer accepts `payment_method_types` on a Checkout Session: `allowed_payment_method_types`
 * filters the methods enabled in the Dashboard instead (TWINT must be enabled there). The request
 * says which: card and TWINT (the default), or TWINT alone (the QR code of the TWINT dialog).
 */
const CARD_AND_TWINT = ["card", "twint"] as const;

export function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      {
        price_data: {
          currency: "chf",
          unit_amount: request.lineItem.unitAmountCentimes,
          product_data: { name: request.lineItem.name },
        },
        quantity: request.lineItem.quantity,
      },
    ],
    allowed_payment_method_types: [...(request.paymentMethods ?? CARD_AND_TWINT)],
    client_reference_id: request.registrationId ?? request.quoteRequestId,
    metadata: {
      ...(request.registrationId ? { inscription_id: request.registrationId } : {}),
      ...(request.quoteRequestId ? { quote_request_id: request.quoteRequestId } : {}),
      payment_id: request.paymentId,
    },
    customer_email: request.customerEmail,
    expires_at: Math.floor(request.expiresAt.getTime() / 1000),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
    locale: "fr",
  };
}

const SESSION_STATUSES = ["open", "complete", "expired"] as const;
const PAYMENT_STATUSES = ["paid", "unpaid", "no_payment_required"] as const;

/** A value Stripe may add later reads as the safe one: still open, not paid. */
function known<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return (values as readonly string[]).includes(value ?? "") ? (value as T) : fallback;
}

function toState(session: Stripe.Checkout.Session): CheckoutState {
  return {
    providerRef: session.id,
    paymentId: session.metadata?.payment_id ?? undefined,
    status: known(SESSION_STATUSES, session.status, "open"),
    paymentStatus: known(PAYMENT_STATUSES, session.payment_status, "unpaid"),
    amountCentimes: session.amount_total,
    currency: session.currency,
    ...(paymentIntentId(session) ? { paymentIntentId: paymentIntentId(session) } : {}),
  };
}

/** The session's PaymentIntent id (an id, or the object when expanded); none until paid. */
function paymentIntentId(session: Stripe.Checkout.Session): string | undefined {
  const intent = session.payment_intent;
  return typeof intent === "string" ? intent : (intent?.id ?? undefined);
}

/**
 * A refusal or silence from Stripe, said by its type and code only: Stripe's messages may quote
 * what was sent (the visitor's e-mail). Our own failures (a missing secret) keep their message,
 * which names the setting.
 */
export function providerError(error: unknown): CheckoutProviderError {
  const stripeError = error as { type?: string; statusCode?: number; code?: string };
  // The same Idempotency-Key is in use by a concurrent request: nothing failed, it is busy.
  if (stripeError.statusCode === 409) {
    return new CheckoutProviderError("busy", "Stripe: idempotency key in use");
  }
  const reason =
    stripeError.type?.startsWith("Stripe") || stripeError.statusCode !== undefined
      ? `Stripe: ${stripeError.type ?? "error"} ${stripeError.statusCode ?? ""} ${stripeError.code ?? ""}`.trim()
      : error instanceof Error
        ? error.message
        : String(error);
  return new CheckoutProviderError("unavailable", reason);
}

export function stripeCheckout(
  stripe: () => Promise<Stripe>,
  options: { onAuthenticationError?: () => Promise<unknown> } = {},
): CheckoutProvider {
  /** A refused key (401) is told, so that the next call may use a rotated one. */
  async function call<T>(run: (client: Stripe) => Promise<T>): Promise<T> {
    try {
      return await run(await stripe());
    } catch (error) {
      if ((error as { statusCode?: number }).statusCode === 401) {
        await options.onAuthenticationError?.();
      }
      throw error;
    }
  }
  return {
    async createCheckout(request) {
      try {
        const session = await call((client) =>
          client.checkout.sessions.create(sessionParams(request), {
            idempotencyKey: request.paymentId,
          }),
        );
        if (!session.url) throw new Error("Stripe: session without url");
        return { providerRef: session.id, redirectUrl: session.url };
      } catch (error) {
        const failure = providerError(error);
        log.warn("stripe_checkout_failed", {
          paymentId: request.paymentId,
          reason: errorText(failure),
        });
        throw failure;
      }
    },
    async retrieveCheckout(providerRef) {
      return toState(await call((client) => client.checkout.sessions.retrieve(providerRef)));
    },
    async expireCheckout(providerRef, idempotencyKey) {
      try {
        return toState(
          await call((client) =>
            client.checkout.sessions.expire(providerRef, {}, { idempotencyKey }),
          ),
        );
      } catch (error) {
        // Stripe refuses to expire a session that is no longer open (paid, or expired already):
        // what it is now is the answer. Any other failure is the provider's.
        if ((error as { statusCode?: number }).statusCode !== 400) throw providerError(error);
        const session = toState(
          await call((client) => client.checkout.sessions.retrieve(providerRef)),
        );
        if (session.status === "open") throw providerError(error);
        return session;
      }
    },
  };
}
