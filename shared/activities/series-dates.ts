import { addDaysIso } from "../time";

/** The most dates one series may publish: a season of weekly outings, with room to spare. */
export const MAX_SERIES_DATES = 60;

/** The weekdays as the form offers them, ISO numbered (1 = Monday … 7 = Sunday). */
export const SERIES_WEEKDAYS = [
  { day: 1, name: "lundi" },
  { day: 2, name: "mardi" },
  { day: 3, name: "mercredi" },
  { day: 4, name: "jeudi" },
  { day: 5, name: "vendredi" },
  { day: 6, name: "samedi" },
  { day: 7, name: "dimanche" },
] as const;

export interface SeriesRule {
  /** ISO weekdays, 1 = Monday … 7 = Sunday. */
  jours: readonly number[];
  premiere_date: string;
  derniere_date: string;
  dates_sautees: readonly string[];
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a yyyy-mm-dd calendar date. */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split("-").map(Number);
  const day = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * Every date of a series, in order: each day from the first to the last date (both included)
 * that falls on one of its weekdays and is not skipped. Calendar dates only: the meeting time
 * is the same local time on each, so the clock changes of spring and autumn do not move it.
 * Stops one past MAX_SERIES_DATES, so a rule over years costs nothing and is still refused.
 */
export function seriesDates(rule: SeriesRule): string[] {
  const days = new Set(rule.jours);
  const skipped = new Set(rule.dates_sautees);
  const dates: string[] = [];
  if (days.size === 0 || rule.derniere_date < rule.premiere_date) return dates;
  for (
    let date = rule.premiere_date;
    date <= rule.derniere_date && dates.length <= MAX_SERIES_DATES;
    date = addDaysIso(date, 1)
  ) {
    if (days.has(isoWeekday(date)) && !skipped.has(date)) dates.push(date);
  }
  return dates;
}
