/**
 * Card payments at Shopify's checkout end to end: the api function behind the local host, Shopify
 * played by the payment sandbox (Storefront API, checkout page buttons, signed orders/paid
 * webhooks sent to /api/webhooks/shopify over HTTP), the emulator's tables, bus and SES.
 */
import { describe, expect, it } from "vitest";
import { LOCAL_SHOPIFY_WEBHOOK_SECRET } from "../../local/payment-sandbox/local-secrets";
import { shopifyHmac } from "../../local/payment-sandbox/providers/shopify/webhooks";
import { readEventLog, readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import { paidOnce, registrationsAccounting } from "../support/payment-accounting";
import { registerVisitor, request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { scanAll } from "../support/registration-fixtures";

const VISITOR = "monique.favre@example.ch";
/** The shop's vtt-electrique product costs CHF 129.00: one person at that price owes exactly it. */
const SHOP_PRICE = 12900;
const ELECTRIC_VARIANT = "gid://shopify/ProductVariant/47016543210002";

const world = setUpPaymentWorld();

async function payAtShopify(registrationId: string, key?: string) {
  return request(
    world,
    "POST",
    "/api/payments",
    { inscription_id: registrationId, method: "shopify" },
    key ? { "Idempotency-Key": key } : {},
  );
}

/** A registration the shop's product pays exactly, and its Shopify payment. */
async function openShopifyPayment() {
  const { registrationId } = await registerVisitor(world, 1, SHOP_PRICE);
  const res = await payAtShopify(registrationId);
  expect(res.status).toBe(201);
  return { registrationId, paymentId: String(res.json.payment_id), url: String(res.json.url) };
}

async function cartOf(paymentId: string) {
  const sessions = await world.sandbox.controls.sessions();
  const session = sessions.find((s) =>
    (s.object as { cart: { attributes: { key: string; value: string }[] } }).cart.attributes.some(
      (a) => a.key === "payment_id" && a.value === paymentId,
    ),
  );
  if (!session) throw new Error(`no cart for payment ${paymentId}`);
  return session;
}

const status = async (paymentId: string, registrationId: string) => [
  (await storedItem("payments", paymentId))?.status,
  (await storedItem("inscriptions", registrationId))?.status,
];

const receiptsTo = async (to: string) =>
  (await readSentEmails()).filter(
    (e) => e.to.includes(to) && e.subject.startsWith("Paiement reçu"),
  );

/** The held orders/paid delivery's body and headers, to post again by hand. */
async function heldWebhook() {
  const [held] = await world.sandbox.controls.webhooks();
  if (!held) throw new Error("no webhook held");
  return held;
}

function postWebhook(rawBody: string, headers: Record<string, string>) {
  return request(world, "POST", "/api/webhooks/shopify", rawBody, headers);
}

describe("card payment at Shopify's checkout", () => {
  it("opens a cart of the shop's product for the stored amount; paying turns the registration paid once, one receipt", async () => {
    const { registrationId } = await registerVisitor(world, 1, SHOP_PRICE);
    const res = await payAtShopify(registrationId, "click-1");

    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      method: "shopify",
      status: "pending",
      amount_centimes: SHOP_PRICE,
      currency: "CHF",
      inscription_id: registrationId,
      expires_at: null,
    });
    const paymentId = String(res.json.payment_id);
    expect(res.json.url).toBe(res.json.redirect_url);
    expect(String(res.json.url)).toMatch(new RegExp(`^${world.sandbox.url}/cart/c/\\w+\\?key=`));

    const cart = await cartOf(paymentId);
    expect(cart.object).toMatchObject({
      cart: {
        checkoutUrl: res.json.url,
        attributes: [
          { key: "payment_id", value: paymentId },
          { key: "inscription_id", value: registrationId },
        ],
        buyerIdentity: { email: VISITOR, countryCode: "CH" },
        cost: { totalAmount: { amount: "129.0", currencyCode: "CHF" } },
        lines: [
          expect.objectContaining({
            quantity: 1,
            merchandise: expect.objectContaining({ id: ELECTRIC_VARIANT }),
          }),
        ],
      },
    });
    expect(await storedItem("payments", paymentId)).toMatchObject({
      provider: "shopify",
      provider_ref: cart.id,
    });

    const paid = await world.sandbox.controls.pay(cart.id, "card");
    expect(paid.deliveries.map((d) => [d.type, d.state, d.attempts.at(-1)?.status])).toEqual([
      ["orders/paid", "delivered", 200],
    ]);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    expect((await request(world, "GET", `/api/payments/${paymentId}`)).json).toMatchObject({
      status: "completed",
      method: "shopify",
      amount_centimes: SHOP_PRICE,
    });
    const webhookId = paid.deliveries[0]?.headers["x-shopify-webhook-id"];
    expect(await scanAll("webhook-events")).toEqual([
      expect.objectContaining({ id: `shopify#${webhookId}` }),
    ]);

    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const receipts = await receiptsTo(VISITOR);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Montant payé : CHF 129.00");
    expect(receipts[0]?.text).toContain("Moyen de paiement : Carte (boutique en ligne)");
    const logged = await eventually(async () => {
      const events = (await readEventLog()).filter((e) => e.detailType.startsWith("Payment"));
      expect(events.map((e) => e.detailType).sort()).toEqual([
        "PaymentCompleted",
        "PaymentStarted",
      ]);
      return events;
    });
    expect(JSON.stringify(logged)).toContain('"provider":"shopify"');
    expect(JSON.stringify(logged)).not.toMatch(/Favre|Monique|monique|\+41/);
    // The webhook came before the browser's return: every event and e-mail once.
    await expectAccounting(paidOnce());
  });

  it("the same webhook three times, late and in reverse order, changes nothing more", async () => {
    const { registrationId, paymentId } = await openShopifyPayment();
    const cart = await cartOf(paymentId);

    await world.sandbox.controls.hold();
    await world.sandbox.controls.duplicateNext(3);
    await world.sandbox.controls.pay(cart.id, "card");
    expect(await status(paymentId, registrationId)).toEqual(["pending", "pending_payment"]);

    const { released } = await world.sandbox.controls.release("reverse");
    expect(released.map((d) => [d.state, d.attempts.at(-1)?.status])).toEqual([
      ["delivered", 200],
      ["delivered", 200],
      ["delivered", 200],
    ]);
    expect(new Set(released.map((d) => d.headers["x-shopify-webhook-id"])).size).toBe(1);
    expect(await status(paymentId, registrationId)).toEqual(["completed", "paid"]);
    expect(await scanAll("webhook-events")).toHaveLength(1);

    await runNotifier();
    expect(await receiptsTo(VISITOR)).toHaveLength(1);
    const completed = await eventually(async () => {
      const events = (await readEventLog()).filter((e) => e.detailType === "PaymentCompleted");
      expect(events.length).toBeGreaterThan(0);
      return events;
    });
    expect(completed).toHaveLength(1);
    await expectAccounting(paidOnce());
  });

  it("a forged or tampered webhook gets a 401 and changes nothing; the genuine one still goes through", async () => {
    const { registrationId, paymentId } = await openShopifyPayment();
    await world.sandbox.controls.hold();
    await world.sandbox.controls.pay((await cartOf(paymentId)).id, "card");
    const held = await heldWebhook();
    const headers = {
      ...held.headers,
      "x-shopify-hmac-sha256": shopifyHmac(held.raw_body, "not-our-secret"),
    };
    const genuine = shopifyHmac(held.raw_body, LOCAL_SHOPIFY_WEBHOOK_SECRET);
    const tampered = held.raw_body.replace(`"${paymentId}"`, '"another-payment"');
    expect(tampered).not.toBe(held.raw_body);

    const refused = {
      status: 401,
      json: { success: false, error: "Signature du webhook invalide." },
    };
    expect(await postWebhook(held.raw_body, headers)).toEqual(refused);
    expect(await postWebhook(tampered, { ...headers, "x-shopify-hmac-sha256": genuine })).toEqual(
      refused,
    );
    const { "x-shopify-hmac-sha256": _dropped, ...unsigned } = headers;
    expect(await postWebhook(held.raw_body, unsigned)).toEqual(refused);

    expect(await status(paymentId, registrationId)).toEqual(["pending", "pending_payment"]);
    expect(await scanAll("webhook-events")).toEqual([]);

    await world.sandbox.controls.release();
    expect(await status(paymentId, registrationId)).toEqual(["completed", "paid"]);
  });

  it("a signed order for another amount, or for a payment that is not a Shopify one, is acknowledged and ignored", async () => {
    const { registrationId, paymentId } = await openShopifyPayment();
    await world.sandbox.controls.hold();
    await world.sandbox.controls.pay((await cartOf(paymentId)).id, "card");
    const held = await heldWebhook();
    const signed = (body: string, webhookId: string) =>
      postWebhook(body, {
        ...held.headers,
        "x-shopify-webhook-id": webhookId,
        "x-shopify-hmac-sha256": shopifyHmac(body, LOCAL_SHOPIFY_WEBHOOK_SECRET),
      });

    const cheaper = held.raw_body.replace(/"total_price":"129\.00"/, '"total_price":"1.00"');
    expect(cheaper).not.toBe(held.raw_body);
    expect((await signed(cheaper, "wh-cheaper")).status).toBe(200);
    const card = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "card",
    });
    const cardPayment = String(card.json.payment_id);
    const misdirected = held.raw_body.replaceAll(`"${paymentId}"`, `"${cardPayment}"`);
    expect((await signed(misdirected, "wh-card")).status).toBe(200);

    expect(await status(paymentId, registrationId)).toEqual(["pending", "pending_payment"]);
    expect((await storedItem("payments", cardPayment))?.status).toBe("pending");
    expect((await scanAll("webhook-events")).map((e) => e.id).sort()).toEqual([
      "shopify#wh-card",
      "shopify#wh-cheaper",
    ]);
  });

  it("« Refuser » leaves the payment open and the registration payable; paying later completes it", async () => {
    const { registrationId, paymentId, url } = await openShopifyPayment();
    const refused = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "refuse" }),
    });
    expect(await refused.text()).toContain("Paiement refusé");
    expect(await world.sandbox.controls.webhooks()).toEqual([]);
    expect(await status(paymentId, registrationId)).toEqual(["pending", "pending_payment"]);

    const again = await payAtShopify(registrationId);
    expect([again.status, again.json.payment_id, again.json.url]).toEqual([200, paymentId, url]);

    const thanks = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay" }),
    });
    expect(await thanks.text()).toContain("Merci pour votre commande");
    // The page answers at once; the webhook is handled once its delivery has an answer.
    await eventually(async () =>
      expect((await world.sandbox.controls.webhooks()).map((d) => d.state)).toEqual(["delivered"]),
    );
    expect(await status(paymentId, registrationId)).toEqual(["completed", "paid"]);
  });

  it("the shop's price differs from what the registration owes: refused before the visitor pays", async () => {
    const { registrationId } = await registerVisitor(world, 2, 7500);
    const res = await payAtShopify(registrationId);
    expect(res).toEqual({
      status: 502,
      json: { success: false, error: "Ce produit n'est pas disponible actuellement" },
    });
    expect((await scanAll("payments")).map((p) => [p.status, p.failure_reason])).toEqual([
      ["failed", "provider_unavailable"],
    ]);
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
  });

  it("out of stock, or Shopify answering 500: the spec's French texts, nothing pending, a retry works", async () => {
    const { registrationId } = await registerVisitor(world, 1, SHOP_PRICE);
    await world.sandbox.controls.setShopifyVariantAvailable(ELECTRIC_VARIANT, false);
    expect((await payAtShopify(registrationId)).json).toEqual({
      success: false,
      error: "Ce produit n'est pas disponible actuellement",
    });
    await world.sandbox.controls.setShopifyVariantAvailable(ELECTRIC_VARIANT, true);

    await world.sandbox.controls.failNext({ count: 1 });
    expect(await payAtShopify(registrationId)).toEqual({
      status: 502,
      json: { success: false, error: "Impossible de créer le panier. Veuillez réessayer." },
    });
    expect((await scanAll("payments")).map((p) => p.status)).toEqual(["failed", "failed"]);
    expect(await world.sandbox.controls.sessions()).toEqual([]);

    const retry = await payAtShopify(registrationId);
    expect(retry.status).toBe(201);
    expect(await world.sandbox.controls.sessions()).toHaveLength(1);
    await runNotifier();
    await expectAccounting(
      registrationsAccounting({ paid: 0, events: { PaymentStarted: 1, PaymentFailed: 2 } }),
    );
  });
});
