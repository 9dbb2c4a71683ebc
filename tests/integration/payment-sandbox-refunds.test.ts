/**
 * The refund adapters against the payment sandbox, on the wire: Stripe's POST /v1/refunds by
 * PaymentIntent (official client, Idempotency-Key) and PayPal's capture refund (our fetch client,
 * PayPal-Request-Id). A retry answers the first refund; a refund asked again under another key is
 * refused by the provider and read as done; nothing is refunded twice.
 */

import { createPaypalClient } from "@adapters/paypal/paypal-client";
import { readPaypalSettings } from "@adapters/paypal/paypal-settings";
import { paypalRefunds } from "@adapters/paypal/paypal-wallet";
import { stripeRefunds } from "@adapters/stripe/stripe-refunds";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  sampleCheckoutParams,
  startTestPaymentSandbox,
  type TestPaymentSandbox,
} from "../support/payment-sandbox";

let sandbox: TestPaymentSandbox;

beforeAll(async () => {
  sandbox = await startTestPaymentSandbox();
});
afterAll(() => sandbox?.stop());
beforeEach(() => sandbox.controls.reset());

/** A Checkout Session paid by card: its PaymentIntent. */
async function paidIntent(): Promise<{ sessionId: string; intent: string }> {
  const stripe = sandbox.stripe();
  const session = await stripe.checkout.sessions.create(
    sampleCheckoutParams({
      success_url: "https://site.example/ok",
      cancel_url: "https://site.example/annule",
    }),
  );
  await sandbox.controls.pay(session.id, "card");
  const paid = await stripe.checkout.sessions.retrieve(session.id);
  return { sessionId: session.id, intent: String(paid.payment_intent) };
}

const refundsOf = async (id: string) =>
  (await sandbox.controls.sessions()).find((s) => s.id === id)?.refunds ?? [];

describe("Stripe refunds", () => {
  it("refunds the PaymentIntent once, whatever the retries", async () => {
    const { sessionId, intent } = await paidIntent();
    const amount = (await sandbox.stripe().checkout.sessions.retrieve(sessionId)).amount_total ?? 0;
    const refunds = stripeRefunds(async () => sandbox.stripe());
    const first = await refunds.refund({
      paymentId: "pay-1",
      paymentRef: intent,
      amountCentimes: amount,
    });
    const again = await refunds.refund({
      paymentId: "pay-1",
      paymentRef: intent,
      amountCentimes: amount,
    });
    expect(first.refundId).toMatch(/^re_/);
    expect(again).toEqual(first);
    // Asked under another key (Stripe's keys are kept 24 h): refused, read as the refund done.
    const later = await refunds.refund({
      paymentId: "pay-1b",
      paymentRef: intent,
      amountCentimes: amount,
    });
    expect(later).toEqual(first);
    expect(await refundsOf(sessionId)).toEqual([
      expect.objectContaining({
        id: first.refundId,
        amount,
        payment_intent: intent,
        status: "succeeded",
      }),
    ]);
  });

  it("refuses an unknown PaymentIntent and more than was paid, in Stripe's shape", async () => {
    const stripe = sandbox.stripe();
    const missing = await stripe.refunds.create({ payment_intent: "pi_nothing" }).catch((e) => e);
    expect(missing).toMatchObject({ statusCode: 404, code: "resource_missing" });
    const { intent } = await paidIntent();
    const tooMuch = await stripe.refunds
      .create({ payment_intent: intent, amount: 999_999 })
      .catch((e) => e);
    expect(tooMuch).toMatchObject({ statusCode: 400, code: "amount_too_large", param: "amount" });
  });
});

describe("PayPal capture refunds", () => {
  it("refunds the capture once; the capture turns REFUNDED", async () => {
    const settings = await readPaypalSettings(sandbox.paypalEnv, async () => undefined);
    const client = createPaypalClient({ settings });
    const created = await client.createOrder({
      paymentId: "pay-2",
      amountCentimes: 7500,
      description: "Crêtes du Jura",
      returnUrl: "https://site.example/ok",
      cancelUrl: "https://site.example/annule",
    });
    await sandbox.controls.pay(created.orderId);
    const order = await client.captureOrder({ orderId: created.orderId, paymentId: "pay-2" });
    const captureId = order.purchase_units?.[0]?.payments?.captures?.[0]?.id ?? "";

    const refunds = paypalRefunds(client);
    const first = await refunds.refund({
      paymentId: "pay-2",
      paymentRef: captureId,
      amountCentimes: 7500,
    });
    const again = await refunds.refund({
      paymentId: "pay-2",
      paymentRef: captureId,
      amountCentimes: 7500,
    });
    expect(again).toEqual(first);
    // Under another request id, PayPal says CAPTURE_FULLY_REFUNDED: read as done.
    const later = await refunds.refund({
      paymentId: "pay-2b",
      paymentRef: captureId,
      amountCentimes: 7500,
    });
    expect(later).toEqual({ refundId: `capture:${captureId}` });

    const refunded = await client.getOrder(created.orderId);
    expect(refunded.purchase_units?.[0]?.payments?.captures?.[0]?.status).toBe("REFUNDED");
    expect(await refundsOf(created.orderId)).toEqual([
      expect.objectContaining({
        id: first.refundId,
        status: "COMPLETED",
        amount: { currency_code: "CHF", value: "75.00" },
      }),
    ]);
  });
});
