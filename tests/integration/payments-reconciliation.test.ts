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
import { wireAdapters } from "../../functions/wiring/adapters";
import { paymentReconciliationWorker } from "../../functions/workers/reconciliation-worker/handler";
import { toSqsEvent } from "../../local/host/sqs-poller";
import { readSentEmails } from "../support/aws";
import { expectAccounting } from "../support/fault-accounting";
import { runNotifier } from "../support/form-fixtures";
import { registrationsAccounting } from "../support/payment-accounting";
import {
  openPayment,
  payOnProviderPage,
  providerObjectsOf,
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

const startPayment = (method: "card" | "paypal" | "shopify") => openPayment(world, method);

/** « Payer » on the provider's sandbox page; its webhook is dropped. */
async function payOnSandboxPage(method: "card" | "paypal" | "shopify", paymentId: string) {
  const [session] = await providerObjectsOf(world, paymentId);
  if (!session) throw new Error(`nothing at the provider for payment ${paymentId}`);
  await payOnProviderPage(world, method, session.id);
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
    await expectAccounting(registrationsAccounting({ registered: 3 }));
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
