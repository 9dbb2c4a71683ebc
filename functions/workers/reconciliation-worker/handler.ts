import { randomUUID } from "node:crypto";
import { type ReconcilePorts, reconcilePayment } from "@core/payments/reconcile-payment";
import type { SQSBatchResponse, SQSEvent } from "aws-lambda";
import { z } from "zod";
import { getConfig } from "../../config";
import { errorText, log } from "../../logger";
import { wireAdapters } from "../../wiring";

const messageSchema = z.object({ payment_id: z.string().min(1) });

/**
 * Consumes the reconciliation queue: each message names one payment, whose provider is asked
 * and whose webhook's transition is applied (reconcilePayment). A provider that does not answer
 * fails only its message (batchItemFailures): it is retried, then dead-lettered.
 */
export function paymentReconciliationWorker(ports: ReconcilePorts) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse["batchItemFailures"] = [];
    for (const record of event.Records) {
      try {
        const { payment_id } = messageSchema.parse(JSON.parse(record.body));
        const outcome = await reconcilePayment(payment_id, ports);
        log.info("payment_reconciled", { ...outcome });
      } catch (error) {
        log.error("payment_reconciliation_failed", {
          messageId: record.messageId,
          error: errorText(error),
        });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

export const handler = paymentReconciliationWorker({
  ...wireAdapters(getConfig()).payments,
  newId: randomUUID,
});
