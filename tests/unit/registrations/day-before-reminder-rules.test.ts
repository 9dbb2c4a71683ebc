import {
  dayBeforeReminderDate,
  dayBeforeReminderInstant,
  getsDayBeforeReminder,
  madeBeforeDayBeforeReminder,
} from "@shared/registrations/day-before-reminder";
import { addDaysIso } from "@shared/time";
import { describe, expect, it } from "vitest";
import { defineResources } from "../../../infra/resources";

const iso = (d: Date) => d.toISOString();

describe("the day-before reminder's instant: 18:00 in Zurich the day before", () => {
  it("summer and winter time", () => {
    expect(iso(dayBeforeReminderInstant("2026-07-15"))).toBe("2026-07-14T16:00:00.000Z");
    expect(iso(dayBeforeReminderInstant("2026-12-10"))).toBe("2026-12-09T17:00:00.000Z");
  });

  it("around the last Sunday of March (29 March 2026, winter to summer time)", () => {
    // The eve of the change day is still winter time (UTC+1).
    expect(iso(dayBeforeReminderInstant("2026-03-29"))).toBe("2026-03-28T17:00:00.000Z");
    // Reminded on the change day itself, in summer time (UTC+2).
    expect(iso(dayBeforeReminderInstant("2026-03-30"))).toBe("2026-03-29T16:00:00.000Z");
    expect(iso(dayBeforeReminderInstant("2026-03-31"))).toBe("2026-03-30T16:00:00.000Z");
  });

  it("around the last Sunday of October (25 October 2026, summer to winter time)", () => {
    expect(iso(dayBeforeReminderInstant("2026-10-25"))).toBe("2026-10-24T16:00:00.000Z");
    expect(iso(dayBeforeReminderInstant("2026-10-26"))).toBe("2026-10-25T17:00:00.000Z");
    expect(iso(dayBeforeReminderInstant("2026-10-27"))).toBe("2026-10-26T17:00:00.000Z");
  });

  it("across the new year and a month's end", () => {
    expect(iso(dayBeforeReminderInstant("2027-01-01"))).toBe("2026-12-31T17:00:00.000Z");
    expect(iso(dayBeforeReminderInstant("2026-03-01"))).toBe("2026-02-28T17:00:00.000Z");
  });
});

describe("which outings' date a run reminds", () => {
  it("nothing before 18:00 in Zurich, tomorrow from 18:00 on (summer)", () => {
    expect(dayBeforeReminderDate(new Date("2026-07-14T15:59:59Z"))).toBeNull();
    expect(dayBeforeReminderDate(new Date("2026-07-14T16:00:00Z"))).toBe("2026-07-15");
    expect(dayBeforeReminderDate(new Date("2026-07-14T21:59:59Z"))).toBe("2026-07-15");
    // Midnight in Zurich: tomorrow is the 16th now, whose hour has not come.
    expect(dayBeforeReminderDate(new Date("2026-07-14T22:00:00Z"))).toBeNull();
  });

  it("nothing before 18:00 in Zurich, tomorrow from 18:00 on (winter)", () => {
    expect(dayBeforeReminderDate(new Date("2026-12-09T16:59:59Z"))).toBeNull();
    expect(dayBeforeReminderDate(new Date("2026-12-09T17:00:00Z"))).toBe("2026-12-10");
    expect(dayBeforeReminderDate(new Date("2026-12-09T22:59:00Z"))).toBe("2026-12-10");
    expect(dayBeforeReminderDate(new Date("2026-12-09T23:00:00Z"))).toBeNull();
  });

  it("on the change days", () => {
    // 28 March, 17:59 and 18:00 in winter time: the outing of the change day.
    expect(dayBeforeReminderDate(new Date("2026-03-28T16:59:00Z"))).toBeNull();
    expect(dayBeforeReminderDate(new Date("2026-03-28T17:00:00Z"))).toBe("2026-03-29");
    // 29 March, the change day: 18:00 is 16:00 UTC.
    expect(dayBeforeReminderDate(new Date("2026-03-29T15:59:00Z"))).toBeNull();
    expect(dayBeforeReminderDate(new Date("2026-03-29T16:00:00Z"))).toBe("2026-03-30");
    // 25 October, the change day back: 18:00 is 17:00 UTC again.
    expect(dayBeforeReminderDate(new Date("2026-10-25T16:00:00Z"))).toBeNull();
    expect(dayBeforeReminderDate(new Date("2026-10-25T17:00:00Z"))).toBe("2026-10-26");
  });
});

describe("the schedule covers 18:00 in Zurich every day of the year", () => {
  const schedule = defineResources().schedules.find((s) => s.function === "dayBeforeReminders");
  const match = /^cron\(0\/15 (\d+)-(\d+) \* \* \? \*\)$/.exec(schedule?.expression ?? "");
  const [first, last] = [Number(match?.[1]), Number(match?.[2])];

  it("each reminder instant of 2026 and 2027 is one of the rule's runs (UTC)", () => {
    expect(match).not.toBeNull();
    for (let date = "2026-01-01"; date <= "2027-12-31"; date = addDaysIso(date, 1)) {
      const at = dayBeforeReminderInstant(date);
      expect(at.getUTCMinutes() % 15, date).toBe(0);
      expect(at.getUTCHours(), date).toBeGreaterThanOrEqual(first);
      // A failed run is taken up by at least four more before the rule's last hour.
      expect(at.getUTCHours() + 4, date).toBeLessThanOrEqual(last);
    }
  });
});

describe("who gets the reminder", () => {
  const date = "2026-07-15";
  const before = "2026-07-14T15:59:59.000Z";

  it("paid, or waiting for a bank transfer; made before 18:00 the day before", () => {
    expect(getsDayBeforeReminder({ status: "paid", created_at: before }, date)).toBe(true);
    expect(
      getsDayBeforeReminder(
        { status: "pending_payment", created_at: before, open_virement_payment_id: "pay-1" },
        date,
      ),
    ).toBe(true);
  });

  it("not unpaid without a bank transfer, expired or cancelled", () => {
    expect(getsDayBeforeReminder({ status: "pending_payment", created_at: before }, date)).toBe(
      false,
    );
    for (const status of ["expired", "cancelled"]) {
      expect(
        getsDayBeforeReminder(
          { status, created_at: before, open_virement_payment_id: "pay-1" },
          date,
        ),
      ).toBe(false);
    }
  });

  it("not made at or after 18:00 the day before (its confirmation says so)", () => {
    expect(madeBeforeDayBeforeReminder(before, date)).toBe(true);
    expect(madeBeforeDayBeforeReminder("2026-07-14T16:00:00.000Z", date)).toBe(false);
    expect(
      getsDayBeforeReminder({ status: "paid", created_at: "2026-07-14T16:00:00.000Z" }, date),
    ).toBe(false);
    // Winter: 17:59 Zurich is 16:59 UTC.
    expect(madeBeforeDayBeforeReminder("2026-12-09T16:59:00.000Z", "2026-12-10")).toBe(true);
    expect(madeBeforeDayBeforeReminder("2026-12-09T17:00:00.000Z", "2026-12-10")).toBe(false);
  });
});
