import { randomUUID } from "node:crypto";
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
} from "@aws-sdk/client-sqs";
import type { ScheduledEvent, SQSEvent, SQSRecord } from "aws-lambda";
import { describe, expect, it } from "vitest";
import { startScheduleTimer } from "../../localstack/host/schedule-timer";
import { startQueuePoller } from "../../localstack/host/sqs-poller";
import { sqs } from "../support/aws";
import { eventually } from "../support/eventually";

/** A queue made for one test: 1 s visibility, and a dead-letter queue after 2 receives. */
async function testQueue(withDeadLetter: boolean) {
  const id = randomUUID().slice(0, 8);
  const attributes: Record<string, string> = { VisibilityTimeout: "1" };
  let deadLetterUrl: string | undefined;
  if (withDeadLetter) {
    deadLetterUrl = (await sqs().send(new CreateQueueCommand({ QueueName: `poller-dlq-${id}` })))
      .QueueUrl;
    const arn = (
      await sqs().send(
        new GetQueueAttributesCommand({ QueueUrl: deadLetterUrl, AttributeNames: ["QueueArn"] }),
      )
    ).Attributes?.QueueArn;
    attributes.RedrivePolicy = JSON.stringify({ deadLetterTargetArn: arn, maxReceiveCount: 2 });
  }
  const queueUrl = (
    await sqs().send(new CreateQueueCommand({ QueueName: `poller-${id}`, Attributes: attributes }))
  ).QueueUrl as string;
  return { queueUrl, deadLetterUrl };
}

async function countMessages(queueUrl: string): Promise<number> {
  const attrs = (
    await sqs().send(
      new GetQueueAttributesCommand({
        QueueUrl: queueUrl,
        AttributeNames: ["ApproximateNumberOfMessages", "ApproximateNumberOfMessagesNotVisible"],
      }),
    )
  ).Attributes;
  return (
    Number(attrs?.ApproximateNumberOfMessages ?? 0) +
    Number(attrs?.ApproximateNumberOfMessagesNotVisible ?? 0)
  );
}

const send = (queueUrl: string, body: string) =>
  sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: body,
      MessageAttributes: { kind: { DataType: "String", StringValue: "test" } },
    }),
  );

describe("SQS poller (Lambda event source mapping)", () => {
  it("hands a message to its consumer in the Lambda SQS shape, deletes it, and stops quickly", async () => {
    const { queueUrl } = await testQueue(false);
    const batches: SQSEvent[] = [];
    const poller = await startQueuePoller({
      sqs: sqs(),
      queueUrl,
      batchSize: 5,
      waitTimeSeconds: 20,
      handler: async (event) => {
        batches.push(event);
        return { batchItemFailures: [] };
      },
    });
    try {
      await send(queueUrl, JSON.stringify({ hello: "monde" }));
      await eventually(() => expect(batches).toHaveLength(1));
      const record = batches[0]?.Records[0] as SQSRecord;
      expect(record).toMatchObject({
        body: JSON.stringify({ hello: "monde" }),
        eventSource: "aws:sqs",
        awsRegion: "eu-central-2",
        messageAttributes: { kind: { dataType: "String", stringValue: "test" } },
        attributes: { ApproximateReceiveCount: "1" },
      });
      expect(record.messageId).toMatch(/\S/);
      expect(record.receiptHandle).toMatch(/\S/);
      expect(record.md5OfBody).toMatch(/^[0-9a-f]{32}$/);
      expect(record.eventSourceARN).toMatch(/^arn:aws:sqs:eu-central-2:\d+:poller-/);
      await eventually(async () => expect(await countMessages(queueUrl)).toBe(0));
    } finally {
      // The poller is in a 20 s long poll now: stop() must not wait for it to end.
      const started = Date.now();
      await poller.stop();
      expect(Date.now() - started).toBeLessThan(2_000);
    }
  });

  it("a message whose consumer keeps failing reaches the dead-letter queue after maxReceiveCount", async () => {
    const { queueUrl, deadLetterUrl } = await testQueue(true);
    const receiveCounts: string[] = [];
    const poller = await startQueuePoller({
      sqs: sqs(),
      queueUrl,
      waitTimeSeconds: 1,
      handler: async (event) => {
        for (const r of event.Records) receiveCounts.push(r.attributes.ApproximateReceiveCount);
        throw new Error("le consommateur échoue");
      },
    });
    try {
      await send(queueUrl, "toujours en échec");
      await eventually(async () => expect(await countMessages(deadLetterUrl as string)).toBe(1), {
        timeoutMs: 20_000,
      });
      expect(receiveCounts).toEqual(["1", "2"]);
      expect(await countMessages(queueUrl)).toBe(0);
    } finally {
      await poller.stop();
    }
  });

  it("honours batchItemFailures: only the failed message stays on the queue", async () => {
    const { queueUrl } = await testQueue(false);
    await send(queueUrl, "ok");
    await send(queueUrl, "échec");
    const batchSizes: number[] = [];
    const poller = await startQueuePoller({
      sqs: sqs(),
      queueUrl,
      batchSize: 10,
      waitTimeSeconds: 1,
      handler: async (event) => {
        batchSizes.push(event.Records.length);
        return {
          batchItemFailures: event.Records.filter((r) => r.body === "échec").map((r) => ({
            itemIdentifier: r.messageId,
          })),
        };
      },
    });
    await eventually(() => expect(batchSizes.length).toBeGreaterThan(0));
    await poller.stop();
    expect(batchSizes[0]).toBe(2);

    // After the 1 s visibility timeout, only the failed message can be received again.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    const again = await sqs().send(
      new ReceiveMessageCommand({
        QueueUrl: queueUrl,
        MaxNumberOfMessages: 10,
        WaitTimeSeconds: 1,
      }),
    );
    expect((again.Messages ?? []).map((m) => m.Body)).toEqual(["échec"]);
  });

  it("a thrown error fails the whole batch", async () => {
    const { queueUrl } = await testQueue(false);
    await send(queueUrl, "un");
    await send(queueUrl, "deux");
    let calls = 0;
    const poller = await startQueuePoller({
      sqs: sqs(),
      queueUrl,
      waitTimeSeconds: 1,
      handler: async () => {
        calls++;
        throw new Error("panne");
      },
    });
    await eventually(() => expect(calls).toBeGreaterThan(0));
    await poller.stop();
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(await countMessages(queueUrl)).toBe(2);
  });
});

describe("schedule timer (EventBridge schedule)", () => {
  it("calls the scheduled handler with a Scheduled Event, again and again", async () => {
    const events: ScheduledEvent[] = [];
    const timer = startScheduleTimer({
      name: "jura-vtt-test-schedule",
      everySeconds: 0.2,
      region: "eu-central-2",
      accountId: "123456789012",
      handler: async (event) => {
        events.push(event);
      },
    });
    try {
      await eventually(() => expect(events.length).toBeGreaterThanOrEqual(2), { timeoutMs: 5_000 });
    } finally {
      await timer.stop();
    }
    expect(events[0]).toMatchObject({
      "detail-type": "Scheduled Event",
      source: "aws.events",
      region: "eu-central-2",
      resources: ["arn:aws:events:eu-central-2:123456789012:rule/jura-vtt-test-schedule"],
      detail: {},
    });
    const count = events.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(events.length).toBe(count);
  });
});
