/**
 * Reconciliation with the providers: the sandbox drops the webhooks, the visitor pays on
 * Stripe's, PayPal's and Shopify's sandbox pages, and the next run of the reconciler (its
 * clock 11 minutes later) finds every payment: completed, registration paid, one receipt.
 * The scheduler and the worker are the deployed handlers' factories, given the test's clock;
 * the queue between them is the emulator's.
 */
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring";
import { paymentReconciliationWorker } from "../../functions/workers/payment-reconciliation/handler";
import { toSqsEvent } from "../../localstack/host/sqs-poller";
import { LOCAL_PROVIDER_EMAIL } from "../../localstack/local-env";
import { readSentEmails } from "../support/aws";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import {
  registerVisitor,
  request,
  sandboxSessionOf,
  setUpPaymentWorld,
  storedItem,
} from "../support/payment-world";
import { runReconciliation as runWith } from "../support/reconciliation";

const VISITOR = "monique.favre@example.ch";
const MINUTE = 60_000;

/** The time every handler of this file reads; the test moves it. */
const clock = {
  offsetMs: 0,
  now: () => new Date(Date.now() + clock.offsetMs),
};

const world = setUpPaymentWorld({ clock });

/** One scheduled run, then the worker on what it queued: as the schedule and the queue do. */
const runReconciliation = () => runWith({ clock });

/** The shop's product (vtt-electrique) costs CHF 129.00: a Shopify cart must match the price. */
const SHOP_PRICE = 12900;

async function startPayment(method: "card" | "paypal" | "shopify") {
  const { registrationId } =
    method === "shopify"
      ? await registerVisitor(world, 1, SHOP_PRICE)
      : await registerVisitor(world, 2);
  const res = await request(world, "POST", "/api/payments", {
    inscription_id: registrationId,
    method,
  });
  expect(res.status).toBe(201);
  return { registrationId, paymentId: String(res.json.payment_id) };
}

/** « Payer » on the provider's sandbox page; its webhook is dropped. */
async function payOnSandboxPage(method: "card" | "paypal" | "shopify", paymentId: string) {
  const payment = await storedItem("payments", paymentId);
  const providerRef = String(payment?.provider_ref);
  if (method === "card") {
    const session = await sandboxSessionOf(world, paymentId);
    await world.sandbox.controls.pay(session.id, "card");
  } else if (method === "paypal") {
    await world.sandbox.controls.pay(providerRef);
  } else {
    await world.sandbox.controls.pay(providerRef, "card");
  }
}

const receiptsTo = async (to: string) =>
  (await readSentEmails()).filter(
    (e) => e.to.includes(to) && e.subject.startsWith("Paiement reçu"),
  );

describe("reconciliation with the providers", () => {
  it("with every webhook dropped, the next run completes the Stripe, PayPal and Shopify payments once", async () => {
    clock.offsetMs = 0;
    await world.sandbox.controls.dropNext(20);
    const started = [];
    for (const method of ["card", "paypal", "shopify"] as const) {
      const payment = await startPayment(method);
      await payOnSandboxPage(method, payment.paymentId);
      started.push(payment);
    }
    for (const { paymentId } of started) {
      expect((await storedItem("payments", paymentId))?.status).toBe("pending");
    }

    // Not yet due: a payment is asked about 10 minutes after it opened.
    clock.offsetMs = 5 * MINUTE;
    expect(await runReconciliation()).toEqual({ queued: 0, failures: [] });

    clock.offsetMs = 11 * MINUTE;
    expect(await runReconciliation()).toEqual({ queued: 3, failures: [] });
    for (const { registrationId, paymentId } of started) {
      const payment = await storedItem("payments", paymentId);
      expect(payment).toMatchObject({ status: "completed", refund_due: false });
      // Out of the index of payments to reconcile.
      expect(payment).not.toHaveProperty("reconcile_status");
      expect(await storedItem("inscriptions", registrationId)).toMatchObject({
        status: "paid",
        paid_payment_id: paymentId,
      });
    }
    await runNotifier();
    expect(await receiptsTo(VISITOR)).toHaveLength(3);

    // The next run finds nothing left to do, and nothing is sent again.
    clock.offsetMs = 26 * MINUTE;
    expect(await runReconciliation()).toEqual({ queued: 0, failures: [] });
    await runNotifier();
    expect(await receiptsTo(VISITOR)).toHaveLength(3);
    // Three registrations paid once each, though no webhook came.
    await expectAccounting({
      events: { InscriptionCreated: 3, PaymentStarted: 3, PaymentCompleted: 3 },
      emails: {
        [`Inscription enregistrée → ${VISITOR}`]: 3,
        [`Nouvelle inscription → ${LOCAL_PROVIDER_EMAIL}`]: 3,
        [`Paiement reçu → ${VISITOR}`]: 3,
        [`Paiement reçu → ${LOCAL_PROVIDER_EMAIL}`]: 3,
      },
      outbox: 0,
      queued: {},
      deadLetters: {},
    });
  });

  it("leaves an unpaid payment pending, and two workers on the same payment complete it once", async () => {
    clock.offsetMs = 0;
    await world.sandbox.controls.dropNext(20);
    const unpaid = await startPayment("card");
    const paid = await startPayment("card");
    await payOnSandboxPage("card", paid.paymentId);

    clock.offsetMs = 11 * MINUTE;
    const adapters = wireAdapters(getConfig(), undefined, { clock });
    const worker = paymentReconciliationWorker({ ...adapters.payments, newId: randomUUID });
    const message = (id: string, n: number) => ({
      MessageId: `m-${n}`,
      ReceiptHandle: `r-${n}`,
      Body: JSON.stringify({ payment_id: id }),
    });
    // The same payment checked twice at once (two runs listed it), beside an unpaid one.
    const results = await Promise.all([
      worker(
        toSqsEvent(
          [message(paid.paymentId, 1), message(unpaid.paymentId, 2)],
          "arn",
          "eu-central-2",
        ),
      ),
      worker(toSqsEvent([message(paid.paymentId, 3)], "arn", "eu-central-2")),
    ]);
    expect(results.flatMap((r) => r.batchItemFailures)).toEqual([]);
    expect((await storedItem("payments", paid.paymentId))?.status).toBe("completed");
    expect((await storedItem("payments", unpaid.paymentId))?.status).toBe("pending");
    expect((await storedItem("inscriptions", unpaid.registrationId))?.status).toBe(
      "pending_payment",
    );
    const { messages } = await runNotifier();
    const completed = messages.filter((m) => m.Body?.includes('"PaymentCompleted"'));
    expect(completed).toHaveLength(1);
    expect(await receiptsTo(VISITOR)).toHaveLength(1);
  });
});
