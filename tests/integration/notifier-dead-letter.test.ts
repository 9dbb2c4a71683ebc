import { ReceiveMessageCommand, SendMessageCommand } from "@aws-sdk/client-sqs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { resetConfigForTests } from "../../functions/config";
import { handler as notifier } from "../../functions/workers/notifier/handler";
import { startQueuePoller } from "../../local/host/sqs-poller";
import { readSentEmails, readSentSms, resetState, sqs } from "../support/aws";
import { eventually } from "../support/eventually";
import { quickQueue } from "../support/quick-queue";
import {
  apiEvent,
  deleteMessages,
  putActivity,
  receiveAll,
  validRegistration,
} from "../support/registration-fixtures";

// The notifications queue's redrive as deployed, made quick: 2 receives instead of 5.
const MAX_RECEIVES = 2;

describe("notifier: a send that keeps failing", () => {
  beforeEach(async () => {
    await resetState();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetConfigForTests();
  });

  it("is retried, then lands in the dead-letter queue; no e-mail is sent, nothing is lost, the SMS goes out once", async () => {
    const activity = await putActivity();
    const created = await api(
      apiEvent("POST", "/api/inscriptions", validRegistration(activity.id)),
    );
    expect(created.statusCode).toBe(201);
    const notifications = process.env.QUEUE_NOTIFICATIONS_URL ?? "";
    const delivered = await receiveAll(notifications);
    expect(delivered).toHaveLength(1);
    await deleteMessages(notifications, delivered);

    // SES refuses a sender that is not a verified identity: both e-mails fail every time; the
    // SMS, tried all the same, goes out once.
    vi.stubEnv("SENDER_EMAIL", "expediteur@non-verifie.example");
    resetConfigForTests();
    const { queueUrl, deadLetterUrl } = await quickQueue("notifications", MAX_RECEIVES);
    await sqs().send(
      new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: delivered[0]?.Body ?? "" }),
    );

    let attempts = 0;
    const poller = await startQueuePoller({
      sqs: sqs(),
      queueUrl,
      batchSize: 5,
      waitTimeSeconds: 1,
      handler: async (event) => {
        attempts += event.Records.length;
        const result = await notifier(event);
        expect(result.batchItemFailures).toHaveLength(event.Records.length);
        return result;
      },
    });
    let deadLettered: string | undefined;
    try {
      await eventually(
        async () => {
          const page = await sqs().send(
            new ReceiveMessageCommand({ QueueUrl: deadLetterUrl, WaitTimeSeconds: 1 }),
          );
          deadLettered = page.Messages?.[0]?.Body;
          expect(deadLettered).toBeDefined();
        },
        { timeoutMs: 20_000 },
      );
    } finally {
      await poller.stop();
    }

    expect(attempts).toBe(MAX_RECEIVES);
    expect(deadLettered).toBe(delivered[0]?.Body);
    expect(JSON.parse(deadLettered ?? "{}")["detail-type"]).toBe("InscriptionCreated");
    expect(await readSentEmails()).toHaveLength(0);
    expect(await readSentSms()).toHaveLength(1);
  });
});
