import { TZDate } from "@date-fns/tz";
import { format } from "date-fns";
import { fr } from "date-fns/locale/fr";
import { TIME_ZONE } from "./time";

/**
 * How dates and times read in French, on the site and in e-mails and SMS alike. A yyyy-mm-dd date
 * and an HH:MM time are an activity's own Europe/Zurich calendar day and wall-clock time; an
 * instant (a timestamp) is shown as the Zurich wall-clock time it was.
 */

/** A yyyy-mm-dd calendar day at midnight in Europe/Zurich, whatever zone the code runs in. */
function zurichDay(isoDate: string): TZDate {
  const [y, m, d] = isoDate.split("-").map(Number);
  return new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, TIME_ZONE);
}

/** "2026-03-12" -> "12 mars 2026": the date of running text (e-mails, SMS, blog). */
export function formatDate(isoDate: string): string {
  return format(zurichDay(isoDate), "d MMMM yyyy", { locale: fr });
}

/**
 * "2026-12-05" -> "sam. 5 déc. 2026": every date a visitor reads on the site (cards, summaries,
 * blog). The weekday comes first because that is how people plan an outing; no leading zero.
 */
export function formatShortDate(isoDate: string): string {
  return format(zurichDay(isoDate), "EEE d MMM yyyy", { locale: fr });
}

/** "2026-03-12" -> "jeudi 12 mars 2026": headings and the accessible names of calendar days. */
export function formatLongDate(isoDate: string): string {
  return format(zurichDay(isoDate), "EEEE d MMMM yyyy", { locale: fr });
}

/** "2026-12" (a yyyy-mm month) -> "décembre 2026": the month the calendar shows. */
export function formatMonth(month: string): string {
  return format(zurichDay(`${month}-01`), "MMMM yyyy", { locale: fr });
}

/** "09:30" -> "9h30", "14:00" -> "14h00": a meeting time, the Swiss way. */
export function formatTime(hhmm: string): string {
  const [hh, mm] = hhmm.split(":");
  return `${Number(hh)}h${mm ?? "00"}`;
}

/** An instant -> "12 mars 2026 à 9h30", in Europe/Zurich (e.g. when a payment was made). */
export function formatDateTime(instant: Date | string): string {
  const zurich = new TZDate(new Date(instant).getTime(), TIME_ZONE);
  return format(zurich, "d MMMM yyyy 'à' H'h'mm", { locale: fr });
}

/**
 * An instant -> "jeudi 3 décembre à 14h30", in Europe/Zurich: a payment deadline, said with its
 * weekday so that nobody has to count the days.
 */
export function formatDeadline(instant: Date | string): string {
  const zurich = new TZDate(new Date(instant).getTime(), TIME_ZONE);
  return format(zurich, "EEEE d MMMM 'à' H'h'mm", { locale: fr });
}
