import { paymentSchedule } from "@shared/registrations/payment-deadlines";
import { describe, expect, it } from "vitest";

// Zurich is UTC+1 in winter: a 09:00 meeting on 2026-12-20 is 08:00Z.
const far = { date: "2026-12-20", heure_rdv: "09:00" };
const at = (iso: string) => new Date(iso);

describe("paymentSchedule", () => {
  it("reminds after 24 h and expires after 48 h when the outing is far away", () => {
    const s = paymentSchedule({ createdAt: at("2026-12-01T10:00:00Z"), activity: far });
    expect(s.remindAt?.toISOString()).toBe("2026-12-02T10:00:00.000Z");
    expect(s.deadline.toISOString()).toBe("2026-12-03T10:00:00.000Z");
  });

  it("gives a bank transfer five days", () => {
    const s = paymentSchedule({
      createdAt: at("2026-12-01T10:00:00Z"),
      activity: far,
      method: "virement",
    });
    expect(s.deadline.toISOString()).toBe("2026-12-06T10:00:00.000Z");
    expect(s.remindAt?.toISOString()).toBe("2026-12-02T10:00:00.000Z");
  });

  it("never sets the deadline later than 4 h before the meeting time", () => {
    const s = paymentSchedule({
      createdAt: at("2026-12-18T20:00:00Z"),
      activity: far,
      method: "virement",
    });
    expect(s.deadline.toISOString()).toBe("2026-12-20T04:00:00.000Z");
    // 24 h later is 2026-12-19T20:00Z: 12 h before the meeting, still worth a reminder.
    expect(s.remindAt?.toISOString()).toBe("2026-12-19T20:00:00.000Z");
  });

  it("skips the reminder when the outing starts sooner than a day later", () => {
    const s = paymentSchedule({ createdAt: at("2026-12-19T12:00:00Z"), activity: far });
    expect(s.remindAt).toBeNull();
    expect(s.deadline.toISOString()).toBe("2026-12-20T04:00:00.000Z");
  });

  it("skips the reminder when it would fall less than 6 h before the meeting", () => {
    const s = paymentSchedule({ createdAt: at("2026-12-19T04:00:00Z"), activity: far });
    // 24 h later is 04:00Z on the day, 4 h before the meeting.
    expect(s.remindAt).toBeNull();
  });

  it("gives an hour of grace to a registration made in the last hours", () => {
    const s = paymentSchedule({ createdAt: at("2026-12-20T05:30:00Z"), activity: far });
    expect(s.deadline.toISOString()).toBe("2026-12-20T06:30:00.000Z");
    expect(s.remindAt).toBeNull();
  });

  it("never sets the deadline after the meeting time itself", () => {
    const s = paymentSchedule({ createdAt: at("2026-12-20T07:40:00Z"), activity: far });
    expect(s.deadline.toISOString()).toBe("2026-12-20T08:00:00.000Z");
  });

  it("reads the meeting time in Zurich summer time too", () => {
    const s = paymentSchedule({
      createdAt: at("2026-07-10T12:00:00Z"),
      activity: { date: "2026-07-11", heure_rdv: "14:00" },
    });
    // 14:00 in Zurich summer time is 12:00Z; minus 4 h.
    expect(s.deadline.toISOString()).toBe("2026-07-11T08:00:00.000Z");
  });
});
