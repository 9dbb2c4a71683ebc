import { SendMessageBatchCommand, type SQSClient } from "@aws-sdk/client-sqs";

/** SQS takes at most ten messages per SendMessageBatch. */
const BATCH = 10;

/**
 * Hands payments to a job's queue, one message each (`{ payment_id, ...extra }`), so that each is
 * retried, or dead-lettered, on its own. Throws when SQS refuses any message (naming `queueLabel`):
 * the next scheduled run lists it again.
 */
export function paymentIdsQueue(
  sqs: SQSClient,
  queueUrl: string,
  queueLabel: string,
  extra: Record<string, unknown> = {},
) {
  return async (paymentIds: string[]): Promise<void> => {
    for (let i = 0; i < paymentIds.length; i += BATCH) {
      const chunk = paymentIds.slice(i, i + BATCH);
      const result = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: chunk.map((id, n) => ({
            Id: String(n),
            MessageBody: JSON.stringify({ payment_id: id, ...extra }),
          })),
        }),
      );
      if (result.Failed?.length) {
        throw new Error(`${queueLabel} : ${result.Failed.length} message(s) refusé(s)`);
      }
    }
  };
}
