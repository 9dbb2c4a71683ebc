/**
 * Card and TWINT payments end to end: the api function behind the local host, Stripe played by
 * the payment sandbox (its API, hosted page buttons and signed webhooks), the emulator's tables,
 * bus, queue and SES. The webhooks reach the api through HTTP exactly as Stripe's would.
 */
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { LOCAL_STRIPE_WEBHOOK_SECRET } from "../../local/payment-sandbox/local-secrets";
import { readEventLog, readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import { paidOnce } from "../support/payment-accounting";
import {
  registerVisitor,
  request,
  sandboxSessionOf,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { scanAll } from "../support/registration-fixtures";

const VISITOR = "monique.favre@example.ch";
const CHECKOUT_ERROR = "Une erreur s'est produite lors de la création de la session de paiement";

const world = setUpPaymentWorld();

async function payByCard(
  registrationId: string,
  extra: Record<string, unknown> = {},
  key?: string,
) {
  return request(
    world,
    "POST",
    "/api/payments",
    { inscription_id: registrationId, method: "card", ...extra },
    key ? { "Idempotency-Key": key } : {},
  );
}

const sessionOf = (paymentId: string) => sandboxSessionOf(world, paymentId);

const receiptsTo = async (to: string) =>
  (await readSentEmails()).filter(
    (e) => e.to.includes(to) && e.subject.startsWith("Paiement reçu"),
  );

describe("card payment through Stripe Checkout", () => {
  it("the stored amount is charged, not the browser's; paying turns the registration paid once and sends one receipt", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const res = await payByCard(registrationId, { amount: 1, amount_centimes: 1 }, "click-1");

    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      method: "card",
      status: "pending",
      amount_centimes: 15000,
      currency: "CHF",
      inscription_id: registrationId,
    });
    const paymentId = String(res.json.payment_id);
    expect(res.json.url).toBe(res.json.redirect_url);
    expect(String(res.json.url)).toContain(world.sandbox.url);

    const session = await sessionOf(paymentId);
    expect(session.object).toMatchObject({
      mode: "payment",
      currency: "chf",
      amount_total: 15000,
      client_reference_id: registrationId,
      customer_email: VISITOR,
      metadata: { inscription_id: registrationId, payment_id: paymentId },
    });
    // Our own Idempotency-Key, stored before the call, and the endive parameter for the methods.
    expect(session.request.idempotency_key).toBe(paymentId);
    const params = session.request.params as Record<string, unknown>;
    expect(params.allowed_payment_method_types).toEqual(["card", "twint"]);
    expect(params).not.toHaveProperty("payment_method_types");
    expect(params.line_items).toEqual([
      {
        price_data: {
          currency: "chf",
          unit_amount: "7500",
          product_data: { name: expect.stringMatching(/^Sortie VTT électrique au Mont Pelé – /) },
        },
        quantity: "2",
      },
    ]);

    const paid = await world.sandbox.controls.pay(session.id, "twint");
    expect(paid.deliveries.map((d) => [d.type, d.state])).toEqual([
      ["checkout.session.completed", "delivered"],
    ]);
    expect(paid.redirect_url).toContain(`/payment-success?session_id=${session.id}`);

    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    const view = await request(world, "GET", `/api/payments/${paymentId}`);
    // With what the page after paying names: the outing, its day and the short reference.
    const registration = await storedItem("inscriptions", registrationId);
    expect(view).toEqual({
      status: 200,
      json: {
        success: true,
        payment_id: paymentId,
        inscription_id: registrationId,
        status: "completed",
        method: "card",
        amount_centimes: 15000,
        currency: "CHF",
        activity_title: registration?.activity_title,
        activity_date: registration?.activity_date,
        registration_reference: registration?.short_reference,
      },
    });
    expect(String(registration?.short_reference)).toMatch(SHORT_REFERENCE_PATTERN);

    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const receipts = await receiptsTo(VISITOR);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Montant payé : CHF 150.00");
    expect(receipts[0]?.text).toMatch(/Moyen de paiement : Carte\r?\n/);
    expect(receipts[0]?.text).toContain(`Référence du paiement : ${session.id.slice(-8)}`);
    expect(await receiptsTo(LOCAL_PROVIDER_EMAIL)).toHaveLength(1);

    const logged = await eventually(async () => {
      const events = (await readEventLog()).filter((e) => e.detailType.startsWith("Payment"));
      expect(events.map((e) => e.detailType).sort()).toEqual([
        "PaymentCompleted",
        "PaymentStarted",
      ]);
      return events;
    });
    expect(JSON.stringify(logged)).not.toMatch(/Favre|Monique|monique|\+41/);
    // The webhook came before the browser's return: every event and e-mail once.
    await expectAccounting(paidOnce());
  });

  it("while a card payment is open, asking again answers the same one", async () => {
    const { registrationId } = await registerVisitor(world);
    const first = await payByCard(registrationId, {}, "click-1");
    const again = await payByCard(registrationId, {}, "click-2");
    expect(again.status).toBe(200);
    expect(again.json.payment_id).toBe(first.json.payment_id);
    expect(again.json.url).toBe(first.json.url);
    expect(await world.sandbox.controls.sessions()).toHaveLength(1);
    // The same key again gets the first answer back.
    const replay = await payByCard(registrationId, {}, "click-1");
    expect(replay.json).toEqual(first.json);
  });

  it("the same webhook three times, late and in reverse order, changes nothing more", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await payByCard(registrationId)).json.payment_id);
    const session = await sessionOf(paymentId);

    await world.sandbox.controls.hold();
    await world.sandbox.controls.duplicateNext(3);
    await world.sandbox.controls.pay(session.id, "card");
    // The visitor is back on the site before any webhook: the payment still waits.
    expect((await request(world, "GET", `/api/payments/${paymentId}`)).json.status).toBe("pending");

    const { released } = await world.sandbox.controls.release("reverse");
    expect(released.map((d) => d.state)).toEqual(["delivered", "delivered", "delivered"]);
    expect(released.map((d) => d.attempts.at(-1)?.status)).toEqual([200, 200, 200]);

    expect((await request(world, "GET", `/api/payments/${paymentId}`)).json.status).toBe(
      "completed",
    );
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

  it("a wrong signature, or one older than 300 s, gets a 400 and changes nothing", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await payByCard(registrationId)).json.payment_id);
    const session = await sessionOf(paymentId);
    await world.sandbox.controls.hold();
    await world.sandbox.controls.pay(session.id, "card");
    const [held] = await world.sandbox.controls.webhooks();
    const rawBody = held?.raw_body ?? "";
    const signer = new Stripe("sk_test_signer");
    const now = Math.floor(Date.now() / 1000);
    const post = (signature?: string) =>
      request(
        world,
        "POST",
        "/api/webhooks/stripe",
        rawBody,
        signature ? { "stripe-signature": signature } : {},
      );

    const forged = signer.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: "whsec_someone_else",
    });
    const stale = signer.webhooks.generateTestHeaderString({
      payload: rawBody,
      secret: LOCAL_STRIPE_WEBHOOK_SECRET,
      timestamp: now - 301,
    });
    for (const answer of [await post(forged), await post(stale), await post()]) {
      expect(answer).toEqual({
        status: 400,
        json: { success: false, error: "Signature du webhook invalide." },
      });
    }
    expect((await storedItem("payments", paymentId))?.status).toBe("pending");
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");
    expect(await scanAll("webhook-events")).toEqual([]);

    // The genuine delivery still goes through afterwards.
    await world.sandbox.controls.release();
    expect((await storedItem("payments", paymentId))?.status).toBe("completed");
  });

  it("an expired session leaves the payment expired and the registration payable", async () => {
    const { registrationId } = await registerVisitor(world);
    const first = await payByCard(registrationId);
    const paymentId = String(first.json.payment_id);
    const session = await sessionOf(paymentId);

    const expired = await world.sandbox.controls.expire(session.id);
    expect(expired.deliveries.map((d) => [d.type, d.state])).toEqual([
      ["checkout.session.expired", "delivered"],
    ]);
    expect(await storedItem("payments", paymentId)).toMatchObject({ status: "expired" });
    expect((await storedItem("inscriptions", registrationId))?.status).toBe("pending_payment");

    const retry = await payByCard(registrationId);
    expect(retry.status).toBe(201);
    expect(retry.json.payment_id).not.toBe(paymentId);
    expect(await world.sandbox.controls.sessions()).toHaveLength(2);
  });

  it("Stripe answering 500: the spec's French error, no pending payment left, a retry works", async () => {
    const { registrationId } = await registerVisitor(world);
    // The adapter retries once with the same Idempotency-Key: both attempts fail.
    await world.sandbox.controls.failNext({ count: 2 });
    const res = await payByCard(registrationId, {}, "click-1");
    expect(res).toEqual({ status: 502, json: { success: false, error: CHECKOUT_ERROR } });

    const payments = await scanAll("payments");
    expect(payments.map((p) => p.status)).toEqual(["failed"]);
    expect(await world.sandbox.controls.sessions()).toEqual([]);

    const retry = await payByCard(registrationId, {}, "click-1");
    expect(retry.status).toBe(201);
    expect(await world.sandbox.controls.sessions()).toHaveLength(1);

    // Paid after the retry: the failed attempt's event beside the paid one's, nothing twice.
    await world.sandbox.controls.pay((await sessionOf(String(retry.json.payment_id))).id, "card");
    await runNotifier();
    await expectAccounting(paidOnce({ PaymentFailed: 1 }));
  });
});
