import { GetCommand, ScanCommand } from "@aws-sdk/lib-dynamodb";
import type { Activity } from "../../shared/schemas/activity";
import { getConfig } from "../config";
import { ddb } from "./aws-clients";

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

/** Every outing (the table is small: a Scan, following its pages), ordered by date then time. */
export async function listActivities(): Promise<Activity[]> {
  const items: Activity[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb.send(
      new ScanCommand({ TableName: getConfig().TABLE_ACTIVITIES, ExclusiveStartKey: startKey }),
    );
    items.push(...(page.Items ?? []).map(toActivity));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return items.sort(compareActivities);
}

export async function getActivity(id: string): Promise<Activity | undefined> {
  const result = await ddb.send(
    new GetCommand({ TableName: getConfig().TABLE_ACTIVITIES, Key: { id }, ConsistentRead: true }),
  );
  return result.Item ? toActivity(result.Item) : undefined;
}
