import type { OutboxRepository } from "../../adapters/outbox";
import { getConfig } from "../../config";
import { log } from "../../logger";
import { wireStores } from "../../wiring-stores";

/** Events left in the outbox for longer than this were not published by their request. */
export const SWEEP_AFTER_MS = 5_000;

/**
 * Publishes the outbox items whose request could not publish them, then deletes them. "Now"
 * comes from the clock it is given, so that the age threshold is tested without waiting.
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
    const published = await outbox.sweep({ olderThanMs: sweepAfterMs, now: now() });
    if (published > 0) log.info("outbox_swept", { published });
    return { published };
  };
}

/** Scheduled (every minute in AWS); wired once per container. */
const adapters = wireStores(getConfig());
export const handler = outboxSweeper({ outbox: adapters.outbox, now: adapters.clock.now });
