import { randomUUID } from "node:crypto";
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  ReceiveMessageCommand,
  SendMessageCommand,
} from "@aws-sdk/client-sqs";
import type { ScheduledEvent, SQSEvent, SQSRecord } from "aws-lambda";
import { describe, expect, it, vi } from "vitest";
import { startScheduleTimer } from "../../local/host/schedule-timer";
import { startQueuePoller } from "../../local/host/sqs-poller";
import { sqs } from "../support/aws";
import { eventually } from "../support/eventually";

/**
 * A queue made for one test, optionally with a dead-letter queue after 2 receives. Its visibility
 * timeout is 0 unless told otherwise: a failed message comes back at once, so the tests wait for
 * the redelivery itself, not for a timeout to pass.
 */
async function testQueue(withDeadLetter: boolean, visibilityTimeoutSeconds = 0) {
  const id = randomUUID().slice(0, 8);
  const attributes: Record<string, string> = {
    VisibilityTimeout: String(visibilityTimeoutSeconds),
  };
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

    // Only the failed message can be received again (it is visible again at once).
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
    // A long visibility timeout: the failed messages stay in flight, none is received twice.
    const { queueUrl } = await testQueue(false, 60);
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
    // Neither was deleted: both are still on the queue (in flight until their timeout).
    expect(await countMessages(queueUrl)).toBe(2);
  });
});

describe("schedule timer (EventBridge schedule)", () => {
  it("calls the scheduled handler with a Scheduled Event at each interval, and no more once stopped", async () => {
    // The timer's clock is the test's: minutes pass at once, nothing waits for real time.
    vi.useFakeTimers({ now: new Date("2026-05-04T08:00:00Z") });
    try {
      const events: ScheduledEvent[] = [];
      const timer = startScheduleTimer({
        name: "jura-vtt-test-schedule",
        everySeconds: 60,
        region: "eu-central-2",
        accountId: "123456789012",
        handler: async (event) => {
          events.push(event);
        },
      });
      await vi.advanceTimersByTimeAsync(59_000);
      expect(events).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1_000);
      expect(events).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(60_000);
      expect(events).toHaveLength(2);
      await timer.stop();
      await vi.advanceTimersByTimeAsync(300_000);
      expect(events).toHaveLength(2);

      expect(events[0]).toMatchObject({
        "detail-type": "Scheduled Event",
        source: "aws.events",
        region: "eu-central-2",
        time: "2026-05-04T08:01:00Z",
        resources: ["arn:aws:events:eu-central-2:123456789012:rule/jura-vtt-test-schedule"],
        detail: {},
      });
      expect(events[1]?.time).toBe("2026-05-04T08:02:00Z");
    } finally {
      vi.useRealTimers();
    }
  });
});
