import { sqs } from "@adapters/aws-clients";
import { refundRetryQueue } from "@adapters/refund-retry-queue";
import type { Clock } from "@core/clock";
import type { PendingRefunds } from "@core/payments/ports";
import { dispatchDueRefunds } from "@core/payments/refund-retries";
import { getConfig, requiredSetting } from "../../config";
import { log } from "../../logger";
import { wireStores } from "../../wiring/stores";

/**
 * The scheduled half of the refund job (every 5 minutes in AWS, every few seconds locally):
 * reads the `requested` refunds whose next try has come from the sparse index by-refund-pending
 * (a Query, never a Scan) and queues one message each for the refund worker.
 */
export function refundRetryScheduler(ports: {
  refunds: Pick<PendingRefunds, "findRefundsDue">;
  clock: Clock;
  enqueue(paymentIds: string[]): Promise<void>;
}) {
  return async (): Promise<{ queued: number }> => {
    const queued = await dispatchDueRefunds(ports);
    if (queued > 0) log.info("refunds_to_retry", { queued });
    return { queued };
  };
}

const config = getConfig();
const stores = wireStores(config);
// Fails at start, with its name, rather than at the first refund due.
const queueUrl = requiredSetting(config, "QUEUE_REFUND_RETRIES_URL");

export const handler = refundRetryScheduler({
  refunds: stores.pendingRefunds,
  clock: stores.clock,
  enqueue: refundRetryQueue(sqs, queueUrl).enqueue,
});
