import { ScanCommand, UpdateCommand } from "@aws-sdk/lib-dynamodb";
import { CALENDAR_PARTITION, CALENDAR_START, calendarKeys } from "./activities-calendar";
import { isConditionFailure } from "./dynamo-errors";
import type { TableContext } from "./table-context";

/**
 * Gives the outings stored before the calendar index (activities-calendar.ts) its keys, so that
 * the calendar, the day-before reminder and the retention job find them: a maintenance run, once
 * per deployment (npm run activities -- cles-calendrier), the one Scan of the table outside the
 * team's list. Returns how many it keyed; a second run finds none.
 */
export async function addMissingCalendarKeys({ client, tableName }: TableContext): Promise<number> {
  let keyed = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: "attribute_not_exists(#partition)",
        ExpressionAttributeNames: { "#partition": CALENDAR_PARTITION, "#date": "date" },
        ProjectionExpression: "id, #date, heure_rdv",
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      const keys = calendarKeys({ date: String(item.date), heure_rdv: String(item.heure_rdv) });
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
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
          }),
        );
        keyed++;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return keyed;
}
