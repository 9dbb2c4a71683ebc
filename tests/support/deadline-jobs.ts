/**
 * The deadline job as AWS runs it, on the tests' clock: the scheduled function queues the due
 * registrations on registration-deadlines, the worker takes what waits there (Lambda SQS event
 * shape). Everything reads "now" from the clock given, so 24 h pass without waiting.
 */

import { deadlineQueue } from "@adapters/deadline-queue";
import type { Clock } from "@core/clock";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { deadlinePorts } from "../../functions/wiring/deadlines";
import { deadlineScheduler } from "../../functions/workers/deadline-scheduler/handler";
import { registrationDeadlinesWorker } from "../../functions/workers/deadline-worker/handler";
import { toSqsEvent } from "../../local/host/sqs-poller";
import { sqs } from "./aws";
import { deleteMessages, receiveAll } from "./registration-fixtures";

export function deadlineJobs(clock: Clock, config = getConfig()) {
  const adapters = wireAdapters(config, undefined, { clock });
  const queueUrl = () => process.env.QUEUE_REGISTRATION_DEADLINES_URL ?? "";
  const schedule = () =>
    deadlineScheduler({
      registrations: adapters.registrations,
      enqueue: deadlineQueue({ client: sqs(), queueUrl: queueUrl() }).enqueue,
      clock,
    })();
  const worker = registrationDeadlinesWorker(deadlinePorts(adapters, config));
  /** The worker on what waits on the queue; the messages it handled are deleted. */
  const work = async () => {
    const messages = await receiveAll(queueUrl(), { waitSeconds: 0 });
    const result = await worker(
      toSqsEvent(messages, "arn:aws:sqs:local:registration-deadlines", "eu-central-2"),
    );
    const failed = new Set(result.batchItemFailures.map((f) => f.itemIdentifier));
    await deleteMessages(
      queueUrl(),
      messages.filter((m) => !failed.has(m.MessageId ?? "")),
    );
    return { messages, result };
  };
  return {
    adapters,
    schedule,
    work,
    /** One scheduled run, then the worker on what it queued. */
    async run() {
      const { queued } = await schedule();
      const { result } = await work();
      return { queued, failures: result.batchItemFailures };
    },
  };
}
