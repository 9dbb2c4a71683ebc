/**
 * One run of payment reconciliation as AWS runs it: the scheduled reconciler lists the payments
 * due and queues them (the emulator's queue), then the worker gets what waits there as the event
 * source mapping hands it over. Both are the deployed handlers' factories, given the test's clock
 * (and, for a late provider, a short provider timeout). As with the mapping, the messages that
 * went through are deleted; the failed ones come back (here at once, not after their visibility
 * timeout) for the next run.
 */
import { randomUUID } from "node:crypto";
import { reconciliationQueue } from "@adapters/reconciliation-queue";
import { ChangeMessageVisibilityCommand } from "@aws-sdk/client-sqs";
import type { Clock } from "@core/clock";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { RECONCILIATION_QUEUE_ENV } from "../../functions/wiring/payments";
import { paymentReconciler } from "../../functions/workers/reconciliation-scheduler/handler";
import { paymentReconciliationWorker } from "../../functions/workers/reconciliation-worker/handler";
import { succeededMessages, toSqsEvent } from "../../local/host/sqs-poller";
import { sqs } from "./aws";
import { deleteMessages, receiveAll } from "./registration-fixtures";

const queueUrl = () => process.env[RECONCILIATION_QUEUE_ENV] ?? "";

export async function runReconciliation(options: { clock: Clock; providerTimeoutMs?: number }) {
  const adapters = wireAdapters(getConfig(), undefined, options);
  const { queued } = await paymentReconciler({
    store: adapters.payments.store,
    clock: options.clock,
    enqueue: reconciliationQueue(sqs(), queueUrl()),
  })();
  const messages = await receiveAll(queueUrl());
  const worker = paymentReconciliationWorker({ ...adapters.payments, newId: randomUUID });
  const result = await worker(
    toSqsEvent(messages, "arn:aws:sqs:local:payment-reconciliation", "eu-central-2"),
  );
  const succeeded = succeededMessages(messages, result);
  await deleteMessages(queueUrl(), succeeded);
  for (const failed of messages.filter((m) => !succeeded.includes(m))) {
    await sqs().send(
      new ChangeMessageVisibilityCommand({
        QueueUrl: queueUrl(),
        ReceiptHandle: failed.ReceiptHandle,
        VisibilityTimeout: 0,
      }),
    );
  }
  return { queued, failures: result.batchItemFailures };
}
