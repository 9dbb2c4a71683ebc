import type { EventEnvelope } from "@shared/events/envelope";
import { errorText, log } from "../../logger";

/** Publishes events whose outbox items were written with the record, then clears those items. */
export type PublishAndClear = (events: EventEnvelope[]) => Promise<unknown>;

/**
 * The record and its outbox item are already committed together, so a failed publish loses
 * nothing: the outbox sweeper sends the event later. The visitor's submission still succeeds.
 */
export async function publishOrLeaveForSweeper(
  publishAndClear: PublishAndClear,
  events: EventEnvelope[],
): Promise<void> {
  try {
    await publishAndClear(events);
  } catch (error) {
    log.warn("publish_deferred_to_sweeper", {
      events: events.map((e) => e.detailType).join(","),
      error: errorText(error),
    });
  }
}
