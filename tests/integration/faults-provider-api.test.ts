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
 * Case → test (a case proven elsewhere is extended there with the accounting, not copied):
 * - create 500, nothing done (Stripe, PayPal, Shopify): payments-card « Stripe answering 500 »,
 *   payments-paypal « PayPal answering 500 », payments-shopify « out of stock, or Shopify
 *   answering 500 »
 * - create 500 after the work, or too late, once (card, TWINT, PayPal): « create: … once: the
 *   retry with the same key gets the one object »
 * - the same to the end (card, TWINT, PayPal twice; Shopify, which has no key, once): « create:
 *   … twice: the spec's French error, one object at the provider for the attempt »
 * - capture 500 after the work, too late, or failing under the webhook (PayPal): « capture … »
 * - retrieve 500 on the webhook (Stripe); on reconciliation, too late (Stripe) or 500 (PayPal's
 *   order, Shopify's order lookup): « retrieve … »
 * - refund 500 after the work (Stripe), too late (PayPal): « refund … »
 */
import { beforeEach, describe, expect, it } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import type { SandboxSessionView } from "../../local/payment-sandbox/provider";
import { readSentEmails } from "../support/aws";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import {
  expectPaidOnce,
  registrationsAccounting,
  SAMPLE_VISITOR as VISITOR,
} from "../support/payment-accounting";
import {
  openPayment,
  type PaymentMethodAsked,
  payOnProviderPage,
  providerObjectsOf,
  registerVisitor,
  request,
  SHOP_PRICE_CENTIMES,
  setUpPaymentWorld,
  startPayment as startWith,
  storedItem,
} from "../support/payment-world";
import { runReconciliation } from "../support/reconciliation";
import { scanAll } from "../support/registration-fixtures";
import { registerWithLinks } from "../support/registration-links";

const PROVIDER = LOCAL_PROVIDER_EMAIL;
const CHECKOUT_ERROR = "Une erreur s'est produite lors de la création de la session de paiement";
const CART_ERROR = "Impossible de créer le panier. Veuillez réessayer.";
/** Each provider call of the api function gives up after this long… */
const TIMEOUT_MS = 400;
/** …and a late answer comes after this long. */
const LATE_MS = 1200;
const MINUTE = 60_000;

/** The time the api function and the reconciler read; reconciliation moves it. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const world = setUpPaymentWorld({ clock, providerTimeoutMs: TIMEOUT_MS });
beforeEach(() => {
  clock.offsetMs = 0;
});

const startPayment = (method: PaymentMethodAsked, registrationId: string, key?: string) =>
  startWith(world, method, registrationId, key);

/** The one session, order or cart the provider holds for one of our payments. */
async function onlyOneAtProvider(paymentId: string): Promise<SandboxSessionView> {
  const found = await providerObjectsOf(world, paymentId);
  expect(found).toHaveLength(1);
  return found[0] as SandboxSessionView;
}

const paymentsOf = async (registrationId: string) =>
  (await scanAll("payments")).filter((p) => p.inscription_id === registrationId);

const statusOf = async (paymentId: string) =>
  (await request(world, "GET", `/api/payments/${paymentId}`)).json.status;

/** « Payer » on the provider's page (Stripe: by card). */
async function payAtProvider(session: SandboxSessionView) {
  await world.sandbox.controls.pay(session.id, session.provider === "paypal" ? undefined : "card");
}

const registerFor = (method: PaymentMethodAsked) =>
  method === "shopify" ? registerVisitor(world, 1, SHOP_PRICE_CENTIMES) : registerVisitor(world, 2);

interface ProviderFault {
  name: string;
  method: PaymentMethodAsked;
  /** Arms the sandbox for the one call it names (never the token's, nor any other). */
  arm(): Promise<unknown>;
}

const STRIPE_CREATE = "POST /v1/checkout/sessions";
const PAYPAL_CREATE = "POST /v2/checkout/orders";
const SHOPIFY_CREATE = "CartCreate";

/** One failure (the adapter's one retry, with the same key, gets the answer). */
const FAILING_ONCE: ProviderFault[] = [
  {
    name: "card: Stripe makes the session but its answer is lost once",
    method: "card",
    arm: () => world.sandbox.controls.failNext({ commit: true, match: STRIPE_CREATE }),
  },
  {
    name: "TWINT: Stripe's answer comes too late once",
    method: "twint",
    arm: () => world.sandbox.controls.delayNext({ ms: LATE_MS, match: STRIPE_CREATE }),
  },
  {
    name: "PayPal: the order is made but its answer is lost once",
    method: "paypal",
    arm: () => world.sandbox.controls.failNext({ commit: true, match: PAYPAL_CREATE }),
  },
  {
    name: "PayPal: the order's answer comes too late once",
    method: "paypal",
    arm: () => world.sandbox.controls.delayNext({ ms: LATE_MS, match: PAYPAL_CREATE }),
  },
];

/** Failures to the end: every try of the attempt fails, after the provider did the work. */
const FAILING_TO_THE_END: (ProviderFault & { error: string })[] = [
  {
    name: "card: Stripe makes the session but its answer is lost twice",
    method: "card",
    arm: () => world.sandbox.controls.failNext({ count: 2, commit: true, match: STRIPE_CREATE }),
    error: CHECKOUT_ERROR,
  },
  {
    name: "TWINT: Stripe's answer comes too late twice",
    method: "twint",
    arm: () => world.sandbox.controls.delayNext({ count: 2, ms: LATE_MS, match: STRIPE_CREATE }),
    error: CHECKOUT_ERROR,
  },
  {
    name: "PayPal: the order is made but its answer is lost twice",
    method: "paypal",
    arm: () => world.sandbox.controls.failNext({ count: 2, commit: true, match: PAYPAL_CREATE }),
    error: CHECKOUT_ERROR,
  },
  {
    name: "PayPal: the order's answer comes too late twice",
    method: "paypal",
    arm: () => world.sandbox.controls.delayNext({ count: 2, ms: LATE_MS, match: PAYPAL_CREATE }),
    error: CHECKOUT_ERROR,
  },
  {
    // Shopify's cartCreate takes no idempotency key: the adapter does not try it again.
    name: "Shopify: the cart is made but its answer is lost",
    method: "shopify",
    arm: () => world.sandbox.controls.failNext({ commit: true, match: SHOPIFY_CREATE }),
    error: CART_ERROR,
  },
  {
    name: "Shopify: the cart's answer comes too late",
    method: "shopify",
    arm: () => world.sandbox.controls.delayNext({ ms: LATE_MS, match: SHOPIFY_CREATE }),
    error: CART_ERROR,
  },
];

describe("create: the provider answers 500 or too late", () => {
  for (const { name, method, arm } of FAILING_ONCE) {
    it(`${name}: the retry with the same key gets the one object; paid once`, async () => {
      const { registrationId } = await registerFor(method);
      await arm();

      const res = await startPayment(method, registrationId, "click-1");
      expect(res.status).toBe(201);
      const paymentId = String(res.json.payment_id);
      const session = await onlyOneAtProvider(paymentId);
      expect(String(res.json.url)).toContain(session.id);
      if (method === "twint") expect(String(res.json.qr_code)).toMatch(/^data:image\/png;base64,/);

      await payOnProviderPage(world, method, session.id);
      await expectPaidOnce(registrationId, paymentId);
    });
  }

  for (const { name, method, arm, error } of FAILING_TO_THE_END) {
    it(`${name}: the spec's French error, one object at the provider for the attempt, the retry pays once`, async () => {
      const { registrationId } = await registerFor(method);
      await arm();

      const res = await startPayment(method, registrationId, "click-1");
      expect(res).toEqual({ status: 502, json: { success: false, error } });
      const [failed] = await paymentsOf(registrationId);
      expect(failed).toMatchObject({ status: "failed", failure_reason: "provider_unavailable" });
      // Every try of the attempt carried the payment id as the provider's key (Shopify: one try):
      // one object, that nobody can pay (its address was never given).
      const lost = await onlyOneAtProvider(String(failed?.id));

      const retry = await startPayment(method, registrationId, "click-1");
      expect(retry.status).toBe(201);
      const paymentId = String(retry.json.payment_id);
      expect(paymentId).not.toBe(failed?.id);
      await payOnProviderPage(world, method, (await onlyOneAtProvider(paymentId)).id);
      if (lost.provider === "stripe") {
        // The lost session runs out at Stripe: its webhook changes nothing.
        await world.sandbox.controls.expire(lost.id);
        expect((await storedItem("payments", String(failed?.id)))?.status).toBe("failed");
      }
      await expectPaidOnce(registrationId, paymentId, { PaymentFailed: 1 });
    });
  }
});

/** PayPal's captures of an order. */
const capturesOf = (order: SandboxSessionView) =>
  (order.object as { purchase_units: { payments?: { captures: unknown[] } }[] }).purchase_units[0]
    ?.payments?.captures ?? [];

describe("capture (PayPal): the provider answers 500 or too late", () => {
  async function approvedOrder() {
    const { registrationId, paymentId } = await openPayment(world, "paypal");
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
    const { registrationId, paymentId } = await openPayment(world, "paypal");
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

describe("retrieve: the provider answers 500 or too late", () => {
  it("on the webhook: the session cannot be read, the webhook gets a 500 and the payment waits; Stripe's redelivery completes it once", async () => {
    const { registrationId, paymentId } = await openPayment(world, "card");
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

  const RECONCILIATION_FAULTS: ProviderFault[] = [
    {
      name: "Stripe's session read answers too late (both tries)",
      method: "card",
      arm: () =>
        world.sandbox.controls.delayNext({
          count: 2,
          ms: LATE_MS,
          match: "GET /v1/checkout/sessions/",
        }),
    },
    {
      name: "PayPal's order read answers 500 (both tries)",
      method: "paypal",
      arm: () => world.sandbox.controls.failNext({ count: 2, match: "GET /v2/checkout/orders/" }),
    },
    {
      name: "Shopify's order lookup (Admin API) answers 500",
      method: "shopify",
      arm: () => world.sandbox.controls.failNext({ match: "OrderOfCart" }),
    },
  ];
  for (const { name, method, arm } of RECONCILIATION_FAULTS) {
    it(`on reconciliation, the webhook lost: ${name}; the message is retried, the next run completes it once`, async () => {
      const { registrationId, paymentId } = await openPayment(world, method);
      await world.sandbox.controls.dropNext();
      await payOnProviderPage(world, method, (await onlyOneAtProvider(paymentId)).id);
      expect((await storedItem("payments", paymentId))?.status).toBe("pending");

      clock.offsetMs = 11 * MINUTE;
      await arm();
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
  }
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

  /**
   * Paid, then cancelled in time: every event and e-mail once, and the place it freed reaches
   * the waiting list's queue once (its worker is not run here: tests/integration/waitlist.test.ts).
   */
  const cancelledOnce = {
    ...registrationsAccounting({
      events: { InscriptionCancelled: 1 },
      emails: {
        [`Inscription annulée → ${VISITOR}`]: 1,
        [`Inscription annulée → ${PROVIDER}`]: 1,
      },
    }),
    queued: { "waitlist-offers": 1 },
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
