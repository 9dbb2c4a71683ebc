import type { Clock } from "@core/clock";
import {
  applyRetention,
  noCounts,
  retentionAppliedEvent,
} from "@core/data-protection/apply-retention";
import { RETENTION_KINDS, type RetentionWrites } from "@core/data-protection/ports";
import type { EventEnvelope } from "@shared/events/envelope";
import * as z from "@shared/zod";
import type { SQSEvent } from "aws-lambda";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { retentionPorts } from "../../wiring/data-retention";
import { wireStores } from "../../wiring/stores";
import { sqsBatchHandler } from "../sqs-batch";

const messageSchema = z.object({
  kind: z.pipe(
    z.enum(RETENTION_KINDS as [string, ...string[]]),
    z.transform((kind) => kind as (typeof RETENTION_KINDS)[number]),
  ),
  id: z.string().check(z.minLength(1)),
  outing_date: z.optional(z.string()),
});

export interface DataRetentionWorkerPorts {
  writes: RetentionWrites;
  clock: Clock;
  /** Stores the event in the outbox, then publishes it (the sweeper sends it if that fails). */
  storeAndPublish(events: EventEnvelope[], now: Date): Promise<void>;
  newId(): string;
}

/**
 * Consumes the retention queue: each message names one record whose period has ended, anonymised
 * or erased by a conditional write (applyRetention), so that a redelivered or doubled message
 * changes nothing. A batch that changed something writes one DataRetentionApplied event with its
 * counts per kind (no id, no address). A failure fails only its message (sqsBatchHandler); after
 * five it waits in the dead-letter queue, and the next night finds the record again anyway.
 */
export function dataRetentionWorker(ports: DataRetentionWorkerPorts) {
  return async (event: SQSEvent) => {
    const counts = noCounts();
    const result = await sqsBatchHandler("data_retention_failed", async (record) => {
      const message = messageSchema.parse(JSON.parse(record.body));
      if (await applyRetention(message, ports)) counts[message.kind] += 1;
    })(event);
    if (Object.values(counts).some((n) => n > 0)) {
      const now = ports.clock.now();
      await ports.storeAndPublish([retentionAppliedEvent(counts, ports.newId(), now)], now);
      log.info("data_retention_applied", counts);
    }
    return result;
  };
}

export const handler = dataRetentionWorker(retentionPorts(wireStores(getConfig())));
