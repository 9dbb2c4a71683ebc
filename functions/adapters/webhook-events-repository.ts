import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import type { ProviderEventLog } from "@core/payments/ports/provider-events";
import { conditional } from "./dynamo-errors";
import type { TableContext, TransactWriteItem } from "./table-context";

/** Stripe retries a webhook for about three days; its id is kept far longer than that. */
const WEBHOOK_EVENT_KEEP_DAYS = 90;

/**
 * The webhook events table: the provider events (and imported bank credits) already handled, so
 * that a second delivery does nothing.
 */
export function webhookEventsRepository({ client, tableName }: TableContext) {
  const put = (key: string, at: Date) => ({
    TableName: tableName,
    Item: {
      id: key,
      recorded_at: at.toISOString(),
      expires_at: Math.floor(at.getTime() / 1000) + WEBHOOK_EVENT_KEEP_DAYS * 86_400,
    },
    ConditionExpression: "attribute_not_exists(id)",
  });

  const log: ProviderEventLog = {
    async recordProviderEvent(key, at) {
      return conditional(() => client.send(new PutCommand(put(key, at))));
    },

    async isProviderEventRecorded(key) {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id: key }, ConsistentRead: true }),
      );
      return result.Item !== undefined;
    },
  };
  return {
    ...log,
    /** The same record as one item of a transaction: it fails when the event was recorded. */
    item(key: string, at: Date): TransactWriteItem {
      return { Put: put(key, at) };
    },
  };
}

export type WebhookEventsRepository = ReturnType<typeof webhookEventsRepository>;
