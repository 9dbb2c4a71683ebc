import {
  companyPaymentProviderEmail,
  companyReceiptEmail,
} from "@core/payments/company-payment-emails";
import { loadPayable, payableOf } from "@core/payments/payable";
import { settlePayment } from "@core/payments/settle-payment";
import { startPayment } from "@core/payments/start-payment";
import { syncWalletPayment } from "@core/payments/wallet-payment";
import { PAYMENT_ERRORS } from "@shared/messages/payment";
import { describe, expect, it } from "vitest";
import { aQuoteRequest, aRegistration, paymentPorts } from "../../support/payment-fakes";

/** A company's direct payment with PayPal, opened on the quote request "quote-1". */
async function openCompanyPayment(method: "paypal" | "shopify" | "twint" = "paypal") {
  const world = paymentPorts();
  world.store.quoteRequests.set("quote-1", aQuoteRequest());
  const res = await startPayment({ quote_request_id: "quote-1", method }, "key-1", world.ports);
  const paymentId = (res.body as { payment_id: string }).payment_id;
  const payment = () => {
    const stored = world.store.payments.get(paymentId);
    if (!stored) throw new Error("no payment");
    return stored;
  };
  return { ...world, res, paymentId, payment };
}

describe("startPayment: a company's direct payment", () => {
  it("pays the quote request at the fixed entreprise price, CHF 149.00, whatever its participants", async () => {
    const { res, payment, store, wallet } = await openCompanyPayment();
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({
      quote_request_id: "quote-1",
      method: "paypal",
      status: "pending",
      amount_centimes: 14900,
      approval_url: "https://paypal.test/checkoutnow?token=ORDER1",
    });
    expect(res.body).not.toHaveProperty("inscription_id");
    expect(payment()).toMatchObject({ quote_request_id: "quote-1", amount_centimes: 14900 });
    expect(payment()).not.toHaveProperty("inscription_id");
    expect(payment()).not.toHaveProperty("activity_id");
    expect(store.quoteRequests.get("quote-1")).toMatchObject({
      status: "pending_payment",
      open_paypal_payment_id: payment().id,
    });
    expect(wallet.requests[0]).toMatchObject({
      quoteRequestId: "quote-1",
      lineItem: {
        name: "Sortie entreprise – Fromagerie du Jura SA",
        unitAmountCentimes: 14900,
        quantity: 1,
      },
      customerEmail: "claire.dubois@fromagerie.test",
      successUrl: `https://www.jura-vtt-vitalite.ch/payment-success?payment_id=${payment().id}`,
      cancelUrl: `https://www.jura-vtt-vitalite.ch/payment-cancel?payment_id=${payment().id}&pour=entreprise`,
    });
    expect(wallet.requests[0]?.registrationId).toBeUndefined();
  });

  it("sends Shopify the entreprise product and the spec's customer data, comments prefixed with the company", async () => {
    const { res, shopifyCheckout } = await openCompanyPayment("shopify");
    expect(res.statusCode).toBe(201);
    expect(shopifyCheckout.requests[0]).toMatchObject({
      productType: "entreprise",
      customerData: {
        name: "Claire Dubois",
        email: "claire.dubois@fromagerie.test",
        phone: "+41 79 555 12 34",
        date: "12/06/2026",
        participants: "6-8",
        comments: "Fromagerie du Jura SA – Sortie d'équipe en juin",
      },
    });
  });

  it("leaves the date empty and the comments to the company's name when none were given", async () => {
    const world = paymentPorts();
    world.store.quoteRequests.set(
      "quote-1",
      aQuoteRequest({ date: undefined, comments: undefined }),
    );
    await startPayment({ quote_request_id: "quote-1", method: "shopify" }, undefined, world.ports);
    expect(world.shopifyCheckout.requests[0]?.customerData).toMatchObject({
      date: "",
      comments: "Fromagerie du Jura SA",
    });
  });

  it("answers the same payment to the same Idempotency-Key, and the open one to a new key", async () => {
    const { ports, paymentId, wallet } = await openCompanyPayment();
    const replay = await startPayment(
      { quote_request_id: "quote-1", method: "paypal" },
      "key-1",
      ports,
    );
    const reuse = await startPayment(
      { quote_request_id: "quote-1", method: "paypal" },
      "key-2",
      ports,
    );
    expect(replay.body).toMatchObject({ payment_id: paymentId });
    expect(reuse).toMatchObject({ statusCode: 200, body: { payment_id: paymentId } });
    expect(wallet.requests).toHaveLength(1);
  });

  it("refuses an unknown quote request (404) and one already paid (409)", async () => {
    const world = paymentPorts();
    const unknown = await startPayment(
      { quote_request_id: "nope", method: "paypal" },
      undefined,
      world.ports,
    );
    expect(unknown).toEqual({
      statusCode: 404,
      body: { success: false, error: PAYMENT_ERRORS.quoteRequestNotFound },
    });
    world.store.quoteRequests.set("quote-1", aQuoteRequest({ status: "paid" }));
    const paid = await startPayment(
      { quote_request_id: "quote-1", method: "twint" },
      undefined,
      world.ports,
    );
    expect(paid).toEqual({
      statusCode: 409,
      body: { success: false, error: PAYMENT_ERRORS.quoteRequestAlreadyPaid },
    });
    expect(world.store.payments.size).toBe(0);
  });
});

describe("settling a company's direct payment", () => {
  it("captures the approved order, turns the quote request paid once, and publishes ids only", async () => {
    const { ports, store, wallet, payment, published } = await openCompanyPayment();
    wallet.set("ORDER1", { stage: "approved" });
    const result = await syncWalletPayment(payment(), ports);
    expect(result).toMatchObject({ kind: "applied", refundDue: false });
    expect(store.quoteRequests.get("quote-1")).toMatchObject({
      status: "paid",
      paid_payment_id: payment().id,
    });
    const completed = published.find((e) => e.detailType === "PaymentCompleted");
    expect(completed?.detail.data).toEqual({
      payment_id: payment().id,
      quote_request_id: "quote-1",
      method: "paypal",
      provider: "paypal",
      amount_centimes: 14900,
      currency: "CHF",
      status: "completed",
      refund_due: false,
    });
    // Once: a second sync (a poll after the webhook) captures and publishes nothing more.
    await syncWalletPayment(payment(), ports);
    expect(wallet.captures).toEqual(["ORDER1"]);
    expect(published.filter((e) => e.detailType === "PaymentCompleted")).toHaveLength(1);
  });

  it("keeps a second completed payment of a paid quote request as refund_due", async () => {
    const { ports, store, wallet, payment } = await openCompanyPayment();
    const shop = await startPayment(
      { quote_request_id: "quote-1", method: "shopify" },
      undefined,
      ports,
    );
    wallet.set("ORDER1", { stage: "approved" });
    await syncWalletPayment(payment(), ports);
    const second = await settlePayment(
      (shop.body as { payment_id: string }).payment_id,
      "completed",
      ports,
    );
    expect(second).toMatchObject({ kind: "applied", refundDue: true });
    expect(store.quoteRequests.get("quote-1")?.paid_payment_id).toBe(payment().id);
  });

  it("loads either kind of target from the payment's id", async () => {
    const { store, payment } = await openCompanyPayment();
    store.registrations.set("reg-1", aRegistration());
    expect(payableOf(payment())).toEqual({ kind: "quote_request", id: "quote-1" });
    expect(payableOf({ inscription_id: "reg-1" })).toEqual({ kind: "registration", id: "reg-1" });
    expect(
      (await loadPayable({ kind: "quote_request", id: "quote-1" }, store))?.awaitingPayment,
    ).toBe(true);
    expect((await loadPayable({ kind: "registration", id: "reg-1" }, store))?.awaitingPayment).toBe(
      true,
    );
    expect(await loadPayable({ kind: "quote_request", id: "other" }, store)).toBeUndefined();
  });
});

describe("the e-mails of a company's direct payment", () => {
  it("gives the company its receipt and the provider the « Paiement reçu » notice with the quote", async () => {
    const { payment } = await openCompanyPayment();
    const paid = {
      ...payment(),
      status: "completed" as const,
      completed_at: "2026-05-01T08:05:00.000Z",
    };
    const receipt = companyReceiptEmail(paid, aQuoteRequest(), "https://www.jura-vtt.test");
    expect(receipt.subject).toBe("Paiement reçu : sortie entreprise – Fromagerie du Jura SA");
    expect(receipt.text).toContain("Bonjour Claire Dubois,");
    expect(receipt.text).toContain("CHF 149.00");
    expect(receipt.text).toContain("quote-1");
    const notice = companyPaymentProviderEmail(paid, aQuoteRequest());
    expect(notice.subject).toBe(
      "Paiement reçu : Fromagerie du Jura SA – sortie entreprise (CHF 149.00)",
    );
    expect(notice.text).toContain("claire.dubois@fromagerie.test");
    expect(notice.text).toContain("Commande PayPal");
  });
});
