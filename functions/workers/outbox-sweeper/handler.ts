import { sweepOutbox } from "../../adapters/outbox";
import { log } from "../../logger";

/** Events left in the outbox for longer than this were not published by their request. */
export const SWEEP_AFTER_MS = 5_000;

/** Scheduled: publishes the outbox items whose request could not publish them, then deletes them. */
export async function handler(): Promise<{ published: number }> {
  const published = await sweepOutbox(SWEEP_AFTER_MS);
  if (published > 0) log.info("outbox_swept", { published });
  return { published };
}
