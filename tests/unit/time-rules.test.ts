import { isMeetingPast, isUpcomingDate, meetingInstant, zurichToday } from "@shared/time";
import { describe, expect, it } from "vitest";

const utc = (d: Date) => new Date(d.getTime()).toISOString();

describe("outing timing in Europe/Zurich", () => {
  it("a UTC evening can already be tomorrow in Zurich", () => {
    // 23:30 UTC on 28 March 2026 is 00:30 on the 29th in Zurich (still winter time, UTC+1).
    const now = new Date("2026-03-28T23:30:00Z");
    expect(zurichToday(now)).toBe("2026-03-29");
    expect(isUpcomingDate("2026-03-28", now)).toBe(false);
    expect(isUpcomingDate("2026-03-29", now)).toBe(true);
  });

  it("today's outing stays upcoming all day, but registration closes at the meeting time", () => {
    const now = new Date("2026-06-15T07:29:00Z"); // 09:29 in Zurich (summer time, UTC+2)
    expect(isUpcomingDate("2026-06-15", now)).toBe(true);
    expect(isMeetingPast("2026-06-15", "09:30", now)).toBe(false);
    expect(isMeetingPast("2026-06-15", "09:30", new Date("2026-06-15T07:30:00Z"))).toBe(true);
    expect(isMeetingPast("2026-06-15", "09:29", now)).toBe(true);
    expect(isUpcomingDate("2026-06-15", new Date("2026-06-15T21:59:00Z"))).toBe(true);
    expect(isUpcomingDate("2026-06-15", new Date("2026-06-15T22:00:00Z"))).toBe(false);
  });

  it("meeting instants follow daylight saving time", () => {
    expect(utc(meetingInstant("2026-03-28", "09:00"))).toBe("2026-03-28T08:00:00.000Z");
    // DST starts on 29 March 2026 at 02:00: from then on Zurich is UTC+2.
    expect(utc(meetingInstant("2026-03-29", "09:00"))).toBe("2026-03-29T07:00:00.000Z");
    // DST ends on 25 October 2026.
    expect(utc(meetingInstant("2026-10-24", "09:00"))).toBe("2026-10-24T07:00:00.000Z");
    expect(utc(meetingInstant("2026-10-25", "09:00"))).toBe("2026-10-25T08:00:00.000Z");
  });

  it("a winter outing at 18:00 is past at 17:00 UTC, not before", () => {
    expect(isMeetingPast("2026-12-10", "18:00", new Date("2026-12-10T16:59:59Z"))).toBe(false);
    expect(isMeetingPast("2026-12-10", "18:00", new Date("2026-12-10T17:00:00Z"))).toBe(true);
  });
});
