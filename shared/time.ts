import { TZDate } from "@date-fns/tz";

/** Outings happen in Switzerland: "today" and "past" are always computed in this zone. */
export const TIME_ZONE = "Europe/Zurich";

/** Today's calendar date in Europe/Zurich, as yyyy-mm-dd. */
export function zurichToday(now: Date = new Date()): string {
  const zurich = new TZDate(now.getTime(), TIME_ZONE);
  return isoDay(zurich.getFullYear(), zurich.getMonth() + 1, zurich.getDate());
}

/** yyyy-mm-dd of a year, a month (1 = January) and a day. */
export function isoDay(year: number, month: number, day: number): string {
  if (Number.isNaN(year + month + day)) throw new RangeError("Invalid time value");
  const two = (n: number) => String(n).padStart(2, "0");
  return `${String(year).padStart(4, "0")}-${two(month)}-${two(day)}`;
}

/** An outing is upcoming when its date is today or later in Europe/Zurich (start of day). */
export function isUpcomingDate(date: string, now: Date = new Date()): boolean {
  return date >= zurichToday(now);
}

/** The instant an outing starts: its date and meeting time read in Europe/Zurich. */
export function meetingInstant(date: string, heureRdv: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  const [hh, mm] = heureRdv.split(":").map(Number);
  return new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0, 0, TIME_ZONE);
}

/** True once the meeting time of the outing has passed: registration is then closed. */
export function isMeetingPast(date: string, heureRdv: string, now: Date = new Date()): boolean {
  return meetingInstant(date, heureRdv).getTime() <= now.getTime();
}

/** Shifts a yyyy-mm-dd date by whole days (calendar arithmetic, no time zone involved). */
export function addDaysIso(date: string, days: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const utc = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + days));
  return utc.toISOString().slice(0, 10);
}

/** The Europe/Zurich calendar month of an instant, as yyyy-mm (31 Oct 23:30 in Zurich is October). */
export function zurichMonth(instant: Date | string): string {
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  const zurich = new TZDate(time, TIME_ZONE);
  return isoDay(zurich.getFullYear(), zurich.getMonth() + 1, 1).slice(0, 7);
}
