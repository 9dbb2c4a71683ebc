/**
 * One run of the refund job as AWS runs it: the scheduler lists the refunds due and queues them
 * (the emulator's queue), then the worker gets what waits there as the event source mapping hands
 * it over. Both are the deployed handlers' factories, given the test's clock. The messages that
 * went through are deleted.
 */
import { refundRetryQueue } from "@adapters/refund-retry-queue";
import type { Clock } from "@core/clock";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { refundRetryScheduler } from "../../functions/workers/refund-retry-scheduler/handler";
import { refundRetryWorker } from "../../functions/workers/refund-retry-worker/handler";
import { succeededMessages, toSqsEvent } from "../../local/host/sqs-poller";
import { sqs } from "./aws";
import { deleteMessages, receiveAll } from "./registration-fixtures";

export const refundQueueUrl = () => process.env.QUEUE_REFUND_RETRIES_URL ?? "";

/** The worker alone, on what waits on the refund queue (a scheduler's run or « Réessayer »). */
export async function drainRefundQueue(clock: Clock) {
  const adapters = wireAdapters(getConfig(), undefined, { clock });
  const messages = await receiveAll(refundQueueUrl());
  const worker = refundRetryWorker({
    store: adapters.payments.store,
    refunds: adapters.payments.refunds,
    clock,
    pending: adapters.pendingRefunds,
  });
  const result = await worker(
    toSqsEvent(messages, "arn:aws:sqs:local:refund-retries", "eu-central-2"),
  );
  await deleteMessages(refundQueueUrl(), succeededMessages(messages, result));
  return { messages: messages.length, failures: result.batchItemFailures };
}

export async function runRefundJob(clock: Clock) {
  const adapters = wireAdapters(getConfig(), undefined, { clock });
  const { queued } = await refundRetryScheduler({
    refunds: adapters.pendingRefunds,
    clock,
    enqueue: refundRetryQueue(sqs(), refundQueueUrl()).enqueue,
  })();
  const drained = await drainRefundQueue(clock);
  return { queued, ...drained };
}
