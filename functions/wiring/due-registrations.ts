import { sqs } from "@adapters/aws-clients";
import { deadlineQueue } from "@adapters/deadline-queue";
import { type Config, requiredSetting } from "../config";
import type { Stores } from "./stores";

/**
 * The deadline scheduler's ports: the due index read, one message each on registration-deadlines.
 * Apart from deadlines.ts (the worker's), so that the scheduler's bundle carries no e-mail.
 */
export function dueDeadlinePorts(stores: Pick<Stores, "registrations" | "clock">, config: Config) {
  // Fails at start, with its name, rather than at the first due registration.
  const queueUrl = requiredSetting(config, "QUEUE_REGISTRATION_DEADLINES_URL");
  return {
    registrations: stores.registrations,
    enqueue: deadlineQueue({ client: sqs, queueUrl }).enqueue,
    clock: stores.clock,
  };
}
