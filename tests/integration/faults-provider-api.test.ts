/**
 * A payment provider that answers 500 or too late, on each call the product makes: create
 * (Stripe Checkout Session for card and TWINT, PayPal order, Shopify cart), capture (PayPal),
 * retrieve (Stripe, on the webhook and on reconciliation) and refund (Stripe, PayPal). The api
 * function runs behind the local host with a 400 ms provider timeout; the payment sandbox plays
 * the providers, its fail-next (commit: the provider did the work, only the answer is lost) and
 * delay-next (the work is done, the answer comes after the timeout) aimed at one call by `match`.
 * Each test ends with the accounting of every event and e-mail (tests/support/fault-accounting.ts):
 * delivered once, nothing left in the outbox, a queue or a dead-letter queue.
 *
 * Case → test (the cases already proven elsewhere, and extended there with the accounting):
 * - create 500, nothing done: payments-card « Stripe answering 500 », payments-paypal « PayPal
 *   answering 500 », payments-shopify « out of stock, or Shopify answering 500 »
 * - create 500 after the work (Stripe card), answer lost once, then twice → « card: … »
 * - create too late (TWINT, PayPal) → « TWINT: … », « PayPal: Stripe's … »
 * - create 500 after the work (PayPal, Shopify) → « PayPal: … 500 after the work », « Shopify: … »
 * - capture 500 after the work, and too late (PayPal) → « capture: … »
 * - retrieve 500 on the webhook (Stripe) → « retrieve: … webhook »; too late on reconciliation →
 *   « retrieve: … reconciliation »
 * - refund 500 after the work (Stripe), too late (PayPal) → « refund: … »
 */
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../localstack/local-env";
import type { SandboxSessionView } from "../../localstack/payment-sandbox/provider";
import { readSentEmails } from "../support/aws";
import { registerWithLinks } from "../support/cancellation";
import { type Accounting, expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import { expectPaidOnce, SAMPLE_VISITOR as VISITOR } from "../support/payment-accounting";
import { registerVisitor, request, setUpPaymentWorld, storedItem } from "../support/payment-world";
import { runReconciliation } from "../support/reconciliation";
import { scanAll } from "../support/registration-fixtures";

const PROVIDER = LOCAL_PROVIDER_EMAIL;
const CHECKOUT_ERROR = "Une erreur s'est produite lors de la création de la session de paiement";
const CART_ERROR = "Impossible de créer le panier. Veuillez réessayer.";
/** Each provider call of the api function gives up after this long… */
const TIMEOUT_MS = 400;
/** …and a late answer comes after this long. */
const LATE_MS = 1200;
const MINUTE = 60_000;
/** The shop's product (vtt-electrique) costs CHF 129.00: a Shopify cart must match the price. */
const SHOP_PRICE = 12900;

/** The time the api function and the reconciler read; reconciliation moves it. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const world = setUpPaymentWorld({ clock, providerTimeoutMs: TIMEOUT_MS });
beforeEach(() => {
  clock.offsetMs = 0;
});

type Method = "card" | "twint" | "paypal" | "shopify";

function startPayment(method: Method, registrationId: string, key?: string) {
  return request(
    world,
    "POST",
    "/api/payments",
    { inscription_id: registrationId, method },
    key ? { "Idempotency-Key": key } : {},
  );
}

/** Every session, order or cart the provider holds for one of our payments (by its id). */
async function atProvider(paymentId: string): Promise<SandboxSessionView[]> {
  return (await world.sandbox.controls.sessions()).filter((s) =>
    JSON.stringify(s.object).includes(paymentId),
  );
}

async function onlyOneAtProvider(paymentId: string): Promise<SandboxSessionView> {
  const found = await atProvider(paymentId);
  expect(found).toHaveLength(1);
  return found[0] as SandboxSessionView;
}

const paymentsOf = async (registrationId: string) =>
  (await scanAll("payments")).filter((p) => p.inscription_id === registrationId);

const statusOf = async (paymentId: string) =>
  (await request(world, "GET", `/api/payments/${paymentId}`)).json.status;

/** « Payer » on the provider's page (Stripe: by card), then the notifier's run. */
async function payAtProvider(session: SandboxSessionView) {
  await world.sandbox.controls.pay(session.id, session.provider === "paypal" ? undefined : "card");
}

describe("create: the provider answers 500 or too late", () => {
  it("card: Stripe loses its answer once after making the session; the retry with the same key gets it, paid once", async () => {
    const { registrationId } = await registerVisitor(world);
    await world.sandbox.controls.failNext({ commit: true, match: "POST /v1/checkout/sessions" });

    const res = await startPayment("card", registrationId, "click-1");
    expect(res.status).toBe(201);
    const paymentId = String(res.json.payment_id);
    const session = await onlyOneAtProvider(paymentId);
    expect(res.json.url).toBe((session.object as { url: string }).url);

    await payAtProvider(session);
    await expectPaidOnce(registrationId, paymentId);
  });

  it("card: Stripe loses its answer twice after making the session: a French error, one session for the attempt, the visitor's retry pays once", async () => {
    const { registrationId } = await registerVisitor(world);
    await world.sandbox.controls.failNext({
      count: 2,
      commit: true,
      match: "POST /v1/checkout/sessions",
    });

    const res = await startPayment("card", registrationId, "click-1");
    expect(res).toEqual({ status: 502, json: { success: false, error: CHECKOUT_ERROR } });
    const [failed] = await paymentsOf(registrationId);
    expect(failed).toMatchObject({ status: "failed", failure_reason: "provider_unavailable" });
    // Two tries with one Idempotency-Key (the payment id): one session, whose address nobody got.
    const lost = await onlyOneAtProvider(String(failed?.id));

    const retry = await startPayment("card", registrationId, "click-1");
    expect(retry.status).toBe(201);
    const paymentId = String(retry.json.payment_id);
    expect(paymentId).not.toBe(failed?.id);
    await payAtProvider(await onlyOneAtProvider(paymentId));
    // The lost session runs out at Stripe: its webhook changes nothing.
    await world.sandbox.controls.expire(lost.id);
    expect((await storedItem("payments", String(failed?.id)))?.status).toBe("failed");

    await expectPaidOnce(registrationId, paymentId, { PaymentFailed: 1 });
  });

  it("TWINT: Stripe answers too late once; the retry with the same key gets the one session and its QR code", async () => {
    const { registrationId } = await registerVisitor(world);
    await world.sandbox.controls.delayNext({ ms: LATE_MS, match: "POST /v1/checkout/sessions" });

    const res = await startPayment("twint", registrationId);
    expect(res.status).toBe(201);
    expect(String(res.json.qr_code)).toMatch(/^data:image\/png;base64,/);
    const paymentId = String(res.json.payment_id);
    const session = await onlyOneAtProvider(paymentId);
    expect(session.request.params).toMatchObject({ allowed_payment_method_types: ["twint"] });

    await world.sandbox.controls.pay(session.id, "twint");
    await expectPaidOnce(registrationId, paymentId);
  });

  it("TWINT: Stripe answers too late twice: a French error, one session for the attempt, the retry pays once", async () => {
    const { registrationId } = await registerVisitor(world);
    await world.sandbox.controls.delayNext({
      count: 2,
      ms: LATE_MS,
      match: "POST /v1/checkout/sessions",
    });

    const res = await startPayment("twint", registrationId);
    expect(res).toEqual({ status: 502, json: { success: false, error: CHECKOUT_ERROR } });
    const [failed] = await paymentsOf(registrationId);
    expect(failed?.status).toBe("failed");
    await onlyOneAtProvider(String(failed?.id));

    const retry = await startPayment("twint", registrationId);
    expect(retry.status).toBe(201);
    const paymentId = String(retry.json.payment_id);
    await world.sandbox.controls.pay((await onlyOneAtProvider(paymentId)).id, "twint");
    await expectPaidOnce(registrationId, paymentId, { PaymentFailed: 1 });
  });

  it("PayPal: the order is made but the answer is lost twice: a French error, one order for the attempt, the retry pays once", async () => {
    const { registrationId } = await registerVisitor(world);
    await world.sandbox.controls.failNext({
      count: 2,
      commit: true,
      match: "POST /v2/checkout/orders",
    });

    const res = await startPayment("paypal", registrationId, "click-1");
    expect(res).toEqual({ status: 502, json: { success: false, error: CHECKOUT_ERROR } });
    const [failed] = await paymentsOf(registrationId);
    expect(failed?.status).toBe("failed");
    // Both tries carried the same PayPal-Request-Id: PayPal made one order.
    await onlyOneAtProvider(String(failed?.id));

    const retry = await startPayment("paypal", registrationId, "click-1");
    expect(retry.status).toBe(201);
    const paymentId = String(retry.json.payment_id);
    await payAtProvider(await onlyOneAtProvider(paymentId));
    await expectPaidOnce(registrationId, paymentId, { PaymentFailed: 1 });
  });

  it("PayPal: the order's answer comes too late once; the retry with the same PayPal-Request-Id gets the one order", async () => {
    const { registrationId } = await registerVisitor(world);
    await world.sandbox.controls.delayNext({ ms: LATE_MS, match: "POST /v2/checkout/orders" });

    const res = await startPayment("paypal", registrationId);
    expect(res.status).toBe(201);
    const paymentId = String(res.json.payment_id);
    const order = await onlyOneAtProvider(paymentId);
    expect(res.json.approval_url).toContain(order.id);

    await payAtProvider(order);
    await expectPaidOnce(registrationId, paymentId);
  });

  it("Shopify: the cart is made but the answer is lost: the spec's French text, one cart for the attempt, the retry pays once", async () => {
    const { registrationId } = await registerVisitor(world, 1, SHOP_PRICE);
    await world.sandbox.controls.failNext({ commit: true, match: "CartCreate" });

    const res = await startPayment("shopify", registrationId);
    expect(res).toEqual({ status: 502, json: { success: false, error: CART_ERROR } });
    const [failed] = await paymentsOf(registrationId);
    expect(failed?.status).toBe("failed");
    // Shopify's cartCreate takes no idempotency key: the adapter does not try again.
    await onlyOneAtProvider(String(failed?.id));

    const retry = await startPayment("shopify", registrationId);
    expect(retry.status).toBe(201);
    const paymentId = String(retry.json.payment_id);
    await payAtProvider(await onlyOneAtProvider(paymentId));
    await expectPaidOnce(registrationId, paymentId, { PaymentFailed: 1 });
  });
});

/** PayPal's captures of an order. */
const capturesOf = (order: SandboxSessionView) =>
  (order.object as { purchase_units: { payments?: { captures: unknown[] } }[] }).purchase_units[0]
    ?.payments?.captures ?? [];

describe("capture (PayPal): the provider answers 500 or too late", () => {
  async function approvedOrder() {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await startPayment("paypal", registrationId)).json.payment_id);
    const order = await onlyOneAtProvider(paymentId);
    // The webhooks wait: the browser's poll is the one that captures.
    await world.sandbox.controls.hold();
    await payAtProvider(order);
    return { registrationId, paymentId };
  }

  it("captured but the answer lost twice: the poll shows pending, the next poll completes it; one capture, paid once", async () => {
    const { registrationId, paymentId } = await approvedOrder();
    await world.sandbox.controls.failNext({ count: 2, commit: true, match: "/capture" });

    expect(await statusOf(paymentId)).toBe("pending");
    expect(capturesOf(await onlyOneAtProvider(paymentId))).toHaveLength(1);
    expect(await statusOf(paymentId)).toBe("completed");

    // PayPal's webhooks (approval, capture) arrive after: nothing more happens.
    const { released } = await world.sandbox.controls.release("reverse");
    expect(released.map((d) => d.attempts.at(-1)?.status)).toEqual([200, 200]);
    expect(capturesOf(await onlyOneAtProvider(paymentId))).toHaveLength(1);
    await expectPaidOnce(registrationId, paymentId);
  });

  it("the capture's answer comes too late: the retry with the same PayPal-Request-Id gets it; one capture, paid once", async () => {
    const { registrationId, paymentId } = await approvedOrder();
    await world.sandbox.controls.delayNext({ ms: LATE_MS, match: "/capture" });

    expect(await statusOf(paymentId)).toBe("completed");
    await world.sandbox.controls.release();
    expect(capturesOf(await onlyOneAtProvider(paymentId))).toHaveLength(1);
    await expectPaidOnce(registrationId, paymentId);
  });

  it("the webhook's capture fails: the webhook gets a 500 and nothing is recorded; PayPal's redelivery completes it once", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await startPayment("paypal", registrationId)).json.payment_id);
    await world.sandbox.controls.failNext({ count: 2, match: "/capture" });
    const approved = await world.sandbox.controls.pay((await onlyOneAtProvider(paymentId)).id);
    expect(approved.deliveries.map((d) => [d.type, d.state, d.attempts.at(-1)?.status])).toEqual([
      ["CHECKOUT.ORDER.APPROVED", "failed", 500],
    ]);
    expect((await storedItem("payments", paymentId))?.status).toBe("pending");
    expect(await scanAll("webhook-events")).toEqual([]);

    const { retried } = await world.sandbox.controls.retry();
    expect(retried.map((d) => d.state)).toEqual(["delivered"]);
    expect(capturesOf(await onlyOneAtProvider(paymentId))).toHaveLength(1);
    await expectPaidOnce(registrationId, paymentId);
  });
});

describe("retrieve (Stripe): the provider answers 500 or too late", () => {
  it("on the webhook: the session cannot be read, the webhook gets a 500 and the payment waits; Stripe's redelivery completes it once", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await startPayment("card", registrationId)).json.payment_id);
    const session = await onlyOneAtProvider(paymentId);
    // The client reads twice (one retry): both fail.
    await world.sandbox.controls.failNext({ count: 2, match: "GET /v1/checkout/sessions/" });

    const paid = await world.sandbox.controls.pay(session.id, "card");
    expect(paid.deliveries.map((d) => [d.state, d.attempts.at(-1)?.status])).toEqual([
      ["failed", 500],
    ]);
    expect(await statusOf(paymentId)).toBe("pending");
    expect(await scanAll("webhook-events")).toEqual([]);

    const { retried } = await world.sandbox.controls.retry();
    expect(retried.map((d) => d.state)).toEqual(["delivered"]);
    expect(await statusOf(paymentId)).toBe("completed");
    await expectPaidOnce(registrationId, paymentId);
  });

  it("on reconciliation, with the webhook lost: Stripe answers too late, the message is retried, the next run completes it once", async () => {
    const { registrationId } = await registerVisitor(world);
    const paymentId = String((await startPayment("card", registrationId)).json.payment_id);
    await world.sandbox.controls.dropNext();
    await payAtProvider(await onlyOneAtProvider(paymentId));
    expect(await statusOf(paymentId)).toBe("pending");

    clock.offsetMs = 11 * MINUTE;
    await world.sandbox.controls.delayNext({
      count: 2,
      ms: LATE_MS,
      match: "GET /v1/checkout/sessions/",
    });
    const first = await runReconciliation({ clock, providerTimeoutMs: TIMEOUT_MS });
    expect([first.queued, first.failures.length]).toEqual([1, 1]);
    expect((await storedItem("payments", paymentId))?.status).toBe("pending");

    // The failed message comes back (and the schedule lists the payment again): checked twice,
    // completed once.
    const second = await runReconciliation({ clock, providerTimeoutMs: TIMEOUT_MS });
    expect(second.failures).toEqual([]);
    expect((await storedItem("payments", paymentId))?.status).toBe("completed");
    await expectPaidOnce(registrationId, paymentId);
  });
});

describe("refund: the provider answers 500 or too late", () => {
  /** Registered (with the e-mail's links), paid, and the payment's one object at the provider. */
  async function paidWith(method: "card" | "paypal") {
    const registered = await registerWithLinks(world, 1);
    const paymentId = String(
      (await startPayment(method, registered.registrationId)).json.payment_id,
    );
    const session = await onlyOneAtProvider(paymentId);
    await payAtProvider(session);
    expect((await storedItem("payments", paymentId))?.status).toBe("completed");
    return { ...registered, paymentId };
  }

  const cancel = (registrationId: string, jeton: string) =>
    request(world, "POST", `/api/inscriptions/${registrationId}/annulation`, { jeton });

  const refundsAt = async (paymentId: string) => (await onlyOneAtProvider(paymentId)).refunds ?? [];

  /** Paid, then cancelled in time: every event and e-mail once. */
  const cancelledOnce: Partial<Accounting> = {
    events: {
      InscriptionCreated: 1,
      PaymentStarted: 1,
      PaymentCompleted: 1,
      InscriptionCancelled: 1,
    },
    emails: {
      [`Inscription enregistrée → ${VISITOR}`]: 1,
      [`Nouvelle inscription → ${PROVIDER}`]: 1,
      [`Paiement reçu → ${VISITOR}`]: 1,
      [`Paiement reçu → ${PROVIDER}`]: 1,
      [`Inscription annulée → ${VISITOR}`]: 1,
      [`Inscription annulée → ${PROVIDER}`]: 1,
    },
    outbox: 0,
    queued: {},
    deadLetters: {},
  };

  it("Stripe refunds but the answer is lost twice: the refund stays requested, the provider is told to check, the visitor's retry records the one refund", async () => {
    const { registrationId, jeton, paymentId } = await paidWith("card");
    await world.sandbox.controls.failNext({ count: 2, commit: true, match: "POST /v1/refunds" });

    const first = await cancel(registrationId, jeton);
    expect(first.json).toMatchObject({
      outcome: "cancelled",
      refund: "provider_api",
      refund_done: false,
    });
    expect(await storedItem("payments", paymentId)).toMatchObject({ refund_status: "requested" });
    expect(await refundsAt(paymentId)).toHaveLength(1);
    await runNotifier();
    await expectAccounting(cancelledOnce);
    // Not lost meanwhile: the provider reads that it is not confirmed yet, and what to check.
    const notice = (await readSentEmails()).find(
      (e) => e.to.includes(PROVIDER) && e.subject.startsWith("Inscription annulée"),
    );
    expect(notice?.text).toContain("n'est pas encore confirmé par Stripe");

    const again = await cancel(registrationId, jeton);
    expect(again.json).toMatchObject({ outcome: "cancelled", refund_done: true });
    const payment = await storedItem("payments", paymentId);
    expect(payment).toMatchObject({ refund_status: "refunded" });
    expect(await refundsAt(paymentId)).toEqual([
      expect.objectContaining({ id: payment?.refund_id }),
    ]);
    await runNotifier();
    await expectAccounting(cancelledOnce);
  });

  it("PayPal's refund answers too late twice: the refund stays requested; the visitor's retry records the one refund", async () => {
    const { registrationId, jeton, paymentId } = await paidWith("paypal");
    await world.sandbox.controls.delayNext({ count: 2, ms: LATE_MS, match: "/refund" });

    expect((await cancel(registrationId, jeton)).json).toMatchObject({
      outcome: "cancelled",
      refund_done: false,
    });
    expect(await storedItem("payments", paymentId)).toMatchObject({ refund_status: "requested" });

    expect((await cancel(registrationId, jeton)).json).toMatchObject({ refund_done: true });
    const payment = await storedItem("payments", paymentId);
    expect(payment).toMatchObject({ refund_status: "refunded" });
    expect(await refundsAt(paymentId)).toEqual([
      expect.objectContaining({ id: payment?.refund_id }),
    ]);
    await runNotifier();
    await expectAccounting(cancelledOnce);
  });
});
