import { randomUUID } from "node:crypto";
import { sqs } from "@adapters/aws-clients";
import { cancellationQueue } from "@adapters/cancellation-queue";
import type { CancelActivityPorts } from "@core/activities/cancel-activity";
import type { CancellationJobPorts } from "@core/activities/cancellation-job";
import type { TeamActivityPorts } from "@core/activities/ports";
import type { WriteToParticipantsPorts } from "@core/activities/write-to-participants";
import type { Config } from "../config";
import type { Adapters } from "./adapters";
import { refundThroughProvider } from "./refunds";
import type { Stores } from "./stores";

/**
 * « Annuler la sortie », the team function's half: the date cancelled and its job queued, and
 * the message to everyone registered on it. No provider: the job refunds, in its own function.
 */
export function teamCancellationPorts(
  config: Partial<Pick<Config, "QUEUE_ACTIVITY_CANCELLATIONS_URL">>,
  ports: TeamActivityPorts,
  stores: Pick<Stores, "teamCancellationWrites">,
): { cancel: CancelActivityPorts; message: WriteToParticipantsPorts } {
  // The job that cancels a date's registrations: the team function only sends to its queue.
  const cancellationJobs = cancellationQueue({
    client: sqs,
    queueUrl: config.QUEUE_ACTIVITY_CANCELLATIONS_URL,
  });
  return {
    cancel: {
      ...ports,
      recordCancellation: stores.teamCancellationWrites.recordCancellation,
      startJob: cancellationJobs.start,
    },
    message: { ...ports, recordMessage: stores.teamCancellationWrites.recordMessage },
  };
}

/** « Annuler la sortie », the job's half: each registration released, then refunded. */
export function cancellationJobPorts(adapters: Adapters): CancellationJobPorts {
  const { payments, registrations, activities } = adapters;
  return {
    getActivity: activities.get,
    listRegistrations: registrations.listByActivity,
    getRegistration: registrations.get,
    getPayment: payments.store.getPayment,
    release: adapters.releaseRegistration,
    refund: refundThroughProvider(adapters),
    publishAndClear: adapters.outbox.publishAndClear,
    recordProgress: adapters.cancellationProgress.record,
    clock: adapters.clock,
    newId: randomUUID,
  };
}
