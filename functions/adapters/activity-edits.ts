import { BatchWriteCommand } from "@aws-sdk/lib-dynamodb";
import type { PlacesWrite } from "@core/activities/change-rules";
import type {
  ActivityFields,
  StoredActivity,
  StoredCancellation,
} from "@core/activities/stored-activity";
import type { Activity } from "@shared/schemas/activity";
import { calendarKeys } from "./activities-calendar";
import type { TableContext, TransactWriteItem } from "./table-context";

/** BatchWriteItem writes at most 25 items per call. */
const BATCH_WRITE = 25;
const WRITE_ATTEMPTS = 8;

/** The SET clauses and values of the fields a founder writes. */
function fieldsUpdate(fields: Readonly<Record<string, unknown>>) {
  const entries = Object.entries(fields);
  return {
    clauses: entries.map((_entry, i) => `#f${i} = :f${i}`),
    names: Object.fromEntries(entries.map(([name], i) => [`#f${i}`, name])),
    values: Object.fromEntries(entries.map(([, value], i) => [`:f${i}`, value])),
  };
}

/**
 * The founders' writes of an outing: create, edit, hide or show, cancel (each a transaction item
 * that activity-writes.ts and team-cancellation-writes.ts commit with its event), and the local
 * seed's outings stored as they are.
 */
export function activityEdits({ client, tableName }: TableContext) {
  return {
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
  };
}

export type ActivityEdits = ReturnType<typeof activityEdits>;
