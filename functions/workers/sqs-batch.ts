import { BatchProcessor, EventType, processPartialResponse } from "@aws-lambda-powertools/batch";
import type { SQSBatchResponse, SQSEvent, SQSRecord } from "aws-lambda";
import { errorText, log } from "../logger";

/**
 * An SQS consumer with partial batch failures (the event source mapping's
 * ReportBatchItemFailures), by Powertools' BatchProcessor: each record is handled on its own; one
 * that throws is logged under `failureLog` with its message id and reported in batchItemFailures,
 * so that only it is retried (and ends in the dead-letter queue after maxReceiveCount). The others
 * are done.
 *
 * Records are handled one after the other, as they come (not Powertools' default, in parallel): a
 * batch's messages may touch the same registration or outing. A batch whose every record failed
 * is answered like any other, not thrown (Powertools' default): the same retry for SQS, and the
 * local host and the tests read one answer. A processor per batch: it holds one batch's state
 * until its answer, and a handler run in-process (the local host, the tests) may start a batch
 * before the last one ended.
 */
export function sqsBatchHandler(
  failureLog: string,
  handleRecord: (record: SQSRecord) => Promise<void>,
): (event: SQSEvent) => Promise<SQSBatchResponse> {
  const handleLogged = async (record: SQSRecord) => {
    try {
      await handleRecord(record);
    } catch (error) {
      log.error(failureLog, { messageId: record.messageId, error: errorText(error) });
      throw error;
    }
  };
  return async (event) => {
    const { batchItemFailures } = await processPartialResponse(
      event,
      handleLogged,
      new BatchProcessor(EventType.SQS),
      { processInParallel: false, throwOnFullBatchFailure: false },
    );
    // A batch without failures gets Powertools' one shared answer: the caller gets its own list.
    return { batchItemFailures: [...batchItemFailures] };
  };
}
