import { type RefundRetryPorts, retryRefund } from "@core/payments/refund-retries";
import * as z from "@shared/zod";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { wireAdapters } from "../../wiring/adapters";
import { refundRetryPorts } from "../../wiring/refunds";
import { sqsBatchHandler } from "../sqs-batch";

const messageSchema = z.object({
  payment_id: z.string().check(z.minLength(1)),
  now: z.optional(z.boolean()),
});

/**
 * Consumes the refund queue: each message names one refund the provider refused, asked again
 * through refundPayment (retryRefund: same idempotency key, so refunded once). A refusal is
 * recorded with its next try; an error of ours fails only its message (sqsBatchHandler), and
 * the scheduler lists the refund again at its next run.
 */
export function refundRetryWorker(ports: RefundRetryPorts) {
  return sqsBatchHandler("refund_retry_failed", async (record) => {
    const { payment_id, now } = messageSchema.parse(JSON.parse(record.body));
    const outcome = await retryRefund(payment_id, ports, { now });
    log.info("refund_retried", { paymentId: payment_id, outcome });
  });
}

export const handler = refundRetryWorker(refundRetryPorts(wireAdapters(getConfig())));
