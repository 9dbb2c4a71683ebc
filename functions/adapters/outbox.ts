import { DeleteCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "../../shared/events/envelope";
import { log } from "../logger";
import { isConditionFailure } from "./dynamo-errors";
import type { Publisher } from "./event-bus";
import type { TableContext, TransactWriteItem } from "./table-context";

/**
 * Transactional outbox. A use case writes its events in the same TransactWriteItems as its data
 * (item), then publishes them and deletes them (publishAndClear). If publishing fails, the items
 * stay and the scheduled sweeper publishes them later (sweep). Consumers are idempotent on the
 * event id, so an event published twice (handler and sweeper racing) is harmless.
 */

interface OutboxRecord {
  id: string;
  detail_type: string;
  detail: EventEnvelope["detail"];
  /** Epoch milliseconds when the event was written. */
  created_at: number;
}

export interface OutboxContext extends TableContext {
  /** Where the events go: the bus (eventBus().publish), or a stand-in in unit tests. */
  publish: Publisher;
}

export function outboxRepository({ client, tableName, publish }: OutboxContext) {
  async function clear(eventIds: string[]): Promise<void> {
    await Promise.all(
      eventIds.map((id) => client.send(new DeleteCommand({ TableName: tableName, Key: { id } }))),
    );
  }

  const repository = {
    /** The Put that stores an event in the outbox, for a TransactWriteItems next to the data. */
    item(event: EventEnvelope, now: Date = new Date()): TransactWriteItem {
      const record: OutboxRecord = {
        id: event.detail.metadata.eventId,
        detail_type: event.detailType,
        detail: event.detail,
        created_at: now.getTime(),
      };
      return {
        Put: {
          TableName: tableName,
          Item: record,
          ConditionExpression: "attribute_not_exists(id)",
        },
      };
    },

    /**
     * Stores events that go with no data change (a report, say) in the outbox, then publishes
     * them: a failure to publish leaves them for the sweeper. An event id already waiting in the
     * outbox is not stored twice.
     */
    async storeAndPublish(events: EventEnvelope[], now: Date = new Date()): Promise<void> {
      for (const event of events) {
        const { Put } = repository.item(event, now);
        if (!Put) continue;
        try {
          await client.send(new PutCommand(Put));
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
        }
      }
      await repository.publishAndClear(events);
    },

    /**
     * Publishes events already stored in the outbox, then deletes them. Never throws: a failure
     * leaves the items for the sweeper and is logged. Returns whether the events went out now.
     */
    async publishAndClear(events: EventEnvelope[]): Promise<boolean> {
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
    },

    /**
     * Publishes and deletes every outbox item written at least `olderThanMs` before `now`
     * (younger ones are probably being published by the request that wrote them). Returns how
     * many went out.
     */
    async sweep({ olderThanMs, now }: { olderThanMs: number; now: Date }): Promise<number> {
      const cutoff = now.getTime() - olderThanMs;
      const due: OutboxRecord[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({
            TableName: tableName,
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
    },
  };
  return repository;
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
