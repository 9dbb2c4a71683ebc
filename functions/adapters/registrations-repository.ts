import { GetCommand, QueryCommand, TransactWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { EventEnvelope } from "../../shared/events/envelope";
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

    /**
     * The Update that moves a registration from one of `from` to `to` (with more fields to set),
     * for a TransactWriteItems: it fails when the status is no longer one of `from`.
     */
    statusChangeItem(
      id: string,
      change: { from: readonly string[]; to: string; at: string; set?: Record<string, unknown> },
    ): TransactWriteItem {
      const extra = Object.entries(change.set ?? {});
      const from = Object.fromEntries(change.from.map((status, i) => [`:from${i}`, status]));
      return {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: [
            "SET #status = :to, updated_at = :at",
            ...extra.map((_entry, i) => `#f${i} = :v${i}`),
          ].join(", "),
          ConditionExpression: `#status IN (${Object.keys(from).join(", ")})`,
          ExpressionAttributeNames: {
            "#status": "status",
            ...Object.fromEntries(extra.map(([name], i) => [`#f${i}`, name])),
          },
          ExpressionAttributeValues: {
            ":to": change.to,
            ":at": change.at,
            ...from,
            ...Object.fromEntries(extra.map(([, value], i) => [`:v${i}`, value])),
          },
        },
      };
    },

    /**
     * The Update that records a late cancellation request on a registration, once: it fails when
     * one is already recorded or the status is no longer one of `from`.
     */
    cancellationRequestItem(id: string, from: readonly string[], at: string): TransactWriteItem {
      const values = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
      return {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: "SET cancellation_requested_at = :at, updated_at = :at",
          ConditionExpression: `#status IN (${Object.keys(values).join(", ")}) AND attribute_not_exists(cancellation_requested_at)`,
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":at": at, ...values },
        },
      };
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

export interface RegistrationReleaseContext {
  client: TableContext["client"];
  activities: Pick<ActivitiesRepository, "releasePlacesItem">;
  registrations: Pick<RegistrationsRepository, "statusChangeItem">;
  outbox: Pick<OutboxRepository, "item">;
}

export interface RegistrationRelease {
  registration: Pick<RegistrationRecord, "id" | "activity_id" | "nombre_participants">;
  /** The statuses the registration may be in (it is left alone otherwise). */
  from: readonly string[];
  /** Its new status: "expired", "cancelled"... */
  to: string;
  at: Date;
  /** Whether the outing counts its places (places_disponibles not null); null: the outing is gone. */
  activityLimited: boolean | null;
  /** The event of the change, written to the outbox in the same transaction. */
  event: EventEnvelope;
  /** More fields of the registration to set (cancelled_by, expired_at...). */
  set?: Record<string, unknown>;
}

/**
 * The one way a registration ends and gives its places back (expiry, cancellation): its status
 * change, the places returned to the outing and the event, in one TransactWriteItems. Run twice,
 * or after the registration was paid meanwhile, the second run changes nothing and answers
 * "status_changed".
 */
export function registrationRelease(context: RegistrationReleaseContext) {
  const { client, activities, registrations, outbox } = context;
  return async (release: RegistrationRelease): Promise<"released" | "status_changed"> => {
    const { registration, at, activityLimited } = release;
    const iso = at.toISOString();
    const items: TransactWriteItem[] = [
      registrations.statusChangeItem(registration.id, {
        from: release.from,
        to: release.to,
        at: iso,
        set: release.set,
      }),
      outbox.item(release.event),
    ];
    if (activityLimited !== null) {
      items.push(
        activities.releasePlacesItem(
          registration.activity_id,
          registration.nombre_participants,
          activityLimited,
          iso,
        ),
      );
    }
    try {
      await client.send(new TransactWriteCommand({ TransactItems: items }));
      return "released";
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[0]?.Code === "ConditionalCheckFailed") return "status_changed";
      throw error;
    }
  };
}

export interface CancellationRequestContext {
  client: TableContext["client"];
  registrations: Pick<RegistrationsRepository, "cancellationRequestItem">;
  outbox: Pick<OutboxRepository, "item">;
}

/**
 * A late cancellation request (within 72 h of the meeting): recorded on the registration with its
 * event, in one TransactWriteItems, once. A second request answers "already_recorded".
 */
export function registrationCancellationRequest(context: CancellationRequestContext) {
  const { client, registrations, outbox } = context;
  return async (request: {
    registrationId: string;
    from: readonly string[];
    at: Date;
    event: EventEnvelope;
  }): Promise<"recorded" | "already_recorded"> => {
    try {
      await client.send(
        new TransactWriteCommand({
          TransactItems: [
            registrations.cancellationRequestItem(
              request.registrationId,
              request.from,
              request.at.toISOString(),
            ),
            outbox.item(request.event),
          ],
        }),
      );
      return "recorded";
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[0]?.Code === "ConditionalCheckFailed") return "already_recorded";
      throw error;
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
