import { TZDate } from "@date-fns/tz";
import {
  formatDate,
  formatDateTime,
  formatDeadline,
  formatLongDate,
  formatMonth,
  formatShortDate,
  formatTime,
} from "@shared/date-format";
import { addDaysIso, meetingInstant, TIME_ZONE, zurichToday } from "@shared/time";
import { format } from "date-fns";
import { fr } from "date-fns/locale/fr";
import { afterEach, describe, expect, it } from "vitest";
import { localDateToIso } from "../../web/src/features/calendar/calendar-logic";
import { eventStartDate } from "../../web/src/features/calendar/event-json-ld";

describe("French dates of calendar days", () => {
  it("writes running text dates as « 12 mars 2026 », day without a leading zero", () => {
    expect(formatDate("2026-03-12")).toBe("12 mars 2026");
    expect(formatDate("2026-08-01")).toBe("1 août 2026");
    expect(formatDate("2026-12-31")).toBe("31 décembre 2026");
  });

  it("writes the site's dates with their weekday, « sam. 6 déc. 2026 », no leading zero", () => {
    expect(formatShortDate("2026-12-06")).toBe("dim. 6 déc. 2026");
    expect(formatShortDate("2026-12-05")).toBe("sam. 5 déc. 2026");
    expect(formatShortDate("2026-03-12")).toBe("jeu. 12 mars 2026");
    expect(formatShortDate("2026-05-05")).toBe("mar. 5 mai 2026");
    expect(formatShortDate("2026-01-09")).toBe("ven. 9 janv. 2026");
    expect(formatShortDate("2026-06-01")).toBe("lun. 1 juin 2026");
  });

  it("names every weekday of a week in its short French form", () => {
    const week = ["2026-11-30", "2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04"];
    expect(week.map((day) => formatShortDate(day).split(" ")[0])).toEqual([
      "lun.",
      "mar.",
      "mer.",
      "jeu.",
      "ven.",
    ]);
  });

  it("names the weekday for headings and calendar days", () => {
    expect(formatLongDate("2026-03-12")).toBe("jeudi 12 mars 2026");
    expect(formatLongDate("2026-03-29")).toBe("dimanche 29 mars 2026");
  });

  it("names a month for the calendar's list and announcements", () => {
    expect(formatMonth("2026-12")).toBe("décembre 2026");
    expect(formatMonth("2027-01")).toBe("janvier 2027");
  });

  it("refuses what is not a date instead of printing nonsense", () => {
    expect(() => formatDate("bientôt")).toThrow(RangeError);
    expect(() => formatShortDate("bientôt")).toThrow(RangeError);
  });
});

describe("meeting times", () => {
  it("writes the meeting time the Swiss way", () => {
    expect(formatTime("09:00")).toBe("9h00");
    expect(formatTime("09:30")).toBe("9h30");
    expect(formatTime("13:45")).toBe("13h45");
    expect(formatTime("14:00")).toBe("14h00");
  });
});

describe("instants in Europe/Zurich", () => {
  it("shows the Zurich wall-clock time, winter (UTC+1) and summer (UTC+2)", () => {
    expect(formatDateTime(new Date("2026-03-12T08:30:00Z"))).toBe("12 mars 2026 à 9h30");
    expect(formatDateTime("2026-07-01T12:00:00.000Z")).toBe("1 juillet 2026 à 14h00");
  });

  it("a UTC evening is already the next day in Zurich", () => {
    expect(formatDateTime("2026-03-28T23:30:00Z")).toBe("29 mars 2026 à 0h30");
  });
});

describe("whatever zone the code runs in (Lambda in UTC, a browser abroad)", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });

  it.each(["UTC", "America/Los_Angeles", "Pacific/Kiritimati"])("reads the same in %s", (zone) => {
    process.env.TZ = zone;
    expect(formatDate("2026-03-12")).toBe("12 mars 2026");
    expect(formatShortDate("2026-03-29")).toBe("dim. 29 mars 2026");
    expect(formatLongDate("2026-10-25")).toBe("dimanche 25 octobre 2026");
    expect(formatDateTime("2026-03-12T08:30:00Z")).toBe("12 mars 2026 à 9h30");
  });
});

/**
 * The formats are written by hand (no formatting library in the bundles): each one is checked
 * against date-fns's own `format` with its fr locale, which the site used before, on every day of
 * sixteen years and on instants every 47 minutes across three years of clock changes, in three
 * zones the code may run in.
 */
describe("the same text as date-fns's French format", () => {
  const original = process.env.TZ;
  afterEach(() => {
    if (original === undefined) delete process.env.TZ;
    else process.env.TZ = original;
  });
  const days: string[] = [];
  for (let day = "2020-01-01"; day <= "2035-12-31"; day = addDaysIso(day, 1)) days.push(day);
  const instants: Date[] = [];
  for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 47 * 60_000) {
    instants.push(new Date(t));
  }
  const zurich = (instant: Date) => new TZDate(instant.getTime(), TIME_ZONE);
  const midnight = (day: string) => {
    const [y, m, d] = day.split("-").map(Number);
    return new TZDate(y ?? 0, (m ?? 1) - 1, d ?? 1, TIME_ZONE);
  };

  it.each(["UTC", "Europe/Zurich", "America/Los_Angeles"])(
    "in %s",
    (zone) => {
      process.env.TZ = zone;
      const differences: string[] = [];
      const same = (what: string, ours: string, theirs: string) => {
        if (ours !== theirs) differences.push(`${what}: ${ours} ≠ ${theirs}`);
      };
      for (const day of days) {
        const at = midnight(day);
        same(day, formatDate(day), format(at, "d MMMM yyyy", { locale: fr }));
        same(day, formatShortDate(day), format(at, "EEE d MMM yyyy", { locale: fr }));
        same(day, formatLongDate(day), format(at, "EEEE d MMMM yyyy", { locale: fr }));
        same(day, formatMonth(day.slice(0, 7)), format(at, "MMMM yyyy", { locale: fr }));
        same(
          day,
          eventStartDate(day, "09:30"),
          format(zurich(meetingInstant(day, "09:30")), "yyyy-MM-dd'T'HH:mm:ssxxx"),
        );
        const local = new Date(
          Number(day.slice(0, 4)),
          Number(day.slice(5, 7)) - 1,
          Number(day.slice(8)),
        );
        same(day, localDateToIso(local), format(local, "yyyy-MM-dd"));
      }
      for (const instant of instants) {
        const at = instant.toISOString();
        same(
          at,
          formatDateTime(instant),
          format(zurich(instant), "d MMMM yyyy 'à' H'h'mm", { locale: fr }),
        );
        same(
          at,
          formatDeadline(at),
          format(zurich(instant), "EEEE d MMMM 'à' H'h'mm", { locale: fr }),
        );
        same(at, zurichToday(instant), format(zurich(instant), "yyyy-MM-dd"));
      }
      expect(differences.slice(0, 5)).toEqual([]);
      // Some 40,000 comparisons per zone: a second or two alone, many more beside a busy test run.
    },
    60_000,
  );
});
