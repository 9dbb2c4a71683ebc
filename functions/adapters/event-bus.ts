import { PutEventsCommand, type PutEventsRequestEntry } from "@aws-sdk/client-eventbridge";
import { EVENT_SOURCE, type EventEnvelope } from "../../shared/events/envelope";
import { getConfig } from "../config";
import { eventBridge } from "./aws-clients";

/** PutEvents accepts at most 10 entries per call. */
const BATCH = 10;

/**
 * Publishes events on the product's bus. Throws when any entry is refused, so that callers
 * relying on the outbox leave the events there for the sweeper.
 */
export async function publishEvents(events: EventEnvelope[]): Promise<void> {
  const { EVENT_BUS_NAME } = getConfig();
  for (let i = 0; i < events.length; i += BATCH) {
    const entries: PutEventsRequestEntry[] = events.slice(i, i + BATCH).map((event) => ({
      EventBusName: EVENT_BUS_NAME,
      Source: EVENT_SOURCE,
      DetailType: event.detailType,
      Detail: JSON.stringify(event.detail),
    }));
    const result = await eventBridge.send(new PutEventsCommand({ Entries: entries }));
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
}
