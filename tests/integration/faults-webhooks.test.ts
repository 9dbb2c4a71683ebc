/**
 * Provider webhooks that misbehave: before the browser's return, twice (one after the other, or
 * at once), out of order, or never. The api function behind the local host, the payment sandbox
 * sending Stripe's, PayPal's and Shopify's signed webhooks as its controls say (hold, release in
 * reverse, duplicate-next, drop-next), the emulator behind both. Each test ends with the
 * accounting of every event and e-mail (tests/support/fault-accounting.ts): settled once, one
 * event, one e-mail of each kind, nothing left waiting or dead-lettered.
 *
 * Case → test (the cases proven elsewhere were extended there with the accounting):
 * - before the browser's return: the first test of payments-card, payments-twint, payments-paypal
 *   and payments-shopify (the webhook settles, the return page's poll then reads it)
 * - twice, one after the other, late and in reverse: payments-card, payments-paypal,
 *   payments-shopify « the same webhook three times… »; payments-twint's first test
 * - twice at once: payments-paypal « the approval delivered three times at once »; card, TWINT
 *   and Shopify here « … twice at once »
 * - out of order between two payments of one registration → « out of order… » here
 * - never: payments-reconciliation (the reconciler settles Stripe, PayPal and Shopify); the
 *   browser's return settles PayPal → « never (PayPal)… » here; never, then delivered late after
 *   the reconciler → « never, then late… » here
 */
import { describe, expect, it } from "vitest";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import type { SandboxSessionView } from "../../local/payment-sandbox/provider";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import { expectPaidOnce, registrationsAccounting } from "../support/payment-accounting";
import {
  openPayment as openWith,
  type PaymentMethodAsked,
  payOnProviderPage,
  providerObjectsOf,
  request,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { runReconciliation } from "../support/reconciliation";
import { scanAll } from "../support/registration-fixtures";

const MINUTE = 60_000;

/** The time the api function and the reconciler read; reconciliation moves it. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
const world = setUpPaymentWorld({ clock });

type Method = PaymentMethodAsked;

/** A registration, its open payment and the one object the provider holds for it. */
async function openPayment(method: Method) {
  const opened = await openWith(world, method);
  return { ...opened, session: await atProvider(opened.paymentId) };
}

/** The one session, order or cart the provider holds for a payment. */
async function atProvider(paymentId: string): Promise<SandboxSessionView> {
  const found = await providerObjectsOf(world, paymentId);
  expect(found).toHaveLength(1);
  return found[0] as SandboxSessionView;
}

const pay = (method: Method, session: SandboxSessionView) =>
  payOnProviderPage(world, method, session.id);

const statusOf = async (paymentId: string) =>
  (await request(world, "GET", `/api/payments/${paymentId}`)).json.status;

describe("webhooks twice at once", () => {
  it.each(["card", "twint", "shopify"] as const)(
    "%s: the same webhook delivered twice at once settles the payment once",
    async (method) => {
      clock.offsetMs = 0;
      const { registrationId, paymentId, session } = await openPayment(method);
      await world.sandbox.controls.duplicateNext(2, true);

      const paid = await pay(method, session);
      expect(paid.deliveries.map((d) => [d.state, d.attempts.at(-1)?.status])).toEqual([
        ["delivered", 200],
        ["delivered", 200],
      ]);
      expect(await statusOf(paymentId)).toBe("completed");
      expect(await scanAll("webhook-events")).toHaveLength(1);
      await expectPaidOnce(registrationId, paymentId);
    },
  );
});

describe("webhooks out of order", () => {
  it("a card and a PayPal payment of one registration, both paid, their webhooks in reverse: paid once, the other kept for a refund", async () => {
    clock.offsetMs = 0;
    const { registrationId, paymentId: cardId, session } = await openPayment("card");
    const paypal = await request(world, "POST", "/api/payments", {
      inscription_id: registrationId,
      method: "paypal",
    });
    const paypalId = String(paypal.json.payment_id);
    const order = await atProvider(paypalId);

    // The visitor pays in two tabs; the webhooks wait, then come newest first.
    await world.sandbox.controls.hold();
    await pay("card", session);
    await pay("paypal", order);
    const { released } = await world.sandbox.controls.release("reverse");
    expect(released.map((d) => d.type)).toEqual([
      "CHECKOUT.ORDER.APPROVED",
      "checkout.session.completed",
    ]);

    // PayPal's approval came first: captured, it pays the registration; Stripe's card payment,
    // taken already, is kept completed with a refund due.
    expect(await storedItem("inscriptions", registrationId)).toMatchObject({
      status: "paid",
      paid_payment_id: paypalId,
    });
    expect(await storedItem("payments", cardId)).toMatchObject({
      status: "completed",
      refund_due: true,
    });
    await runNotifier();
    // Each payment completed once; one receipt, and the provider told what to refund.
    await expectAccounting(
      registrationsAccounting({
        events: { PaymentStarted: 2, PaymentCompleted: 2 },
        emails: { [`À rembourser → ${LOCAL_PROVIDER_EMAIL}`]: 1 },
      }),
    );
  });
});

describe("webhooks that never come", () => {
  it("never (PayPal): the browser's return captures the approved order and settles it once", async () => {
    clock.offsetMs = 0;
    const { registrationId, paymentId, session } = await openPayment("paypal");
    await world.sandbox.controls.dropNext(5);
    await pay("paypal", session);
    expect((await storedItem("payments", paymentId))?.status).toBe("pending");

    expect(await statusOf(paymentId)).toBe("completed");
    expect(await statusOf(paymentId)).toBe("completed");
    const captures = (
      (await atProvider(paymentId)).object as {
        purchase_units: { payments?: { captures: unknown[] } }[];
      }
    ).purchase_units[0]?.payments?.captures;
    expect(captures).toHaveLength(1);
    await expectPaidOnce(registrationId, paymentId);
  });

  it("never, then late (Stripe): the reconciler settles it; the webhook Stripe sends again later changes nothing", async () => {
    clock.offsetMs = 0;
    const { registrationId, paymentId, session } = await openPayment("card");
    await world.sandbox.controls.hold();
    await pay("card", session);
    expect(await statusOf(paymentId)).toBe("pending");

    clock.offsetMs = 11 * MINUTE;
    expect(await runReconciliation({ clock })).toEqual({ queued: 1, failures: [] });
    expect((await storedItem("payments", paymentId))?.status).toBe("completed");

    clock.offsetMs = 0;
    const { released } = await world.sandbox.controls.release();
    expect(released.map((d) => [d.state, d.attempts.at(-1)?.status])).toEqual([["delivered", 200]]);
    await expectPaidOnce(registrationId, paymentId);
  });
});
