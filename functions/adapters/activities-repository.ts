/**
 * How the adapters of this folder are built: a repository is a function of its client and its
 * table's name (a TableContext, plus the other adapters it writes through) that returns its
 * operations. It never reads the config nor builds a client. Each function wires its adapters from
 * the config once, at module scope (functions/wiring.ts); the provider's tool
 * (tools/activities-cli.ts) wires the same repositories for the deployment it is told to use; unit
 * tests pass a mocked client. A new table or provider adapter follows the same shape.
 */
import {
  BatchGetCommand,
  BatchWriteCommand,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from "@aws-sdk/lib-dynamodb";
import type { PlacesWrite } from "@core/activities/change-rules";
import type { PastPosition } from "@core/activities/past-cursor";
import {
  type ActivityFields,
  publicActivity,
  type StoredActivity,
  type StoredCancellation,
} from "@core/activities/stored-activity";
import { calendarActivity } from "@core/waitlist/calendar";
import type { Activity } from "@shared/schemas/activity";
import type { CancellationProgress } from "@shared/schemas/team-cancellation";
import {
  CALENDAR_INDEX,
  CALENDAR_PARTITION,
  CALENDAR_START,
  CALENDAR_VALUE,
  calendarKeys,
  type ReadMeter,
} from "./activities-calendar";
import type { TableContext, TransactWriteItem } from "./table-context";

/** A page of past outings, newest first, and where the next one starts (null: none left). */
export interface PastPage<T = Activity> {
  activities: T[];
  next: PastPosition | null;
}

/** BatchGetItem reads at most 100 keys, BatchWriteItem writes at most 25 items per call. */
const BATCH_GET = 100;
const BATCH_WRITE = 25;
const WRITE_ATTEMPTS = 8;

/**
 * Outings as stored; places_disponibles absent is read as "no limit" (null), `masquee` absent as
 * shown, `a_apporter` absent as not set.
 */
function toActivity(item: Record<string, unknown>): StoredActivity {
  const { [CALENDAR_PARTITION]: _partition, [CALENDAR_START]: _start, ...outing } = item;
  return {
    ...(outing as unknown as StoredActivity),
    places_disponibles: (item.places_disponibles as number | null | undefined) ?? null,
    description: (item.description as string | null | undefined) ?? null,
    a_apporter: (item.a_apporter as string | null | undefined) ?? null,
    masquee: item.masquee === true,
  };
}

/**
 * Only a shown outing that the founders have not cancelled takes registrations (checked in the
 * transaction that takes the places).
 */
const SHOWN =
  "(attribute_not_exists(masquee) OR masquee = :shown) AND attribute_not_exists(annulation)";

/**
 * No entry waits on the outing's list, or its offers have stopped (ISO instants compare as text):
 * otherwise places freed are the waiting list's (functions/core/waitlist/rules.ts).
 */
const NOT_HELD =
  "(attribute_not_exists(attente_en_cours) OR attente_en_cours <= :noneWaiting OR attente_fin <= :now)";

/** The SET clauses and values of the fields a founder writes. */
function fieldsUpdate(fields: Readonly<Record<string, unknown>>) {
  const entries = Object.entries(fields);
  return {
    clauses: entries.map((_entry, i) => `#f${i} = :f${i}`),
    names: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
  };
}

/** Shown to the public: not hidden, not cancelled by the founders. */
const isShown = (a: StoredActivity) => !a.masquee && !a.annulation;

/** The public shape, with the waiting list's view of the places when asked. */
function shape(a: StoredActivity, waitlist?: { now: Date; offersStopHours: number }): Activity {
  return waitlist ? calendarActivity(a, waitlist.now, waitlist.offersStopHours) : publicActivity(a);
}

const NAMES = { "#partition": CALENDAR_PARTITION, "#start": CALENDAR_START };

/**
 * The outings table. `meter`, when given, is told how many items each Query of the calendar
 * index read (its ScannedCount): tests prove with it what a calendar view costs.
 */
export function activitiesRepository(
  { client, tableName }: TableContext,
  { meter }: { meter?: ReadMeter } = {},
) {
  /** Every item of the calendar index that fits `condition`, in its order. */
  async function queryAll(
    condition: string,
    values: Record<string, unknown>,
  ): Promise<StoredActivity[]> {
    const items: StoredActivity[] = [];
    let startKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: CALENDAR_INDEX,
          KeyConditionExpression: condition,
          ExpressionAttributeNames: NAMES,
          ExpressionAttributeValues: { ":calendar": CALENDAR_VALUE, ...values },
          ExclusiveStartKey: startKey,
        }),
      );
      meter?.(page.ScannedCount ?? 0);
      items.push(...(page.Items ?? []).map(toActivity));
      startKey = page.LastEvaluatedKey;
    } while (startKey);
    return items;
  }

  /**
   * One page of the outings before `today`, newest first: `size` of those `keep` keeps (or fewer
   * when none are left), read from `after` on. The Queries stop once one outing more than the
   * page is found, so that `next` is null exactly when nothing remains.
   */
  async function pastPage({
    today,
    after,
    size,
    keep,
  }: {
    today: string;
    after?: PastPosition;
    size: number;
    keep: (a: StoredActivity) => boolean;
  }): Promise<PastPage<StoredActivity>> {
    const found: StoredActivity[] = [];
    let startKey: Record<string, unknown> | undefined = after
      ? { id: after.id, [CALENDAR_PARTITION]: CALENDAR_VALUE, [CALENDAR_START]: after.startsAt }
      : undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: tableName,
          IndexName: CALENDAR_INDEX,
          KeyConditionExpression: "#partition = :calendar AND #start < :today",
          ExpressionAttributeNames: NAMES,
          ExpressionAttributeValues: { ":calendar": CALENDAR_VALUE, ":today": today },
          ScanIndexForward: false,
          // No more than the page and the one after it: outings left out ask for another Query.
          Limit: size + 1 - found.length,
          ExclusiveStartKey: startKey,
        }),
      );
      meter?.(page.ScannedCount ?? 0);
      found.push(...(page.Items ?? []).map(toActivity).filter(keep));
      startKey = page.LastEvaluatedKey;
    } while (startKey && found.length <= size);
    const kept = found.slice(0, size);
    const last = kept[kept.length - 1];
    return {
      activities: kept,
      next:
        found.length > size && last
          ? { startsAt: calendarKeys(last)[CALENDAR_START], id: last.id }
          : null,
    };
  }

  return {
    /**
     * The public calendar (GET /api/activities): the outings from the start of `today`
     * (yyyy-mm-dd, Europe/Zurich) on, by one Query on the calendar index (never the past ones),
     * shown ones only, in the public shape, by date then meeting time; with `waitlist`, places
     * held for a waiting list read 0 and `liste_attente_ouverte` says whether the list takes
     * entries (functions/core/waitlist/rules.ts).
     */
    async listUpcoming(
      today: string,
      waitlist?: { now: Date; offersStopHours: number },
    ): Promise<Activity[]> {
      const items = await queryAll("#partition = :calendar AND #start >= :today", {
        ":today": today,
      });
      return items.filter(isShown).map((a) => shape(a, waitlist));
    },

    /**
     * One page of the outings before `today` shown to the public, newest first, in the public
     * shape: `size` of them (or fewer when none are left), read from `after` on.
     */
    async listPastPage({
      today,
      after,
      size,
      waitlist,
    }: {
      today: string;
      after?: PastPosition;
      size: number;
      waitlist?: { now: Date; offersStopHours: number };
    }): Promise<PastPage> {
      const page = await pastPage({ today, after, size, keep: isShown });
      return { activities: page.activities.map((a) => shape(a, waitlist)), next: page.next };
    },

    /**
     * One page of every outing before `today` as stored, hidden and cancelled ones included,
     * newest first (the team's « Sorties passées »), read from `after` on.
     */
    async listPastStoredPage({
      today,
      after,
      size,
    }: {
      today: string;
      after?: PastPosition;
      size: number;
    }): Promise<PastPage<StoredActivity>> {
      return pastPage({ today, after, size, keep: () => true });
    },

    /**
     * The outings on a date (yyyy-mm-dd), hidden and cancelled ones included, by meeting time
     * (the day-before reminder, the retention job): a range of the calendar index.
     */
    async listOnDate(date: string): Promise<StoredActivity[]> {
      return queryAll("#partition = :calendar AND begins_with(#start, :day)", {
        ":day": `${date}T`,
      });
    },

    /**
     * The outings from a date (yyyy-mm-dd) on, hidden and cancelled ones included, by date then
     * meeting time (the next outings a cancellation e-mail suggests): a range of the calendar index.
     */
    async listFrom(date: string): Promise<StoredActivity[]> {
      return queryAll("#partition = :calendar AND #start >= :day", { ":day": date });
    },

    async get(id: string): Promise<StoredActivity | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
      );
      return result.Item ? toActivity(result.Item) : undefined;
    },

    /** Which of these ids are already stored. */
    async existingIds(ids: string[]): Promise<Set<string>> {
      const found = new Set<string>();
      for (let i = 0; i < ids.length; i += BATCH_GET) {
        let keys: Record<string, unknown>[] | undefined = ids
          .slice(i, i + BATCH_GET)
          .map((id) => ({ id }));
        while (keys && keys.length > 0) {
          const res = await client.send(
            new BatchGetCommand({
              RequestItems: { [tableName]: { Keys: keys, ProjectionExpression: "id" } },
            }),
          );
          for (const item of res.Responses?.[tableName] ?? []) found.add(String(item.id));
          keys = res.UnprocessedKeys?.[tableName]?.Keys as Record<string, unknown>[] | undefined;
        }
      }
      return found;
    },

    /**
     * Stores new outings as they are (the local seed), retrying what is throttled. Their places in
     * all are their places left: nobody registered yet.
     */
    async putAll(activities: Activity[]): Promise<void> {
      for (let i = 0; i < activities.length; i += BATCH_WRITE) {
        let requests = activities.slice(i, i + BATCH_WRITE).map((a) => ({
          PutRequest: {
            Item: { ...a, ...calendarKeys(a), places_offertes: a.places_disponibles },
          },
        }));
        for (let attempt = 0; requests.length > 0; attempt++) {
          if (attempt > WRITE_ATTEMPTS)
            throw new Error("L'écriture n'a pas abouti, veuillez réessayer.");
          if (attempt > 0) await new Promise((r) => setTimeout(r, 100 * 2 ** attempt));
          const res = await client.send(
            new BatchWriteCommand({ RequestItems: { [tableName]: requests } }),
          );
          requests = (res.UnprocessedItems?.[tableName] ?? []) as typeof requests;
        }
      }
    },

    /**
     * The transaction item that takes the places: a decrement under condition, or only an
     * existence check when the outing has no limit.
     */
    reservePlacesItem(
      activityId: string,
      participants: number,
      limited: boolean,
      now: string,
      { publicTaking = false }: { publicTaking?: boolean } = {},
    ): TransactWriteItem {
      return limited
        ? {
            Update: {
              TableName: tableName,
              Key: { id: activityId },
              UpdateExpression:
                "SET places_disponibles = places_disponibles - :n, updated_at = :now",
              // The public (dialog, booking) takes no place held for the waiting list.
              ConditionExpression: `attribute_exists(id) AND places_disponibles >= :n AND ${SHOWN}${publicTaking ? ` AND ${NOT_HELD}` : ""}`,
              ExpressionAttributeValues: {
                ":n": participants,
                ":now": now,
                ":shown": false,
                ...(publicTaking ? { ":noneWaiting": 0 } : {}),
              },
            },
          }
        : {
            Update: {
              TableName: tableName,
              Key: { id: activityId },
              UpdateExpression: "SET updated_at = :now",
              ConditionExpression: `attribute_exists(id) AND (attribute_not_exists(places_disponibles) OR attribute_type(places_disponibles, :null)) AND ${SHOWN}`,
              ExpressionAttributeValues: { ":now": now, ":null": "NULL", ":shown": false },
            },
          };
    },

    /**
     * An entry joins the outing's waiting list: one more counted waiting, and when offers stop
     * (the public's taking compares it with its own time). The outing must still be shown.
     */
    waitlistJoinItem(activityId: string, offersStopAt: string, now: string): TransactWriteItem {
      return {
        Update: {
          TableName: tableName,
          Key: { id: activityId },
          UpdateExpression:
            "SET attente_en_cours = if_not_exists(attente_en_cours, :zero) + :one, attente_fin = :stop, updated_at = :now",
          ConditionExpression: `attribute_exists(id) AND ${SHOWN}`,
          ExpressionAttributeValues: {
            ":zero": 0,
            ":one": 1,
            ":stop": offersStopAt,
            ":now": now,
            ":shown": false,
          },
        },
      };
    },

    /**
     * Places offered to a waiting entry: taken (condition: still free) and the entry no longer
     * counted waiting, on a shown outing.
     */
    waitlistOfferItem(activityId: string, places: number, now: string): TransactWriteItem {
      return {
        Update: {
          TableName: tableName,
          Key: { id: activityId },
          UpdateExpression:
            "SET places_disponibles = places_disponibles - :n, attente_en_cours = attente_en_cours - :one, updated_at = :now",
          ConditionExpression: `attribute_exists(id) AND places_disponibles >= :n AND attente_en_cours >= :one AND ${SHOWN}`,
          ExpressionAttributeValues: { ":n": places, ":one": 1, ":now": now, ":shown": false },
        },
      };
    },

    /** A waiting entry leaves: one fewer counted waiting. */
    waitlistLeaveItem(activityId: string, now: string): TransactWriteItem {
      return {
        Update: {
          TableName: tableName,
          Key: { id: activityId },
          UpdateExpression: "SET attente_en_cours = attente_en_cours - :one, updated_at = :now",
          ConditionExpression: "attribute_exists(id) AND attente_en_cours >= :one",
          ExpressionAttributeValues: { ":one": 1, ":now": now },
        },
      };
    },

    /**
     * The transaction item that gives places back (a registration expired or cancelled): an
     * increment when the outing counts its places, only a touch when it has no limit. The outing
     * must still exist (an Update would otherwise create a stray item).
     */
    releasePlacesItem(
      activityId: string,
      participants: number,
      limited: boolean,
      now: string,
    ): TransactWriteItem {
      return {
        Update: {
          TableName: tableName,
          Key: { id: activityId },
          UpdateExpression: limited
            ? "SET places_disponibles = places_disponibles + :n, updated_at = :now"
            : "SET updated_at = :now",
          ConditionExpression: "attribute_exists(id)",
          ExpressionAttributeValues: limited
            ? { ":n": participants, ":now": now }
            : { ":now": now },
        },
      };
    },
    /** The Put of a new outing: refused when its id is taken (never overwrites). */
    newItem(activity: StoredActivity): TransactWriteItem {
      return {
        Put: {
          TableName: tableName,
          Item: { ...activity, ...calendarKeys(activity) },
          ConditionExpression: "attribute_not_exists(id)",
        },
      };
    },

    /**
     * The one conditional Update of an edit (change-rules.ts `PlacesWrite`): the fields, the
     * places in all and the places left moved by the difference, under the condition that makes
     * it safe against a registration committing at the same moment.
     */
    changeItem(
      id: string,
      fields: ActivityFields,
      places: PlacesWrite,
      now: string,
    ): TransactWriteItem {
      // The calendar's keys follow the date and meeting time (an outing stored before them gets
      // them here too).
      const set = fieldsUpdate({ ...fields, ...calendarKeys(fields) });
      const clauses = [...set.clauses, "updated_at = :now"];
      const values: Record<string, unknown> = { ...set.values, ":now": now };
      const conditions = ["attribute_exists(id)"];
      if (places.baseline === "offered") {
        conditions.push("places_offertes = :offeredSeen");
        values[":offeredSeen"] = places.offeredSeen;
        if (fields.places_offertes === null) {
          clauses.push("places_disponibles = :noLimit");
          values[":noLimit"] = null;
        } else if (places.delta !== 0) {
          clauses.push("places_disponibles = places_disponibles + :delta");
          values[":delta"] = places.delta;
          if (places.minLeft > 0) {
            conditions.push("places_disponibles >= :minLeft");
            values[":minLeft"] = places.minLeft;
          }
        }
      } else if (places.baseline === "unchanged") {
        conditions.push(
          "(attribute_not_exists(places_disponibles) OR attribute_type(places_disponibles, :nullType))",
        );
        values[":nullType"] = "NULL";
      } else {
        if (places.updatedAtSeen === undefined) conditions.push("attribute_not_exists(updated_at)");
        else {
          conditions.push("updated_at = :seen");
          values[":seen"] = places.updatedAtSeen;
        }
        clauses.push("places_disponibles = :left");
        values[":left"] = places.left;
      }
      return {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: `SET ${clauses.join(", ")}`,
          ConditionExpression: conditions.join(" AND "),
          ExpressionAttributeNames: set.names,
          ExpressionAttributeValues: values,
        },
      };
    },

    /** Records the founders' cancellation, once: refused when the outing is gone or cancelled. */
    cancellationItem(id: string, cancellation: StoredCancellation): TransactWriteItem {
      return {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: "SET annulation = :c, updated_at = :now",
          ConditionExpression: "attribute_exists(id) AND attribute_not_exists(annulation)",
          ExpressionAttributeValues: { ":c": cancellation, ":now": cancellation.at },
        },
      };
    },

    /** The cancellation job's progress, written over the last (the job recounts each time). */
    async recordCancellationProgress(id: string, progress: CancellationProgress): Promise<void> {
      await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: { id },
          UpdateExpression: "SET annulation.progression = :p",
          ConditionExpression: "attribute_exists(annulation)",
          ExpressionAttributeValues: { ":p": progress },
        }),
      );
    },

    /** Hides or shows an outing; refused when it does not exist or is already so. */
    visibilityItem(id: string, hidden: boolean, now: string): TransactWriteItem {
      return {
        Update: {
          TableName: tableName,
          Key: { id },
          UpdateExpression: "SET masquee = :hidden, updated_at = :now",
          ConditionExpression: hidden
            ? "attribute_exists(id) AND (attribute_not_exists(masquee) OR masquee = :shown)"
            : "attribute_exists(id) AND masquee = :wasHidden",
          ExpressionAttributeValues: {
            ":hidden": hidden,
            ":now": now,
            ...(hidden ? { ":shown": false } : { ":wasHidden": true }),
          },
        },
      };
    },
  };
}

export type ActivitiesRepository = ReturnType<typeof activitiesRepository>;
