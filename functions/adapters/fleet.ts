import { BatchGetCommand, GetCommand, PutCommand } from "@aws-sdk/lib-dynamodb";
import {
  EMPTY_FLEET,
  type FleetDayCounts,
  type FleetRecord,
  type FleetSnapshot,
  noBikes,
} from "@core/fleet/fleet-state";
import { BIKE_SIZES, type BikeCounts, type BikeSize, sizesIn } from "@shared/schemas/bikes";
import type { FleetInput } from "@shared/schemas/fleet";
import { conditional } from "./dynamo-errors";
import { queryAll, type TableContext, type TransactWriteItem } from "./table-context";
import { transactTagged } from "./tagged-transaction";

/**
 * The rental e-bikes' table ("flotte"): one item `flotte` holds the fleet (bikes per size, the
 * supplement, a version), and one item per day, `jour#yyyy-mm-dd`, the bikes rented that day
 * (`loues_M`…) and blocked (`bloques_M`…), whatever the number of outings that day. Registrations
 * take and give back their bikes in the same transaction as their places.
 */
export const FLEET_ID = "flotte";
export const dayId = (date: string) => `jour#${date}`;
export const rentedAttribute = (size: string) => `loues_${size}`;
export const blockedAttribute = (size: string) => `bloques_${size}`;
/** The index of the day items (`kind` "jour", by `date`): the founders' list of days from today. */
export const FLEET_DAYS_INDEX = "by-date";
const DAY_KIND = "jour";

function countsOf(item: Record<string, unknown> | undefined, attribute: (s: string) => string) {
  const counts = noBikes();
  for (const size of BIKE_SIZES) {
    const value = item?.[attribute(size)];
    counts[size] = typeof value === "number" ? value : 0;
  }
  return counts;
}

function fleetOf(item: Record<string, unknown> | undefined): FleetRecord {
  if (!item) return EMPTY_FLEET;
  const tailles = noBikes();
  const stored = (item.tailles ?? {}) as Partial<Record<BikeSize, number>>;
  for (const size of BIKE_SIZES) tailles[size] = stored[size] ?? 0;
  return {
    tailles,
    supplement_centimes: Number(item.supplement_centimes ?? 0),
    version: Number(item.version ?? 0),
  };
}

const dayCountsOf = (item: Record<string, unknown> | undefined): FleetDayCounts => ({
  loues: countsOf(item, rentedAttribute),
  bloques: countsOf(item, blockedAttribute),
});

/** The fleet item unchanged since it was read (its version), for a TransactWriteItems. */
function fleetUnchangedItem(tableName: string, version: number): TransactWriteItem {
  return {
    ConditionCheck: {
      TableName: tableName,
      Key: { id: FLEET_ID },
      ConditionExpression:
        version === 0 ? "attribute_not_exists(id) OR #version = :v" : "#version = :v",
      ExpressionAttributeNames: { "#version": "version" },
      ExpressionAttributeValues: { ":v": version },
    },
  };
}

/** What an Update of a day writes, beside the keys that keep it in the date index. */
interface DayWrite {
  set: string[];
  conditions: string[];
  names: Record<string, string>;
  values: Record<string, unknown>;
}

/** The Update of a day's counts (takes, blocks), which also keeps the day in the date index. */
function dayUpdate(
  tableName: string,
  date: string,
  now: string,
  write: DayWrite,
): TransactWriteItem {
  return {
    Update: {
      TableName: tableName,
      Key: { id: dayId(date) },
      UpdateExpression: `SET ${write.set.join(", ")}, #kind = :kind, #date = :date, updated_at = :now`,
      ...(write.conditions.length > 0
        ? { ConditionExpression: write.conditions.join(" AND ") }
        : {}),
      ExpressionAttributeNames: { ...write.names, "#kind": "kind", "#date": "date" },
      ExpressionAttributeValues: { ...write.values, ":kind": DAY_KIND, ":date": date, ":now": now },
    },
  };
}

/** The transaction items of the day's bikes: taking them (registrations) and giving them back. */
export function fleetDays({ tableName }: Pick<TableContext, "tableName">) {
  /**
   * The items that turn the bikes a registration holds that day (`held`) into `wanted`, in one
   * Update of the day (a transaction may touch an item once): each size taken more under the
   * conditions of takeItems, each size held more than wanted given back. `fleet` (the fleet
   * unchanged) only when something is taken; undefined when nothing changes.
   */
  function exchangeItems(
    date: string,
    held: BikeCounts,
    wanted: BikeCounts,
    snapshot: FleetSnapshot,
    now: string,
  ): { day: TransactWriteItem; fleet?: TransactWriteItem } | undefined {
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = {};
    const set: string[] = [];
    const conditions: string[] = [];
    for (const size of BIKE_SIZES) {
      const change = (wanted[size] ?? 0) - (held[size] ?? 0);
      if (change === 0) continue;
      const rented = `#${rentedAttribute(size)}`;
      names[rented] = rentedAttribute(size);
      if (change < 0) {
        values[`:back${size}`] = -change;
        set.push(`${rented} = ${rented} - :back${size}`);
        continue;
      }
      const max = snapshot.fleet.tailles[size] - snapshot.day.bloques[size] - change;
      if (max < 0) throw new Error(`Pas assez de vélos en taille ${size} pour les prendre`);
      const blocked = `#${blockedAttribute(size)}`;
      names[blocked] = blockedAttribute(size);
      values[`:n${size}`] = change;
      values[`:max${size}`] = max;
      values[":zero"] = 0;
      set.push(`${rented} = if_not_exists(${rented}, :zero) + :n${size}`);
      conditions.push(`(attribute_not_exists(${rented}) OR ${rented} <= :max${size})`);
      const seenBlocked = snapshot.day.bloques[size];
      if (seenBlocked === 0) {
        conditions.push(`(attribute_not_exists(${blocked}) OR ${blocked} = :zero)`);
      } else {
        values[`:b${size}`] = seenBlocked;
        conditions.push(`${blocked} = :b${size}`);
      }
    }
    if (set.length === 0) return undefined;
    const takes = conditions.length > 0;
    return {
      day: dayUpdate(tableName, date, now, { set, conditions, names, values }),
      ...(takes ? { fleet: fleetUnchangedItem(tableName, snapshot.fleet.version) } : {}),
    };
  }

  return {
    /**
     * The items that take `counts` from the day's fleet, in a registration's transaction: the
     * day's `loues_<size>` raised under the condition that none goes beyond the fleet less the
     * blocked bikes as read (`snapshot`), the blocks unchanged, and the fleet unchanged (its
     * version). Empty when nothing is rented. The caller refuses first when a size has too few.
     */
    takeItems(
      date: string,
      counts: BikeCounts,
      snapshot: FleetSnapshot,
      now: string,
    ): { day: TransactWriteItem; fleet: TransactWriteItem } | undefined {
      const items = exchangeItems(date, {}, counts, snapshot, now);
      return items?.fleet ? { day: items.day, fleet: items.fleet } : undefined;
    },

    exchangeItems,

    /**
     * The transaction item that gives a day's bikes back (a registration, or one participant,
     * cancelled or expired); undefined when there is none to give back.
     */
    releaseItem(date: string, counts: BikeCounts, now: string): TransactWriteItem | undefined {
      const sizes = sizesIn(counts);
      if (sizes.length === 0) return undefined;
      return {
        Update: {
          TableName: tableName,
          Key: { id: dayId(date) },
          UpdateExpression: `SET ${sizes
            .map((s) => `#${rentedAttribute(s)} = #${rentedAttribute(s)} - :${s}`)
            .join(", ")}, updated_at = :now`,
          ExpressionAttributeNames: Object.fromEntries(
            sizes.map((s) => [`#${rentedAttribute(s)}`, rentedAttribute(s)]),
          ),
          ExpressionAttributeValues: {
            ...Object.fromEntries(sizes.map((s) => [`:${s}`, counts[s]])),
            ":now": now,
          },
        },
      };
    },
  };
}

export type FleetDays = ReturnType<typeof fleetDays>;

/** A day from today, as the founders' list reads it. */
export interface StoredFleetDay extends FleetDayCounts {
  date: string;
}

/** The fleet's reads and the founders' writes (the fleet, a day's blocks). */
export function fleetStore({ client, tableName }: TableContext) {
  return {
    /** The fleet (EMPTY_FLEET until the founders write one). */
    async getFleet(): Promise<FleetRecord> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: { id: FLEET_ID }, ConsistentRead: true }),
      );
      return fleetOf(result.Item);
    },

    /** The fleet and one day's counts, read together (what a registration takes against). */
    async snapshot(date: string): Promise<FleetSnapshot> {
      const result = await client.send(
        new BatchGetCommand({
          RequestItems: {
            [tableName]: { Keys: [{ id: FLEET_ID }, { id: dayId(date) }], ConsistentRead: true },
          },
        }),
      );
      const items = result.Responses?.[tableName] ?? [];
      return {
        fleet: fleetOf(items.find((i) => i.id === FLEET_ID)),
        day: dayCountsOf(items.find((i) => i.id === dayId(date))),
      };
    },

    /** The days from `fromDate` (included) that have an item (bikes rented or blocked once), by date. */
    async listDays(fromDate: string): Promise<StoredFleetDay[]> {
      const items = await queryAll<Record<string, unknown>>(client, {
        TableName: tableName,
        IndexName: FLEET_DAYS_INDEX,
        KeyConditionExpression: "#kind = :kind AND #date >= :from",
        ExpressionAttributeNames: { "#kind": "kind", "#date": "date" },
        ExpressionAttributeValues: { ":kind": DAY_KIND, ":from": fromDate },
      });
      return items.map((item) => ({ date: String(item.date), ...dayCountsOf(item) }));
    },

    /** Writes the fleet if it is still at `seenVersion` (false: written by someone else meanwhile). */
    async putFleet(input: FleetInput, seenVersion: number, now: string): Promise<boolean> {
      return conditional(() =>
        client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              id: FLEET_ID,
              tailles: input.tailles,
              supplement_centimes: input.supplement_centimes,
              version: seenVersion + 1,
              updated_at: now,
            },
            ConditionExpression:
              seenVersion === 0
                ? "attribute_not_exists(id) OR #version = :seen"
                : "#version = :seen",
            ExpressionAttributeNames: { "#version": "version" },
            ExpressionAttributeValues: { ":seen": seenVersion },
          }),
        ),
      );
    },

    /**
     * Sets a day's blocked bikes, under the condition that the rented ones still fit in the fleet
     * less the new blocks, and that the fleet is still the one read. False when either moved.
     */
    async setBlocks(
      date: string,
      blocked: Record<BikeSize, number>,
      fleet: FleetRecord,
      now: string,
    ): Promise<boolean> {
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      const set: string[] = [];
      const conditions: string[] = [];
      for (const size of BIKE_SIZES) {
        const rented = `#${rentedAttribute(size)}`;
        const block = `#${blockedAttribute(size)}`;
        names[rented] = rentedAttribute(size);
        names[block] = blockedAttribute(size);
        values[`:b${size}`] = blocked[size];
        values[`:max${size}`] = fleet.tailles[size] - blocked[size];
        set.push(`${block} = :b${size}`);
        conditions.push(`(attribute_not_exists(${rented}) OR ${rented} <= :max${size})`);
      }
      const result = await transactTagged(client, [
        ["day", dayUpdate(tableName, date, now, { set, conditions, names, values })],
        ["fleet", fleetUnchangedItem(tableName, fleet.version)],
      ]);
      return result.ok;
    },
  };
}

export type FleetStore = ReturnType<typeof fleetStore>;
