import { GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import { isConditionFailure } from "./dynamo-errors";
import type { TableContext, TransactWriteItem } from "./table-context";

/**
 * Idempotency of submissions: a request carrying an Idempotency-Key gets, on every retry, the
 * first answer (same status and body) and stores nothing twice. The answer is written in the
 * same transaction as the data it answers for; records expire after 24 h.
 */
const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

export interface StoredResponse {
  statusCode: number;
  body: unknown;
}

/** Keys are scoped per route so that one key reused on two forms does not mix answers. */
export function idempotencyRecordKey(scope: string, key: string): string {
  return `${scope}#${key}`;
}

/** A usable Idempotency-Key header: 1 to 200 visible ASCII characters. */
export function isValidIdempotencyKey(key: string): boolean {
  return /^[A-Za-z0-9._:-]{1,200}$/.test(key);
}

export function idempotencyRepository({ client, tableName }: TableContext) {
  const repository = {
    /** The stored first answer for this key, if that request completed (expired records ignored). */
    async getStoredResponse(
      recordKey: string,
      now: Date = new Date(),
    ): Promise<StoredResponse | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { key: recordKey }, ConsistentRead: true }),
      );
      const item = result.Item;
      if (item?.status !== "completed") return undefined;
      if (typeof item.expires_at === "number" && item.expires_at * 1000 < now.getTime())
        return undefined;
      return item.response as StoredResponse;
    },

    /**
     * The Put that stores a completed answer inside a TransactWriteItems, so that the answer
     * exists exactly when the data does. Fails the transaction if the key was already used.
     */
    item(recordKey: string, response: StoredResponse, now: Date = new Date()): TransactWriteItem {
      return {
        Put: {
          TableName: tableName,
          Item: {
            key: recordKey,
            status: "completed",
            response,
            created_at: now.toISOString(),
            expires_at: Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS,
          },
          ConditionExpression: "attribute_not_exists(#key)",
          ExpressionAttributeNames: { "#key": "key" },
        },
      };
    },

    /**
     * Stores the answer of a request whose change is idempotent by itself (a payment settled
     * once): a retry with the key gets the same answer. The first answer stored stays.
     */
    async storeResponse(
      recordKey: string,
      response: StoredResponse,
      now: Date = new Date(),
    ): Promise<void> {
      const { Put } = repository.item(recordKey, response, now);
      if (!Put) return;
      try {
        await client.send(new PutCommand(Put));
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },

    /**
     * The Put that claims a value for good (a registration's short reference) inside a
     * TransactWriteItems: fails the transaction if the value was ever claimed. No expiry.
     */
    claimItem(recordKey: string, owner: string, now: Date = new Date()): TransactWriteItem {
      return {
        Put: {
          TableName: tableName,
          Item: { key: recordKey, status: "claimed", owner, created_at: now.toISOString() },
          ConditionExpression: "attribute_not_exists(#key)",
          ExpressionAttributeNames: { "#key": "key" },
        },
      };
    },
  };
  return repository;
}

export type IdempotencyRepository = ReturnType<typeof idempotencyRepository>;
