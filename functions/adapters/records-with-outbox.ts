import { GetCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "../../shared/events/envelope";
import { ddb } from "./aws-clients";
import { outboxItem } from "./outbox";

/**
 * A table of records keyed by `id` whose every new record comes with an event: the record and the
 * event's outbox item are written in one transaction, so the event can never be lost.
 */
export function recordsWithOutbox<T extends { id: string }>(tableName: () => string) {
  return {
    async saveWithEvent(record: T, event: EventEnvelope): Promise<void> {
      await ddb.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: tableName(),
                Item: record,
                ConditionExpression: "attribute_not_exists(id)",
              },
            },
            outboxItem(event),
          ],
        }),
      );
    },
    async get(id: string): Promise<T | undefined> {
      const result = await ddb.send(
        new GetCommand({ TableName: tableName(), Key: { id }, ConsistentRead: true }),
      );
      return result.Item as T | undefined;
    },
  };
}
