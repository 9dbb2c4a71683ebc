import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { errorText, log } from "../../logger";
import { notificationHandlers } from "./handlers";

/**
 * Consumes the notifications queue. Each message is an EventBridge event; the handler for its
 * detail-type sends the e-mails and SMS. A failing message is reported in batchItemFailures so
 * that only it is retried (and ends in the dead-letter queue after maxReceiveCount).
 */
export async function handler(event: SQSEvent): Promise<SQSBatchResponse> {
  const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
  for (const record of event.Records) {
    try {
      const message = JSON.parse(record.body) as { "detail-type": string; detail: unknown };
      const handle = notificationHandlers[message["detail-type"]];
      if (!handle) throw new Error(`Aucun traitement pour l'événement ${message["detail-type"]}`);
      await handle(message.detail);
    } catch (error) {
      log.error("notification_failed", {
        messageId: record.messageId,
        error: errorText(error),
      });
      batchItemFailures.push({ itemIdentifier: record.messageId });
    }
  }
  return { batchItemFailures };
}
