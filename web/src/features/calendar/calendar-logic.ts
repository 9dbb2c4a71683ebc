import { formatLongDate, formatMonth } from "@shared/date-format";
import type { Activity, ActivityCategory } from "@shared/schemas/activity";
import { isoDay, isUpcomingDate } from "@shared/time";

/** The calendar's one heading, on the home page (h2) and on /calendrier (h1) alike. */
export const CALENDAR_HEADING = "Calendrier des activités";

/** The date grid's accessible description (and visible hint): its keys. */
export const DATE_GRID_HINT =
  "Au clavier : flèches pour changer de jour, Page précédente et Page suivante pour changer de mois, Entrée pour choisir le jour.";

/** The link, first in the calendar, that takes the keyboard past the picker to the outings. */
export const SKIP_TO_LIST = "Aller à la liste des activités";

/** The outings list's keys, shown where a keyboard is at hand (calendar.css). */
export const LIST_KEYS_HINT =
  "Au clavier : Page suivante et Page précédente passent d'une activité à l'autre.";

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

/**
 * The past outings loaded so far (newest first, page after page from the API) and the next page's
 * cursor: undefined before the first page, null once none is left.
 */
export interface LoadedPast {
  activities: readonly Activity[];
  next: string | null | undefined;
}

/**
 * Whether the calendar needs past outings: the past tab is open, a past day is chosen, or the
 * picker shows a month with past days (the current one or earlier), whose days it marks.
 */
export function needsPast(
  tab: "upcoming" | "past",
  selected: string | null,
  month: string,
  today: string,
): boolean {
  return tab === "past" || (selected !== null && selected < today) || month <= monthOf(today);
}

/**
 * Whether the loaded past outings hold every past outing of the shown month (and of the months
 * after it): they reach back before its first day, or none is left. Until then the calendar loads
 * the next page, so the picker's marks and the lists are true for the month shown, without
 * reading further back than the visitor looks.
 */
export function pastCoversMonth(past: LoadedPast, month: string, today: string): boolean {
  if (past.next === null) return true;
  if (past.next === undefined) return false;
  if (month > monthOf(today)) return true;
  const oldest = past.activities[past.activities.length - 1];
  return oldest !== undefined && oldest.date < `${month}-01`;
}

/**
 * The past tab's count: the past outings listed, with « + » while older ones can still be loaded
 * (their total is never read); none before the first page.
 */
export function pastCount(listed: number, past: LoadedPast): string | null {
  if (past.next === undefined) return null;
  return past.next === null ? `${listed}` : `${listed}+`;
}

/** yyyy-mm-dd -> a local Date at midnight, as the date picker works with local calendar days. */
export function isoToLocalDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(y ?? 1970, (m ?? 1) - 1, d ?? 1);
}

/** A local Date picked in the date picker -> its yyyy-mm-dd calendar day. */
export function localDateToIso(date: Date): string {
  return isoDay(date.getFullYear(), date.getMonth() + 1, date.getDate());
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

/**
 * The price badge: « CHF 50.00 par personne » (the price is per person, so the total of several
 * is never a surprise); a free outing keeps its own text. `prix` is the API's display text of
 * prix_centimes (the calendar does not load the money helpers for it).
 */
export function priceLabel(activity: Pick<Activity, "prix" | "prix_centimes">): string {
  return activity.prix_centimes > 0 ? `${activity.prix} par personne` : activity.prix;
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

/** "2026-12-06" -> "2026-12": the month a day belongs to, as the picker shows months. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The outings of one yyyy-mm month (the month the picker shows). */
export function activitiesInMonth(activities: readonly Activity[], month: string): Activity[] {
  return activities.filter((a) => monthOf(a.date) === month);
}

/**
 * The tabs' lists follow the month the picker shows: upcoming outings from its first day on,
 * past ones up to its last day, so the shown month's outings head each list and none is out of
 * reach (the order of each list is kept).
 */
export function followMonth(split: SplitActivities, month: string): SplitActivities {
  return {
    upcoming: split.upcoming.filter((a) => monthOf(a.date) >= month),
    past: split.past.filter((a) => monthOf(a.date) <= month),
  };
}

/** "2 sorties", "1 sortie", "Aucune sortie": how many outings, as a sentence starts. */
export function outingsCount(count: number): string {
  if (count === 0) return "Aucune sortie";
  return count === 1 ? "1 sortie" : `${count} sorties`;
}

/** What the live region says once a day is chosen: « 2 sorties le dimanche 6 décembre 2026 ». */
export function dayAnnouncement(date: string, count: number): string {
  return `${outingsCount(count)} le ${formatLongDate(date)}`;
}

/** What the live region says once the month changes: « 3 sorties en décembre 2026 ». */
export function monthAnnouncement(month: string, count: number): string {
  return `${outingsCount(count)} en ${formatMonth(month)}`;
}
