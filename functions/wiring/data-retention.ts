import { randomUUID } from "node:crypto";
import { sqs } from "@adapters/aws-clients";
import { dataRetentionQueue } from "@adapters/data-retention-queue";
import { type Config, requiredSetting } from "../config";
import type { Stores } from "./stores";

/** The retention scheduler's ports: what has passed its period, queued one message each. */
export function dueRetentionPorts(
  stores: Pick<Stores, "retentionCandidates" | "clock">,
  config: Config,
) {
  // Fails at start, with its name, rather than at the first night with something due.
  const queueUrl = requiredSetting(config, "QUEUE_DATA_RETENTION_URL");
  return {
    candidates: stores.retentionCandidates,
    clock: stores.clock,
    enqueue: dataRetentionQueue({ client: sqs, queueUrl }).enqueue,
  };
}

/** The retention worker's ports: the conditional writes, and the batch's one event. */
export function retentionPorts(stores: Pick<Stores, "retentionWrites" | "clock" | "outbox">) {
  return {
    writes: stores.retentionWrites,
    clock: stores.clock,
    storeAndPublish: stores.outbox.storeAndPublish,
    newId: randomUUID,
  };
}
