import { GetCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type {
  CommitOutcome,
  CreateRegistrationPorts,
  RegistrationRecord,
} from "../core/create-registration";
import type { ActivitiesRepository } from "./activities-repository";
import { cancellationReasons } from "./dynamo-errors";
import { type IdempotencyRepository, idempotencyRecordKey } from "./idempotency";
import type { OutboxRepository } from "./outbox";
import type { TableContext, TransactWriteItem } from "./table-context";

export const REGISTRATIONS_IDEMPOTENCY_SCOPE = "inscriptions";
export const BY_ACTIVITY_INDEX = "by-activity";

/** The registrations table ("inscriptions"). */
export function registrationsRepository({ client, tableName }: TableContext) {
  return {
    async get(id: string): Promise<RegistrationRecord | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
      );
      return result.Item as RegistrationRecord | undefined;
    },

    /** Registrations of one outing, oldest first (GSI "by-activity"). */
    async listByActivity(activityId: string): Promise<RegistrationRecord[]> {
      const items: RegistrationRecord[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: BY_ACTIVITY_INDEX,
            KeyConditionExpression: "activity_id = :a",
            ExpressionAttributeValues: { ":a": activityId },
            ExclusiveStartKey: startKey,
          }),
        );
        items.push(...((page.Items ?? []) as RegistrationRecord[]));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items;
    },

    /** The Put of a new registration, for a TransactWriteItems. */
    item(registration: RegistrationRecord): TransactWriteItem {
      return {
        Put: {
          TableName: tableName,
          Item: registration,
          ConditionExpression: "attribute_not_exists(id)",
        },
      };
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof registrationsRepository>;

/** The tables a registration is written to, each through its own adapter. */
export interface RegistrationCommitContext {
  client: TableContext["client"];
  activities: Pick<ActivitiesRepository, "reservePlacesItem">;
  registrations: Pick<RegistrationsRepository, "item">;
  outbox: Pick<OutboxRepository, "item">;
  idempotency: Pick<IdempotencyRepository, "item">;
}

/**
 * The atomic write of a registration (see CreateInscriptionPorts.commit): places, registration,
 * outbox event and, with an Idempotency-Key, the answer, in one TransactWriteItems.
 */
export function registrationCommit(
  context: RegistrationCommitContext,
): CreateRegistrationPorts["commit"] {
  const { client, activities, registrations, outbox, idempotency } = context;
  return async ({ activity, registration, idempotencyKey, response, event }) => {
    const items: TransactWriteItem[] = [
      activities.reservePlacesItem(
        activity.id,
        registration.nombre_participants,
        activity.places_disponibles !== null,
        registration.created_at,
      ),
      registrations.item(registration),
      outbox.item(event),
    ];
    if (idempotencyKey) {
      items.push(
        idempotency.item(
          idempotencyRecordKey(REGISTRATIONS_IDEMPOTENCY_SCOPE, idempotencyKey),
          response,
        ),
      );
    }
    try {
      await client.send(new TransactWriteCommand({ TransactItems: items }));
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
}

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
