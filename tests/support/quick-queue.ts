/**
 * A queue's redrive as deployed, made quick: a fresh queue and its dead-letter queue with a 1 s
 * visibility timeout (instead of 60 s) and few receives, so that retries and the move to the
 * dead-letter queue take seconds. The redrive itself is the emulator's, as SQS does it.
 * deliverAll drives one to the end with the local poller, as Lambda's event source mapping does.
 */
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  type Message,
  SendMessageBatchCommand,
} from "@aws-sdk/client-sqs";
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { type SqsHandler, startQueuePoller } from "../../local/host/sqs-poller";
import { sqs } from "./aws";
import { eventually } from "./eventually";
import { receiveAll } from "./registration-fixtures";

const QUICK_VISIBILITY_SECONDS = 1;

export interface QuickQueue {
  queueUrl: string;
  deadLetterUrl: string;
  maxReceiveCount: number;
}

export async function quickQueue(name: string, maxReceiveCount: number): Promise<QuickQueue> {
  const id = Math.random().toString(36).slice(2, 8);
  const deadLetterUrl = (
    await sqs().send(new CreateQueueCommand({ QueueName: `${name}-dlq-${id}` }))
  ).QueueUrl as string;
  const deadLetterArn = (
    await sqs().send(
      new GetQueueAttributesCommand({ QueueUrl: deadLetterUrl, AttributeNames: ["QueueArn"] }),
    )
  ).Attributes?.QueueArn;
  const queueUrl = (
    await sqs().send(
      new CreateQueueCommand({
        QueueName: `${name}-${id}`,
        Attributes: {
          VisibilityTimeout: String(QUICK_VISIBILITY_SECONDS),
          RedrivePolicy: JSON.stringify({ deadLetterTargetArn: deadLetterArn, maxReceiveCount }),
        },
      }),
    )
  ).QueueUrl as string;
  return { queueUrl, deadLetterUrl, maxReceiveCount };
}

/** Puts these bodies on the queue in one call (they then come as one batch, in this order). */
export async function sendBodies(queueUrl: string, bodies: string[]): Promise<void> {
  await sqs().send(
    new SendMessageBatchCommand({
      QueueUrl: queueUrl,
      Entries: bodies.map((body, i) => ({ Id: String(i), MessageBody: body })),
    }),
  );
}

/** Messages still on the queue, visible or in flight. */
async function messagesLeft(queueUrl: string): Promise<number> {
  const { Attributes } = await sqs().send(
    new GetQueueAttributesCommand({
      QueueUrl: queueUrl,
      AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
    }),
  );
  return (
    Number(Attributes?.ApproximateNumberOfMessages ?? 0) +
    Number(Attributes?.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

/**
 * True when each message is gone (deleted, or moved to the dead-letter queue). The emulator
 * counts visible and in-flight messages at two instants, so one whose visibility ends in between
 * is in neither count: empty is believed when read twice, a visibility timeout apart.
 */
export async function isDrained(queueUrl: string): Promise<boolean> {
  if ((await messagesLeft(queueUrl)) > 0) return false;
  await new Promise((resolve) => setTimeout(resolve, QUICK_VISIBILITY_SECONDS * 1000 + 200));
  return (await messagesLeft(queueUrl)) === 0;
}

/** What the dead-letter queue holds. */
export function deadLettered(queue: QuickQueue): Promise<Message[]> {
  return receiveAll(queue.deadLetterUrl);
}

export interface Delivery {
  /** The batch, in order. */
  records: SQSRecord[];
  /** The records returned to the queue: listed in batchItemFailures, or all of them. */
  failed: string[];
}

/**
 * Hands the queue's messages to `handler` through the local poller until none is left (each
 * deleted or moved to the dead-letter queue). `before(n)` arms the faults of delivery n (from 1).
 */
export async function deliverAll(
  queue: QuickQueue,
  handler: SqsHandler,
  before: (delivery: number, event: SQSEvent) => void = () => {},
  { batchSize = 5 }: { batchSize?: number } = {}, // 5: the deployed queues' batch
): Promise<Delivery[]> {
  const deliveries: Delivery[] = [];
  const poller = await startQueuePoller({
    sqs: sqs(),
    queueUrl: queue.queueUrl,
    batchSize,
    waitTimeSeconds: 1,
    handler: async (event, context) => {
      const delivery: Delivery = { records: event.Records, failed: [] };
      deliveries.push(delivery);
      before(deliveries.length, event);
      try {
        const result = (await handler(event, context)) as SQSBatchResponse;
        delivery.failed = result.batchItemFailures.map((f) => f.itemIdentifier);
        return result;
      } catch (error) {
        delivery.failed = event.Records.map((r) => r.messageId);
        throw error;
      }
    },
  });
  try {
    await eventually(
      async () => {
        if (!(await isDrained(queue.queueUrl))) throw new Error("messages left on the queue");
      },
      { timeoutMs: 50_000 },
    );
  } finally {
    await poller.stop();
  }
  return deliveries;
}
