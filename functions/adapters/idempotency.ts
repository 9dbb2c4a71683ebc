import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { getConfig } from "../config";
import { ddb } from "./aws-clients";
import { isConditionFailure } from "./dynamo-errors";
import type { TransactWriteItem } from "./outbox";

/**
 * Idempotency of submissions: a request carrying an Idempotency-Key gets, on every retry, the
 * first answer (same status and body) and stores nothing twice. Records expire after 24 h.
 */
export const IDEMPOTENCY_TTL_SECONDS = 24 * 3600;

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

function expiresAt(now: Date): number {
  return Math.floor(now.getTime() / 1000) + IDEMPOTENCY_TTL_SECONDS;
}

/** The stored first answer for this key, if that request completed (expired records ignored). */
export async function getStoredResponse(
  recordKey: string,
  now: Date = new Date(),
): Promise<StoredResponse | undefined> {
  const result = await ddb.send(
    new GetCommand({
      TableName: getConfig().TABLE_IDEMPOTENCY,
      Key: { key: recordKey },
      ConsistentRead: true,
    }),
  );
  const item = result.Item;
  if (item?.status !== "completed") return undefined;
  if (typeof item.expires_at === "number" && item.expires_at * 1000 < now.getTime())
    return undefined;
  return item.response as StoredResponse;
}

/**
 * The Put that stores a completed answer inside a TransactWriteItems, so that the answer exists
 * exactly when the data does. Fails the transaction if the key was already used.
 */
export function idempotencyItem(
  recordKey: string,
  response: StoredResponse,
  now: Date = new Date(),
): TransactWriteItem {
  return {
    Put: {
      TableName: getConfig().TABLE_IDEMPOTENCY,
      Item: {
        key: recordKey,
        status: "completed",
        response,
        created_at: now.toISOString(),
        expires_at: expiresAt(now),
      },
      ConditionExpression: "attribute_not_exists(#key)",
      ExpressionAttributeNames: { "#key": "key" },
    },
  };
}

export type IdempotentOutcome =
  | { kind: "fresh"; response: StoredResponse }
  | { kind: "replayed"; response: StoredResponse }
  | { kind: "in_progress" };

/**
 * Runs `run` once per key: the first call claims the key, runs, and stores its answer; later
 * calls get that answer back ("replayed"), or "in_progress" while the first one is still running.
 * Without a key, simply runs. If `run` throws, the claim is released so that a retry can run.
 * Only answers with a status below 500 are kept.
 */
export async function withIdempotency(options: {
  scope: string;
  key: string | undefined;
  run: () => Promise<StoredResponse>;
  now?: Date;
}): Promise<IdempotentOutcome> {
  const { scope, key, run } = options;
  const now = options.now ?? new Date();
  if (!key) return { kind: "fresh", response: await run() };
  const table = getConfig().TABLE_IDEMPOTENCY;
  const recordKey = idempotencyRecordKey(scope, key);
  try {
    await ddb.send(
      new PutCommand({
        TableName: table,
        Item: {
          key: recordKey,
          status: "in_progress",
          created_at: now.toISOString(),
          expires_at: expiresAt(now),
        },
        ConditionExpression: "attribute_not_exists(#key) OR expires_at < :nowSeconds",
        ExpressionAttributeNames: { "#key": "key" },
        ExpressionAttributeValues: { ":nowSeconds": Math.floor(now.getTime() / 1000) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const stored = await getStoredResponse(recordKey, now);
    return stored ? { kind: "replayed", response: stored } : { kind: "in_progress" };
  }

  let response: StoredResponse;
  try {
    response = await run();
  } catch (error) {
    await ddb.send(new DeleteCommand({ TableName: table, Key: { key: recordKey } }));
    throw error;
  }
  if (response.statusCode >= 500) {
    await ddb.send(new DeleteCommand({ TableName: table, Key: { key: recordKey } }));
  } else {
    await ddb.send(
      new UpdateCommand({
        TableName: table,
        Key: { key: recordKey },
        UpdateExpression: "SET #status = :completed, #response = :response",
        ExpressionAttributeNames: { "#status": "status", "#response": "response" },
        ExpressionAttributeValues: { ":completed": "completed", ":response": response },
      }),
    );
  }
  return { kind: "fresh", response };
}
