/**
 * The booking event log, read from the CloudWatch Logs group through FilterLogEvents: the same
 * data the provider's AWS dashboard shows. EventBridge writes each event as one JSON log line.
 */
import {
  type CloudWatchLogsClient,
  FilterLogEventsCommand,
  ResourceNotFoundException,
} from "@aws-sdk/client-cloudwatch-logs";

export interface LoggedEvent {
  id: string;
  /** ISO time of the event (EventBridge "time"), or of the log line when absent. */
  time: string;
  detailType: string;
  /** The product's own id of the event (detail.metadata.eventId), the one consumers dedupe on. */
  eventId?: string;
  data: Record<string, unknown>;
}

interface BusEvent {
  id?: string;
  time?: string;
  "detail-type"?: string;
  detail?: { metadata?: { eventId?: string }; data?: Record<string, unknown> };
}

/** Reads the events of the log group (those logged from `since`, if given), newest first (at most `limit`). */
export async function readEventLog(
  logs: CloudWatchLogsClient,
  logGroupName: string,
  limit = 200,
  since?: Date,
): Promise<LoggedEvent[]> {
  const events: LoggedEvent[] = [];
  let nextToken: string | undefined;
  try {
    do {
      const page = await logs.send(
        new FilterLogEventsCommand({
          logGroupName,
          nextToken,
          limit: 1000,
          startTime: since?.getTime(),
        }),
      );
      for (const entry of page.events ?? []) {
        let parsed: BusEvent = {};
        try {
          parsed = JSON.parse(entry.message ?? "{}") as BusEvent;
        } catch {
          parsed = { "detail-type": "(ligne illisible)" };
        }
        events.push({
          id: parsed.id ?? entry.eventId ?? String(events.length),
          time: parsed.time ?? new Date(entry.timestamp ?? 0).toISOString(),
          detailType: parsed["detail-type"] ?? "(inconnu)",
          eventId: parsed.detail?.metadata?.eventId,
          data: parsed.detail?.data ?? {},
        });
      }
      // moto may hand back the same token forever once exhausted: stop on an empty page.
      nextToken = page.events && page.events.length > 0 ? page.nextToken : undefined;
    } while (nextToken && events.length < 10_000);
  } catch (error) {
    if (error instanceof ResourceNotFoundException) return [];
    throw error;
  }
  return events.sort((a, b) => b.time.localeCompare(a.time)).slice(0, limit);
}
