import { SendMessageBatchCommand, type SQSClient } from "@aws-sdk/client-sqs";

/** SQS takes at most ten messages per SendMessageBatch. */
const BATCH = 10;

/**
 * Hands payments to check to the reconciliation queue, one message each (`{ payment_id }`), so
 * that each is retried, or dead-lettered, on its own. Throws when SQS refuses any message: the
 * next scheduled run lists it again.
 */
export function reconciliationQueue(sqs: SQSClient, queueUrl: string) {
  return async (paymentIds: string[]): Promise<void> => {
    for (let i = 0; i < paymentIds.length; i += BATCH) {
      const chunk = paymentIds.slice(i, i + BATCH);
      const result = await sqs.send(
        new SendMessageBatchCommand({
          QueueUrl: queueUrl,
          Entries: chunk.map((id, n) => ({
            Id: String(n),
            MessageBody: JSON.stringify({ payment_id: id }),
          })),
        }),
      );
      if (result.Failed?.length) {
        throw new Error(`File de rapprochement : ${result.Failed.length} message(s) refusé(s)`);
      }
    }
  };
}
