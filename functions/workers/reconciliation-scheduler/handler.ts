import type { Clock } from "@core/clock";
import type { PaymentRecords } from "@core/payments/ports/payment-store";
import { dispatchDuePayments } from "@core/payments/reconcile-payment";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { wireAdapters } from "../../wiring/adapters";
import { dueReconciliationPorts } from "../../wiring/payments";

/**
 * The scheduled half of reconciliation (every 15 minutes in AWS): lists the payments pending for
 * more than 10 minutes and puts one message per payment on the reconciliation queue. Listing the
 * same payment twice (two runs at once) only checks it twice; the check changes it once.
 */
export function paymentReconciler(ports: {
  store: Pick<PaymentRecords, "findPendingDue">;
  clock: Clock;
  enqueue(paymentIds: string[]): Promise<void>;
}) {
  return async (): Promise<{ queued: number }> => {
    const queued = await dispatchDuePayments(ports);
    if (queued > 0) log.info("payments_to_reconcile", { queued });
    return { queued };
  };
}

const config = getConfig();

export const handler = paymentReconciler(
  dueReconciliationPorts(wireAdapters(config).payments, config),
);
