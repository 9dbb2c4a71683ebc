/**
 * Shopify in the payment core: startPayment opens a cart through the Shopify port (no deadline of
 * ours, Shopify's French text on failure), and a verified orders/paid webhook completes the
 * payment its note_attributes name, once, for exactly the payment's amount.
 */

import { CheckoutProviderError } from "@core/payments/ports/checkout";
import {
  handleShopifyOrderWebhook,
  type ShopifyOrderWebhook,
} from "@core/payments/shopify-order-webhook";
import { startPayment } from "@core/payments/start-payment";
import { describe, expect, it } from "vitest";
import { aRegistration, paymentPorts } from "../../support/payment-fakes";

async function openShopifyPayment(total = 12900) {
  const world = paymentPorts();
  world.store.registrations.set(
    "reg-1",
    aRegistration({ nombre_participants: 1, total_centimes: total }),
  );
  const res = await startPayment(
    { inscription_id: "reg-1", method: "shopify" },
    undefined,
    world.ports,
  );
  world.published.length = 0;
  return { ...world, res, paymentId: (res.body as { payment_id: string }).payment_id };
}

const orderPaid = (paymentId: string, overrides: Partial<ShopifyOrderWebhook> = {}) => ({
  webhookId: "wh-1",
  topic: "orders/paid",
  paymentId,
  financialStatus: "paid",
  amountCentimes: 12900,
  currency: "CHF",
  ...overrides,
});

describe("startPayment: shopify", () => {
  it("opens the cart through the Shopify port, never Stripe's; no deadline of ours", async () => {
    const { res, checkout, shopifyCheckout, store, paymentId } = await openShopifyPayment();
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      method: "shopify",
      status: "pending",
      amount_centimes: 12900,
      expires_at: null,
      url: "https://checkout.test/pay/cs_test_1",
    });
    expect(checkout.requests).toEqual([]);
    expect(shopifyCheckout.requests.map((r) => [r.paymentId, r.registrationId])).toEqual([
      [paymentId, "reg-1"],
    ]);
    expect(store.payments.get(paymentId)).toMatchObject({
      provider: "shopify",
      provider_ref: "cs_test_1",
    });
  });

  it("a refusal from Shopify answers its French text and leaves no pending payment", async () => {
    const world = paymentPorts();
    world.store.registrations.set("reg-1", aRegistration());
    world.ports.shopifyCheckout = {
      createCheckout: async () => {
        throw new CheckoutProviderError(
          "unavailable",
          "Shopify: product_unavailable",
          "Ce produit n'est pas disponible actuellement",
        );
      },
    };
    const res = await startPayment(
      { inscription_id: "reg-1", method: "shopify" },
      undefined,
      world.ports,
    );
    expect(res).toEqual({
      statusCode: 502,
      body: { success: false, error: "Ce produit n'est pas disponible actuellement" },
    });
    expect([...world.store.payments.values()].map((p) => p.status)).toEqual(["failed"]);
  });
});

describe("handleShopifyOrderWebhook", () => {
  it("orders/paid for the payment's amount completes it and pays the registration, once", async () => {
    const { ports, store, published, paymentId } = await openShopifyPayment();
    const result = await handleShopifyOrderWebhook(orderPaid(paymentId), ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.payments.get(paymentId)?.status).toBe("completed");
    expect(store.registrations.get("reg-1")?.status).toBe("paid");
    expect(store.providerEvents.has("shopify#wh-1")).toBe(true);

    expect(await handleShopifyOrderWebhook(orderPaid(paymentId), ports)).toEqual({
      kind: "duplicate",
    });
    // Another delivery of the same order (another webhook id) finds the payment final.
    const other = await handleShopifyOrderWebhook(
      orderPaid(paymentId, { webhookId: "wh-2" }),
      ports,
    );
    expect(other.kind).toBe("unchanged");
    expect(published.map((p) => p.detailType)).toEqual(["PaymentCompleted"]);
  });

  it("another amount, another currency or an unpaid order changes nothing, and is recorded", async () => {
    const { ports, store, paymentId } = await openShopifyPayment();
    const cases: [Partial<ShopifyOrderWebhook>, unknown][] = [
      [
        { webhookId: "a", amountCentimes: 100 },
        { kind: "ignored", reason: "amount_mismatch" },
      ],
      [
        { webhookId: "b", amountCentimes: null },
        { kind: "ignored", reason: "amount_mismatch" },
      ],
      [
        { webhookId: "c", currency: "EUR" },
        { kind: "ignored", reason: "amount_mismatch" },
      ],
      [
        { webhookId: "d", financialStatus: "pending" },
        { kind: "no_change", financialStatus: "pending" },
      ],
      [
        { webhookId: "e", topic: "orders/create" },
        { kind: "ignored", reason: "topic" },
      ],
    ];
    for (const [overrides, expected] of cases) {
      expect(await handleShopifyOrderWebhook(orderPaid(paymentId, overrides), ports)).toEqual(
        expected,
      );
    }
    expect(store.payments.get(paymentId)?.status).toBe("pending");
    expect([...store.providerEvents.keys()].sort()).toEqual(
      ["a", "b", "c", "d", "e"].map((id) => `shopify#${id}`),
    );
  });

  it("an order naming no payment, an unknown one, or a card payment is ignored", async () => {
    const { ports, store, paymentId } = await openShopifyPayment();
    await startPayment({ inscription_id: "reg-1", method: "card" }, undefined, ports);
    const card = [...store.payments.values()].find((p) => p.method === "card");
    for (const [webhookId, id] of [
      ["a", undefined],
      ["b", "pay-unknown"],
      ["c", card?.id],
    ]) {
      expect(
        await handleShopifyOrderWebhook(orderPaid(paymentId, { webhookId, paymentId: id }), ports),
      ).toEqual({ kind: "ignored", reason: "unknown_payment" });
    }
    expect(card?.status).toBe("pending");
    expect(store.payments.get(paymentId)?.status).toBe("pending");
  });
});
