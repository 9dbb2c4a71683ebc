import type { Clock } from "@core/clock";
import { findDueRecords } from "@core/data-protection/find-due-records";
import type { RetentionCandidates, RetentionMessage } from "@core/data-protection/ports";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { dueRetentionPorts } from "../../wiring/data-retention";
import { wireStores } from "../../wiring/stores";

/**
 * Scheduled (every night, infra/resources.ts): finds through indexes the records whose retention
 * period has ended (findDueRecords) and queues one message each for the retention worker. A run
 * that overlaps another, or crashes half-way, only queues a record twice: the worker's writes are
 * conditional. Logs counts only.
 */
export function dataRetentionScheduler(ports: {
  candidates: RetentionCandidates;
  clock: Clock;
  enqueue(messages: RetentionMessage[]): Promise<void>;
}) {
  return async (): Promise<{ queued: number }> => {
    const due = await findDueRecords({ ...ports.candidates, clock: ports.clock });
    await ports.enqueue(due);
    if (due.length > 0) {
      const perKind: Record<string, number> = {};
      for (const { kind } of due) perKind[kind] = (perKind[kind] ?? 0) + 1;
      log.info("data_retention_queued", { queued: due.length, ...perKind });
    }
    return { queued: due.length };
  };
}

const config = getConfig();

export const handler = dataRetentionScheduler(dueRetentionPorts(wireStores(config), config));
