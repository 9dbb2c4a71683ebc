import { addMissingCalendarKeys } from "@adapters/calendar-keys-backfill";
import type { WiringConfig } from "../config";
import type { AwsClients, BaseStores } from "./stores";

/**
 * The public calendar (GET /api/activities, /api/activities/passees): the outings' reads by the
 * calendar index, the clock, and the hours before the meeting when waiting-list offers stop
 * (WAITLIST_OFFERS_STOP_HOURS), which say whether a full outing's list is still open.
 */
export function calendarPorts(
  stores: Pick<BaseStores, "activities" | "clock">,
  offersStopHours: number,
) {
  return { activities: stores.activities, clock: stores.clock, offersStopHours };
}

export type CalendarPorts = ReturnType<typeof calendarPorts>;

/**
 * The calendar index's keys given to the outings stored before it (`npm run activities --
 * cles-calendrier`, once per deployment): how many it keyed.
 */
export function keyCalendar(
  config: Pick<WiringConfig, "TABLE_ACTIVITIES">,
  clients: Pick<AwsClients, "ddb">,
) {
  return () => addMissingCalendarKeys({ client: clients.ddb, tableName: config.TABLE_ACTIVITIES });
}
