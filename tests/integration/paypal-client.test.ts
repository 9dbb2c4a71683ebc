/**
 * The adapter's PayPal client against the payment sandbox, which plays PayPal's REST API on the
 * wire: the token kept between calls, an order created with its approval link, an early capture
 * refused, a capture once whatever the retries, a declined capture, webhooks verified through
 * verify-webhook-signature.
 */

import { createPaypalClient, type PaypalClient } from "@adapters/paypal/paypal-client";
import { PaypalApiError, PaypalAuthError } from "@adapters/paypal/paypal-errors";
import { paymentStatusOfOrder } from "@adapters/paypal/paypal-order-status";
import type { PaypalSettings } from "@adapters/paypal/paypal-settings";
import { readPaypalSettings } from "@adapters/paypal/paypal-settings";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import {
  type ReceivedWebhook,
  startTestPaymentSandbox,
  startWebhookReceiver,
  type TestPaymentSandbox,
  type WebhookReceiver,
} from "../support/payment-sandbox";

let sandbox: TestPaymentSandbox;
let receiver: WebhookReceiver;
let settings: PaypalSettings;
/** Every request the client sent, by path (the client talks to the real sandbox). */
let sent: string[];
let client: PaypalClient;

const recordingFetch: typeof fetch = (input, init) => {
  sent.push(`${init?.method ?? "GET"} ${new URL(String(input)).pathname}`);
  return fetch(input, init);
};

let paymentCount = 0;
function orderFor(paymentId = `pay_${++paymentCount}_${Date.now()}`) {
  return {
    paymentId,
    amountCentimes: 15000,
    description: "VTT électrique – Saint-Cergue, 12 mars 2026",
    returnUrl: "https://site.example/paiement/paypal/retour",
    cancelUrl: "https://site.example/paiement/paypal/annule",
  };
}

async function failure(call: Promise<unknown>): Promise<unknown> {
  try {
    await call;
  } catch (error) {
    return error;
  }
  throw new Error("the call succeeded");
}

function webhookOf(type: string): ReceivedWebhook {
  const found = receiver.received.find((w) => JSON.parse(w.rawBody).event_type === type);
  if (!found) throw new Error(`no ${type} webhook yet`);
  return found;
}

const headersOf = (webhook: ReceivedWebhook) =>
  webhook.headers as Record<string, string | undefined>;

beforeAll(async () => {
  receiver = await startWebhookReceiver("/api/webhooks/paypal");
  sandbox = await startTestPaymentSandbox({ paypalWebhookUrl: receiver.url });
  settings = await readPaypalSettings(sandbox.paypalEnv, async () => {
    throw new Error("no Secrets Manager locally");
  });
});

afterAll(async () => {
  await sandbox?.stop();
  await receiver?.stop();
});

beforeEach(async () => {
  await sandbox.controls.reset();
  receiver.received.length = 0;
  sent = [];
  client = createPaypalClient({ settings, fetch: recordingFetch });
});

describe("PayPal client against the sandbox", () => {
  it("creates an order with a payer-action link, one token for several calls", async () => {
    const request = orderFor("pay_123");
    const created = await client.createOrder(request);
    expect(created).toEqual({
      orderId: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: "PAYER_ACTION_REQUIRED",
      approvalUrl: `${sandbox.url}/paypal/checkoutnow?token=${created.orderId}`,
    });
    const order = await client.getOrder(created.orderId);
    expect(paymentStatusOfOrder(order)).toBe("pending");
    expect(order.purchase_units?.[0]).toMatchObject({
      amount: { currency_code: "CHF", value: "150.00" },
      custom_id: "pay_123",
    });
    expect(sent).toEqual([
      "POST /v1/oauth2/token",
      "POST /v2/checkout/orders",
      `GET /v2/checkout/orders/${created.orderId}`,
    ]);

    const [stored] = await sandbox.controls.sessions();
    expect(stored?.request.idempotency_key).toBe("pay_123:create");
    expect(stored?.request.params).toMatchObject({
      payment_source: {
        paypal: {
          experience_context: {
            locale: "fr-CH",
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            return_url: request.returnUrl,
            cancel_url: request.cancelUrl,
          },
        },
      },
    });
  });

  it("creating again for the same payment gets the same order (PayPal-Request-Id)", async () => {
    const request = orderFor();
    const first = await client.createOrder(request);
    const again = await createPaypalClient({ settings }).createOrder(request);
    expect(again.orderId).toBe(first.orderId);
    expect(await sandbox.controls.sessions()).toHaveLength(1);
  });

  it("an early capture is refused with ORDER_NOT_APPROVED and changes nothing", async () => {
    const request = orderFor();
    const { orderId } = await client.createOrder(request);
    const error = await failure(client.captureOrder({ orderId, paymentId: request.paymentId }));
    expect(error).toBeInstanceOf(PaypalApiError);
    expect(error).toMatchObject({
      message: "PayPal API error!",
      status: 422,
      errorName: "UNPROCESSABLE_ENTITY",
      issue: "ORDER_NOT_APPROVED",
      debugId: expect.stringMatching(/^[0-9a-f]{13}$/),
    });
    expect(paymentStatusOfOrder(await client.getOrder(orderId))).toBe("pending");
  });

  it("approved, then captured: COMPLETED with a COMPLETED capture of CHF 150.00", async () => {
    const request = orderFor();
    const { orderId } = await client.createOrder(request);
    await sandbox.controls.pay(orderId);
    expect(paymentStatusOfOrder(await client.getOrder(orderId))).toBe("pending");

    const captured = await client.captureOrder({ orderId, paymentId: request.paymentId });
    expect(captured.status).toBe("COMPLETED");
    expect(captured.purchase_units?.[0]?.payments?.captures).toEqual([
      expect.objectContaining({
        status: "COMPLETED",
        amount: { currency_code: "CHF", value: "150.00" },
        custom_id: request.paymentId,
      }),
    ]);
    expect(paymentStatusOfOrder(captured)).toBe("completed");
  });

  it("a capture whose answer is lost is retried with its id and captures once", async () => {
    const request = orderFor();
    const { orderId } = await client.createOrder(request);
    await sandbox.controls.pay(orderId);
    await sandbox.controls.failNext({ commit: true });

    const captured = await client.captureOrder({ orderId, paymentId: request.paymentId });
    expect(paymentStatusOfOrder(captured)).toBe("completed");
    const capture = `POST /v2/checkout/orders/${orderId}/capture`;
    expect(sent.filter((line) => line === capture)).toHaveLength(2);

    // Asked again later (a poll and a webhook racing): the same single capture.
    const again = await client.captureOrder({ orderId, paymentId: request.paymentId });
    expect(again.purchase_units?.[0]?.payments?.captures).toEqual(
      captured.purchase_units?.[0]?.payments?.captures,
    );
    await eventually(() => webhookOf("PAYMENT.CAPTURE.COMPLETED"));
    const types = (await sandbox.controls.webhooks()).map((d) => d.type);
    expect(types.filter((t) => t === "PAYMENT.CAPTURE.COMPLETED")).toHaveLength(1);
  });

  it("a capture PayPal no longer knows by its id (ORDER_ALREADY_CAPTURED) reads the order", async () => {
    const request = orderFor();
    const { orderId } = await client.createOrder(request);
    await sandbox.controls.pay(orderId);
    const first = await client.captureOrder({ orderId, paymentId: request.paymentId });
    // PayPal keeps request ids 6 hours.
    await sandbox.controls.advanceClock(6 * 3600);

    const later = await client.captureOrder({ orderId, paymentId: request.paymentId });
    expect(later.purchase_units?.[0]?.payments?.captures).toEqual(
      first.purchase_units?.[0]?.payments?.captures,
    );
    expect(sent.slice(-2)).toEqual([
      `POST /v2/checkout/orders/${orderId}/capture`,
      `GET /v2/checkout/orders/${orderId}`,
    ]);
  });

  it("a declined capture maps to failed", async () => {
    const request = orderFor();
    const { orderId } = await client.createOrder(request);
    await sandbox.controls.pay(orderId);
    await sandbox.controls.declineCapture(orderId);
    const captured = await client.captureOrder({ orderId, paymentId: request.paymentId });
    expect(captured.status).toBe("COMPLETED");
    expect(paymentStatusOfOrder(captured)).toBe("failed");
  });

  it("a token PayPal expired before the client's margin is replaced on its 401", async () => {
    await client.createOrder(orderFor());
    // The sandbox's clock passes the token's 9 hours; the client's own clock does not.
    await sandbox.controls.advanceClock(32_400);
    await client.createOrder(orderFor());
    expect(sent.filter((line) => line === "POST /v1/oauth2/token")).toHaveLength(2);
  });

  it("wrong credentials: « PayPal auth error! » with the token endpoint's answer", async () => {
    const wrong = createPaypalClient({ settings: { ...settings, clientSecret: "not-the-secret" } });
    const error = await failure(wrong.createOrder(orderFor()));
    expect(error).toBeInstanceOf(PaypalAuthError);
    expect(error).toMatchObject({
      message: "PayPal auth error!",
      status: 401,
      reason: "invalid_client",
    });
    expect(await sandbox.controls.sessions()).toEqual([]);
  });
});

describe("PayPal webhooks verified through verify-webhook-signature", () => {
  async function approvedWebhook(): Promise<ReceivedWebhook> {
    const { orderId } = await client.createOrder(orderFor());
    await sandbox.controls.pay(orderId);
    return eventually(() => webhookOf("CHECKOUT.ORDER.APPROVED"));
  }

  it("SUCCESS for an event the sandbox really sent, with its headers", async () => {
    const webhook = await approvedWebhook();
    await expect(client.verifyWebhook(headersOf(webhook), webhook.rawBody)).resolves.toBe(true);
    // Header names in any case, as API Gateway may pass them.
    const upper = Object.fromEntries(
      Object.entries(headersOf(webhook)).map(([k, v]) => [k.toUpperCase(), v]),
    );
    await expect(client.verifyWebhook(upper, webhook.rawBody)).resolves.toBe(true);
  });

  it("FAILURE for a forged event, other headers, or none", async () => {
    const webhook = await approvedWebhook();
    const event = JSON.parse(webhook.rawBody);
    const forged = JSON.stringify({
      ...event,
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource: { ...event.resource, status: "COMPLETED" },
    });
    await expect(client.verifyWebhook(headersOf(webhook), forged)).resolves.toBe(false);

    const otherSig = { ...headersOf(webhook), "paypal-transmission-sig": "Zm9yZ2Vk" };
    await expect(client.verifyWebhook(otherSig, webhook.rawBody)).resolves.toBe(false);

    const { "paypal-transmission-id": _id, ...withoutId } = headersOf(webhook);
    await expect(client.verifyWebhook(withoutId, webhook.rawBody)).resolves.toBe(false);
    await expect(client.verifyWebhook(headersOf(webhook), "not json")).resolves.toBe(false);

    // A webhook id other than the one the sandbox signs for.
    const elsewhere = createPaypalClient({ settings: { ...settings, webhookId: "OTHERHOOK01" } });
    await expect(elsewhere.verifyWebhook(headersOf(webhook), webhook.rawBody)).resolves.toBe(false);
  });
});
