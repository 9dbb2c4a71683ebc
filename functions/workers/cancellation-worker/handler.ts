import { randomUUID } from "node:crypto";
import type { CancellationJobMessage } from "@adapters/cancellation-queue";
import {
  type CancellationJobPorts,
  runActivityCancellation,
} from "@core/activities/cancellation-job";
import { refundPayment } from "@core/payments/refund-payment";
import { getConfig } from "../../config";
import { type Adapters, wireAdapters } from "../../wiring/adapters";
import { sqsBatchHandler } from "../sqs-batch";

/** The cancellation job's ports, on the function's adapters (refunds through the providers). */
export function cancellationJobPorts(adapters: Adapters): CancellationJobPorts {
  const { payments, registrations, activities } = adapters;
  return {
    getActivity: activities.get,
    listRegistrations: registrations.listByActivity,
    getRegistration: registrations.get,
    getPayment: payments.store.getPayment,
    release: adapters.releaseRegistration,
    refund: (paymentId) =>
      refundPayment(paymentId, {
        store: payments.store,
        refunds: payments.refunds,
        clock: payments.clock,
      }),
    publishAndClear: adapters.outbox.publishAndClear,
    recordProgress: activities.recordCancellationProgress,
    clock: adapters.clock,
    newId: randomUUID,
  };
}

/**
 * Consumes activity-cancellations: one message per cancelled date (sent by the team function).
 * The job is safe to run again, so a failed or redelivered message simply runs it again; after
 * maxReceiveCount it waits in the dead-letter queue.
 */
export function activityCancellationsWorker(ports: CancellationJobPorts) {
  return sqsBatchHandler("activity_cancellation_failed", async (record) => {
    const message = JSON.parse(record.body) as CancellationJobMessage;
    if (typeof message.activity_id !== "string") throw new Error("Message sans activity_id");
    await runActivityCancellation(message.activity_id, ports);
  });
}

export const handler = activityCancellationsWorker(cancellationJobPorts(wireAdapters(getConfig())));
