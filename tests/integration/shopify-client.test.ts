/**
 * Our Shopify adapter against the payment sandbox's Shopify, over HTTP: the Storefront client as
 * production configures it (store URL, token and version from the environment), products mapped
 * to our types, a cart of the first variant with our ids, Shopify's user errors and stock; then
 * the checkout page and the signed orders/paid webhook, verified by verifyShopifyWebhook, with the
 * sandbox's controls (duplicate, hold, drop, fail-next).
 */

import {
  DEFAULT_SHOPIFY_API_VERSION,
  readShopifySettings,
} from "@adapters/shopify/shopify-settings";
import {
  type CreateCartInput,
  type ShopifyStorefront,
  shopifyStorefront,
} from "@adapters/shopify/shopify-storefront";
import {
  orderPaymentId,
  parseOrderPaid,
  verifyShopifyWebhook,
} from "@adapters/shopify/shopify-webhooks";
import { type StorefrontRequest, storefrontRequest } from "@adapters/shopify/storefront-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  LOCAL_SHOPIFY_SHOP_DOMAIN,
  LOCAL_SHOPIFY_WEBHOOK_SECRET,
} from "../../local/payment-sandbox/local-secrets";
import { SHOPIFY_API_VERSION } from "../../local/payment-sandbox/providers/shopify/shopify-provider";
import { eventually } from "../support/eventually";
import {
  type ReceivedWebhook,
  startTestPaymentSandbox,
  startWebhookReceiver,
  type TestPaymentSandbox,
  type WebhookReceiver,
} from "../support/payment-sandbox";
import { storefrontFailure } from "../support/storefront-failure";

const SITE_RETURN_URL = "https://site.example/paiement/merci";
const ELECTRIC_VARIANT = "gid://shopify/ProductVariant/47016543210002";

let sandbox: TestPaymentSandbox;
let receiver: WebhookReceiver;
let request: StorefrontRequest;
let storefront: ShopifyStorefront;

const cartInput = (overrides: Partial<CreateCartInput> = {}): CreateCartInput => ({
  productType: "vtt-electrique",
  attributes: { payment_id: "pay_123", inscription_id: "reg_123" },
  email: "marie.exemple@example.ch",
  countryCode: "CH",
  ...overrides,
});

/** The one cart the sandbox holds, as its controls list it. */
async function onlyCart() {
  const sessions = await sandbox.controls.sessions();
  expect(sessions).toHaveLength(1);
  const session = sessions[0];
  if (!session) throw new Error("no cart");
  return session as typeof session & {
    object: {
      cart: Record<string, unknown> & { lines: Record<string, unknown>[] };
      order: unknown;
    };
  };
}

const header = (webhook: ReceivedWebhook, name: string) => webhook.headers[name] as string;

beforeAll(async () => {
  receiver = await startWebhookReceiver("/api/webhooks/shopify");
  sandbox = await startTestPaymentSandbox({
    shopifyWebhookUrl: receiver.url,
    shopifyReturnUrl: SITE_RETURN_URL,
  });
  // Configured exactly as the functions are: from the environment the local stack gives them.
  request = storefrontRequest(await readShopifySettings(sandbox.shopifyEnv));
  storefront = shopifyStorefront(request);
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

describe("Storefront API: products", () => {
  it("the client and the sandbox speak the same version", () => {
    expect(sandbox.shopifyEnv.SHOPIFY_API_VERSION).toBe(DEFAULT_SHOPIFY_API_VERSION);
    expect(SHOPIFY_API_VERSION).toBe(DEFAULT_SHOPIFY_API_VERSION);
  });

  it("lists the shop's products mapped to our four types at the spec's prices", async () => {
    const products = await storefront.listProducts();
    expect(
      products.map((p) => [p.productType, p.priceCentimes, p.currency, p.variants.length]),
    ).toEqual([
      ["vtt-groupe", 8900, "CHF", 1],
      ["vtt-electrique", 12900, "CHF", 1],
      ["coaching-individuel", 19900, "CHF", 1],
      ["entreprise", 14900, "CHF", 1],
    ]);
    expect(products[1]).toMatchObject({
      id: expect.stringMatching(/^gid:\/\/shopify\/Product\/\d+$/),
      title: "Sortie VTT électrique",
      description: expect.stringContaining("Jura vaudois"),
      variants: [{ id: ELECTRIC_VARIANT, title: "Default Title", available: true }],
    });
  });

  it("a wrong token is refused with a 401: « Impossible de charger les produits Shopify »", async () => {
    const wrongToken = storefrontRequest(
      await readShopifySettings({
        ...sandbox.shopifyEnv,
        SHOPIFY_STOREFRONT_TOKEN: "not-the-token",
      }),
    );
    const error = await storefrontFailure(shopifyStorefront(wrongToken).listProducts());
    expect(error.message).toBe("HTTP error! status: 401");
    expect(error.visitorMessage).toBe("Impossible de charger les produits Shopify");
    const raw = await fetch(`${sandbox.url}/api/2026-10/graphql.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: "{ products(first: 1) { nodes { id } } }" }),
    });
    expect(raw.status).toBe(401);
    expect(await raw.json()).toEqual({
      errors: "[API] Invalid API key or access token (unrecognized login or wrong password)",
    });
  });

  it("validates documents against Shopify's schema: a field Shopify lacks is a GraphQL error", async () => {
    await expect(request("{ products(first: 1) { nodes { vendorName } } }")).rejects.toThrow(
      'Shopify: Cannot query field "vendorName" on type "Product".',
    );
    await expect(request("{ products { nodes { id } } }")).rejects.toThrow(
      "you must provide one of first or last",
    );
  });
});

describe("Storefront API: cartCreate", () => {
  it("makes a cart of the type's first variant, quantity 1, our ids on the cart and its line", async () => {
    const cart = await storefront.createCart(cartInput());

    expect(cart.cartId).toMatch(/^gid:\/\/shopify\/Cart\/[A-Za-z0-9]+\?key=[0-9a-f]{32}$/);
    expect(cart.checkoutUrl).toMatch(new RegExp(`^${sandbox.url}/cart/c/[A-Za-z0-9]+\\?key=`));
    expect([cart.totalCentimes, cart.currency, cart.variantId]).toEqual([
      12900,
      "CHF",
      ELECTRIC_VARIANT,
    ]);

    const session = await onlyCart();
    expect(session).toMatchObject({ provider: "shopify", id: cart.cartId, status: "open" });
    const attributes = [
      { key: "payment_id", value: "pay_123" },
      { key: "inscription_id", value: "reg_123" },
    ];
    expect(session.object.cart).toMatchObject({
      checkoutUrl: cart.checkoutUrl,
      attributes,
      buyerIdentity: { email: "marie.exemple@example.ch", countryCode: "CH" },
      cost: { totalAmount: { amount: "129.0", currencyCode: "CHF" } },
      totalQuantity: 1,
    });
    expect(session.object.cart.lines).toEqual([
      expect.objectContaining({
        quantity: 1,
        attributes,
        merchandise: expect.objectContaining({ id: ELECTRIC_VARIANT }),
      }),
    ]);
    // What the sandbox received is the client's document and variables, unchanged.
    expect(session.request.params).toMatchObject({
      query: expect.stringContaining("mutation CartCreate($input: CartInput!)"),
      variables: { input: { lines: [{ merchandiseId: ELECTRIC_VARIANT, quantity: 1 }] } },
    });
  });

  it("Shopify's user error is thrown as is; the visitor reads « Impossible de créer le panier »", async () => {
    const error = await storefrontFailure(
      storefront.createCart(cartInput({ email: "pas-une-adresse" })),
    );
    expect(error.kind).toBe("cart_refused");
    expect(error.message).toBe("Email is invalid");
    expect(error.visitorMessage).toBe("Impossible de créer le panier. Veuillez réessayer.");
    expect(error.detail).toEqual({ code: "INVALID", field: "input.buyerIdentity.email" });
    expect(await sandbox.controls.sessions()).toEqual([]);
  });

  it("an unknown variant is Shopify's user error INVALID on its merchandiseId, and no cart", async () => {
    const data = await request<{ cartCreate: unknown }>(
      "mutation M($input: CartInput!) { cartCreate(input: $input) { cart { id } userErrors { field message code } } }",
      { input: { lines: [{ merchandiseId: "gid://shopify/ProductVariant/1", quantity: 1 }] } },
    );
    expect(data.cartCreate).toEqual({
      cart: null,
      userErrors: [
        {
          field: ["input", "lines", "0", "merchandiseId"],
          message: "The merchandise with id gid://shopify/ProductVariant/1 does not exist.",
          code: "INVALID",
        },
      ],
    });
  });

  it("a product type the client does not know is « Produit non trouvé »", async () => {
    const error = await storefrontFailure(
      storefront.createCart(cartInput({ productType: "yoga" })),
    );
    expect(error.message).toBe("Produit non trouvé");
    expect(await sandbox.controls.sessions()).toEqual([]);
  });

  it("a variant out of stock: « Ce produit n'est pas disponible actuellement », and Shopify's warning", async () => {
    await sandbox.controls.setShopifyVariantAvailable(ELECTRIC_VARIANT, false);

    const error = await storefrontFailure(storefront.createCart(cartInput()));
    expect([error.kind, error.visitorMessage]).toEqual([
      "product_unavailable",
      "Ce produit n'est pas disponible actuellement",
    ]);
    // Asked anyway (a visitor racing the stock), Shopify makes the cart and warns.
    const data = await request<{ cartCreate: unknown }>(
      "mutation M($input: CartInput!) { cartCreate(input: $input) { cart { totalQuantity } userErrors { code } warnings { code target } } }",
      { input: { lines: [{ merchandiseId: ELECTRIC_VARIANT }] } },
    );
    expect(data.cartCreate).toEqual({
      cart: { totalQuantity: 0 },
      userErrors: [],
      warnings: [{ code: "MERCHANDISE_OUT_OF_STOCK", target: ELECTRIC_VARIANT }],
    });
  });

  it("a Shopify 500 reads « Impossible de créer le panier »; with commit the cart exists all the same", async () => {
    await sandbox.controls.failNext({ count: 1 });
    const before = await storefrontFailure(storefront.createCart(cartInput()));
    expect([before.kind, before.message]).toEqual(["cart_unavailable", "HTTP error! status: 500"]);
    // The products query took the failure: nothing was made.
    expect(await sandbox.controls.sessions()).toEqual([]);

    // The cart call itself fails after the work is done: Shopify has no idempotency key here.
    await sandbox.controls.failNext({ count: 1, commit: true });
    await expect(
      request("mutation M($input: CartInput!) { cartCreate(input: $input) { cart { id } } }", {
        input: { lines: [{ merchandiseId: ELECTRIC_VARIANT }] },
      }),
    ).rejects.toThrow("HTTP error! status: 500");
    expect(await sandbox.controls.sessions()).toHaveLength(1);
  });
});

describe("checkout and the orders/paid webhook", () => {
  it("paying sends orders/paid, signed so that verifyShopifyWebhook accepts it; a tampered body fails", async () => {
    const cart = await storefront.createCart(cartInput());
    const paid = await sandbox.controls.pay(cart.cartId, "card");
    expect(paid.redirect_url).toBe(SITE_RETURN_URL);
    expect(paid.deliveries.map((d) => d.state)).toEqual(["delivered"]);

    const [webhook] = receiver.received;
    if (!webhook) throw new Error("no webhook received");
    expect(header(webhook, "x-shopify-topic")).toBe("orders/paid");
    expect(header(webhook, "x-shopify-shop-domain")).toBe(LOCAL_SHOPIFY_SHOP_DOMAIN);
    expect(header(webhook, "x-shopify-api-version")).toBe("2026-10");
    expect(header(webhook, "x-shopify-webhook-id")).toMatch(/^[0-9a-f-]{36}$/);
    expect(header(webhook, "x-shopify-hmac-sha256")).toMatch(/^[A-Za-z0-9+/]{43}=$/);

    const signature = header(webhook, "x-shopify-hmac-sha256");
    expect(verifyShopifyWebhook(webhook.rawBody, signature, LOCAL_SHOPIFY_WEBHOOK_SECRET)).toBe(
      true,
    );
    const tampered = webhook.rawBody.replace('"129.00"', '"1.00"');
    expect(tampered).not.toBe(webhook.rawBody);
    expect(verifyShopifyWebhook(tampered, signature, LOCAL_SHOPIFY_WEBHOOK_SECRET)).toBe(false);
    expect(verifyShopifyWebhook(webhook.rawBody, signature, "another-secret")).toBe(false);

    const order = parseOrderPaid(webhook.rawBody);
    expect(order).toMatchObject({
      name: "#1001",
      financial_status: "paid",
      total_price: "129.00",
      currency: "CHF",
      note_attributes: [
        { name: "payment_id", value: "pay_123" },
        { name: "inscription_id", value: "reg_123" },
      ],
    });
    if (!order) throw new Error("not an order");
    expect(orderPaymentId(order)).toBe("pay_123");
    expect(JSON.parse(webhook.rawBody)).toMatchObject({
      email: "marie.exemple@example.ch",
      line_items: [{ variant_id: 47016543210002, quantity: 1, price: "129.00" }],
    });

    const session = await onlyCart();
    expect([session.status, session.paid_with]).toEqual(["paid", "card"]);
    // Paid once: a second payment of the same cart is refused.
    await expect(sandbox.controls.pay(cart.cartId, "card")).rejects.toThrow("409");
  });

  it("a duplicated delivery carries the same X-Shopify-Webhook-Id; the next order another", async () => {
    await sandbox.controls.duplicateNext(2);
    const first = await storefront.createCart(cartInput());
    await sandbox.controls.pay(first.cartId, "card");
    const second = await storefront.createCart(
      cartInput({ attributes: { payment_id: "pay_456" } }),
    );
    await sandbox.controls.pay(second.cartId, "card");

    const ids = receiver.received.map((w) => header(w, "x-shopify-webhook-id"));
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
    for (const webhook of receiver.received) {
      expect(
        verifyShopifyWebhook(
          webhook.rawBody,
          header(webhook, "x-shopify-hmac-sha256"),
          LOCAL_SHOPIFY_WEBHOOK_SECRET,
        ),
      ).toBe(true);
    }
    expect(receiver.received.map((w) => parseOrderPaid(w.rawBody)?.name)).toEqual([
      "#1001",
      "#1001",
      "#1002",
    ]);
    const deliveries = await sandbox.controls.webhooks();
    expect(deliveries.map((d) => [d.provider, d.type, d.copy])).toEqual([
      ["shopify", "orders/paid", 1],
      ["shopify", "orders/paid", 2],
      ["shopify", "orders/paid", 1],
    ]);
  });

  it("held webhooks go out on release; a dropped one never does; a failed one is retried with its id", async () => {
    const cart = await storefront.createCart(cartInput());
    await sandbox.controls.hold();
    await sandbox.controls.pay(cart.cartId, "card");
    expect(receiver.received).toEqual([]);
    await sandbox.controls.release();
    expect(receiver.received).toHaveLength(1);

    await sandbox.controls.dropNext();
    const dropped = await storefront.createCart(cartInput());
    await sandbox.controls.pay(dropped.cartId, "card");
    expect(receiver.received).toHaveLength(1);

    receiver.answerWith(500);
    const failed = await storefront.createCart(cartInput());
    await sandbox.controls.pay(failed.cartId, "card");
    receiver.answerWith(200);
    await sandbox.controls.retry();
    const [, attempt, retry] = receiver.received;
    expect(retry && header(retry, "x-shopify-webhook-id")).toBe(
      attempt && header(attempt, "x-shopify-webhook-id"),
    );
    expect((await sandbox.controls.webhooks()).map((d) => d.state)).toEqual([
      "delivered",
      "dropped",
      "delivered",
    ]);
  });

  it("the checkout page: « Payer » shows the thank-you and a link back; « Refuser » the refusal, cart open", async () => {
    const cart = await storefront.createCart(
      cartInput({ attributes: { payment_id: "pay_1", return_url: "https://site.example/retour" } }),
    );
    const page = await fetch(cart.checkoutUrl);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain("Payer CHF 129.00");
    expect(html).toContain(">Payer</button>");
    expect(html).toContain(">Refuser</button>");

    const post = (action: string) =>
      fetch(cart.checkoutUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ action }),
      });
    const refused = await (await post("refuse")).text();
    expect(refused).toContain("Paiement refusé");
    expect(refused).toContain('href="https://site.example/retour"');
    expect((await onlyCart()).refusals).toBe(1);
    expect(receiver.received).toEqual([]);

    const thanks = await post("pay");
    const thanksHtml = await thanks.text();
    expect(thanks.status).toBe(200);
    expect(thanksHtml).toContain("Merci pour votre commande");
    expect(thanksHtml).toContain("Commande #1001 confirmée");
    expect(thanksHtml).toContain('href="https://site.example/retour"');
    await eventually(() => expect(receiver.received).toHaveLength(1));

    // Without its key, a cart's token opens nothing.
    const noKey = await fetch(cart.checkoutUrl.replace(/\?key=.*/, ""));
    expect(noKey.status).toBe(404);
  });

  it("only card is offered; an expired cart sends nothing and cannot be paid", async () => {
    const cart = await storefront.createCart(cartInput());
    await expect(sandbox.controls.pay(cart.cartId, "twint")).rejects.toThrow("400");
    await sandbox.controls.expire(cart.cartId);
    await expect(sandbox.controls.pay(cart.cartId, "card")).rejects.toThrow("409");
    expect(await sandbox.controls.webhooks()).toEqual([]);
    expect((await onlyCart()).status).toBe("expired");
  });
});
