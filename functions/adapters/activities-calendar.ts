/**
 * The outings' one index by time (infra/resources.ts): every outing carries the same partition
 * value and its start, date then meeting time, as sortable text ("2026-03-12T09:30", Swiss local
 * time). The calendar's upcoming and past outings, the day-before reminder's and the retention
 * job's outings of a date are all ranges of it: never a Scan.
 */
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
