/**
 * The PayPal client's own logic against a fake fetch: the token's life (kept, shared, renewed
 * before it expires, not kept when refused, renewed on an early 401) and the order it writes.
 * Everything PayPal answers is tested against the sandbox (tests/integration/paypal-client.test.ts).
 */

import { createPaypalClient, TOKEN_EXPIRY_MARGIN_SECONDS } from "@adapters/paypal/paypal-client";
import { PaypalAuthError } from "@adapters/paypal/paypal-errors";
import { approvalLink, orderRequestBody, paypalRequestId } from "@adapters/paypal/paypal-orders";
import { describe, expect, it } from "vitest";

const settings = {
  apiBase: new URL("http://paypal.test"),
  clientId: "client-0000",
  clientSecret: "secret-0000",
  webhookId: "HOOK0000",
};

const ORDER = {
  id: "5O190127TN364715T",
  status: "PAYER_ACTION_REQUIRED",
  links: [{ href: "http://paypal.test/checkoutnow?token=5O190127TN364715T", rel: "payer-action" }],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** A fake PayPal: tokens numbered t1, t2…, each valid for `expiresIn`; orders answered by `answer`. */
function fakePaypal(
  options: {
    expiresIn?: number;
    tokenStatus?: () => number;
    answer?: (token: string) => Response;
  } = {},
) {
  const calls: { path: string; authorization: string | null }[] = [];
  let issued = 0;
  const fakeFetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const url = new URL(String(input));
    const authorization = new Headers(init?.headers).get("authorization");
    calls.push({ path: url.pathname, authorization });
    // Every answer after a turn of the event loop, as a real one.
    await new Promise((resolve) => setTimeout(resolve, 1));
    if (url.pathname === "/v1/oauth2/token") {
      const status = options.tokenStatus?.() ?? 200;
      if (status !== 200) return json(status, { error: "invalid_client" });
      issued += 1;
      return json(200, {
        access_token: `t${issued}`,
        token_type: "Bearer",
        expires_in: options.expiresIn ?? 32_400,
      });
    }
    const token = (authorization ?? "").replace(/^Bearer /, "");
    return options.answer?.(token) ?? json(200, ORDER);
  }) as typeof fetch;
  const tokenCalls = () => calls.filter((c) => c.path === "/v1/oauth2/token").length;
  const bearers = () =>
    calls.filter((c) => c.path !== "/v1/oauth2/token").map((c) => c.authorization);
  return { fetch: fakeFetch, calls, tokenCalls, bearers };
}

describe("PayPal client: the access token", () => {
  it("asks for a token once with Basic auth and keeps it for later calls", async () => {
    const paypal = fakePaypal();
    const client = createPaypalClient({ settings, fetch: paypal.fetch });
    await client.getOrder(ORDER.id);
    await client.getOrder(ORDER.id);

    expect(paypal.tokenCalls()).toBe(1);
    expect(paypal.calls[0]?.authorization).toBe(
      `Basic ${Buffer.from("client-0000:secret-0000").toString("base64")}`,
    );
    expect(paypal.bearers()).toEqual(["Bearer t1", "Bearer t1"]);
  });

  it("shares one token request between calls made at the same time", async () => {
    const paypal = fakePaypal();
    const client = createPaypalClient({ settings, fetch: paypal.fetch });
    await Promise.all([1, 2, 3].map(() => client.getOrder(ORDER.id)));
    expect(paypal.tokenCalls()).toBe(1);
  });

  it("renews the token the margin before PayPal's expiry, not before", async () => {
    let now = 1_000_000;
    const paypal = fakePaypal({ expiresIn: 3600 });
    const client = createPaypalClient({ settings, fetch: paypal.fetch, now: () => now });
    await client.getOrder(ORDER.id);

    now += (3600 - TOKEN_EXPIRY_MARGIN_SECONDS) * 1000 - 1;
    await client.getOrder(ORDER.id);
    expect(paypal.tokenCalls()).toBe(1);

    now += 1;
    await client.getOrder(ORDER.id);
    expect(paypal.tokenCalls()).toBe(2);
    expect(paypal.bearers()).toEqual(["Bearer t1", "Bearer t1", "Bearer t2"]);
  });

  it("uses a token shorter-lived than the margin for half its life", async () => {
    let now = 0;
    const paypal = fakePaypal({ expiresIn: 120 });
    const client = createPaypalClient({ settings, fetch: paypal.fetch, now: () => now });
    await client.getOrder(ORDER.id);
    now = 59_999;
    await client.getOrder(ORDER.id);
    now = 60_000;
    await client.getOrder(ORDER.id);
    expect(paypal.tokenCalls()).toBe(2);
  });

  it("a refused token request throws « PayPal auth error! » and is not kept", async () => {
    let status = 401;
    const paypal = fakePaypal({ tokenStatus: () => status });
    const client = createPaypalClient({ settings, fetch: paypal.fetch });

    const error = await client.getOrder(ORDER.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalAuthError);
    expect(error).toMatchObject({
      message: "PayPal auth error!",
      status: 401,
      reason: "invalid_client",
    });

    status = 200;
    await expect(client.getOrder(ORDER.id)).resolves.toMatchObject({ id: ORDER.id });
    expect(paypal.tokenCalls()).toBe(2);
  });

  it("a kept token refused early (401) is replaced once, and the call goes through", async () => {
    const paypal = fakePaypal({
      answer: (token) =>
        token === "t1" ? json(401, { name: "AUTHENTICATION_FAILURE" }) : json(200, ORDER),
    });
    const client = createPaypalClient({ settings, fetch: paypal.fetch });
    await expect(client.getOrder(ORDER.id)).resolves.toMatchObject({ id: ORDER.id });
    expect(paypal.bearers()).toEqual(["Bearer t1", "Bearer t2"]);
  });

  it("a second 401 with a fresh token is an API error, not a loop", async () => {
    const paypal = fakePaypal({ answer: () => json(401, { name: "AUTHENTICATION_FAILURE" }) });
    const client = createPaypalClient({ settings, fetch: paypal.fetch });
    await expect(client.getOrder(ORDER.id)).rejects.toMatchObject({
      message: "PayPal API error!",
      status: 401,
      errorName: "AUTHENTICATION_FAILURE",
    });
    expect(paypal.tokenCalls()).toBe(2);
  });
});

describe("PayPal client: what it writes", () => {
  it("an order in CHF from integer centimes, with our payment id and the way back", () => {
    expect(
      orderRequestBody({
        paymentId: "pay_123",
        amountCentimes: 15000,
        description: "VTT électrique – Saint-Cergue, 12 mars 2026",
        returnUrl: "https://site.example/retour",
        cancelUrl: "https://site.example/annule",
      }),
    ).toEqual({
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
            brand_name: expect.any(String),
            locale: "fr-CH",
            user_action: "PAY_NOW",
            shipping_preference: "NO_SHIPPING",
            return_url: "https://site.example/retour",
            cancel_url: "https://site.example/annule",
          },
        },
      },
    });
  });

  it("one PayPal-Request-Id per payment and operation, within PayPal's 108 characters", () => {
    expect(paypalRequestId("pay_123", "create")).toBe("pay_123:create");
    expect(paypalRequestId("pay_123", "capture")).toBe("pay_123:capture");
    expect(paypalRequestId("x".repeat(200), "capture")).toHaveLength(108);
  });

  it("takes the approval link as payer-action, or approve in the older flow", () => {
    expect(approvalLink(ORDER)).toBe(ORDER.links[0]?.href);
    expect(
      approvalLink({
        id: "1",
        status: "CREATED",
        links: [
          { href: "https://api-m.paypal.com/v2/checkout/orders/1", rel: "self" },
          { href: "https://www.paypal.com/checkoutnow?token=1", rel: "approve" },
        ],
      }),
    ).toBe("https://www.paypal.com/checkoutnow?token=1");
    expect(approvalLink({ id: "1", status: "COMPLETED", links: [] })).toBeUndefined();
  });
});
