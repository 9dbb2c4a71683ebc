import {
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import type { RegistrationForPayment } from "@core/payments/payment";
import type {
  CommitOutcome,
  CreateRegistrationPorts,
  RegistrationRecord,
} from "@core/registrations/create-registration";
import type {
  ParticipantRelease,
  RegistrationRelease,
  ReleaseParticipant,
  RequestParticipantCancellation,
} from "@core/registrations/release-registration";
import { emailKey } from "@shared/data-protection/email-key";
import type { EventEnvelope } from "@shared/events/envelope";
import { heldBikes } from "@shared/registrations/people";
import { BIKE_SIZES, type BikeCounts, bikeTotal } from "@shared/schemas/bikes";
import type { ActivityPlaces } from "./activity-places";
import { cancellationReasons, isConditionFailure } from "./dynamo-errors";
import type { FleetDays } from "./fleet";
import { type IdempotencyRepository, idempotencyRecordKey } from "./idempotency";
import type { OutboxRepository } from "./outbox";
import { queryAll, type TableContext, type TransactWriteItem } from "./table-context";
import { type TaggedItems, transactTagged } from "./tagged-transaction";

export const REGISTRATIONS_IDEMPOTENCY_SCOPE = "inscriptions";
/** The scope of the short references' claims in the idempotency table (one item each, for good). */
export const SHORT_REFERENCE_SCOPE = "short-reference";
export const BY_ACTIVITY_INDEX = "by-activity";
/** A person's registrations by e-mail (the address in lower case, `email_key`). */
export const BY_EMAIL_INDEX = "by-email";
export const EMAIL_KEY_ATTRIBUTE = "email_key";
/**
 * Sparse index of the registrations something is due for (reminder or expiry): only unpaid ones
 * carry `due_status`, so the deadlines job reads what is due, never the whole table.
 */
export const BY_DUE_TIME_INDEX = "by-due-time";
const DUE = "pending_payment";

/** A registration's next due moment: its reminder while not yet sent, else its deadline. */
export function nextDueAt(registration: {
  remind_at?: string;
  reminded_at?: string;
  deadline?: string;
}): string | undefined {
  if (registration.remind_at && !registration.reminded_at) return registration.remind_at;
  return registration.deadline;
}

/** The sparse index's keys of a new registration (none when it has no deadline). */
function dueIndexKeys(registration: RegistrationRecord) {
  const next = nextDueAt(registration);
  return next ? { due_status: DUE, next_due_at: next } : {};
}

/** Leaving pending_payment takes a registration out of the due index. */
export const LEAVE_DUE_INDEX = "REMOVE due_status, next_due_at";

/** The registrations table ("inscriptions"). */
export function registrationsRepository({ client, tableName }: TableContext) {
  /** An update of an unpaid registration still in the due index; otherwise nothing happens. */
  async function updateWhileDue(
    id: string,
    expression: string,
    values: Record<string, string | Date>,
  ): Promise<void> {
    try {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: expression,
          ConditionExpression: "#status = :due AND due_status = :due",
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: {
            ":due": DUE,
            ...Object.fromEntries(
              Object.entries(values).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v]),
            ),
          },
        }),
      );
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }

  return {
    /**
     * The one reader of a registration, used by every function: as stored, with its status and
     * its payments' slots.
     */
    async get(id: string): Promise<RegistrationForPayment | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
      );
      return result.Item as RegistrationForPayment | undefined;
    },

    /** Registrations of one outing, oldest first (GSI "by-activity"). */
    async listByActivity(activityId: string): Promise<RegistrationRecord[]> {
      return queryAll<RegistrationRecord>(client, {
        TableName: tableName,
        IndexName: BY_ACTIVITY_INDEX,
        KeyConditionExpression: "activity_id = :a",
        ExpressionAttributeValues: { ":a": activityId },
      });
    },

    /**
     * Every unpaid registration (the payments desk), from the sparse due index (a Query, never a
     * Scan), by next due moment; one turning paid meanwhile is left out.
     */
    async listUnpaid(): Promise<RegistrationForPayment[]> {
      const items = await queryAll<RegistrationForPayment>(client, {
        TableName: tableName,
        IndexName: BY_DUE_TIME_INDEX,
        KeyConditionExpression: "due_status = :due",
        ExpressionAttributeValues: { ":due": DUE },
      });
      return items.filter((r) => r.status === "pending_payment");
    },

    /**
     * Ids of the unpaid registrations due at `now` (reminder or deadline reached), oldest due
     * first, at most `limit` (the next run takes the rest).
     */
    async listDue(now: Date, limit: number): Promise<{ id: string; next_due_at: string }[]> {
      const due: { id: string; next_due_at: string }[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new QueryCommand({
            TableName: tableName,
            IndexName: BY_DUE_TIME_INDEX,
            KeyConditionExpression: "due_status = :due AND next_due_at <= :now",
            ExpressionAttributeValues: { ":due": DUE, ":now": now.toISOString() },
            ProjectionExpression: "id, next_due_at",
            Limit: limit - due.length,
            ExclusiveStartKey: startKey,
          }),
        );
        due.push(...((page.Items ?? []) as { id: string; next_due_at: string }[]));
        startKey = page.LastEvaluatedKey;
      } while (startKey && due.length < limit);
      return due;
    },

    /**
     * Records the reminder as sent and moves the registration's due time to its deadline, while
     * it is still unpaid (a payment meanwhile took it out of the index: nothing to move).
     */
    async markReminded(id: string, at: Date): Promise<void> {
      await updateWhileDue(id, "SET reminded_at = :at, next_due_at = deadline", { ":at": at });
    },

    /** Sets the due time again (the deadline moved, or nothing was due yet), while unpaid. */
    async rescheduleDue(id: string, nextDue: string): Promise<void> {
      await updateWhileDue(id, "SET next_due_at = :next", { ":next": nextDue });
    },

    /** Takes an unpaid registration out of the due index (automatic expiry turned off). */
    async leaveDueIndex(id: string): Promise<void> {
      await updateWhileDue(id, LEAVE_DUE_INDEX, {});
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
          UpdateExpression: `${[
            "SET #status = :to, updated_at = :at",
            ...extra.map((_entry, i) => `#f${i} = :v${i}`),
          ].join(", ")} ${LEAVE_DUE_INDEX}`,
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
     * The Update that stores the others an offer's registration names on acceptance (waiting
     * list), with the people's bikes and the amount they make: only while it is unpaid, still the
     * offer of that entry, and holding the bikes as read (`heldBikes`, which the same transaction
     * exchanges on the day's fleet). No bike rented: no `velos_location` nor supplement.
     */
    offerParticipantsItem(
      id: string,
      input: {
        entryId: string;
        participants: readonly object[];
        /** The registrant's own bike, when the page asked it. */
        registrant?: { a_velo_electrique: boolean; taille_velo?: string };
        heldBikes: BikeCounts;
        bikes: BikeCounts;
        supplementCentimes: number;
        totalCentimes: number;
        at: string;
      },
    ): TransactWriteItem {
      const renting = bikeTotal(input.bikes) > 0;
      const set = [
        "participants = :participants",
        "total_centimes = :total",
        "besoin_aide_location = :help",
        "updated_at = :at",
      ];
      const remove: string[] = [];
      const values: Record<string, unknown> = {
        ":participants": input.participants,
        ":total": input.totalCentimes,
        ":help": renting,
        ":at": input.at,
        ":unpaid": "pending_payment",
        ":entry": input.entryId,
      };
      if (renting) {
        set.push("velos_location = :bikes", "supplement_velo_centimes = :supplement");
        values[":bikes"] = input.bikes;
        values[":supplement"] = input.supplementCentimes;
      } else {
        remove.push("velos_location", "supplement_velo_centimes");
      }
      if (input.registrant) {
        set.push("a_velo_electrique = :ownBike");
        values[":ownBike"] = input.registrant.a_velo_electrique;
        if (input.registrant.taille_velo) {
          set.push("taille_velo = :size");
          values[":size"] = input.registrant.taille_velo;
        } else {
          remove.push("taille_velo");
        }
      }
      // The bikes held as read, size by size: another naming meanwhile makes this one read again.
      const names: Record<string, string> = { "#status": "status", "#held": "velos_location" };
      const held = BIKE_SIZES.map((size) => {
        const path = `#held.#size${size}`;
        names[`#size${size}`] = size;
        const count = input.heldBikes[size] ?? 0;
        if (count === 0) return `(attribute_not_exists(${path}) OR ${path} = :zero)`;
        values[`:held${size}`] = count;
        return `${path} = :held${size}`;
      });
      values[":zero"] = 0;
      return {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: `SET ${set.join(", ")}${remove.length ? ` REMOVE ${remove.join(", ")}` : ""}`,
          ConditionExpression: ["#status = :unpaid AND waitlist_entry_id = :entry", ...held].join(
            " AND ",
          ),
          ExpressionAttributeNames: names,
          ExpressionAttributeValues: values,
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

    /**
     * The Update that cancels one participant alone (position ≥ 1, participants[position − 1]):
     * her `annule_le`, one person and her share fewer, her bike off `velos_location`. It fails
     * when she is cancelled already, is not there, or the status is no longer one of `from`.
     */
    participantCancelItem(
      release: Pick<
        ParticipantRelease,
        "registration" | "position" | "from" | "shareCentimes" | "bikeSize"
      >,
      at: string,
    ): TransactWriteItem {
      const line = `participants[${release.position - 1}]`;
      const from = Object.fromEntries(release.from.map((status, i) => [`:from${i}`, status]));
      const bike = release.bikeSize
        ? { set: ", velos_location.#size = velos_location.#size - :one", size: release.bikeSize }
        : undefined;
      return {
        Update: {
          TableName: tableName,
          Key: { id: release.registration.id },
          UpdateExpression: `SET ${line}.annule_le = :at, nombre_participants = nombre_participants - :one, total_centimes = total_centimes - :share, updated_at = :at${bike?.set ?? ""}`,
          ConditionExpression: `#status IN (${Object.keys(from).join(", ")}) AND attribute_exists(${line}) AND attribute_not_exists(${line}.annule_le) AND nombre_participants > :one${bike ? " AND velos_location.#size >= :one" : ""}`,
          ExpressionAttributeNames: {
            "#status": "status",
            ...(bike ? { "#size": bike.size } : {}),
          },
          ExpressionAttributeValues: {
            ":at": at,
            ":one": 1,
            ":share": release.shareCentimes,
            ...from,
          },
        },
      };
    },

    /** The Update that records a late request for one participant, once (not cancelled yet). */
    participantRequestItem(
      id: string,
      position: number,
      from: readonly string[],
      at: string,
    ): TransactWriteItem {
      const line = `participants[${position - 1}]`;
      const values = Object.fromEntries(from.map((status, i) => [`:from${i}`, status]));
      return {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: `SET ${line}.annulation_demandee_le = :at, updated_at = :at`,
          ConditionExpression: `#status IN (${Object.keys(values).join(", ")}) AND attribute_exists(${line}) AND attribute_not_exists(${line}.annule_le) AND attribute_not_exists(${line}.annulation_demandee_le)`,
          ExpressionAttributeNames: { "#status": "status" },
          ExpressionAttributeValues: { ":at": at, ...values },
        },
      };
    },

    /**
     * The Put of a new registration, for a TransactWriteItems: with the keys of its indexes (due
     * time; the address in lower case, by which « Données d'une personne » finds it).
     */
    item(registration: RegistrationRecord): TransactWriteItem {
      return {
        Put: {
          TableName: tableName,
          Item: {
            ...registration,
            ...dueIndexKeys(registration),
            [EMAIL_KEY_ATTRIBUTE]: emailKey(registration.email),
          },
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
  activityPlaces: Pick<ActivityPlaces, "reserveItem">;
  fleetDays: Pick<FleetDays, "takeItems">;
  registrations: Pick<RegistrationsRepository, "item">;
  outbox: Pick<OutboxRepository, "item">;
  idempotency: Pick<IdempotencyRepository, "item" | "claimItem">;
}

/** The items of a registration's transaction, by what they write. */
export type CommitItem =
  | "places"
  | "registration"
  | "event"
  | "answer"
  | "bikes_day"
  | "fleet"
  | "reference";

/**
 * The atomic write of a registration (see CreateInscriptionPorts.commit): places, rental bikes
 * (the day's, under the fleet as read), registration, outbox event, with an Idempotency-Key the
 * answer, and last the claim of its short reference (refused if another registration holds it),
 * in one TransactWriteItems.
 */
export function registrationCommit(
  context: RegistrationCommitContext,
): CreateRegistrationPorts["commit"] {
  const { client, activityPlaces, fleetDays, registrations, outbox, idempotency } = context;
  return async ({ activity, registration, idempotencyKey, response, event, bikes }) => {
    const at = registration.created_at;
    const take = bikes
      ? fleetDays.takeItems(bikes.date, bikes.counts, bikes.snapshot, at)
      : undefined;
    const items: TaggedItems<CommitItem> = [
      [
        "places",
        activityPlaces.reserveItem(
          activity.id,
          registration.nombre_participants,
          activity.places_disponibles !== null,
          at,
          // Bikes come from the day's fleet: the outing must still be on that day.
          { publicTaking: true, ...(take ? { onDate: bikes?.date } : {}) },
        ),
      ],
      ["registration", registrations.item(registration)],
      ["event", outbox.item(event)],
    ];
    if (idempotencyKey) {
      items.push([
        "answer",
        idempotency.item(
          idempotencyRecordKey(REGISTRATIONS_IDEMPOTENCY_SCOPE, idempotencyKey),
          response,
        ),
      ]);
    }
    if (take) items.push(["bikes_day", take.day], ["fleet", take.fleet]);
    // The claim stays last: whatever else fails, a taken reference is told apart.
    if (registration.short_reference) {
      items.push([
        "reference",
        idempotency.claimItem(
          idempotencyRecordKey(SHORT_REFERENCE_SCOPE, registration.short_reference),
          registration.id,
        ),
      ]);
    }
    const result = await transactTagged(client, items);
    return result.ok ? { ok: true } : outcomeOf(result.failed, result.conflict);
  };
}

export interface RegistrationReleaseContext {
  client: TableContext["client"];
  activityPlaces: Pick<ActivityPlaces, "releaseItem">;
  fleetDays: Pick<FleetDays, "releaseItem">;
  registrations: Pick<RegistrationsRepository, "statusChangeItem">;
  outbox: Pick<OutboxRepository, "item">;
}

export type { RegistrationRelease };

/**
 * The one way a registration ends and gives its places back (expiry, cancellation): its status
 * change, the places returned to the outing, its rental bikes returned to the day's fleet and the
 * event, in one TransactWriteItems. Run twice,
 * or after the registration was paid meanwhile, the second run changes nothing and answers
 * "status_changed".
 */
export function registrationRelease(context: RegistrationReleaseContext) {
  const { client, activityPlaces, fleetDays, registrations, outbox } = context;
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
        activityPlaces.releaseItem(
          registration.activity_id,
          registration.nombre_participants,
          activityLimited,
          iso,
        ),
      );
    }
    // The bikes go back to the day they were taken from (an outing's date never moves while
    // registrations hold bikes: change-rules.ts).
    const bikes = fleetDays.releaseItem(registration.activity_date, heldBikes(registration), iso);
    if (bikes) items.push(bikes);
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

export interface ParticipantReleaseContext {
  client: TableContext["client"];
  activityPlaces: Pick<ActivityPlaces, "releaseItem">;
  fleet: Pick<FleetDays, "releaseItem">;
  registrations: Pick<RegistrationsRepository, "participantCancelItem">;
  outbox: Pick<OutboxRepository, "item">;
}

/**
 * One participant cancelled alone, in one TransactWriteItems: her `annule_le` with one person, her
 * share and her bike fewer on the registration (on condition that she is not cancelled yet and the
 * registration is still in one of `from`), her place back to the outing, her bike back to the
 * day's fleet, and the event. Run twice, the second run changes nothing ("already_changed").
 */
export function participantRelease(context: ParticipantReleaseContext): ReleaseParticipant {
  const { client, activityPlaces, fleet, registrations, outbox } = context;
  return async (release: ParticipantRelease) => {
    const { registration, at, activityLimited } = release;
    const iso = at.toISOString();
    const items: TransactWriteItem[] = [
      registrations.participantCancelItem(release, iso),
      outbox.item(release.event),
    ];
    if (activityLimited !== null) {
      items.push(activityPlaces.releaseItem(registration.activity_id, 1, activityLimited, iso));
    }
    if (release.bikeSize) {
      const bike = fleet.releaseItem(registration.activity_date, { [release.bikeSize]: 1 }, iso);
      if (bike) items.push(bike);
    }
    try {
      await client.send(new TransactWriteCommand({ TransactItems: items }));
      return "released";
    } catch (error) {
      const reasons = cancellationReasons(error);
      if (reasons?.[0]?.Code === "ConditionalCheckFailed") return "already_changed";
      throw error;
    }
  };
}

/**
 * A late request for one participant (within 72 h): `annulation_demandee_le` on her line with its
 * event, in one TransactWriteItems, once.
 */
export function participantCancellationRequest(
  context: Omit<CancellationRequestContext, "registrations"> & {
    registrations: Pick<RegistrationsRepository, "participantRequestItem">;
  },
): RequestParticipantCancellation {
  const { client, registrations, outbox } = context;
  return (request) =>
    recordOnce(client, [
      registrations.participantRequestItem(
        request.registrationId,
        request.position,
        request.from,
        request.at.toISOString(),
      ),
      outbox.item(request.event),
    ]);
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
  }): Promise<"recorded" | "already_recorded"> =>
    recordOnce(client, [
      registrations.cancellationRequestItem(
        request.registrationId,
        request.from,
        request.at.toISOString(),
      ),
      outbox.item(request.event),
    ]);
}

/**
 * A late request and its event written once: the request's item comes first, and its condition
 * failing means it was recorded before.
 */
async function recordOnce(
  client: TableContext["client"],
  items: TransactWriteItem[],
): Promise<"recorded" | "already_recorded"> {
  try {
    await client.send(new TransactWriteCommand({ TransactItems: items }));
    return "recorded";
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons?.[0]?.Code === "ConditionalCheckFailed") return "already_recorded";
    throw error;
  }
}

/**
 * What a cancelled registration transaction means, from the items whose condition failed (by
 * their tag, never their position): a taken reference, a used Idempotency-Key, the outing's
 * places or date, the day's bikes or the fleet, else a concurrent write worth retrying.
 */
export function outcomeOf(failed: ReadonlySet<CommitItem>, conflict: boolean): CommitOutcome {
  if (failed.has("reference")) return { ok: false, reason: "reference_taken" };
  if (failed.has("answer")) return { ok: false, reason: "duplicate" };
  if (failed.has("places")) return { ok: false, reason: "activity_condition" };
  if (failed.has("bikes_day") || failed.has("fleet"))
    return { ok: false, reason: "bikes_condition" };
  if (failed.size > 0 || conflict) return { ok: false, reason: "conflict" };
  throw new Error("Transaction annulée sans cause connue");
}
