/**
 * TWINT by QR code end to end: the api function behind the local host with an injected clock,
 * Stripe played by the payment sandbox (a Checkout Session limited to TWINT, its page, its
 * expiry API and signed webhooks), the emulator's tables, bus, queue and SES. Also the manual
 * TWINT payment the provider records with `npm run payments -- mark-paid REF --method twint`.
 */

import { manualTwintPaymentId } from "@core/payments/manual-payment";
import { TWINT_QR } from "@shared/constants/offer";
import type Stripe from "stripe";
import { beforeEach, describe, expect, it } from "vitest";
import { readEventLog, readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import { paidOnce } from "../support/payment-accounting";
import {
  registerVisitor,
  request,
  runPaymentsTool,
  sandboxSessionOf,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { readQrDataUrl } from "../support/qr-image";

const VISITOR = "monique.favre@example.ch";

/** The api's clock: real time plus what the test moves it by. */
const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
};

const world = setUpPaymentWorld({ clock });

// The sandbox's clock goes back to real time with its reset before each test.
beforeEach(() => {
  clock.offsetMs = 0;
});

/** Time passes for the site and for Stripe alike (webhook signatures stay fresh). */
async function advance(ms: number) {
  clock.offsetMs += ms;
  await world.sandbox.controls.advanceClock(Math.floor(ms / 1000));
}

async function payByTwint(registrationId: string) {
  const res = await request(
    world,
    "POST",
    "/api/payments",
    { inscription_id: registrationId, method: "twint" },
    { "Idempotency-Key": `twint-${registrationId}` },
  );
  expect(res.status).toBe(201);
  return {
    paymentId: String(res.json.payment_id),
    url: String(res.json.url),
    qrCode: String(res.json.qr_code),
    json: res.json,
  };
}

const sandboxSession = (paymentId: string) => sandboxSessionOf(world, paymentId);

const receiptsTo = async (to: string) =>
  (await readSentEmails()).filter(
    (e) => e.to.includes(to) && e.subject.startsWith("Paiement reçu"),
  );

describe("TWINT by QR code", () => {
  it("the QR code is the session's page; paid with TWINT on the sandbox, the registration turns paid once", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const twint = await payByTwint(registrationId);

    expect(twint.json).toMatchObject({
      success: true,
      method: "twint",
      status: "pending",
      amount_centimes: 15000,
      currency: "CHF",
    });
    const expiresIn = Date.parse(String(twint.json.expires_at)) - clock.now().getTime();
    expect(expiresIn).toBeGreaterThan(TWINT_QR.lifetimeMs - 10_000);
    expect(expiresIn).toBeLessThanOrEqual(TWINT_QR.lifetimeMs);

    const session = await sandboxSession(twint.paymentId);
    expect(twint.url).toBe((session.object as Stripe.Checkout.Session).url);
    expect(readQrDataUrl(twint.qrCode)).toEqual({ width: 200, height: 200, text: twint.url });
    const params = session.request.params as Record<string, unknown>;
    expect(params.allowed_payment_method_types).toEqual(["twint"]);
    // Stripe's own session lives its 30 minutes and more; our 10 minutes are enforced by us.
    expect(Number(params.expires_at) * 1000 - Date.now()).toBeGreaterThan(30 * 60_000);
    expect(String(params.success_url)).toContain(
      `/payment-callback?session_id={CHECKOUT_SESSION_ID}&payment_id=${twint.paymentId}`,
    );

    // The page offers TWINT alone.
    await expect(world.sandbox.controls.pay(session.id, "card")).rejects.toThrow(
      /-> 400: card is not offered/,
    );
    await world.sandbox.controls.duplicateNext(3);
    const paid = await world.sandbox.controls.pay(session.id, "twint");
    expect(paid.deliveries.every((d) => d.state === "delivered")).toBe(true);
    expect(paid.redirect_url).toContain(`/payment-callback?session_id=${session.id}`);

    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: twint.paymentId,
    });
    expect(await storedItem("payments", twint.paymentId)).toMatchObject({
      method: "twint",
      provider: "stripe",
      status: "completed",
      refund_due: false,
    });
    const view = await request(world, "GET", `/api/payments/${twint.paymentId}`);
    expect(view.json).toMatchObject({ status: "completed", method: "twint" });

    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const receipts = await receiptsTo(VISITOR);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Moyen de paiement : TWINT");
    expect(receipts[0]?.text).toContain(`Référence du paiement : ${session.id.slice(-8)}`);
    const completed = await eventually(async () => {
      const found = (await readEventLog()).filter((e) => e.detailType === "PaymentCompleted");
      expect(found).toHaveLength(1);
      return found;
    });
    expect(completed[0]?.data).toMatchObject({ method: "twint", provider: "stripe" });
    // Its webhook three times, before the browser's return: every event and e-mail once.
    await expectAccounting(paidOnce());
  });

  it("after 10 minutes a poll expires Stripe's session and answers expired", async () => {
    const { registrationId } = await registerVisitor(world);
    const twint = await payByTwint(registrationId);
    const session = await sandboxSession(twint.paymentId);

    await advance(TWINT_QR.lifetimeMs - 5_000);
    const before = await request(world, "GET", `/api/payments/${twint.paymentId}`);
    expect(before.json.status).toBe("pending");
    expect((await sandboxSession(twint.paymentId)).status).toBe("open");

    await advance(5_000);
    const after = await request(world, "GET", `/api/payments/${twint.paymentId}`);
    expect(after).toMatchObject({ status: 200, json: { status: "expired", method: "twint" } });
    // Expired by the site through Stripe's API, 20 minutes before Stripe would have.
    const expired = await sandboxSession(twint.paymentId);
    expect(expired.status).toBe("expired");
    expect((expired.object as Stripe.Checkout.Session).expires_at * 1000).toBeGreaterThan(
      clock.now().getTime() + 15 * 60_000,
    );
    expect(await storedItem("payments", twint.paymentId)).toMatchObject({ status: "expired" });
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "pending_payment",
    });
    // The code can no longer be paid.
    await expect(world.sandbox.controls.pay(session.id, "twint")).rejects.toThrow(/409/);

    // Stripe's checkout.session.expired webhook arrives after: nothing moves back.
    const webhooks = await world.sandbox.controls.webhooks();
    expect(webhooks.map((d) => [d.type, d.state])).toContainEqual([
      "checkout.session.expired",
      "delivered",
    ]);
    const logged = await eventually(async () => {
      const found = (await readEventLog()).filter((e) => e.detailType === "PaymentExpired");
      expect(found).toHaveLength(1);
      return found;
    });
    expect(logged[0]?.data).toMatchObject({ payment_id: twint.paymentId, status: "expired" });

    // A new code for the same registration.
    const again = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "twint",
    });
    expect(again.status).toBe(201);
    expect(again.json.payment_id).not.toBe(twint.paymentId);
  });

  it("« Annuler »: the session and the payment expire, and a second cancel changes nothing", async () => {
    const { registrationId } = await registerVisitor(world);
    const twint = await payByTwint(registrationId);
    const cancel = () => request(world, "POST", `/api/payments/${twint.paymentId}/cancel`);

    const first = await cancel();
    expect(first).toEqual({
      status: 200,
      json: {
        success: true,
        payment_id: twint.paymentId,
        inscription_id: registrationId,
        status: "expired",
        method: "twint",
        amount_centimes: 15000,
        currency: "CHF",
      },
    });
    expect((await sandboxSession(twint.paymentId)).status).toBe("expired");
    expect(await storedItem("payments", twint.paymentId)).toMatchObject({
      status: "expired",
      failure_reason: "canceled_by_visitor",
    });
    expect((await cancel()).json.status).toBe("expired");
    const expiries = (await world.sandbox.controls.webhooks()).filter(
      (d) => d.type === "checkout.session.expired",
    );
    expect(expiries).toHaveLength(1);

    expect(await request(world, "POST", "/api/payments/nope/cancel")).toEqual({
      status: 404,
      json: { success: false, error: "Ce paiement n'existe pas." },
    });
  });
});

describe("TWINT paid by hand (/paiement-twint)", () => {
  const markPaid = (reference: string) =>
    runPaymentsTool(["mark-paid", reference, "--method", "twint"]);

  it("the provider records it by the registration number: paid once, one receipt", async () => {
    const { registrationId } = await registerVisitor(world, 2);
    const first = await markPaid(registrationId);
    expect(first.code).toBe(0);
    expect(first.out).toBe(
      `Paiement TWINT de CHF 150.00 enregistré : l'inscription ${registrationId} est payée. Le reçu part par e-mail.`,
    );
    const paymentId = manualTwintPaymentId(registrationId);
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paymentId,
    });
    expect(await storedItem("payments", paymentId)).toMatchObject({
      method: "twint",
      provider: "twint",
      status: "completed",
      amount_centimes: 15000,
    });

    const again = await markPaid(registrationId);
    expect(again.code).toBe(0);
    expect(again.out).toContain("Déjà enregistré");

    const { result } = await runNotifier();
    expect(result.batchItemFailures).toEqual([]);
    const receipts = await receiptsTo(VISITOR);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain("Moyen de paiement : TWINT");
  });

  it("an unknown reference, or an unknown method, changes nothing", async () => {
    const unknown = await markPaid("pas-une-inscription");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Référence inconnue : pas-une-inscription.");
    const paypal = await runPaymentsTool(["mark-paid", "x", "--method", "paypal"]);
    expect(paypal.code).toBe(2);
    expect(paypal.err).toContain("Moyen de paiement inconnu : « paypal » (virement ou twint).");
  });
});
