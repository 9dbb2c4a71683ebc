import {
  type EventBridgeClient,
  PutEventsCommand,
  type PutEventsRequestEntry,
} from "@aws-sdk/client-eventbridge";
import { EVENT_SOURCE, type EventEnvelope } from "@shared/events/envelope";
import { errorText } from "../logger";

/** PutEvents accepts at most 10 entries per call. */
const BATCH = 10;

/** An event the bus did not take, and why (the entry's error code, or the call's error). */
export interface RefusedEvent {
  eventId: string;
  reason: string;
}

/**
 * Puts events on the bus and resolves with the ones it refused (none: all went out). A refused
 * event is one the bus did not take, so publishing it again later cannot double it; the others
 * were taken and must not be published again.
 */
export type Publisher = (events: EventEnvelope[]) => Promise<RefusedEvent[]>;

/** The product's bus (same shape as the repositories: its client and its name). */
export function eventBus({ client, busName }: { client: EventBridgeClient; busName: string }) {
  /**
   * Never throws: a call that fails (after the SDK's own retries) refuses its whole batch; a
   * partial answer (FailedEntryCount) refuses only the entries that carry an error code, the
   * answer's entries being in the order of the request's.
   */
  const publish: Publisher = async (events) => {
    const refused: RefusedEvent[] = [];
    for (let i = 0; i < events.length; i += BATCH) {
      const batch = events.slice(i, i + BATCH);
      const entries: PutEventsRequestEntry[] = batch.map((event) => ({
        EventBusName: busName,
        Source: EVENT_SOURCE,
        DetailType: event.detailType,
        Detail: JSON.stringify(event.detail),
      }));
      try {
        const result = await client.send(new PutEventsCommand({ Entries: entries }));
        if ((result.FailedEntryCount ?? 0) === 0) continue;
        batch.forEach((event, index) => {
          const answer = result.Entries?.[index];
          // No answer for an entry: nothing says it was taken, so it counts as refused.
          if (!answer || answer.ErrorCode || !answer.EventId) {
            const reason = answer?.ErrorCode ?? "NoResult";
            refused.push({ eventId: event.detail.metadata.eventId, reason });
          }
        });
      } catch (error) {
        const reason = errorText(error);
        refused.push(...batch.map((event) => ({ eventId: event.detail.metadata.eventId, reason })));
      }
    }
    return refused;
  };
  return { publish };
}
