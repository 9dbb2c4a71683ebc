/**
 * One night of the retention job as AWS runs it: the scheduler finds what is due and queues it
 * (the emulator's queue), then the worker gets what waits there as the event source mapping hands
 * it over. Both are the deployed handlers' factories, given the test's clock. The messages that
 * went through are deleted.
 */
import { randomUUID } from "node:crypto";
import { dataRetentionQueue } from "@adapters/data-retention-queue";
import type { Clock } from "@core/clock";
import { getConfig } from "../../functions/config";
import { wireStores } from "../../functions/wiring/stores";
import { dataRetentionScheduler } from "../../functions/workers/data-retention-scheduler/handler";
import { dataRetentionWorker } from "../../functions/workers/data-retention-worker/handler";
import { succeededMessages, toSqsEvent } from "../../local/host/sqs-poller";
import { sqs } from "./aws";
import { deleteMessages, receiveAll } from "./registration-fixtures";

const queueUrl = () => process.env.QUEUE_DATA_RETENTION_URL ?? "";

export async function runRetentionJob(clock: Clock) {
  const stores = wireStores(getConfig(), undefined, { clock });
  const { queued } = await dataRetentionScheduler({
    candidates: stores.retentionCandidates,
    clock,
    enqueue: dataRetentionQueue({ client: sqs(), queueUrl: queueUrl() }).enqueue,
  })();
  const messages = await receiveAll(queueUrl());
  const result = await dataRetentionWorker({
    writes: stores.retentionWrites,
    clock,
    storeAndPublish: stores.outbox.storeAndPublish,
    newId: randomUUID,
  })(toSqsEvent(messages, "arn:aws:sqs:local:data-retention", "eu-central-2"));
  await deleteMessages(queueUrl(), succeededMessages(messages, result));
  return { queued, messages: messages.length, failures: result.batchItemFailures };
}
