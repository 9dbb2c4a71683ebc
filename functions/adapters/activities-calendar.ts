/**
 * The outings as read: one by its id, the others by the outings' one index by time
 * (infra/resources.ts). Every outing carries the same partition value and its start, date then
 * meeting time, as sortable text ("2026-03-12T09:30", Swiss local time). The calendar's upcoming
 * and past outings, the day-before reminder's and the retention job's outings of a date are all
 * ranges of it: never a Scan.
 */
import { BatchGetCommand, GetCommand, QueryCommand } from "@aws-sdk/lib-dynamodb";
import type { PastPosition } from "@core/activities/past-cursor";
import { publicActivity, type StoredActivity } from "@core/activities/stored-activity";
import { calendarActivity } from "@core/waitlist/calendar";
import type { Activity } from "@shared/schemas/activity";
import { queryAll, type TableContext } from "./table-context";

export const CALENDAR_INDEX = "by-start";
/** The index's partition: one value for every outing, so that one Query reads them in order. */
export const CALENDAR_PARTITION = "calendar";
export const CALENDAR_VALUE = "outings";
/** The index's sort key. */
export const CALENDAR_START = "starts_at";

export interface CalendarKeys {
  [CALENDAR_PARTITION]: typeof CALENDAR_VALUE;
  [CALENDAR_START]: string;
}

/** The index's attributes of an outing: written by every put, create and edit of one. */
export function calendarKeys(outing: { date: string; heure_rdv: string }): CalendarKeys {
  return {
    [CALENDAR_PARTITION]: CALENDAR_VALUE,
    [CALENDAR_START]: `${outing.date}T${outing.heure_rdv}`,
  };
}

/** Told how many items a Query read (its ScannedCount). */
export type ReadMeter = (itemsRead: number) => void;

/** A page of past outings, newest first, and where the next one starts (null: none left). */
export interface PastPage<T = Activity> {
  activities: T[];
  next: PastPosition | null;
}

/** BatchGetItem reads at most 100 keys per call. */
const BATCH_GET = 100;

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

/** Shown to the public: not hidden, not cancelled by the founders. */
const isShown = (a: StoredActivity) => !a.masquee && !a.annulation;

/** The public shape, with the waiting list's view of the places when asked. */
function shape(a: StoredActivity, waitlist?: { now: Date; offersStopHours: number }): Activity {
  return waitlist ? calendarActivity(a, waitlist.now, waitlist.offersStopHours) : publicActivity(a);
}

const NAMES = { "#partition": CALENDAR_PARTITION, "#start": CALENDAR_START };

/**
 * The outings table, read. `meter`, when given, is told how many items each Query of the calendar
 * index read (its ScannedCount): tests prove with it what a calendar view costs.
 */
export function activitiesCalendar(
  { client, tableName }: TableContext,
  { meter }: { meter?: ReadMeter } = {},
) {
  /** Every item of the calendar index that fits `condition`, in its order. */
  async function calendarRange(
    condition: string,
    values: Record<string, unknown>,
  ): Promise<StoredActivity[]> {
    const items = await queryAll<Record<string, unknown>>(
      client,
      {
        TableName: tableName,
        IndexName: CALENDAR_INDEX,
        KeyConditionExpression: condition,
        ExpressionAttributeNames: NAMES,
        ExpressionAttributeValues: { ":calendar": CALENDAR_VALUE, ...values },
      },
      (page) => meter?.(page.ScannedCount ?? 0),
    );
    return items.map(toActivity);
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
      const items = await calendarRange("#partition = :calendar AND #start >= :today", {
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
      return calendarRange("#partition = :calendar AND begins_with(#start, :day)", {
        ":day": `${date}T`,
      });
    },

    /**
     * The outings from a date (yyyy-mm-dd) on, hidden and cancelled ones included, by date then
     * meeting time (the next outings a cancellation e-mail suggests): a range of the calendar index.
     */
    async listFrom(date: string): Promise<StoredActivity[]> {
      return calendarRange("#partition = :calendar AND #start >= :day", { ":day": date });
    },

    async get(id: string): Promise<StoredActivity | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id }, ConsistentRead: true }),
      );
      return result.Item ? toActivity(result.Item) : undefined;
    },

    /** Which of these ids are already stored (the local seed adds only the others). */
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
  };
}

export type ActivitiesCalendar = ReturnType<typeof activitiesCalendar>;
