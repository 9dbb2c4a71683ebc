import type { SQSClient } from "@aws-sdk/client-sqs";
import { paymentIdsQueue } from "./payment-ids-queue";

/**
 * The refund job's queue: the scheduler's due refunds (`{ payment_id }`), and the founders'
 * « Réessayer » (`{ payment_id, now: true }`: asked at once, whatever its next try).
 */
export function refundRetryQueue(sqs: SQSClient, queueUrl: string) {
  return {
    enqueue: paymentIdsQueue(sqs, queueUrl, "File des remboursements"),
    retryNow: (paymentId: string) =>
      paymentIdsQueue(sqs, queueUrl, "File des remboursements", { now: true })([paymentId]),
  };
}
