import type { SQSClient } from "@aws-sdk/client-sqs";
import { paymentIdsQueue } from "./payment-ids-queue";

/**
 * Hands payments to check to the reconciliation queue, one message each (`{ payment_id }`), so
 * that each is retried, or dead-lettered, on its own. Throws when SQS refuses any message: the
 * next scheduled run lists it again.
 */
export function reconciliationQueue(sqs: SQSClient, queueUrl: string) {
  return paymentIdsQueue(sqs, queueUrl, "File de rapprochement");
}
