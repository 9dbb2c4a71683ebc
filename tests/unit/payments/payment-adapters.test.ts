import { paymentAdapters, SECRETS_REFRESH_MIN_AGE_MS } from "@adapters/payment-adapters";
import { stripeCheckout } from "@adapters/stripe/stripe-checkout";
import { InvalidWebhookSignature } from "@adapters/stripe/stripe-webhooks";
import { DynamoDBClient } from "@aws-sdk/client-dynamodb";
import { DynamoDBDocumentClient } from "@aws-sdk/lib-dynamodb";
import { EMPTY_FLEET, noBikes } from "@core/fleet/fleet-state";
import { CheckoutProviderError, type CheckoutRequest } from "@core/payments/ports/checkout";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";

const signer = new Stripe("sk_test_signer", { telemetry: false });
const payload = JSON.stringify({
  id: "evt_1",
  type: "checkout.session.expired",
  data: { object: { id: "cs_test_1" } },
});

function adaptersWith(env: NodeJS.ProcessEnv, clock: { now: () => Date }) {
  return paymentAdapters({
    config: {
      TABLE_PAYMENTS: "p",
      TABLE_INSCRIPTIONS: "i",
      TABLE_QUOTE_REQUESTS: "q",
      TABLE_WEBHOOK_EVENTS: "w",
    },
    client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: "eu-central-2" })),
    outbox: { item: () => ({}), publishAndClear: async () => true },
    activities: { get: async () => undefined },
    activityPlaces: { reserveItem: () => ({}) },
    fleet: {
      snapshot: async () => ({ fleet: EMPTY_FLEET, day: { loues: noBikes(), bloques: noBikes() } }),
    },
    fleetDays: { takeItems: () => undefined },
    idempotency: { item: () => ({}), getStoredResponse: async () => undefined },
    registrations: { get: async () => undefined },
    quoteRequests: { get: async () => undefined },
    env,
    clock,
  });
}

const request: CheckoutRequest = {
  paymentId: "pay-1",
  paymentMethods: ["card", "twint"],
  registrationId: "reg-1",
  lineItem: { name: "Sortie", unitAmountCentimes: 7500, quantity: 2 },
  customerEmail: "monique.favre@example.ch",
  expiresAt: new Date("2026-05-01T08:31:00Z"),
  successUrl: "https://site.example/payment-success",
  cancelUrl: "https://site.example/confirmation-inscription",
};

describe("payment adapters: Stripe's secrets", () => {
  it("a webhook secret rolled in the Dashboard is read again, at most every five minutes", async () => {
    const env: NodeJS.ProcessEnv = {
      STRIPE_SECRET_KEY: "sk_test_key",
      STRIPE_WEBHOOK_SECRET: "whsec_old",
    };
    let now = new Date("2026-05-01T08:00:00Z");
    const adapters = adaptersWith(env, { now: () => now });
    const sign = (secret: string) =>
      signer.webhooks.generateTestHeaderString({
        payload,
        secret,
        timestamp: Math.floor(now.getTime() / 1000),
      });
    const verify = (signature: string) =>
      adapters.verifyStripeWebhook(Buffer.from(payload), signature, now);

    expect((await verify(sign("whsec_old"))).id).toBe("evt_1");
    env.STRIPE_WEBHOOK_SECRET = "whsec_new";
    now = new Date(now.getTime() + 60_000);
    await expect(verify(sign("whsec_new"))).rejects.toBeInstanceOf(InvalidWebhookSignature);
    now = new Date(now.getTime() + SECRETS_REFRESH_MIN_AGE_MS);
    expect((await verify(sign("whsec_new"))).id).toBe("evt_1");
  });

  it("a missing secret fails the checkout with the setting's name, not as Stripe's error", async () => {
    const adapters = adaptersWith({ STRIPE_WEBHOOK_SECRET: "whsec_x" }, { now: () => new Date() });
    const failure = await adapters.checkout.createCheckout(request).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(CheckoutProviderError);
    expect(failure).toMatchObject({
      kind: "unavailable",
      message: "Configuration invalide ou manquante : STRIPE_SECRET_KEY ou STRIPE_SECRET_KEY_ARN",
    });
  });

  it("a refused key (401) is reported so that the next call reads a rotated one", async () => {
    let told = 0;
    const refusing = {
      checkout: {
        sessions: {
          create: async () => {
            throw Object.assign(new Error("Invalid API Key provided: sk_live_****old"), {
              type: "StripeAuthenticationError",
              statusCode: 401,
            });
          },
        },
      },
    } as unknown as Stripe;
    const checkout = stripeCheckout(async () => refusing, {
      onAuthenticationError: async () => {
        told += 1;
      },
    });
    const failure = await checkout.createCheckout(request).catch((e: unknown) => e);
    expect(failure).toMatchObject({
      kind: "unavailable",
      message: "Stripe: StripeAuthenticationError 401",
    });
    expect(told).toBe(1);
  });
});
