import { GetCommand, QueryCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import type { Subscriber } from "@core/newsletter/subscription";
import type { EventEnvelope } from "@shared/events/envelope";
import type { SubscriberStatus } from "@shared/schemas/newsletter";
import { conditional } from "./dynamo-errors";
import type { RecordsWithOutboxContext } from "./records-with-outbox";
import { queryAll } from "./table-context";
import { transactIf } from "./tagged-transaction";

/**
 * Sparse index of the sign-ups awaiting confirmation: only a pending subscriber carries
 * `pending_status` (with `requested_at`), so the retention job reads the unconfirmed ones only.
 */
export const BY_PENDING_INDEX = "by-pending";
export const PENDING_STATUS = "pending";

/** The sparse index's key of a subscriber as saved (none unless pending). */
function pendingIndexKeys(subscriber: Subscriber) {
  return subscriber.status === "pending" && subscriber.requested_at
    ? { pending_status: PENDING_STATUS }
    : {};
}

/** Newsletter subscribers, keyed by e-mail; every change of status is written with its event. */
export function newsletterSubscribersRepository({
  client,
  tableName,
  outbox,
}: RecordsWithOutboxContext) {
  async function findByEmail(email: string): Promise<Subscriber | undefined> {
    const result = await client.send(
      new GetCommand({ TableName: tableName, Key: { email }, ConsistentRead: true }),
    );
    return result.Item as Subscriber | undefined;
  }

  async function findOneByIndex(
    index: "by-token" | "by-id",
    attribute: "token" | "subscriber_id",
    value: string,
  ): Promise<Subscriber | undefined> {
    const result = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: index,
        KeyConditionExpression: "#a = :v",
        ExpressionAttributeNames: { "#a": attribute },
        ExpressionAttributeValues: { ":v": value },
        Limit: 1,
      }),
    );
    const found = result.Items?.[0] as Subscriber | undefined;
    // Index reads are eventually consistent: read the item itself for its current state.
    return found ? findByEmail(found.email) : undefined;
  }

  /** Writes the subscriber and its event's outbox item together, if its status is still `expected`. */
  async function saveWithEvent(
    subscriber: Subscriber,
    event: EventEnvelope,
    expected: SubscriberStatus | undefined,
  ): Promise<boolean> {
    return transactIf(client, [
      {
        Put: {
          TableName: tableName,
          Item: { ...subscriber, ...pendingIndexKeys(subscriber) },
          ...(expected === undefined
            ? { ConditionExpression: "attribute_not_exists(email)" }
            : {
                ConditionExpression: "#s = :expected",
                ExpressionAttributeNames: { "#s": "status" },
                ExpressionAttributeValues: { ":expected": expected },
              }),
        },
      },
      outbox.item(event),
    ]);
  }

  async function changeStatus(
    email: string,
    from: SubscriberStatus[],
    to: SubscriberStatus,
    at: string,
  ): Promise<boolean> {
    const stamp =
      to === "confirmed"
        ? "confirmed_at"
        : to === "unsubscribed"
          ? "unsubscribed_at"
          : "updated_at";
    const fromValues = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
    return conditional(() =>
      client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { email },
          // Confirmed or gone: out of the pending index.
          UpdateExpression: `SET #s = :to, updated_at = :at, #stamp = :at${
            to === "pending" ? "" : " REMOVE pending_status"
          }`,
          ConditionExpression: `#s IN (${Object.keys(fromValues).join(", ")})`,
          ExpressionAttributeNames: { "#s": "status", "#stamp": stamp },
          ExpressionAttributeValues: { ":to": to, ":at": at, ...fromValues },
        }),
      ),
    );
  }

  async function replaceByOptOut(
    subscriber: Subscriber,
    fingerprint: string,
    from: SubscriberStatus[],
    at: string,
  ): Promise<boolean> {
    const fromValues = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
    const optOut: Subscriber = {
      email: fingerprint,
      subscriber_id: subscriber.subscriber_id,
      token: subscriber.token,
      status: "unsubscribed",
      created_at: subscriber.created_at,
      updated_at: at,
      ...(subscriber.confirmed_at ? { confirmed_at: subscriber.confirmed_at } : {}),
      unsubscribed_at: at,
    };
    return transactIf(client, [
      {
        Delete: {
          TableName: tableName,
          Key: { email: subscriber.email },
          ConditionExpression: `#s IN (${Object.keys(fromValues).join(", ")}) AND subscriber_id = :id`,
          ExpressionAttributeNames: { "#s": "status" },
          ExpressionAttributeValues: { ...fromValues, ":id": subscriber.subscriber_id },
        },
      },
      // An earlier opt-out of the same address is replaced by this one.
      { Put: { TableName: tableName, Item: optOut } },
    ]);
  }

  /** The confirmed subscribers, by day of confirmation, through the sparse `by-status` index. */
  async function listConfirmed(): Promise<Subscriber[]> {
    return queryAll<Subscriber>(client, {
      TableName: tableName,
      IndexName: "by-status",
      KeyConditionExpression: "#s = :confirmed",
      ExpressionAttributeNames: { "#s": "status" },
      ExpressionAttributeValues: { ":confirmed": "confirmed" },
    });
  }

  return {
    findByEmail,
    listConfirmed,
    findByToken: (token: string) => findOneByIndex("by-token", "token", token),
    findById: (subscriberId: string) => findOneByIndex("by-id", "subscriber_id", subscriberId),
    saveWithEvent,
    changeStatus,
    replaceByOptOut,
  };
}

export type NewsletterSubscribersRepository = ReturnType<typeof newsletterSubscribersRepository>;
