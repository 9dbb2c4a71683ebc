/**
 * The payment sandbox plays Stripe Checkout for the official `stripe` client, configured as the
 * adapter configures it (host/port/protocol), and sends webhooks that stripe.webhooks.constructEvent
 * accepts. Also its /_sandbox/ controls: pay, refuse, clock, fail-next, delay-next, hold/release/reverse,
 * duplicate, drop, retry.
 */
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_WEBHOOK_SECRET } from "../../local/payment-sandbox/local-secrets";
import { STRIPE_API_VERSION } from "../../local/payment-sandbox/providers/stripe/events";
import { eventually } from "../support/eventually";
import {
  type ReceivedWebhook,
  sampleCheckoutParams,
  startTestPaymentSandbox,
  startWebhookReceiver,
  type TestPaymentSandbox,
  type WebhookReceiver,
} from "../support/payment-sandbox";

const SUCCESS_URL = "https://site.example/paiement/merci?session_id={CHECKOUT_SESSION_ID}";
const CANCEL_URL = "https://site.example/paiement/annule";

let sandbox: TestPaymentSandbox;
let receiver: WebhookReceiver;
let stripe: Stripe;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** The sample session of the support module, leading back to the site's pages. */
const checkoutParams = (overrides: Partial<Stripe.Checkout.SessionCreateParams> = {}) =>
  sampleCheckoutParams({ success_url: SUCCESS_URL, cancel_url: CANCEL_URL, ...overrides });

/** Verifies a received webhook exactly as the webhook route will. */
function verified(webhook: ReceivedWebhook | undefined): Stripe.Event {
  if (!webhook) throw new Error("no webhook received");
  return stripe.webhooks.constructEvent(
    webhook.rawBody,
    webhook.headers["stripe-signature"] as string,
    LOCAL_STRIPE_WEBHOOK_SECRET,
  );
}

function sessionOf(event: Stripe.Event): Stripe.Checkout.Session {
  return event.data.object as Stripe.Checkout.Session;
}

/** The error a call ends with (fails the test if it succeeds). */
async function failure(call: Promise<unknown>): Promise<Stripe.errors.StripeError> {
  try {
    await call;
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) return error;
    throw error;
  }
  throw new Error("the call succeeded");
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startTestPaymentSandbox({ stripeWebhookUrl: receiver.url });
  stripe = sandbox.stripe();
});

afterAll(async () => {
  await sandbox?.stop();
  await receiver?.stop();
});

beforeEach(async () => {
  await sandbox.controls.reset();
  receiver.received.length = 0;
  receiver.answerWith(200);
});

describe("Stripe API: create and retrieve a Checkout Session", () => {
  it("answers on the API version the stripe package pins", () => {
    expect(Stripe.API_VERSION).toBe(STRIPE_API_VERSION);
  });

  it("creates an open session with the fields the adapter reads, and keeps the form it received", async () => {
    const params = checkoutParams();
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: "pay_123:1" });

    expect(session.id).toMatch(/^cs_test_[A-Za-z0-9]{58}$/);
    expect(session).toMatchObject({
      object: "checkout.session",
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_subtotal: 15000,
      amount_total: 15000,
      currency: "chf",
      client_reference_id: "reg_123",
      metadata: { payment_id: "pay_123", registration_id: "reg_123" },
      customer_email: "marie.exemple@example.ch",
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      expires_at: params.expires_at,
      payment_intent: null,
      livemode: false,
      allowed_payment_method_types: ["card", "twint"],
      payment_method_types: ["card", "twint"],
      url: `${sandbox.url}/pay/${session.id}`,
    });
    expect(Math.abs(session.created - nowSeconds())).toBeLessThanOrEqual(2);
    expect(session.lastResponse.headers["stripe-version"]).toBe(STRIPE_API_VERSION);
    expect(session.lastResponse.requestId).toMatch(/^req_/);

    const [stored] = await sandbox.controls.sessions();
    expect(stored?.request.idempotency_key).toBe("pay_123:1");
    expect(stored?.request.raw_body).toContain("line_items[0][price_data][currency]=chf");
    expect(stored?.request.raw_body).toContain("metadata[payment_id]=pay_123");
    expect(stored?.request.params).toEqual({
      mode: "payment",
      line_items: [
        {
          quantity: "2",
          price_data: {
            currency: "chf",
            unit_amount: "7500",
            product_data: { name: "VTT électrique – Saint-Cergue, 12 mars 2026" },
          },
        },
      ],
      allowed_payment_method_types: ["card", "twint"],
      client_reference_id: "reg_123",
      metadata: { payment_id: "pay_123", registration_id: "reg_123" },
      customer_email: "marie.exemple@example.ch",
      success_url: SUCCESS_URL,
      cancel_url: CANCEL_URL,
      expires_at: String(params.expires_at),
    });
  });

  it("retrieves the session as created, with its line items when expanded", async () => {
    const created = await stripe.checkout.sessions.create(checkoutParams());
    const { lastResponse: _created, ...createdFields } = created;

    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    const { lastResponse: _retrieved, ...retrievedFields } = retrieved;
    expect(retrievedFields).toEqual(createdFields);

    const expanded = await stripe.checkout.sessions.retrieve(created.id, {
      expand: ["line_items"],
    });
    expect(expanded.line_items?.data).toEqual([
      expect.objectContaining({
        object: "item",
        description: "VTT électrique – Saint-Cergue, 12 mars 2026",
        quantity: 2,
        amount_total: 15000,
        currency: "chf",
        price: expect.objectContaining({ unit_amount: 7500, currency: "chf" }),
      }),
    ]);
  });

  it("answers an unknown session with 404 resource_missing", async () => {
    const error = await failure(stripe.checkout.sessions.retrieve("cs_test_unknown"));
    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({ statusCode: 404, code: "resource_missing", param: "session" });
  });

  it("offers TWINT only where Stripe does: in CHF", async () => {
    const session = await stripe.checkout.sessions.create(
      checkoutParams({
        line_items: [
          {
            quantity: 1,
            price_data: { currency: "eur", unit_amount: 7500, product_data: { name: "Sortie" } },
          },
        ],
      }),
    );
    expect(session.payment_method_types).toEqual(["card"]);
  });
});

describe("Stripe API: Idempotency-Key", () => {
  it("replays the first answer for the same key and the same parameters", async () => {
    const params = checkoutParams();
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: "k-replay" });
    const again = await stripe.checkout.sessions.create(params, { idempotencyKey: "k-replay" });

    expect(again.id).toBe(first.id);
    expect(again.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect(first.lastResponse.headers["idempotent-replayed"]).toBeUndefined();
    expect(await sandbox.controls.sessions()).toHaveLength(1);
  });

  it("refuses the same key with other parameters (idempotency_error), creating nothing", async () => {
    await stripe.checkout.sessions.create(checkoutParams(), { idempotencyKey: "k-mismatch" });
    const error = await failure(
      stripe.checkout.sessions.create(checkoutParams({ client_reference_id: "reg_999" }), {
        idempotencyKey: "k-mismatch",
      }),
    );

    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    expect(error.statusCode).toBe(400);
    expect(error.rawType).toBe("idempotency_error");
    expect(error.message).toContain("same parameters");
    expect(await sandbox.controls.sessions()).toHaveLength(1);
  });
});

describe("Stripe API: refused requests", () => {
  it("refuses payment_method_types, removed from Checkout by 2026-09-30.endive", async () => {
    const params = {
      ...checkoutParams(),
      payment_method_types: ["card", "twint"],
    } as Stripe.Checkout.SessionCreateParams;
    const error = await failure(stripe.checkout.sessions.create(params));

    expect(error).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(error).toMatchObject({
      statusCode: 400,
      rawType: "invalid_request_error",
      code: "parameter_unknown",
      param: "payment_method_types",
      message: "Received unknown parameter: payment_method_types",
    });
    expect(await sandbox.controls.sessions()).toEqual([]);
  });

  it("refuses an expires_at under 30 minutes or over 24 hours, and takes both limits", async () => {
    for (const expiresAt of [nowSeconds() + 29 * 60, nowSeconds() + 24 * 3600 + 60]) {
      const error = await failure(
        stripe.checkout.sessions.create(checkoutParams({ expires_at: expiresAt })),
      );
      expect(error).toMatchObject({ statusCode: 400, param: "expires_at" });
    }
    expect(await sandbox.controls.sessions()).toEqual([]);

    for (const expiresAt of [nowSeconds() + 30 * 60 + 5, nowSeconds() + 24 * 3600 - 5]) {
      const session = await stripe.checkout.sessions.create(
        checkoutParams({ expires_at: expiresAt }),
      );
      expect(session.expires_at).toBe(expiresAt);
    }
  });

  it("refuses missing required parameters with parameter_missing", async () => {
    const error = await failure(
      stripe.checkout.sessions.create({ ...checkoutParams(), line_items: undefined }),
    );
    expect(error).toMatchObject({
      statusCode: 400,
      code: "parameter_missing",
      param: "line_items",
    });
  });

  it("answers 401 in Stripe's shape without a valid test key", async () => {
    const error = await failure(
      sandbox
        .stripe({ apiKey: "sk_test_not_the_local_key_0000" })
        .checkout.sessions.create(checkoutParams()),
    );
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
    expect(error.statusCode).toBe(401);

    const res = await fetch(`${sandbox.url}/v1/checkout/sessions`, { method: "POST" });
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { type: string; message: string } };
    expect(body.error.type).toBe("invalid_request_error");
    expect(body.error.message).toMatch(/^You did not provide an API key/);
  });

  it("fails the next call with a 500 api_error when asked, creating nothing", async () => {
    await sandbox.controls.failNext();
    const error = await failure(stripe.checkout.sessions.create(checkoutParams()));
    expect(error).toBeInstanceOf(Stripe.errors.StripeAPIError);
    expect(error).toMatchObject({ statusCode: 500, rawType: "api_error" });
    expect(await sandbox.controls.sessions()).toEqual([]);

    const next = await stripe.checkout.sessions.create(checkoutParams());
    expect(next.status).toBe("open");
  });

  it("after a 500 that lost a committed answer, a retry with the same key gets the one session", async () => {
    await sandbox.controls.failNext({ commit: true });
    const retrying = sandbox.stripe({ maxNetworkRetries: 1 });
    const session = await retrying.checkout.sessions.create(checkoutParams(), {
      idempotencyKey: "k-lost-answer",
    });

    expect(session.lastResponse.headers["idempotent-replayed"]).toBe("true");
    const stored = await sandbox.controls.sessions();
    expect(stored.map((s) => s.id)).toEqual([session.id]);
  });

  it("delay-next does the work at once and answers late: a timed-out call's retry replays the one session", async () => {
    await sandbox.controls.delayNext({ ms: 1500 });
    const impatient = sandbox.stripe({ maxNetworkRetries: 1, timeout: 300 });
    const started = Date.now();
    const session = await impatient.checkout.sessions.create(checkoutParams(), {
      idempotencyKey: "k-late-answer",
    });
    // The first try timed out after 300 ms; the second, not delayed, got the stored answer.
    expect(Date.now() - started).toBeLessThan(1500);
    expect(session.lastResponse.headers["idempotent-replayed"]).toBe("true");
    expect((await sandbox.controls.sessions()).map((s) => s.id)).toEqual([session.id]);

    // Used once: the next call answers at once.
    const next = Date.now();
    await stripe.checkout.sessions.retrieve(session.id);
    expect(Date.now() - next).toBeLessThan(300);
    await expect(sandbox.controls.delayNext({ ms: 0 })).rejects.toThrow(/400/);
  });

  it("with match, fail-next and delay-next wait for the call they name and let the others through", async () => {
    await sandbox.controls.failNext({ match: "POST /v1/refunds" });
    await sandbox.controls.delayNext({ ms: 1500, match: "GET /v1/checkout/sessions/" });
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const impatient = sandbox.stripe({ timeout: 300 });
    const late = await failure(impatient.checkout.sessions.retrieve(session.id));
    expect(late).toBeInstanceOf(Stripe.errors.StripeConnectionError);
    // Both were used: the next retrieve answers at once, nothing is left armed but the refund's.
    expect((await impatient.checkout.sessions.retrieve(session.id)).id).toBe(session.id);
    const refused = await failure(
      stripe.refunds.create({ payment_intent: "pi_unknown" }, { idempotencyKey: "r-1" }),
    );
    expect(refused).toMatchObject({ statusCode: 500, rawType: "api_error" });
  });
});

describe("Stripe API: expiry", () => {
  it("expires an open session on request and sends a signed checkout.session.expired", async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const expired = await stripe.checkout.sessions.expire(session.id, undefined, {
      idempotencyKey: "expire-1",
    });
    expect(expired).toMatchObject({ id: session.id, status: "expired", url: null });

    const event = await eventually(() => verified(receiver.received[0]));
    expect(event.type).toBe("checkout.session.expired");
    expect(event.request).toEqual({
      id: expect.stringMatching(/^req_/),
      idempotency_key: "expire-1",
    });
    expect(sessionOf(event)).toMatchObject({ id: session.id, status: "expired" });

    const again = await failure(stripe.checkout.sessions.expire(session.id));
    expect(again).toMatchObject({ statusCode: 400, rawType: "invalid_request_error" });
  });

  it("expires a session when the sandbox clock passes its expires_at", async () => {
    const session = await stripe.checkout.sessions.create(
      checkoutParams({ expires_at: nowSeconds() + 31 * 60 }),
    );
    await sandbox.controls.advanceClock(30 * 60);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    expect(receiver.received).toEqual([]);

    await sandbox.controls.advanceClock(2 * 60);
    const event = verified(receiver.received[0]);
    expect(event.type).toBe("checkout.session.expired");
    expect(event.request).toEqual({ id: null, idempotency_key: null });
    expect(sessionOf(event)).toMatchObject({ id: session.id, status: "expired", url: null });
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("expired");
  });
});

describe("paying and refusing", () => {
  it("pay completes the session and sends checkout.session.completed, verified by constructEvent", async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const paid = await sandbox.controls.pay(session.id, "twint");
    expect(paid.redirect_url).toBe(`https://site.example/paiement/merci?session_id=${session.id}`);

    expect(receiver.received).toHaveLength(1);
    const webhook = receiver.received[0] as ReceivedWebhook;
    expect(webhook.headers["stripe-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    const event = verified(webhook);
    expect(event).toMatchObject({
      id: expect.stringMatching(/^evt_/),
      object: "event",
      type: "checkout.session.completed",
      api_version: STRIPE_API_VERSION,
      livemode: false,
    });
    expect(Math.abs(event.created - nowSeconds())).toBeLessThanOrEqual(2);
    expect(sessionOf(event)).toMatchObject({
      id: session.id,
      status: "complete",
      payment_status: "paid",
      payment_intent: expect.stringMatching(/^pi_/),
      client_reference_id: "reg_123",
      metadata: { payment_id: "pay_123", registration_id: "reg_123" },
      amount_total: 15000,
    });
    // The signature covers the exact bytes: one more byte and it no longer verifies.
    expect(() => verified({ ...webhook, rawBody: `${webhook.rawBody} ` })).toThrow(
      Stripe.errors.StripeSignatureVerificationError,
    );

    const retrieved = await stripe.checkout.sessions.retrieve(session.id);
    expect(retrieved).toMatchObject({ status: "complete", payment_status: "paid", url: null });
    const [stored] = await sandbox.controls.sessions();
    expect(stored?.paid_with).toBe("twint");

    await expect(sandbox.controls.pay(session.id, "card")).rejects.toThrow(/-> 409/);
  });

  it("refuse declines the payment, points back to cancel_url and leaves the session open", async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    const refused = await sandbox.controls.refuse(session.id);
    expect(refused.redirect_url).toBe(CANCEL_URL);

    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
    const [stored] = await sandbox.controls.sessions();
    expect(stored?.refusals).toBe(1);
    expect(await sandbox.controls.webhooks()).toEqual([]);
    expect(receiver.received).toEqual([]);
  });

  it("refuses a method the session does not offer", async () => {
    const session = await stripe.checkout.sessions.create(
      checkoutParams({ allowed_payment_method_types: ["card"] }),
    );
    await expect(sandbox.controls.pay(session.id, "twint")).rejects.toThrow(/-> 400/);
    expect((await stripe.checkout.sessions.retrieve(session.id)).status).toBe("open");
  });
});

describe("webhook controls", () => {
  it("duplicate-next sends the same event several times, each signed", async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    await sandbox.controls.duplicateNext(3);
    await sandbox.controls.pay(session.id, "card");

    expect(receiver.received).toHaveLength(3);
    const events = receiver.received.map(verified);
    expect(new Set(events.map((e) => e.id)).size).toBe(1);
    expect(events.every((e) => e.type === "checkout.session.completed")).toBe(true);
  });

  it("hold queues webhooks; release in reverse sends them newest first", async () => {
    const first = await stripe.checkout.sessions.create(checkoutParams());
    const second = await stripe.checkout.sessions.create(checkoutParams());
    await sandbox.controls.hold();
    await sandbox.controls.pay(first.id, "card");
    await sandbox.controls.expire(second.id);
    expect(receiver.received).toEqual([]);
    expect((await sandbox.controls.webhooks()).map((d) => d.state)).toEqual(["held", "held"]);

    await sandbox.controls.release("reverse");
    const events = receiver.received.map(verified);
    expect(events.map((e) => [e.type, sessionOf(e).id])).toEqual([
      ["checkout.session.expired", second.id],
      ["checkout.session.completed", first.id],
    ]);
  });

  it("drop-next loses one webhook; the following one is sent", async () => {
    const first = await stripe.checkout.sessions.create(checkoutParams());
    const second = await stripe.checkout.sessions.create(checkoutParams());
    await sandbox.controls.dropNext();
    await sandbox.controls.pay(first.id, "card");
    await sandbox.controls.pay(second.id, "card");

    expect(receiver.received.map((w) => sessionOf(verified(w)).id)).toEqual([second.id]);
    expect((await sandbox.controls.webhooks()).map((d) => d.state)).toEqual([
      "dropped",
      "delivered",
    ]);
  });

  it("records a delivery the endpoint refuses as failed, and sends it again on retry", async () => {
    const session = await stripe.checkout.sessions.create(checkoutParams());
    receiver.answerWith(404);
    await sandbox.controls.pay(session.id, "card");
    const [failed] = await sandbox.controls.webhooks();
    expect(failed).toMatchObject({ state: "failed", attempts: [{ status: 404 }] });

    receiver.answerWith(200);
    await sandbox.controls.retry();
    const [delivered] = await sandbox.controls.webhooks();
    expect(delivered).toMatchObject({
      state: "delivered",
      attempts: [{ status: 404 }, { status: 200 }],
    });
    const events = receiver.received.map(verified);
    expect(events).toHaveLength(2);
    expect(events[1]?.id).toBe(events[0]?.id);
  });
});
