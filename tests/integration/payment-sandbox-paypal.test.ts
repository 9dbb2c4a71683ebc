/**
 * The payment sandbox plays PayPal's REST API on the wire, as a plain HTTP client sees it (the
 * adapter's own client is tested against it in paypal-client.test.ts): the OAuth2 token, Orders v2
 * create / show / capture with PayPal's error shapes and PayPal-Request-Id, the approval page,
 * signed webhooks and verify-webhook-signature, and the /_sandbox/ controls on PayPal orders.
 */
import { createPublicKey, verify } from "node:crypto";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LOCAL_PAYPAL_CLIENT_ID,
  LOCAL_PAYPAL_CLIENT_SECRET,
  LOCAL_PAYPAL_WEBHOOK_ID,
} from "../../local/payment-sandbox/local-secrets";
import { transmissionMessage } from "../../local/payment-sandbox/providers/paypal/webhooks";
import { eventually } from "../support/eventually";
import {
  type ReceivedWebhook,
  startTestPaymentSandbox,
  startWebhookReceiver,
  type TestPaymentSandbox,
  type WebhookReceiver,
} from "../support/payment-sandbox";

const RETURN_URL = "https://site.example/paiement/paypal/retour";
const CANCEL_URL = "https://site.example/paiement/paypal/annule";

let sandbox: TestPaymentSandbox;
let receiver: WebhookReceiver;
let token: string;

/** A JSON answer read field by field in the assertions (its shape is what is under test). */
// biome-ignore lint/suspicious/noExplicitAny: the wire JSON is checked by the assertions themselves
type WireJson = Record<string, any>;

interface Answer {
  status: number;
  body: WireJson;
  headers: Headers;
}

async function call(
  method: string,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; auth?: string | null } = {},
): Promise<Answer> {
  const auth = options.auth === undefined ? `Bearer ${token}` : options.auth;
  const res = await fetch(`${sandbox.url}${path}`, {
    method,
    headers: {
      ...(auth ? { authorization: auth } : {}),
      ...(options.body === undefined ? {} : { "content-type": "application/json" }),
      ...options.headers,
    },
    body:
      options.body === undefined
        ? undefined
        : typeof options.body === "string"
          ? options.body
          : JSON.stringify(options.body),
  });
  return {
    status: res.status,
    body: (await res.json()) as WireJson,
    headers: res.headers,
  };
}

const basic = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString("base64")}`;

function requestToken(authorization: string, body = "grant_type=client_credentials") {
  return fetch(`${sandbox.url}/v1/oauth2/token`, {
    method: "POST",
    headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
}

/** An order as the adapter creates one: CHF 150.00 for payment pay_123. */
function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    intent: "CAPTURE",
    purchase_units: [
      {
        amount: { currency_code: "CHF", value: "150.00" },
        custom_id: "pay_123",
        description: "VTT électrique – Saint-Cergue, 12 mars 2026",
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: RETURN_URL,
          cancel_url: CANCEL_URL,
          locale: "fr-CH",
          user_action: "PAY_NOW",
          shipping_preference: "NO_SHIPPING",
        },
      },
    },
    ...overrides,
  };
}

function createOrder(requestId = `pay_${Math.random()}:create`, body: unknown = orderBody()) {
  return call("POST", "/v2/checkout/orders", {
    body,
    headers: { "paypal-request-id": requestId },
  });
}

function capture(orderId: string, requestId = `${orderId}:capture`) {
  return call("POST", `/v2/checkout/orders/${orderId}/capture`, {
    body: {},
    headers: { "paypal-request-id": requestId, prefer: "return=representation" },
  });
}

const linkOf = (order: WireJson, rel: string): string | undefined =>
  order.links?.find((l: { rel: string }) => l.rel === rel)?.href;

function eventOf(webhook: ReceivedWebhook | undefined): WireJson {
  if (!webhook) throw new Error("no webhook received");
  return JSON.parse(webhook.rawBody);
}

/** The body the adapter posts to verify-webhook-signature for a received webhook. */
function verificationOf(webhook: ReceivedWebhook, overrides: Record<string, unknown> = {}) {
  const h = webhook.headers;
  return {
    auth_algo: h["paypal-auth-algo"],
    cert_url: h["paypal-cert-url"],
    transmission_id: h["paypal-transmission-id"],
    transmission_sig: h["paypal-transmission-sig"],
    transmission_time: h["paypal-transmission-time"],
    webhook_id: LOCAL_PAYPAL_WEBHOOK_ID,
    webhook_event: JSON.parse(webhook.rawBody),
    ...overrides,
  };
}

async function verification(body: unknown): Promise<string> {
  const answer = await call("POST", "/v1/notifications/verify-webhook-signature", { body });
  expect(answer.status).toBe(200);
  return answer.body.verification_status;
}

beforeAll(async () => {
  receiver = await startWebhookReceiver("/api/webhooks/paypal");
  sandbox = await startTestPaymentSandbox({ paypalWebhookUrl: receiver.url });
});

afterAll(async () => {
  await sandbox?.stop();
  await receiver?.stop();
});

beforeEach(async () => {
  await sandbox.controls.reset();
  receiver.received.length = 0;
  receiver.answerWith(200);
  const res = await requestToken(basic(LOCAL_PAYPAL_CLIENT_ID, LOCAL_PAYPAL_CLIENT_SECRET));
  token = ((await res.json()) as { access_token: string }).access_token;
});

describe("PayPal OAuth2 token", () => {
  it("issues a Bearer token for the app's credentials, in PayPal's shape", async () => {
    const res = await requestToken(basic(LOCAL_PAYPAL_CLIENT_ID, LOCAL_PAYPAL_CLIENT_SECRET));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      scope: expect.stringContaining("https://uri.paypal.com/services/payments/payment"),
      access_token: expect.stringMatching(/^A21AA[\w-]{80,}$/),
      token_type: "Bearer",
      app_id: expect.stringMatching(/^APP-[0-9A-Z]{17}$/),
      expires_in: 32400,
      nonce: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\w+$/),
    });
  });

  it("refuses other credentials with 401 invalid_client, and another grant with 400", async () => {
    const wrong = await requestToken(basic(LOCAL_PAYPAL_CLIENT_ID, "not-the-secret"));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({
      error: "invalid_client",
      error_description: "Client Authentication failed",
    });
    const none = await requestToken("");
    expect(none.status).toBe(401);

    const grant = await requestToken(
      basic(LOCAL_PAYPAL_CLIENT_ID, LOCAL_PAYPAL_CLIENT_SECRET),
      "grant_type=password",
    );
    expect(grant.status).toBe(400);
    expect(await grant.json()).toMatchObject({ error: "unsupported_grant_type" });
  });

  it("answers 401 AUTHENTICATION_FAILURE without a token, and once the token has expired", async () => {
    const without = await call("GET", "/v2/checkout/orders/UNKNOWN", { auth: null });
    expect(without.status).toBe(401);
    expect(without.body).toMatchObject({
      name: "AUTHENTICATION_FAILURE",
      message: expect.stringContaining("Authentication failed"),
      debug_id: expect.stringMatching(/^[0-9a-f]{13}$/),
    });

    const created = await createOrder();
    expect(created.status).toBe(201);
    await sandbox.controls.advanceClock(32_400);
    const expired = await call("GET", `/v2/checkout/orders/${created.body.id}`);
    expect(expired.status).toBe(401);
    expect(expired.body.name).toBe("AUTHENTICATION_FAILURE");
  });
});

describe("PayPal Orders v2: create and show", () => {
  it("creates a PAYER_ACTION_REQUIRED order with a payer-action link to the approval page", async () => {
    const created = await createOrder("pay_123:create");
    expect(created.status).toBe(201);
    expect(created.headers.get("paypal-debug-id")).toMatch(/^[0-9a-f]{13}$/);
    // Prefer: return=minimal (the default): id, status, payment source and links only.
    expect(created.body).toEqual({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: "PAYER_ACTION_REQUIRED",
      payment_source: { paypal: {} },
      links: [
        {
          href: `${sandbox.url}/v2/checkout/orders/${created.body.id}`,
          rel: "self",
          method: "GET",
        },
        {
          href: `${sandbox.url}/paypal/checkoutnow?token=${created.body.id}`,
          rel: "payer-action",
          method: "GET",
        },
      ],
    });

    const shown = await call("GET", `/v2/checkout/orders/${created.body.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({
      id: created.body.id,
      intent: "CAPTURE",
      status: "PAYER_ACTION_REQUIRED",
      purchase_units: [
        {
          reference_id: "default",
          amount: { currency_code: "CHF", value: "150.00" },
          custom_id: "pay_123",
          description: "VTT électrique – Saint-Cergue, 12 mars 2026",
          payee: { merchant_id: expect.any(String) },
        },
      ],
      create_time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/),
    });
    expect(shown.body.purchase_units[0].payments).toBeUndefined();

    const [stored] = await sandbox.controls.sessions();
    expect(stored).toMatchObject({
      provider: "paypal",
      id: created.body.id,
      status: "PAYER_ACTION_REQUIRED",
      request: { idempotency_key: "pay_123:create", params: orderBody() },
      paid_with: null,
    });
  });

  it("answers the whole order with Prefer: return=representation", async () => {
    const created = await call("POST", "/v2/checkout/orders", {
      body: orderBody(),
      headers: { "paypal-request-id": "pay_repr:create", prefer: "return=representation" },
    });
    expect(created.status).toBe(201);
    expect(created.body.purchase_units[0].amount).toEqual({
      currency_code: "CHF",
      value: "150.00",
    });
  });

  it("answers the deprecated application_context flow with CREATED and an approve link", async () => {
    const created = await call("POST", "/v2/checkout/orders", {
      body: {
        intent: "CAPTURE",
        purchase_units: [{ amount: { currency_code: "CHF", value: "75.00" } }],
        application_context: { return_url: RETURN_URL, cancel_url: CANCEL_URL },
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.status).toBe("CREATED");
    expect(linkOf(created.body, "approve")).toBe(
      `${sandbox.url}/paypal/checkoutnow?token=${created.body.id}`,
    );
    expect(linkOf(created.body, "payer-action")).toBeUndefined();
  });

  it("answers an unknown order with 404 RESOURCE_NOT_FOUND", async () => {
    const shown = await call("GET", "/v2/checkout/orders/5O190127TN364715T");
    expect(shown.status).toBe(404);
    expect(shown.body).toMatchObject({
      name: "RESOURCE_NOT_FOUND",
      message: "The specified resource does not exist.",
      details: [
        {
          field: "order_id",
          value: "5O190127TN364715T",
          location: "path",
          issue: "INVALID_RESOURCE_ID",
        },
      ],
    });
  });
});

describe("PayPal Orders v2: refused create requests store nothing", () => {
  const unit = (amount: unknown) => [{ amount, custom_id: "pay_123" }];

  it.each([
    [
      "an amount as a number",
      { purchase_units: unit({ currency_code: "CHF", value: 150 }) },
      400,
      "INVALID_REQUEST",
      { field: "/purchase_units/0/amount/value", issue: "INVALID_PARAMETER_SYNTAX" },
    ],
    [
      "an amount with a comma",
      { purchase_units: unit({ currency_code: "CHF", value: "150,00" }) },
      400,
      "INVALID_REQUEST",
      { field: "/purchase_units/0/amount/value", issue: "INVALID_PARAMETER_SYNTAX" },
    ],
    [
      "three decimals",
      { purchase_units: unit({ currency_code: "CHF", value: "150.005" }) },
      422,
      "UNPROCESSABLE_ENTITY",
      { field: "/purchase_units/0/amount/value", issue: "DECIMAL_PRECISION" },
    ],
    [
      "a zero amount",
      { purchase_units: unit({ currency_code: "CHF", value: "0.00" }) },
      422,
      "UNPROCESSABLE_ENTITY",
      { issue: "CANNOT_BE_ZERO_OR_NEGATIVE" },
    ],
    [
      "another currency than CHF",
      { purchase_units: unit({ currency_code: "EUR", value: "150.00" }) },
      422,
      "UNPROCESSABLE_ENTITY",
      { field: "/purchase_units/0/amount/currency_code", issue: "INVALID_CURRENCY_CODE" },
    ],
    [
      "intent AUTHORIZE",
      { intent: "AUTHORIZE" },
      400,
      "INVALID_REQUEST",
      { field: "/intent", issue: "INVALID_PARAMETER_VALUE" },
    ],
    [
      "no purchase units",
      { purchase_units: [] },
      400,
      "INVALID_REQUEST",
      { field: "/purchase_units", issue: "INVALID_ARRAY_MIN_ITEMS" },
    ],
    [
      "a custom_id over 127 characters",
      {
        purchase_units: [
          { amount: { currency_code: "CHF", value: "1.00" }, custom_id: "x".repeat(128) },
        ],
      },
      400,
      "INVALID_REQUEST",
      { field: "/purchase_units/0/custom_id", issue: "INVALID_STRING_LENGTH" },
    ],
  ])("refuses %s", async (_what, overrides, status, name, detail) => {
    const refused = await createOrder(undefined, orderBody(overrides));
    expect(refused.status).toBe(status);
    expect(refused.body.name).toBe(name);
    expect(refused.body.debug_id).toMatch(/^[0-9a-f]{13}$/);
    expect(refused.body.details).toEqual([expect.objectContaining(detail)]);
    expect(refused.body.details[0].description).toEqual(expect.any(String));
    expect(await sandbox.controls.sessions()).toEqual([]);
  });

  it("lists every schema fault at once, each with its JSON pointer", async () => {
    const body = orderBody();
    const context = body.payment_source.paypal.experience_context as Record<string, unknown>;
    const refused = await createOrder(undefined, {
      ...body,
      intent: undefined,
      payment_source: {
        paypal: {
          experience_context: {
            ...context,
            locale: "french",
            user_action: "PAY",
            return_url: "retour",
          },
        },
      },
    });
    expect(refused.status).toBe(400);
    expect(
      refused.body.details.map((d: { field: string; issue: string }) => [d.field, d.issue]),
    ).toEqual([
      ["/intent", "MISSING_REQUIRED_PARAMETER"],
      ["/payment_source/paypal/experience_context/locale", "INVALID_PARAMETER_SYNTAX"],
      ["/payment_source/paypal/experience_context/return_url", "INVALID_PARAMETER_SYNTAX"],
      ["/payment_source/paypal/experience_context/user_action", "INVALID_PARAMETER_VALUE"],
    ]);
  });

  it("needs a PayPal-Request-Id with a payment_source, and well-formed JSON", async () => {
    const noId = await call("POST", "/v2/checkout/orders", { body: orderBody() });
    expect(noId.status).toBe(400);
    expect(noId.body.details).toEqual([
      expect.objectContaining({
        field: "PayPal-Request-Id",
        location: "header",
        issue: "PAYPAL_REQUEST_ID_REQUIRED",
      }),
    ]);
    const malformed = await createOrder(undefined, "{ not json");
    expect(malformed.status).toBe(400);
    expect(malformed.body.details[0].issue).toBe("MALFORMED_REQUEST_JSON");
    expect(await sandbox.controls.sessions()).toEqual([]);
  });
});

describe("PayPal-Request-Id", () => {
  it("replays a create with the same id: 200, the same order, its latest status", async () => {
    const first = await createOrder("pay_replay:create");
    const again = await createOrder("pay_replay:create");
    expect(again.status).toBe(200);
    expect(again.body.id).toBe(first.body.id);
    expect(await sandbox.controls.sessions()).toHaveLength(1);

    await sandbox.controls.pay(first.body.id);
    const later = await createOrder("pay_replay:create");
    expect(later.body).toMatchObject({ id: first.body.id, status: "APPROVED" });

    const other = await createOrder("pay_other:create");
    expect(other.status).toBe(201);
    expect(other.body.id).not.toBe(first.body.id);
  });

  it("after a 500 that lost a committed create, the retry with the same id gets the one order", async () => {
    await sandbox.controls.failNext({ commit: true });
    const lost = await createOrder("pay_lost:create");
    expect(lost.status).toBe(500);
    expect(lost.body).toMatchObject({
      name: "INTERNAL_SERVER_ERROR",
      message: "An internal server error occurred.",
    });
    const retried = await createOrder("pay_lost:create");
    expect(retried.status).toBe(200);
    expect((await sandbox.controls.sessions()).map((s) => s.id)).toEqual([retried.body.id]);
  });

  it("a 500 before the work creates nothing", async () => {
    await sandbox.controls.failNext();
    const failed = await createOrder("pay_fail:create");
    expect(failed.status).toBe(500);
    expect(await sandbox.controls.sessions()).toEqual([]);
  });
});

describe("PayPal: approval, capture and webhooks", () => {
  it("refuses an early capture with 422 ORDER_NOT_APPROVED, changing nothing", async () => {
    const created = await createOrder();
    const early = await capture(created.body.id);
    expect(early.status).toBe(422);
    expect(early.body).toMatchObject({
      name: "UNPROCESSABLE_ENTITY",
      details: [{ issue: "ORDER_NOT_APPROVED" }],
      links: [{ rel: "information_link", method: "GET" }],
    });
    expect((await call("GET", `/v2/checkout/orders/${created.body.id}`)).body.status).toBe(
      "PAYER_ACTION_REQUIRED",
    );
  });

  it("approve, capture once: COMPLETED with a COMPLETED capture, and two signed webhooks", async () => {
    const created = await createOrder("pay_123:create");
    const approved = await sandbox.controls.pay(created.body.id);
    const back = new URL(approved.redirect_url as string);
    expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
    expect(back.searchParams.get("token")).toBe(created.body.id);
    expect(back.searchParams.get("PayerID")).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);

    const approvedEvent = eventOf(receiver.received[0]);
    expect(approvedEvent).toMatchObject({
      id: expect.stringMatching(/^WH-[0-9A-Z]{17}-[0-9A-Z]{17}$/),
      event_version: "1.0",
      resource_type: "checkout-order",
      resource_version: "2.0",
      event_type: "CHECKOUT.ORDER.APPROVED",
      summary: expect.any(String),
      resource: { id: created.body.id, status: "APPROVED" },
    });
    expect(new Date(approvedEvent.create_time).toISOString()).toBe(approvedEvent.create_time);
    const shown = await call("GET", `/v2/checkout/orders/${created.body.id}`);
    expect(shown.body).toMatchObject({
      status: "APPROVED",
      payer: { payer_id: back.searchParams.get("PayerID") },
    });
    expect(linkOf(shown.body, "capture")).toBe(
      `${sandbox.url}/v2/checkout/orders/${created.body.id}/capture`,
    );

    const captured = await capture(created.body.id, "pay_123:capture");
    expect(captured.status).toBe(201);
    expect(captured.body.status).toBe("COMPLETED");
    const [first] = captured.body.purchase_units[0].payments.captures;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^[0-9A-Z]{17}$/),
      status: "COMPLETED",
      amount: { currency_code: "CHF", value: "150.00" },
      custom_id: "pay_123",
      final_capture: true,
    });

    const completedEvent = await eventually(() => eventOf(receiver.received[1]));
    expect(completedEvent).toMatchObject({
      event_type: "PAYMENT.CAPTURE.COMPLETED",
      resource_type: "capture",
      resource: {
        id: first.id,
        status: "COMPLETED",
        custom_id: "pay_123",
        supplementary_data: { related_ids: { order_id: created.body.id } },
      },
    });

    const again = await capture(created.body.id, "another-request-id");
    expect(again.status).toBe(422);
    expect(again.body.details[0].issue).toBe("ORDER_ALREADY_CAPTURED");
    const replay = await capture(created.body.id, "pay_123:capture");
    expect(replay.status).toBe(200);
    expect(replay.body.purchase_units[0].payments.captures).toEqual([first]);
    expect((await sandbox.controls.webhooks()).map((d) => d.type)).toEqual([
      "CHECKOUT.ORDER.APPROVED",
      "PAYMENT.CAPTURE.COMPLETED",
    ]);
  });

  it("capture's default (minimal) answer still shows the captures", async () => {
    const created = await createOrder();
    await sandbox.controls.pay(created.body.id);
    const captured = await call("POST", `/v2/checkout/orders/${created.body.id}/capture`, {
      headers: { "paypal-request-id": "minimal:capture" },
    });
    expect(captured.status).toBe(201);
    expect(captured.body.purchase_units[0].payments.captures[0].status).toBe("COMPLETED");
    expect(captured.body.purchase_units[0].amount).toBeUndefined();
  });

  it("a capture whose answer was lost is replayed by its PayPal-Request-Id: one capture", async () => {
    const created = await createOrder();
    await sandbox.controls.pay(created.body.id);
    await sandbox.controls.failNext({ commit: true });
    const lost = await capture(created.body.id, "lost:capture");
    expect(lost.status).toBe(500);
    const retried = await capture(created.body.id, "lost:capture");
    expect(retried.status).toBe(200);
    expect(retried.body.purchase_units[0].payments.captures).toHaveLength(1);
    await eventually(() => expect(receiver.received).toHaveLength(2));
    expect((await sandbox.controls.webhooks()).map((d) => d.type)).toEqual([
      "CHECKOUT.ORDER.APPROVED",
      "PAYMENT.CAPTURE.COMPLETED",
    ]);
  });

  it("decline-capture: the order completes with a DECLINED capture and PAYMENT.CAPTURE.DENIED", async () => {
    const created = await createOrder();
    await sandbox.controls.pay(created.body.id);
    await sandbox.controls.declineCapture(created.body.id);
    const captured = await capture(created.body.id);
    expect(captured.status).toBe(201);
    expect(captured.body.status).toBe("COMPLETED");
    expect(captured.body.purchase_units[0].payments.captures[0].status).toBe("DECLINED");
    const event = await eventually(() => eventOf(receiver.received[1]));
    expect(event).toMatchObject({
      event_type: "PAYMENT.CAPTURE.DENIED",
      resource: { status: "DECLINED" },
    });
  });

  it("refuse: back to cancel_url, the order still waits for its payer, no webhook", async () => {
    const created = await createOrder();
    const refused = await sandbox.controls.refuse(created.body.id);
    expect(refused.redirect_url).toBe(`${CANCEL_URL}?token=${created.body.id}`);
    const [stored] = await sandbox.controls.sessions();
    expect(stored).toMatchObject({ status: "PAYER_ACTION_REQUIRED", refusals: 1 });
    expect(await sandbox.controls.webhooks()).toEqual([]);
    await expect(sandbox.controls.pay(created.body.id, "card")).rejects.toThrow(/-> 400/);
  });

  it("voids an order left unapproved, or approved and uncaptured, when its 3 hours pass", async () => {
    const unapproved = await createOrder();
    const approved = await createOrder();
    await sandbox.controls.pay(approved.body.id);
    await sandbox.controls.advanceClock(3 * 3600);

    for (const order of [unapproved, approved]) {
      const shown = await call("GET", `/v2/checkout/orders/${order.body.id}`);
      expect(shown.body.status).toBe("VOIDED");
    }
    expect((await sandbox.controls.webhooks()).map((d) => d.type)).toEqual([
      "CHECKOUT.ORDER.APPROVED",
      "CHECKOUT.PAYMENT-APPROVAL.REVERSED",
    ]);
    const late = await capture(approved.body.id);
    expect(late.status).toBe(422);
    expect(late.body.details[0].issue).toBe("ORDER_COMPLETED_OR_VOIDED");
  });

  it("the approval page has « Payer » and « Refuser »; « Payer » redirects to return_url", async () => {
    const created = await createOrder();
    const pageUrl = linkOf(created.body, "payer-action") as string;
    const page = await fetch(pageUrl);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(">Payer</button>");
    expect(html).toContain(">Refuser</button>");
    expect(html).toContain("Payer CHF 150.00");

    const paid = await fetch(pageUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "action=pay",
      redirect: "manual",
    });
    expect(paid.status).toBe(303);
    const location = new URL(paid.headers.get("location") as string);
    expect(location.searchParams.get("token")).toBe(created.body.id);
    const event = await eventually(() => eventOf(receiver.received[0]));
    expect(event.event_type).toBe("CHECKOUT.ORDER.APPROVED");
  });
});

describe("PayPal webhook signatures", () => {
  async function receivedApproval(): Promise<ReceivedWebhook> {
    const created = await createOrder();
    await sandbox.controls.pay(created.body.id);
    const webhook = receiver.received[0];
    if (!webhook) throw new Error("no webhook received");
    return webhook;
  }

  it("sends PayPal's five transmission headers", async () => {
    const { headers } = await receivedApproval();
    expect(headers["paypal-transmission-id"]).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers["paypal-transmission-time"]).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect(headers["paypal-transmission-sig"]).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(headers["paypal-cert-url"]).toBe(
      `${sandbox.url}/v1/notifications/certs/CERT-local-payment-sandbox`,
    );
    expect(headers["paypal-auth-algo"]).toBe("SHA256withRSA");
  });

  it("verify-webhook-signature: SUCCESS for the event as sent, FAILURE for anything forged", async () => {
    const webhook = await receivedApproval();
    expect(await verification(verificationOf(webhook))).toBe("SUCCESS");

    const event = JSON.parse(webhook.rawBody);
    const forgeries = [
      { webhook_id: "ANOTHERWEBHOOK0000" },
      { webhook_event: { ...event, event_type: "PAYMENT.CAPTURE.COMPLETED" } },
      { webhook_event: { ...event, resource: { ...event.resource, status: "COMPLETED" } } },
      { transmission_sig: Buffer.from("forged").toString("base64") },
      { transmission_id: "69cd13f0-d67a-11e5-baa3-778b53f4ae55" },
      { transmission_time: "2026-01-01T00:00:00Z" },
      { cert_url: "https://api.paypal.com/v1/notifications/certs/CERT-360caa42-fca2a594" },
    ];
    for (const forged of forgeries) {
      expect(await verification(verificationOf(webhook, forged))).toBe("FAILURE");
    }
  });

  it("signs PayPal's documented message, verifiable with the key at the cert URL", async () => {
    const webhook = await receivedApproval();
    const h = webhook.headers as Record<string, string>;
    const pem = await (await fetch(h["paypal-cert-url"] as string)).text();
    const message = transmissionMessage(
      h["paypal-transmission-id"] as string,
      h["paypal-transmission-time"] as string,
      LOCAL_PAYPAL_WEBHOOK_ID,
      webhook.rawBody,
    );
    const signature = Buffer.from(h["paypal-transmission-sig"] as string, "base64");
    expect(verify("sha256", Buffer.from(message), createPublicKey(pem), signature)).toBe(true);
    expect(verify("sha256", Buffer.from(`${message}0`), createPublicKey(pem), signature)).toBe(
      false,
    );
  });

  it("refuses a verification request without its required fields (400)", async () => {
    const refused = await call("POST", "/v1/notifications/verify-webhook-signature", {
      body: { webhook_id: LOCAL_PAYPAL_WEBHOOK_ID },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.details.map((d: { field: string }) => d.field)).toEqual([
      "/auth_algo",
      "/cert_url",
      "/transmission_id",
      "/transmission_sig",
      "/transmission_time",
      "/webhook_event",
    ]);
  });

  it("lists the PayPal-only control beside the shared ones", async () => {
    const { controls } = await sandbox.controls.call<{ controls: Record<string, string> }>(
      "GET",
      "",
    );
    expect(Object.keys(controls)).toContain("POST /_sandbox/paypal/orders/:id/decline-capture");
    await expect(sandbox.controls.declineCapture("NOSUCHORDER")).rejects.toThrow(/-> 404/);
  });
});
