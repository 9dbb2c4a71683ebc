import {
  type DataRetentionAppliedData,
  dataRetentionApplied,
} from "@shared/events/data-retention-applied";
import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import type { Clock } from "../clock";
import {
  RETENTION_KINDS,
  type RetentionKind,
  type RetentionMessage,
  type RetentionWrites,
} from "./ports";
import { lastOutingDateDue, requestCutoff, unconfirmedNewsletterCutoff } from "./retention-due";

export type RetentionCounts = Record<RetentionKind, number>;

export const noCounts = (): RetentionCounts =>
  Object.fromEntries(RETENTION_KINDS.map((kind) => [kind, 0])) as RetentionCounts;

/**
 * Anonymises or erases one record, if its period has ended at `now` (checked again by the write's
 * own condition: a message queued by mistake, or twice, changes nothing). True when it changed
 * something now; false when it was done before, or is not due.
 */
export async function applyRetention(
  message: RetentionMessage,
  ports: { writes: RetentionWrites; clock: Clock },
): Promise<boolean> {
  // A plain Date: its ISO string in UTC, as every stored instant.
  const now = new Date(ports.clock.now().getTime());
  const at = now.toISOString();
  switch (message.kind) {
    case "registration":
      // The outing's date from the index, not the registration's copy: a founder may have moved
      // the outing since. Without it (a message from elsewhere), nothing is done.
      if (!message.outing_date || message.outing_date > lastOutingDateDue(now)) return false;
      return ports.writes.anonymiseRegistration(message.id, at);
    case "contactMessage":
      return ports.writes.eraseContactMessage(message.id, {
        lastAnswerOnOrBefore: requestCutoff(now, "contactMessage"),
      });
    case "quoteRequest":
      return (
        (await ports.writes.eraseQuoteRequest(message.id, at, {
          lastAnswerOnOrBefore: requestCutoff(now, "quoteRequest"),
        })) !== "unchanged"
      );
    case "newsletterUnconfirmed":
      return ports.writes.erasePendingSubscriber(message.id, unconfirmedNewsletterCutoff(now));
  }
}

/** The counts event of a batch: counts per kind only, no id, no address. */
export function retentionAppliedEvent(
  counts: RetentionCounts,
  eventId: string,
  now: Date,
): EventEnvelope<DataRetentionAppliedData> {
  return buildEvent(dataRetentionApplied, { counts }, eventId, now);
}
