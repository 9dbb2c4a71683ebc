import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "@shared/events/envelope";
import type { OutboxRepository } from "./outbox";
import type { TableContext, TransactWriteItem } from "./table-context";

export interface RecordsWithOutboxContext extends TableContext {
  outbox: Pick<OutboxRepository, "item">;
}

/**
 * A table of records keyed by `id` whose every new record comes with an event: the record and the
 * event's outbox item are written in one transaction, so the event can never be lost.
 */
export function recordsWithOutbox<T extends { id: string }>({
  client,
  tableName,
  outbox,
}: RecordsWithOutboxContext) {
  return {
    /** `alongside`: more items of the same transaction (an Idempotency-Key's answer). */
    async saveWithEvent(
      record: T,
      event: EventEnvelope,
      alongside: TransactWriteItem[] = [],
    ): Promise<void> {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName,
                Item: record,
                ConditionExpression: "attribute_not_exists(id)",
              },
            },
            outbox.item(event),
            ...alongside,
          ],
        }),
      );
    },
    async get(id: string): Promise<T | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
      );
      return result.Item as T | undefined;
    },
  };
}
