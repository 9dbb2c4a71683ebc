/**
 * The waiting list's worker as AWS runs it, on the tests' clock: what the bus put on the
 * waitlist-offers queue, handed to the worker (Lambda SQS event shape), or the same messages
 * handed twice, or split between two runs at once.
 */
import type { Message } from "@aws-sdk/client-sqs";
import type { Clock } from "@core/clock";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { waitlistPorts } from "../../functions/wiring/waitlist";
import { waitlistWorker } from "../../functions/workers/waitlist-worker/handler";
import { toSqsEvent } from "../../local/host/sqs-poller";
import { deleteMessages, receiveAll } from "./registration-fixtures";

export const waitlistQueueUrl = () => process.env.QUEUE_WAITLIST_OFFERS_URL ?? "";

export function waitlistJobs(clock: Clock, config = getConfig()) {
  const adapters = wireAdapters(config, undefined, { clock });
  const worker = waitlistWorker(waitlistPorts(adapters, config.WAITLIST_OFFERS_STOP_HOURS));
  const handle = (messages: Message[]) =>
    worker(toSqsEvent(messages, "arn:aws:sqs:local:waitlist-offers", "eu-central-2"));
  /** Takes what waits on the queue off it (the bus delivered it already). */
  const take = async () => {
    const messages = await receiveAll(waitlistQueueUrl(), { waitSeconds: 0 });
    await deleteMessages(waitlistQueueUrl(), messages);
    return messages;
  };
  return {
    adapters,
    take,
    handle,
    /** The worker on everything waiting; fails the test on a failed message. */
    async work() {
      const messages = await take();
      const result = await handle(messages);
      if (result.batchItemFailures.length > 0) {
        throw new Error(`waitlist worker failed: ${JSON.stringify(result.batchItemFailures)}`);
      }
      return messages;
    },
  };
}
