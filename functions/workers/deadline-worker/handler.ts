import type { DueMessage } from "@adapters/deadline-queue";
import {
  handleDueRegistration,
  type RegistrationDeadlinePorts,
} from "@core/registrations/deadline";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { wireAdapters } from "../../wiring/adapters";
import { deadlinePorts } from "../../wiring/deadlines";
import { sqsBatchHandler } from "../sqs-batch";

/**
 * Consumes registration-deadlines: one message per due registration (queued by the deadline
 * scheduler). A failing message alone is retried, then dead-lettered (sqsBatchHandler).
 */
export function registrationDeadlinesWorker(ports: RegistrationDeadlinePorts) {
  return sqsBatchHandler("registration_deadline_failed", async (record) => {
    const message = JSON.parse(record.body) as DueMessage;
    if (typeof message.inscription_id !== "string") throw new Error("Message sans inscription_id");
    const outcome = await handleDueRegistration(message.inscription_id, ports);
    log.info("registration_deadline_handled", { registrationId: message.inscription_id, outcome });
  });
}

const config = getConfig();

export const handler = registrationDeadlinesWorker(deadlinePorts(wireAdapters(config), config));
