import { SendMessageBatchCommand, type SQSClient } from "@aws-sdk/client-sqs";
import type { RetentionMessage } from "@core/data-protection/ports";

/** SQS takes at most ten messages per SendMessageBatch. */
const BATCH = 10;

/** The retention job's queue: one message per record due (`{ kind, id }`, never an address). */
export function dataRetentionQueue({ client, queueUrl }: { client: SQSClient; queueUrl: string }) {
  return {
    /** Throws if any message was refused: the next night finds the record again. */
    async enqueue(messages: RetentionMessage[]): Promise<void> {
      for (let i = 0; i < messages.length; i += BATCH) {
        const result = await client.send(
          new SendMessageBatchCommand({
            QueueUrl: queueUrl,
            Entries: messages.slice(i, i + BATCH).map((message, j) => ({
              Id: String(j),
              MessageBody: JSON.stringify(message),
            })),
          }),
        );
        if (result.Failed?.length) {
          throw new Error(`File data-retention : ${result.Failed.length} message(s) refusé(s)`);
        }
      }
    },
  };
}
