import { DeleteCommand, ScanCommand, type TransactWriteCommandInput } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "../../shared/events/envelope";
import { getConfig } from "../config";
import { log } from "../logger";
import { ddb } from "./aws-clients";
import { publishEvents } from "./event-bus";

/**
 * Transactional outbox. A use case writes its events in the same TransactWriteItems as its data
 * (outboxItem), then publishes them and deletes them (publishAndClear). If publishing fails, the
 * items stay and the scheduled sweeper publishes them later. Consumers are idempotent on the
 * event id, so an event published twice (handler and sweeper racing) is harmless.
 */

export type TransactWriteItem = NonNullable<TransactWriteCommandInput["TransactItems"]>[number];

interface OutboxRecord {
  id: string;
  detail_type: string;
  detail: EventEnvelope["detail"];
  /** Epoch milliseconds when the event was written. */
  created_at: number;
}

/** The Put that stores an event in the outbox, for a TransactWriteItems next to the data. */
export function outboxItem(event: EventEnvelope, now: Date = new Date()): TransactWriteItem {
  const item: OutboxRecord = {
    id: event.detail.metadata.eventId,
    detail_type: event.detailType,
    detail: event.detail,
    created_at: now.getTime(),
  };
  return {
    Put: {
      TableName: getConfig().TABLE_OUTBOX,
      Item: item,
      ConditionExpression: "attribute_not_exists(id)",
    },
  };
}

export type Publisher = (events: EventEnvelope[]) => Promise<void>;

async function clear(eventIds: string[]): Promise<void> {
  const table = getConfig().TABLE_OUTBOX;
  await Promise.all(
    eventIds.map((id) => ddb.send(new DeleteCommand({ TableName: table, Key: { id } }))),
  );
}

/**
 * Publishes events already stored in the outbox, then deletes them. Never throws: a failure
 * leaves the items for the sweeper and is logged. Returns whether the events went out now.
 */
export async function publishAndClear(
  events: EventEnvelope[],
  publish: Publisher = publishEvents,
): Promise<boolean> {
  if (events.length === 0) return true;
  const ids = events.map((e) => e.detail.metadata.eventId);
  try {
    await publish(events);
  } catch (error) {
    log.warn("outbox_publish_deferred", {
      eventIds: ids.join(","),
      error: error instanceof Error ? error.message : String(error),
    });
    return false;
  }
  try {
    await clear(ids);
  } catch (error) {
    // Published but not cleared: the sweeper publishes them again; consumers dedupe on eventId.
    log.warn("outbox_clear_failed", {
      eventIds: ids.join(","),
      error: error instanceof Error ? error.message : String(error),
    });
  }
  return true;
}

/**
 * Publishes and deletes every outbox item older than `olderThanMs` (younger ones are probably
 * being published by the request that wrote them). Returns how many went out.
 */
export async function sweepOutbox(
  olderThanMs = 5_000,
  now: Date = new Date(),
  publish: Publisher = publishEvents,
): Promise<number> {
  const table = getConfig().TABLE_OUTBOX;
  const cutoff = now.getTime() - olderThanMs;
  const due: OutboxRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({
        TableName: table,
        ExclusiveStartKey: startKey,
        FilterExpression: "created_at <= :cutoff",
        ExpressionAttributeValues: { ":cutoff": cutoff },
      }),
    );
    due.push(...((page.Items ?? []) as OutboxRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);

  let sent = 0;
  for (const record of due) {
    const event: EventEnvelope = { detailType: record.detail_type, detail: record.detail };
    await publish([event]);
    await clear([record.id]);
    sent += 1;
    log.info("outbox_event_swept", { eventId: record.id, detailType: record.detail_type });
  }
  return sent;
}
