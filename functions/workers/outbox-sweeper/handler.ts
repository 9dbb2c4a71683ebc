import type { OutboxRepository } from "@adapters/outbox";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { outboxSweepPorts } from "../../wiring/outbox";
import { wireBaseStores } from "../../wiring/stores";

/** Events left in the outbox for longer than this were not published by their request. */
export const SWEEP_AFTER_MS = 5_000;

/**
 * Publishes the outbox items whose request could not publish them, then deletes them. "Now"
 * comes from the clock it is given, so that the age threshold is tested without waiting. When the
 * bus refuses some, the run fails after clearing the others: the refused stay for the next run,
 * and the function's errors show that the bus is refusing.
 */
export function outboxSweeper({
  outbox,
  now,
  sweepAfterMs = SWEEP_AFTER_MS,
}: {
  outbox: Pick<OutboxRepository, "sweep">;
  now: () => Date;
  sweepAfterMs?: number;
}) {
  return async (): Promise<{ published: number }> => {
    const { published, refused } = await outbox.sweep({ olderThanMs: sweepAfterMs, now: now() });
    if (published > 0) log.info("outbox_swept", { published });
    if (refused > 0) {
      throw new Error(
        `${refused} événement(s) refusé(s) par le bus, laissé(s) pour le prochain passage`,
      );
    }
    return { published };
  };
}

/** Scheduled (every minute in AWS); wired once per container, on the base stores alone. */
export const handler = outboxSweeper(outboxSweepPorts(wireBaseStores(getConfig())));
