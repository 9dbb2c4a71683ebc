/**
 * How the adapters of this folder are built: a repository is a function of its client and its
 * table's name (a TableContext, plus the other adapters it writes through) that returns its
 * operations. It never reads the config nor builds a client. Each function wires its adapters from
 * the config once, at module scope (functions/wiring.ts); the provider's tool
 * (tools/activities-cli.ts) wires the same repositories for the deployment it is told to use; unit
 * tests pass a mocked client. A new table or provider adapter follows the same shape.
 */
import { BatchGetCommand, BatchWriteCommand, GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { Activity } from "@shared/schemas/activity";
import type { TableContext, TransactWriteItem } from "./table-context";

/** BatchGetItem reads at most 100 keys, BatchWriteItem writes at most 25 items per call. */
const BATCH_GET = 100;
const BATCH_WRITE = 25;
const WRITE_ATTEMPTS = 8;

/** Outings as stored; places_disponibles absent is read as "no limit" (null). */
function toActivity(item: Record<string, unknown>): Activity {
  return {
    ...(item as Activity),
    places_disponibles: (item.places_disponibles as number | null | undefined) ?? null,
    description: (item.description as string | null | undefined) ?? null,
  };
}

/** Date, then meeting time, ascending (both sort as text). */
export function compareActivities(a: Activity, b: Activity): number {
  return a.date.localeCompare(b.date) || a.heure_rdv.localeCompare(b.heure_rdv);
}

export function activitiesRepository({ client, tableName }: TableContext) {
  return {
    /** Every outing (the table is small: a Scan, following its pages), by date then time. */
    async list(): Promise<Activity[]> {
      const items: Activity[] = [];
      let startKey: Record<string, unknown> | undefined;
      do {
        const page = await client.send(
          new ScanCommand({ TableName: tableName, ExclusiveStartKey: startKey }),
        );
        items.push(...(page.Items ?? []).map(toActivity));
        startKey = page.LastEvaluatedKey;
      } while (startKey);
      return items.sort(compareActivities);
    },

    async get(id: string): Promise<Activity | undefined> {
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

    /** Stores the outings (new ones added, existing ones replaced), retrying what is throttled. */
    async putAll(activities: Activity[]): Promise<void> {
      for (let i = 0; i < activities.length; i += BATCH_WRITE) {
        let requests = activities
          .slice(i, i + BATCH_WRITE)
          .map((a) => ({ PutRequest: { Item: a } }));
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
    ): TransactWriteItem {
      return limited
        ? {
            Update: {
              TableName: tableName,
              Key: { id: activityId },
              UpdateExpression:
                "SET places_disponibles = places_disponibles - :n, updated_at = :now",
              ConditionExpression: "attribute_exists(id) AND places_disponibles >= :n",
              ExpressionAttributeValues: { ":n": participants, ":now": now },
            },
          }
        : {
            Update: {
              TableName: tableName,
              Key: { id: activityId },
              UpdateExpression: "SET updated_at = :now",
              ConditionExpression:
                "attribute_exists(id) AND (attribute_not_exists(places_disponibles) OR attribute_type(places_disponibles, :null))",
              ExpressionAttributeValues: { ":now": now, ":null": "NULL" },
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
  };
}

export type ActivitiesRepository = ReturnType<typeof activitiesRepository>;
