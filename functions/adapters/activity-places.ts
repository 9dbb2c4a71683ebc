import type { TableContext, TransactWriteItem } from "./table-context";

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

/**
 * An outing's places and its waiting list's counters: the transaction items that registrations,
 * payments and the waiting list write with their own records, each under the condition that keeps
 * the places from going below zero.
 */
export function activityPlaces({ tableName }: Pick<TableContext, "tableName">) {
  /** The conditional Update of one outing, that the outing exists (an Update would create it). */
  const update = (
    id: string,
    write: {
      set: string;
      condition?: string;
      values: Record<string, unknown>;
      names?: Record<string, string>;
    },
  ): TransactWriteItem => ({
    Update: {
      TableName: tableName,
      Key: { id },
      UpdateExpression: write.set,
      ConditionExpression: `attribute_exists(id)${write.condition ? ` AND ${write.condition}` : ""}`,
      ExpressionAttributeValues: write.values,
      ...(write.names ? { ExpressionAttributeNames: write.names } : {}),
    },
  });

  return {
    /**
     * The transaction item that takes the places: a decrement under condition, or only an
     * existence check when the outing has no limit. With `onDate`, the outing must still be on
     * that date (a registration taking rental bikes from that day's fleet).
     */
    reserveItem(
      activityId: string,
      participants: number,
      limited: boolean,
      now: string,
      { publicTaking = false, onDate }: { publicTaking?: boolean; onDate?: string } = {},
    ): TransactWriteItem {
      const item: TransactWriteItem = limited
        ? update(activityId, {
            set: "SET places_disponibles = places_disponibles - :n, updated_at = :now",
            // The public (dialog, booking) takes no place held for the waiting list.
            condition: `places_disponibles >= :n AND ${SHOWN}${publicTaking ? ` AND ${NOT_HELD}` : ""}`,
            values: {
              ":n": participants,
              ":now": now,
              ":shown": false,
              ...(publicTaking ? { ":noneWaiting": 0 } : {}),
            },
          })
        : update(activityId, {
            set: "SET updated_at = :now",
            condition: `(attribute_not_exists(places_disponibles) OR attribute_type(places_disponibles, :null)) AND ${SHOWN}`,
            values: { ":now": now, ":null": "NULL", ":shown": false },
          });
      const taking = item.Update;
      if (!onDate || !taking) return item;
      return {
        Update: {
          ...taking,
          ConditionExpression: `${taking.ConditionExpression} AND #date = :date`,
          ExpressionAttributeNames: { ...taking.ExpressionAttributeNames, "#date": "date" },
          ExpressionAttributeValues: { ...taking.ExpressionAttributeValues, ":date": onDate },
        },
      };
    },

    /**
     * The transaction item that gives places back (a registration expired or cancelled): an
     * increment when the outing counts its places, only a touch when it has no limit.
     */
    releaseItem(
      activityId: string,
      participants: number,
      limited: boolean,
      now: string,
    ): TransactWriteItem {
      return limited
        ? update(activityId, {
            set: "SET places_disponibles = places_disponibles + :n, updated_at = :now",
            values: { ":n": participants, ":now": now },
          })
        : update(activityId, { set: "SET updated_at = :now", values: { ":now": now } });
    },

    /**
     * An entry joins the outing's waiting list: one more counted waiting, and when offers stop
     * (the public's taking compares it with its own time). The outing must still be shown.
     */
    waitlistJoinItem(activityId: string, offersStopAt: string, now: string): TransactWriteItem {
      return update(activityId, {
        set: "SET attente_en_cours = if_not_exists(attente_en_cours, :zero) + :one, attente_fin = :stop, updated_at = :now",
        condition: SHOWN,
        values: { ":zero": 0, ":one": 1, ":stop": offersStopAt, ":now": now, ":shown": false },
      });
    },

    /**
     * Places offered to a waiting entry: taken (condition: still free) and the entry no longer
     * counted waiting, on a shown outing.
     */
    waitlistOfferItem(activityId: string, places: number, now: string): TransactWriteItem {
      return update(activityId, {
        set: "SET places_disponibles = places_disponibles - :n, attente_en_cours = attente_en_cours - :one, updated_at = :now",
        condition: `places_disponibles >= :n AND attente_en_cours >= :one AND ${SHOWN}`,
        values: { ":n": places, ":one": 1, ":now": now, ":shown": false },
      });
    },

    /** A waiting entry leaves: one fewer counted waiting. */
    waitlistLeaveItem(activityId: string, now: string): TransactWriteItem {
      return update(activityId, {
        set: "SET attente_en_cours = attente_en_cours - :one, updated_at = :now",
        condition: "attente_en_cours >= :one",
        values: { ":one": 1, ":now": now },
      });
    },
  };
}

export type ActivityPlaces = ReturnType<typeof activityPlaces>;
