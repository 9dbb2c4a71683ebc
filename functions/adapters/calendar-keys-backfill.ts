import { CALENDAR_PARTITION, CALENDAR_START, calendarKeys } from "./activities-calendar";
import { addMissingIndexKeys } from "./index-keys-backfill";
import type { TableContext } from "./table-context";

/**
 * Gives the outings stored before the calendar index (activities-calendar.ts) its keys, so that
 * the calendar, the day-before reminder and the retention job find them: a maintenance run, once
 * per deployment (npm run activities -- cles-calendrier), the one Scan of the table outside the
 * team's list. Returns how many it keyed; a second run finds none.
 */
export function addMissingCalendarKeys(table: TableContext): Promise<number> {
  return addMissingIndexKeys(
    table,
    {
      FilterExpression: "attribute_not_exists(#partition)",
      ExpressionAttributeNames: { "#partition": CALENDAR_PARTITION, "#date": "date" },
      ProjectionExpression: "id, #date, heure_rdv",
    },
    (item) => {
      const keys = calendarKeys({ date: String(item.date), heure_rdv: String(item.heure_rdv) });
      return {
        Key: { id: item.id },
        UpdateExpression: "SET #partition = :partition, #start = :start",
        // Moved or keyed meanwhile (an edit writes the keys itself): left as it is.
        ConditionExpression:
          "#date = :date AND heure_rdv = :time AND attribute_not_exists(#partition)",
        ExpressionAttributeNames: {
          "#partition": CALENDAR_PARTITION,
          "#start": CALENDAR_START,
          "#date": "date",
        },
        ExpressionAttributeValues: {
          ":partition": keys[CALENDAR_PARTITION],
          ":start": keys[CALENDAR_START],
          ":date": item.date,
          ":time": item.heure_rdv,
        },
      };
    },
  );
}
