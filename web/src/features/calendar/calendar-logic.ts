import { format } from "date-fns";
import type { Activity, ActivityCategory } from "../../../../shared/schemas/activity";
import { isUpcomingDate } from "../../../../shared/time";

/** Past outings are revealed this many at a time, most recent first. */
export const PAST_PAGE_SIZE = 10;

export interface SplitActivities {
  /** Today and later (Europe/Zurich), soonest first. */
  upcoming: Activity[];
  /** Before today (Europe/Zurich), most recent first. */
  past: Activity[];
}

/** Orders by date then meeting time; the API already sorts by date, this keeps the rule local. */
function byStart(a: Activity, b: Activity): number {
  const da = `${a.date}T${a.heure_rdv}`;
  const db = `${b.date}T${b.heure_rdv}`;
  return da < db ? -1 : da > db ? 1 : 0;
}

/** Splits outings into upcoming and past, as the tabs show them. */
export function splitActivities(
  activities: readonly Activity[],
  now: Date = new Date(),
): SplitActivities {
  const sorted = [...activities].sort(byStart);
  const upcoming = sorted.filter((a) => isUpcomingDate(a.date, now));
  const past = sorted.filter((a) => !isUpcomingDate(a.date, now)).reverse();
  return { upcoming, past };
}

/** The distinct yyyy-mm-dd dates that have at least one outing, ascending. */
export function daysWithActivities(activities: readonly Activity[]): string[] {
  return [...new Set(activities.map((a) => a.date))].sort();
}

/** The outings of one yyyy-mm-dd day, by meeting time. */
export function activitiesOn(activities: readonly Activity[], date: string): Activity[] {
  return activities.filter((a) => a.date === date).sort(byStart);
}

/** The first `pages` pages of past outings, and whether more remain. */
export function pastPage(
  past: readonly Activity[],
  pages: number,
): { shown: Activity[]; hasMore: boolean } {
  const count = Math.max(1, pages) * PAST_PAGE_SIZE;
  return { shown: past.slice(0, count), hasMore: past.length > count };
}

/** yyyy-mm-dd -> a local Date at midnight, as the date picker works with local calendar days. */
export function isoToLocalDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A local Date picked in the date picker -> its yyyy-mm-dd calendar day. */
export function localDateToIso(date: Date): string {
  return format(date, "yyyy-MM-dd");
}

/** CSS modifier class of each category (a coloured left border); the label is always written too. */
export const CATEGORY_CLASS: Record<ActivityCategory, string> = {
  VTT: "is-category-vtt",
  Randonnée: "is-category-randonnee",
  "Bien-être": "is-category-bien-etre",
  Autre: "is-category-autre",
};

/** "N places disponibles", "1 place disponible" or "Complet"; null when the outing has no limit. */
export function placesLabel(places: number | null): string | null {
  if (places === null) return null;
  if (places === 0) return "Complet";
  return places === 1 ? "1 place disponible" : `${places} places disponibles`;
}

/** yyyy-mm-dd -> number of outings that day, for the date picker's markers and labels. */
export function activitiesPerDay(activities: readonly Activity[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const date of activities.map((a) => a.date).sort()) {
    counts.set(date, (counts.get(date) ?? 0) + 1);
  }
  return counts;
}

/** The month the picker opens on: the next upcoming outing's, else today's (Europe/Zurich). */
export function initialPickerMonth(split: SplitActivities, today: string): string {
  return split.upcoming[0]?.date ?? today;
}
