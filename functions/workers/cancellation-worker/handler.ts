import type { CancellationJobMessage } from "@adapters/cancellation-queue";
import {
  type CancellationJobPorts,
  runActivityCancellation,
} from "@core/activities/cancellation-job";
import { getConfig } from "../../config";
import { cancellationJobPorts } from "../../wiring/activity-cancellation";
import { wireAdapters } from "../../wiring/adapters";
import { sqsBatchHandler } from "../sqs-batch";

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
