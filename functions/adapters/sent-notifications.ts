import { DeleteCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "./dynamo-errors";
import type { TableContext } from "./table-context";

/** A claim older than this is taken to be from a crashed attempt and may be taken over. */
const CLAIM_LEASE_MS = 5 * 60_000;
const KEEP_DAYS = 30;

export function sentNotificationsRepository({ client, tableName }: TableContext) {
  return {
    /**
     * Runs `send` at most once per key (e.g. `${eventId}:visitor-email`), so that a redelivered
     * message or a duplicate event never sends twice. A conditional put claims the key first; a
     * failing send releases the claim and rethrows, so the message is retried (and ends in the
     * dead-letter queue if it keeps failing). Returns true when it sent, false when already done.
     */
    async notifyOnce(
      key: string,
      send: () => Promise<unknown>,
      now: () => Date = () => new Date(),
    ): Promise<boolean> {
      const claimedAt = now().getTime();
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              key,
              status: "sending",
              claimed_at: claimedAt,
              expires_at: Math.floor(claimedAt / 1000) + KEEP_DAYS * 86_400,
            },
            ConditionExpression:
              "attribute_not_exists(#key) OR (#status = :sending AND claimed_at < :staleBefore)",
            ExpressionAttributeNames: { "#key": "key", "#status": "status" },
            ExpressionAttributeValues: {
              ":sending": "sending",
              ":staleBefore": claimedAt - CLAIM_LEASE_MS,
            },
          }),
        );
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }

      try {
        await send();
      } catch (error) {
        await client.send(new DeleteCommand({ TableName: tableName, Key: { key } }));
        throw error;
      }

      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { key },
          UpdateExpression: "SET #status = :sent, sent_at = :sentAt",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":sent": "sent", ":sentAt": now().toISOString() },
        }),
      );
      return true;
    },
  };
}

export type SentNotificationsRepository = ReturnType<typeof sentNotificationsRepository>;
