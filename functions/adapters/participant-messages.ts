import { GetCommand } from "@aws-sdk/lib-dynamodb";
import type { ParticipantsMessage } from "@core/activities/write-to-participants";
import type { TableContext, TransactWriteItem } from "./table-context";

/**
 * The founders' messages to everyone on a date, kept in the idempotency table beside the answer
 * they are written with (the team function writes no other table), for 30 days: long enough for
 * the notifier's retries, no longer.
 */
const MESSAGE_TTL_SECONDS = 30 * 24 * 3600;
const keyOf = (id: string) => `participants-message#${id}`;

export function participantMessagesRepository({ client, tableName }: TableContext) {
  return {
    async get(id: string): Promise<ParticipantsMessage | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { key: keyOf(id) }, ConsistentRead: true }),
      );
      return result.Item?.message as ParticipantsMessage | undefined;
    },

    /** The Put of a new message, for a TransactWriteItems. */
    item(message: ParticipantsMessage): TransactWriteItem {
      return {
        Put: {
          TableName: tableName,
          Item: {
            key: keyOf(message.id),
            status: "message",
            message,
            expires_at: Math.floor(Date.parse(message.created_at) / 1000) + MESSAGE_TTL_SECONDS,
          },
          ConditionExpression: "attribute_not_exists(#key)",
          ExpressionAttributeNames: { "#key": "key" },
        },
      };
    },
  };
}

export type ParticipantMessagesRepository = ReturnType<typeof participantMessagesRepository>;
