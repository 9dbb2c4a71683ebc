import {
  type EventBridgeClient,
  PutEventsCommand,
  type PutEventsRequestEntry,
} from "@aws-sdk/client-eventbridge";
import { EVENT_SOURCE, type EventEnvelope } from "../../shared/events/envelope";

/** PutEvents accepts at most 10 entries per call. */
const BATCH = 10;

export type Publisher = (events: EventEnvelope[]) => Promise<void>;

/** The product's bus (same shape as the repositories: its client and its name). */
export function eventBus({ client, busName }: { client: EventBridgeClient; busName: string }) {
  /**
   * Publishes events on the bus. Throws when any entry is refused, so that callers relying on
   * the outbox leave the events there for the sweeper.
   */
  const publish: Publisher = async (events) => {
    for (let i = 0; i < events.length; i += BATCH) {
      const entries: PutEventsRequestEntry[] = events.slice(i, i + BATCH).map((event) => ({
        EventBusName: busName,
        Source: EVENT_SOURCE,
        DetailType: event.detailType,
        Detail: JSON.stringify(event.detail),
      }));
      const result = await client.send(new PutEventsCommand({ Entries: entries }));
      if ((result.FailedEntryCount ?? 0) > 0) {
        const codes = (result.Entries ?? [])
          .map((e) => e.ErrorCode)
          .filter(Boolean)
          .join(", ");
        throw new Error(
          `Publication refusée pour ${result.FailedEntryCount} événement(s) : ${codes}`,
        );
      }
    }
  };
  return { publish };
}
