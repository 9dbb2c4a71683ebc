import { SendMessageBatchCommand, type SQSClient } from "@aws-sdk/client-sqs";

/** One message of the registration-deadlines queue: which registration, due since when. */
export interface DueMessage {
  inscription_id: string;
  due_at: string;
}

/** SQS takes at most ten messages per SendMessageBatch. */
const BATCH = 10;

/** The registration-deadlines queue, as the scheduled job fills it. */
export function deadlineQueue({ client, queueUrl }: { client: SQSClient; queueUrl: string }) {
  return {
    /** Sends one message per due registration; throws if any could not be sent (the next run sends it again). */
    async enqueue(messages: DueMessage[]): Promise<void> {
      for (let i = 0; i < messages.length; i += BATCH) {
        const batch = messages.slice(i, i + BATCH);
        const result = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: batch.map((message, j) => ({
              Id: String(j),
              MessageBody: JSON.stringify(message),
            })),
          }),
        );
        if (result.Failed?.length) {
          throw new Error(
            `File registration-deadlines : ${result.Failed.length} message(s) refusé(s)`,
          );
        }
      }
    },
  };
}
