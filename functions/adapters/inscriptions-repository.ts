import { GetCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import { getConfig } from "../config";
import type {
  CommitOutcome,
  CreateInscriptionPorts,
  InscriptionRecord,
} from "../core/create-inscription";
import { ddb } from "./aws-clients";
import { cancellationReasons } from "./dynamo-errors";
import { idempotencyItem, idempotencyRecordKey } from "./idempotency";
import { outboxItem, type TransactWriteItem } from "./outbox";

export const INSCRIPTIONS_IDEMPOTENCY_SCOPE = "inscriptions";
export const BY_ACTIVITY_INDEX = "by-activity";

export async function getInscription(id: string): Promise<InscriptionRecord | undefined> {
  const result = await ddb.send(
    new GetCommand({
      TableName: getConfig().TABLE_INSCRIPTIONS,
      Key: { id },
      ConsistentRead: true,
    }),
  );
  return result.Item as InscriptionRecord | undefined;
}

/** Registrations of one outing, oldest first (GSI "by-activity"). */
export async function listInscriptionsByActivity(activityId: string): Promise<InscriptionRecord[]> {
  const items: InscriptionRecord[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new QueryCommand({
        TableName: getConfig().TABLE_INSCRIPTIONS,
        IndexName: BY_ACTIVITY_INDEX,
        KeyConditionExpression: "activity_id = :a",
        ExpressionAttributeValues: { ":a": activityId },
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...((page.Items ?? []) as InscriptionRecord[]));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items;
}

/** Takes the places: decrement under condition, or only check existence when there is no limit. */
function reservePlaces(
  activityId: string,
  participants: number,
  limited: boolean,
  now: string,
): TransactWriteItem {
  const TableName = getConfig().TABLE_ACTIVITIES;
  return limited
    ? {
        Update: {
          TableName,
          Key: { id: activityId },
          UpdateExpression: "SET places_disponibles = places_disponibles - :n, updated_at = :now",
          ConditionExpression: "attribute_exists(id) AND places_disponibles >= :n",
          ExpressionAttributeValues: { ":n": participants, ":now": now },
        },
      }
    : {
        Update: {
          TableName,
          Key: { id: activityId },
          UpdateExpression: "SET updated_at = :now",
          ConditionExpression:
            "attribute_exists(id) AND (attribute_not_exists(places_disponibles) OR attribute_type(places_disponibles, :null))",
          ExpressionAttributeValues: { ":now": now, ":null": "NULL" },
        },
      };
}

/** The atomic write of a registration (see CreateInscriptionPorts.commit). */
export const commitInscription: CreateInscriptionPorts["commit"] = async (input) => {
  const { activity, inscription, idempotencyKey, response, event } = input;
  const items: TransactWriteItem[] = [
    reservePlaces(
      activity.id,
      inscription.nombre_participants,
      activity.places_disponibles !== null,
      inscription.created_at,
    ),
    {
      Put: {
        TableName: getConfig().TABLE_INSCRIPTIONS,
        Item: inscription,
        ConditionExpression: "attribute_not_exists(id)",
      },
    },
    outboxItem(event),
  ];
  if (idempotencyKey) {
    items.push(
      idempotencyItem(
        idempotencyRecordKey(INSCRIPTIONS_IDEMPOTENCY_SCOPE, idempotencyKey),
        response,
      ),
    );
  }
  try {
    await ddb.send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (!reasons) throw error;
    return outcomeOf(
      reasons.map((r) => r.Code ?? "None"),
      Boolean(idempotencyKey),
    );
  }
};

/** Reads the cancellation reasons (in item order: activity, registration, outbox, idempotency). */
export function outcomeOf(codes: string[], withIdempotency: boolean): CommitOutcome {
  if (withIdempotency && codes[3] === "ConditionalCheckFailed")
    return { ok: false, reason: "duplicate" };
  if (codes[0] === "ConditionalCheckFailed") return { ok: false, reason: "activity_condition" };
  if (codes.some((c) => c === "TransactionConflict" || c === "ConditionalCheckFailed")) {
    return { ok: false, reason: "conflict" };
  }
  throw new Error(`Transaction annulée : ${codes.join(", ")}`);
}
