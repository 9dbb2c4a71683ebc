import { type ReconcilePorts, reconcilePayment } from "@core/payments/reconcile-payment";
import * as z from "@shared/zod";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { wireAdapters } from "../../wiring/adapters";
import { paymentPorts } from "../../wiring/payments";
import { sqsBatchHandler } from "../sqs-batch";

const messageSchema = z.object({ payment_id: z.string().check(z.minLength(1)) });

/**
 * Consumes the reconciliation queue: each message names one payment, whose provider is asked
 * and whose webhook's transition is applied (reconcilePayment). A provider that does not answer
 * fails only its message (sqsBatchHandler): it is retried, then dead-lettered.
 */
export function paymentReconciliationWorker(ports: ReconcilePorts) {
  return sqsBatchHandler("payment_reconciliation_failed", async (record) => {
    const { payment_id } = messageSchema.parse(JSON.parse(record.body));
    const outcome = await reconcilePayment(payment_id, ports);
    log.info("payment_reconciled", { ...outcome });
  });
}

export const handler = paymentReconciliationWorker(
  paymentPorts(wireAdapters(getConfig()).payments),
);
