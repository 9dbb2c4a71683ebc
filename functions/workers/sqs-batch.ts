import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { errorText, log } from "../logger";

/**
 * An SQS consumer with partial batch failures (the event source mapping's
 * ReportBatchItemFailures): each record is handled on its own; one that throws is logged under
 * `failureLog` with its message id and reported in batchItemFailures, so that only it is retried
 * (and ends in the dead-letter queue after maxReceiveCount). The others are done.
 */
export function sqsBatchHandler(
  failureLog: string,
  handleRecord: (record: SQSRecord) => Promise<void>,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  return async (event) => {
    const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
    for (const record of event.Records) {
      try {
        await handleRecord(record);
      } catch (error) {
        log.error(failureLog, { messageId: record.messageId, error: errorText(error) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}
