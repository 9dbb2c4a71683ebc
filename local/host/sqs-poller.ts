/**
 * Plays Lambda's SQS event source mapping: long-polls one queue, hands each batch to the consumer
 * in the Lambda SQS event shape, deletes what succeeded and leaves the rest (batchItemFailures, or
 * the whole batch when the handler throws) to come back after the visibility timeout and reach
 * the dead-letter queue after maxReceiveCount, through the queue's own redrive policy.
 */
import {
  DeleteMessageBatchCommand,
  GetQueueAttributesCommand,
  type Message,
  type MessageAttributeValue,
  ReceiveMessageCommand,
  type SQSClient,
} from "@aws-sdk/client-sqs";
import type { Context, SQSEvent, SQSMessageAttributes, SQSRecord } from "aws-lambda";
import { lambdaContext, withTimeout } from "./lambda-context";

export type SqsHandler = (event: SQSEvent, context: Context) => Promise<unknown>;

export interface QueuePollerOptions {
  sqs: SQSClient;
  queueUrl: string;
  handler: SqsHandler;
  batchSize?: number;
  /** Long-poll wait (SQS allows up to 20 s); stop() aborts the wait at once. */
  waitTimeSeconds?: number;
  region?: string;
  functionName?: string;
  timeoutSeconds?: number;
  onError?: (error: unknown) => void;
}

export interface QueuePoller {
  stop(): Promise<void>;
}

function lambdaAttributes(message: Message): SQSRecord["attributes"] {
  const a = message.Attributes ?? {};
  return {
    ApproximateReceiveCount: a.ApproximateReceiveCount ?? "1",
    SentTimestamp: a.SentTimestamp ?? String(Date.now()),
    SenderId: a.SenderId ?? "local",
    ApproximateFirstReceiveTimestamp: a.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
    ...(a.AWSTraceHeader ? { AWSTraceHeader: a.AWSTraceHeader } : {}),
    ...(a.MessageGroupId ? { MessageGroupId: a.MessageGroupId } : {}),
    ...(a.MessageDeduplicationId ? { MessageDeduplicationId: a.MessageDeduplicationId } : {}),
    ...(a.SequenceNumber ? { SequenceNumber: a.SequenceNumber } : {}),
  };
}

function lambdaMessageAttributes(
  attributes: Record<string, MessageAttributeValue> | undefined,
): SQSMessageAttributes {
  const out: SQSMessageAttributes = {};
  for (const [name, value] of Object.entries(attributes ?? {})) {
    out[name] = {
      dataType: value.DataType ?? "String",
      stringValue: value.StringValue,
      binaryValue: value.BinaryValue
        ? Buffer.from(value.BinaryValue).toString("base64")
        : undefined,
      stringListValues: value.StringListValues ?? [],
      binaryListValues: (value.BinaryListValues ?? []).map((b) =>
        Buffer.from(b).toString("base64"),
      ),
    };
  }
  return out;
}

/** The Lambda SQS event for a batch received from the queue. */
export function toSqsEvent(messages: Message[], queueArn: string, region: string): SQSEvent {
  return {
    Records: messages.map((m) => ({
      messageId: m.MessageId ?? "",
      receiptHandle: m.ReceiptHandle ?? "",
      body: m.Body ?? "",
      attributes: lambdaAttributes(m),
      messageAttributes: lambdaMessageAttributes(m.MessageAttributes),
      md5OfBody: m.MD5OfBody ?? "",
      eventSource: "aws:sqs",
      eventSourceARN: queueArn,
      awsRegion: region,
    })),
  };
}

/**
 * Which messages of the batch succeeded, per Lambda's partial batch response rules: a result
 * with batchItemFailures fails only those ids; an invalid failure list fails the whole batch.
 */
export function succeededMessages(messages: Message[], result: unknown): Message[] {
  const failures = (result as { batchItemFailures?: unknown } | null | undefined)
    ?.batchItemFailures;
  if (failures === undefined || failures === null) return messages;
  if (!Array.isArray(failures)) return [];
  const ids = new Set(messages.map((m) => m.MessageId));
  const failed = new Set<string>();
  for (const item of failures) {
    const id = (item as { itemIdentifier?: unknown } | null)?.itemIdentifier;
    if (typeof id !== "string" || !ids.has(id)) return [];
    failed.add(id);
  }
  return messages.filter((m) => !failed.has(m.MessageId ?? ""));
}

const isAbort = (error: unknown) =>
  error instanceof Error && (error.name === "AbortError" || error.name === "TimeoutError");

/** Starts polling the queue until stop() is called. */
export async function startQueuePoller(options: QueuePollerOptions): Promise<QueuePoller> {
  const {
    sqs,
    queueUrl,
    handler,
    batchSize = 10,
    waitTimeSeconds = 20,
    functionName = "consumer",
    timeoutSeconds = 30,
  } = options;
  const region = options.region ?? (await sqs.config.region());
  const attributes = await sqs.send(
    new GetQueueAttributesCommand({ QueueUrl: queueUrl, AttributeNames: ["QueueArn"] }),
  );
  const queueArn = attributes.Attributes?.QueueArn ?? queueUrl;
  const abort = new AbortController();
  let stopped = false;
  let wake: (() => void) | undefined;
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  async function pollOnce(): Promise<void> {
    const received = await sqs.send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: Math.min(batchSize, 10),
        WaitTimeSeconds: waitTimeSeconds,
        MessageSystemAttributeNames: ["All"],
        MessageAttributeNames: ["All"],
      }),
      { abortSignal: abort.signal },
    );
    const messages = received.Messages ?? [];
    if (messages.length === 0) return;
    let succeeded: Message[] = [];
    try {
      const result = await withTimeout(
        () =>
          handler(
            toSqsEvent(messages, queueArn, region),
            lambdaContext(functionName, timeoutSeconds),
          ),
        timeoutSeconds,
        functionName,
      );
      succeeded = succeededMessages(messages, result);
    } catch (error) {
      // A thrown error fails the whole batch: every message comes back after the timeout.
      options.onError?.(error);
    }
    if (succeeded.length === 0) return;
    await sqs.send(
      new DeleteMessageBatchCommand({
        QueueUrl: queueUrl,
        Entries: succeeded.map((m, i) => ({ Id: String(i), ReceiptHandle: m.ReceiptHandle ?? "" })),
      }),
    );
  }

  const loop = (async () => {
    while (!stopped) {
      try {
        await pollOnce();
      } catch (error) {
        if (stopped && isAbort(error)) break;
        options.onError?.(error);
        // The emulator may be restarting: wait a little before asking again.
        await pause(1000);
      }
    }
  })();

  return {
    async stop() {
      stopped = true;
      abort.abort();
      wake?.();
      await loop;
    },
  };
}
