import type { Clock } from "@core/clock";
import type { PendingRefunds } from "@core/payments/ports/refunds";
import { dispatchDueRefunds } from "@core/payments/refund-retries";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { dueRefundPorts } from "../../wiring/refunds";
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

export const handler = refundRetryScheduler(dueRefundPorts(wireStores(config), config));
