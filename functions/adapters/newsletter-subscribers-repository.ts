import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "../../shared/events/envelope";
import type { SubscriberStatus } from "../../shared/schemas/newsletter";
import { getConfig } from "../config";
import type { Subscriber } from "../core/newsletter-subscription";
import { ddb } from "./aws-clients";
import { cancellationReasons, isConditionFailure } from "./dynamo-errors";
import { outboxItem } from "./outbox";

const table = () => getConfig().TABLE_NEWSLETTER_SUBSCRIBERS;

export async function findSubscriberByEmail(email: string): Promise<Subscriber | undefined> {
  const result = await ddb.send(
    new GetCommand({ TableName: table(), Key: { email }, ConsistentRead: true }),
  );
  return result.Item as Subscriber | undefined;
}

async function findOneByIndex(
  index: "by-token" | "by-id",
  attribute: "token" | "subscriber_id",
  value: string,
): Promise<Subscriber | undefined> {
  const result = await ddb.send(
    new QueryCommand({
      TableName: table(),
      IndexName: index,
      KeyConditionExpression: "#a = :v",
      ExpressionAttributeNames: { "#a": attribute },
      ExpressionAttributeValues: { ":v": value },
      Limit: 1,
    }),
  );
  const found = result.Items?.[0] as Subscriber | undefined;
  // Index reads are eventually consistent: read the item itself for its current state.
  return found ? findSubscriberByEmail(found.email) : undefined;
}

export function findSubscriberByToken(token: string): Promise<Subscriber | undefined> {
  return findOneByIndex("by-token", "token", token);
}

export function findSubscriberById(subscriberId: string): Promise<Subscriber | undefined> {
  return findOneByIndex("by-id", "subscriber_id", subscriberId);
}

/** Writes the subscriber and its event's outbox item together, if its status is still `expected`. */
export async function saveSubscriberWithEvent(
  subscriber: Subscriber,
  event: EventEnvelope,
  expected: SubscriberStatus | undefined,
): Promise<boolean> {
  try {
    await ddb.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: table(),
              Item: subscriber,
              ...(expected === undefined
                ? { ConditionExpression: "attribute_not_exists(email)" }
                : {
                    ConditionExpression: "#s = :expected",
                    ExpressionAttributeNames: { "#s": "status" },
                    ExpressionAttributeValues: { ":expected": expected },
                  }),
            },
          },
          outboxItem(event),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (cancellationReasons(error)?.[0]?.Code === "ConditionalCheckFailed") return false;
    throw error;
  }
}

export async function changeSubscriberStatus(
  email: string,
  from: SubscriberStatus[],
  to: SubscriberStatus,
  at: string,
): Promise<boolean> {
  const stamp =
    to === "confirmed" ? "confirmed_at" : to === "unsubscribed" ? "unsubscribed_at" : "updated_at";
  const fromValues = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: table(),
        Key: { email },
        UpdateExpression: "SET #s = :to, updated_at = :at, #stamp = :at",
        ConditionExpression: `#s IN (${Object.keys(fromValues).join(", ")})`,
        ExpressionAttributeNames: { "#s": "status", "#stamp": stamp },
        ExpressionAttributeValues: { ":to": to, ":at": at, ...fromValues },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
