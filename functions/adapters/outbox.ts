import { DeleteCommand, PutCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "@shared/events/envelope";
import { errorText, log } from "../logger";
import { isConditionFailure } from "./dynamo-errors";
import type { Publisher, RefusedEvent } from "./event-bus";
import type { TableContext, TransactWriteItem } from "./table-context";

/**
 * Transactional outbox. A use case writes its events in the same TransactWriteItems as its data
 * (item), then publishes them and deletes them (publishAndClear). If publishing fails, the items
 * stay and the scheduled sweeper publishes them later (sweep). Only the events the bus took are
 * deleted, so a partly refused PutEvents neither loses nor doubles any. Consumers are idempotent
 * on the event id, so an event published twice (handler and sweeper racing) is harmless to them.
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
     * Publishes events already stored in the outbox, then deletes those the bus took. Never
     * throws: the events it refused (or all of them, if publishing fails outright) stay for the
     * sweeper and are logged. Returns whether every event went out now.
     */
    async publishAndClear(events: EventEnvelope[]): Promise<boolean> {
      if (events.length === 0) return true;
      const { refused } = await publishThenClear(events);
      return refused === 0;
    },

    /**
     * Publishes (in batches, oldest first) and deletes every outbox item written at least
     * `olderThanMs` before `now` (younger ones are probably being published by the request that
     * wrote them). Those the bus refuses stay for the next sweep.
     */
    async sweep({
      olderThanMs,
      now,
    }: {
      olderThanMs: number;
      now: Date;
    }): Promise<{ published: number; refused: number }> {
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
      due.sort((a, b) => a.created_at - b.created_at);

      const events = due.map(
        (record): EventEnvelope => ({ detailType: record.detail_type, detail: record.detail }),
      );
      const { published, refused } = await publishThenClear(events);
      for (const event of published) {
        log.info("outbox_event_swept", {
          eventId: event.detail.metadata.eventId,
          detailType: event.detailType,
        });
      }
      return { published: published.length, refused };
    },
  };

  /**
   * Publishes, then deletes only the events the bus took: deleting one it refused would lose it,
   * keeping one it took would publish it twice.
   */
  async function publishThenClear(
    events: EventEnvelope[],
  ): Promise<{ published: EventEnvelope[]; refused: number }> {
    if (events.length === 0) return { published: [], refused: 0 };
    const idOf = (event: EventEnvelope) => event.detail.metadata.eventId;
    let refused: RefusedEvent[];
    try {
      refused = await publish(events);
    } catch (error) {
      // A publisher that throws took nothing.
      refused = events.map((event) => ({ eventId: idOf(event), reason: errorText(error) }));
    }
    if (refused.length > 0) {
      log.warn("outbox_publish_deferred", {
        eventIds: refused.map((r) => r.eventId).join(","),
        error: [...new Set(refused.map((r) => r.reason))].join("; "),
      });
    }
    const refusedIds = new Set(refused.map((r) => r.eventId));
    const published = events.filter((event) => !refusedIds.has(idOf(event)));
    const ids = published.map(idOf);
    try {
      await clear(ids);
    } catch (error) {
      // Published but not cleared: the sweeper publishes them again; consumers dedupe on eventId.
      log.warn("outbox_clear_failed", { eventIds: ids.join(","), error: errorText(error) });
    }
    return { published, refused: refused.length };
  }

  return repository;
}

export type OutboxRepository = ReturnType<typeof outboxRepository>;
