/**
 * The company's direct payment end to end: the quote dialog's request (POST /api/quotes, with an
 * Idempotency-Key), then POST /api/payments { quote_request_id } paid with PayPal or at Shopify's
 * checkout, all played by the payment sandbox; the api function behind the local host, the
 * emulator's tables, bus, queue and SES.
 */

import { PAYMENT_ERRORS, PAYMENT_FIELD_MESSAGES } from "@shared/messages/payment";
import { describe, expect, it } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { readEventLog, readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { runNotifier } from "../support/form-fixtures";
import { request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { scanAll } from "../support/registration-fixtures";

const COMPANY_EMAIL = "claire.dubois@fromagerie-jura.ch";

const world = setUpPaymentWorld();

const quote = {
  companyName: "Fromagerie du Jura SA",
  contactName: "Claire Dubois",
  email: COMPANY_EMAIL,
  phone: "+41 79 555 12 34",
  participants: "9-12",
  date: "",
  comments: "Sortie d'équipe",
};

async function sendQuote(key: string) {
  const res = await request(world, "POST", "/api/quotes", quote, { "Idempotency-Key": key });
  expect(res.status).toBe(202);
  return String(res.json.quote_id);
}

function payQuote(quoteRequestId: string, method: string, extra: Record<string, unknown> = {}) {
  return request(
    world,
    "POST",
    "/api/payments",
    { quote_request_id: quoteRequestId, method, ...extra },
    { "Idempotency-Key": `pay-${method}-${quoteRequestId}` },
  );
}

interface OrderView {
  id: string;
  purchase_units: {
    amount: { value: string };
    custom_id?: string;
    payments?: { captures: { status: string }[] };
  }[];
}

async function orderOf(paymentId: string) {
  const sessions = await world.sandbox.controls.sessions();
  const order = sessions.find(
    (s) =>
      s.provider === "paypal" && (s.object as OrderView).purchase_units[0]?.custom_id === paymentId,
  );
  if (!order) throw new Error(`no PayPal order for payment ${paymentId}`);
  return order as typeof order & { object: OrderView };
}

const capturesOf = (order: { object: OrderView }) =>
  order.object.purchase_units[0]?.payments?.captures ?? [];

const mailsTo = async (to: string, subjectStart: string) =>
  (await readSentEmails()).filter((e) => e.to.includes(to) && e.subject.startsWith(subjectStart));

describe("a company's direct payment", () => {
  it("with PayPal: CHF 149.00 from the server, the quote request paid once, its receipt and the provider's notice", async () => {
    const quoteRequestId = await sendQuote("quote-click-1");
    // The dialog sends the request again before paying: the same id, nothing stored twice.
    expect(await sendQuote("quote-click-1")).toBe(quoteRequestId);
    expect(await scanAll("quote-requests")).toHaveLength(1);

    const res = await payQuote(quoteRequestId, "paypal", { amount_centimes: 1, amount: 0.01 });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      quote_request_id: quoteRequestId,
      method: "paypal",
      status: "pending",
      amount_centimes: 14900,
      currency: "CHF",
    });
    expect(res.json).not.toHaveProperty("inscription_id");
    const paymentId = String(res.json.payment_id);
    const order = await orderOf(paymentId);
    expect(order.object.purchase_units[0]?.amount.value).toBe("149.00");
    expect(await storedItem("quote-requests", quoteRequestId)).toMatchObject({
      status: "pending_payment",
      open_paypal_payment_id: paymentId,
    });

    // PayPal delivers its approval three times: one capture, one completion.
    await world.sandbox.controls.duplicateNext(3);
    await world.sandbox.controls.pay(order.id);
    expect(await storedItem("payments", paymentId)).toMatchObject({
      status: "completed",
      quote_request_id: quoteRequestId,
      amount_centimes: 14900,
    });
    expect(await storedItem("quote-requests", quoteRequestId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    expect(capturesOf(await orderOf(paymentId))).toHaveLength(1);
    expect((await request(world, "GET", `/api/payments/${paymentId}`)).json).toEqual({
      success: true,
      payment_id: paymentId,
      quote_request_id: quoteRequestId,
      status: "completed",
      method: "paypal",
      amount_centimes: 14900,
      currency: "CHF",
    });
    // Paid: a new payment is refused.
    expect(await payQuote(quoteRequestId, "twint")).toEqual({
      status: 409,
      json: { success: false, error: PAYMENT_ERRORS.quoteRequestAlreadyPaid },
    });

    await eventually(async () => expect(await scanAll("webhook-events")).toHaveLength(2));
    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    // The quote request's own e-mails, as without payment, and the payment's.
    const receipts = await mailsTo(COMPANY_EMAIL, "Paiement reçu");
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Montant payé : CHF 149.00");
    expect(receipts[0]?.text).toContain("Moyen de paiement : PayPal");
    const notices = await mailsTo(LOCAL_PROVIDER_EMAIL, "Paiement reçu");
    expect(notices).toHaveLength(1);
    expect(notices[0]?.subject).toBe(
      "Paiement reçu : Fromagerie du Jura SA – sortie entreprise (CHF 149.00)",
    );
    expect((await readSentEmails()).filter((e) => e.to.includes(COMPANY_EMAIL))).toHaveLength(2);

    const events = await eventually(async () => {
      const logged = (await readEventLog()).filter(
        (e) => e.detailType.startsWith("Payment") || e.detailType === "QuoteRequested",
      );
      expect(logged.map((e) => e.detailType).sort()).toEqual([
        "PaymentCompleted",
        "PaymentStarted",
        "QuoteRequested",
      ]);
      return logged;
    });
    const completed = events.find((e) => e.detailType === "PaymentCompleted");
    expect(JSON.stringify(completed)).toContain(quoteRequestId);
    expect(JSON.stringify(events)).not.toMatch(/Fromagerie|Dubois|Claire|claire|\+41/);
  });

  it("forged and duplicate webhooks change nothing", async () => {
    const quoteRequestId = await sendQuote("quote-click-2");
    const paymentId = String((await payQuote(quoteRequestId, "paypal")).json.payment_id);
    const order = await orderOf(paymentId);
    await world.sandbox.controls.hold();
    await world.sandbox.controls.pay(order.id);
    const [held] = await world.sandbox.controls.webhooks();
    const body = held?.raw_body ?? "";
    const refused = {
      status: 400,
      json: { success: false, error: "Signature du webhook invalide." },
    };
    const forged = { "paypal-transmission-sig": "Zm9yZ2Vk", "paypal-transmission-id": "x" };
    expect(await request(world, "POST", "/api/webhooks/paypal", body, forged)).toEqual(refused);
    expect(await storedItem("payments", paymentId)).toMatchObject({ status: "pending" });
    expect((await storedItem("quote-requests", quoteRequestId))?.status).toBe("pending_payment");
    expect(capturesOf(await orderOf(paymentId))).toEqual([]);

    await world.sandbox.controls.release();
    expect((await storedItem("quote-requests", quoteRequestId))?.status).toBe("paid");
    // The same delivery once more (PayPal retries): recorded already, nothing moves.
    const again = await world.sandbox.controls.webhooks();
    const signed = again[0]?.attempts.at(-1)?.headers ?? {};
    const replay = await request(world, "POST", "/api/webhooks/paypal", body, signed);
    expect(replay.status).toBe(200);
    expect(capturesOf(await orderOf(paymentId))).toHaveLength(1);
    await runNotifier();
    expect(await mailsTo(COMPANY_EMAIL, "Paiement reçu")).toHaveLength(1);
  });

  it("at Shopify's checkout: the entreprise product with the spec's customer data as cart attributes", async () => {
    const quoteRequestId = await sendQuote("quote-click-3");
    const res = await payQuote(quoteRequestId, "shopify");
    expect(res.status).toBe(201);
    expect(res.json.amount_centimes).toBe(14900);
    const paymentId = String(res.json.payment_id);
    const [cart] = await world.sandbox.controls.sessions();
    if (!cart) throw new Error("no cart");
    const { attributes: pairs } = (
      cart.object as { cart: { attributes: { key: string; value: string }[] } }
    ).cart;
    const attributes = Object.fromEntries(pairs.map((a) => [a.key, a.value]));
    expect(attributes).toEqual({
      name: "Claire Dubois",
      email: COMPANY_EMAIL,
      phone: "+41 79 555 12 34",
      date: "",
      participants: "9-12",
      comments: "Fromagerie du Jura SA – Sortie d'équipe",
      payment_id: paymentId,
      quote_request_id: quoteRequestId,
    });
    await world.sandbox.controls.pay(cart.id, "card");
    expect((await storedItem("quote-requests", quoteRequestId))?.status).toBe("paid");
  });

  it("refuses bad input in French and stores nothing", async () => {
    const quoteRequestId = await sendQuote("quote-click-4");
    const both = await request(world, "POST", "/api/payments", {
      inscription_id: "reg-1",
      quote_request_id: quoteRequestId,
      method: "paypal",
    });
    expect(both).toEqual({
      status: 400,
      json: {
        success: false,
        error: PAYMENT_ERRORS.invalid,
        details: { quote_request_id: PAYMENT_FIELD_MESSAGES.oneTarget },
      },
    });
    const bankTransfer = await payQuote(quoteRequestId, "virement");
    expect(bankTransfer.status).toBe(400);
    expect(bankTransfer.json.details).toEqual({ method: PAYMENT_FIELD_MESSAGES.companyMethod });
    expect(await payQuote("no-such-quote", "paypal")).toEqual({
      status: 404,
      json: { success: false, error: PAYMENT_ERRORS.quoteRequestNotFound },
    });
    expect(await scanAll("payments")).toEqual([]);
    expect(await world.sandbox.controls.sessions()).toEqual([]);
    expect((await storedItem("quote-requests", quoteRequestId))?.status).toBeUndefined();
  });

  it("a quote request caught by the honeypot answers like a real one, stores nothing, and pays nothing", async () => {
    const res = await request(
      world,
      "POST",
      "/api/quotes",
      { ...quote, site_web: "http://spam.example" },
      { "Idempotency-Key": "bot-1" },
    );
    expect(res.status).toBe(202);
    expect(res.json).toEqual({ success: true, quote_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(await scanAll("quote-requests")).toEqual([]);
    expect((await payQuote(String(res.json.quote_id), "paypal")).status).toBe(404);
    expect(await world.sandbox.controls.sessions()).toEqual([]);
  });
});
