import { TZDate } from "@date-fns/tz";
import { TIME_ZONE } from "./time";

/**
 * How dates and times read in French, on the site and in e-mails and SMS alike. A yyyy-mm-dd date
 * and an HH:MM time are an activity's own Europe/Zurich calendar day and wall-clock time; an
 * instant (a timestamp) is shown as the Zurich wall-clock time it was. The French names are
 * written here (those of date-fns's fr locale, checked against it in tests/unit/date-format.test.ts):
 * a formatting library and its locales would weigh more than the few patterns the site uses.
 */

const WEEKDAYS = ["dimanche", "lundi", "mardi", "mercredi", "jeudi", "vendredi", "samedi"];
const WEEKDAYS_SHORT = ["dim.", "lun.", "mar.", "mer.", "jeu.", "ven.", "sam."];
const MONTHS = [
  "janvier",
  "février",
  "mars",
  "avril",
  "mai",
  "juin",
  "juillet",
  "août",
  "septembre",
  "octobre",
  "novembre",
  "décembre",
];
const MONTHS_SHORT = [
  "janv.",
  "févr.",
  "mars",
  "avr.",
  "mai",
  "juin",
  "juil.",
  "août",
  "sept.",
  "oct.",
  "nov.",
  "déc.",
];

interface DayParts {
  year: number;
  /** 0 = January. */
  month: number;
  day: number;
  /** 0 = Sunday. */
  weekday: number;
}

/** Never prints « NaN undefined NaN »: what is not a date is refused. */
function checked(time: number): number {
  if (Number.isNaN(time)) throw new RangeError("Invalid time value");
  return time;
}

/** A yyyy-mm-dd calendar day's parts (calendar arithmetic: no zone can move it). */
function dayParts(isoDate: string): DayParts {
  const [y, m, d] = isoDate.split("-").map(Number);
  const utc = new Date(checked(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1)));
  return {
    year: utc.getUTCFullYear(),
    month: utc.getUTCMonth(),
    day: utc.getUTCDate(),
    weekday: utc.getUTCDay(),
  };
}

/** An instant's Europe/Zurich wall clock. */
function zurichClock(instant: Date | string): DayParts & { hour: number; minute: number } {
  const zurich = new TZDate(checked(new Date(instant).getTime()), TIME_ZONE);
  return {
    year: zurich.getFullYear(),
    month: zurich.getMonth(),
    day: zurich.getDate(),
    weekday: zurich.getDay(),
    hour: zurich.getHours(),
    minute: zurich.getMinutes(),
  };
}

const clockTime = (hour: number, minute: number) => `${hour}h${String(minute).padStart(2, "0")}`;

/** "2026-03-12" -> "12 mars 2026": the date of running text (e-mails, SMS, blog). */
export function formatDate(isoDate: string): string {
  const { day, month, year } = dayParts(isoDate);
  return `${day} ${MONTHS[month]} ${year}`;
}

/**
 * "2026-12-05" -> "sam. 5 déc. 2026": every date a visitor reads on the site (cards, summaries,
 * blog). The weekday comes first because that is how people plan an outing; no leading zero.
 */
export function formatShortDate(isoDate: string): string {
  const { weekday, day, month, year } = dayParts(isoDate);
  return `${WEEKDAYS_SHORT[weekday]} ${day} ${MONTHS_SHORT[month]} ${year}`;
}

/** "2026-03-12" -> "jeudi 12 mars 2026": headings and the accessible names of calendar days. */
export function formatLongDate(isoDate: string): string {
  const { weekday, day, month, year } = dayParts(isoDate);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} ${year}`;
}

/** "2026-12" (a yyyy-mm month) -> "décembre 2026": the month the calendar shows. */
export function formatMonth(month: string): string {
  const parts = dayParts(`${month}-01`);
  return `${MONTHS[parts.month]} ${parts.year}`;
}

/** "09:30" -> "9h30", "14:00" -> "14h00": a meeting time, the Swiss way. */
export function formatTime(hhmm: string): string {
  const [hh, mm] = hhmm.split(":");
  return `${Number(hh)}h${mm ?? "00"}`;
}

/** An instant -> "12 mars 2026 à 9h30", in Europe/Zurich (e.g. when a payment was made). */
export function formatDateTime(instant: Date | string): string {
  const { day, month, year, hour, minute } = zurichClock(instant);
  return `${day} ${MONTHS[month]} ${year} à ${clockTime(hour, minute)}`;
}

/**
 * An instant -> "jeudi 3 décembre à 14h30", in Europe/Zurich: a payment deadline, said with its
 * weekday so that nobody has to count the days.
 */
export function formatDeadline(instant: Date | string): string {
  const { weekday, day, month, hour, minute } = zurichClock(instant);
  return `${WEEKDAYS[weekday]} ${day} ${MONTHS[month]} à ${clockTime(hour, minute)}`;
}

/** "1958-04-12" -> "12.04.1958": a date of birth, as Swiss forms and lists write it. */
export function formatNumericDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}.${month}.${year}`;
}
