import { findDueRecords } from "@core/data-protection/find-due-records";
import type { RetentionCandidates } from "@core/data-protection/ports";
import {
  CATCH_UP_DAYS,
  dateBefore,
  isRequestDue,
  lastOutingDateDue,
  outingDatesToAnonymise,
  requestCutoff,
  unconfirmedNewsletterCutoff,
} from "@core/data-protection/retention-due";
import { retentionRule } from "@shared/data-protection/retention";
import { meetingInstant } from "@shared/time";
import { describe, expect, it } from "vitest";

/** Noon in Zurich on a date. */
const noon = (date: string) => meetingInstant(date, "12:00");

describe("when a registration is due", () => {
  it("reads its period from the table of periods (24 months after the outing)", () => {
    expect(retentionRule("registration").period).toEqual({ amount: 24, unit: "months" });
  });

  it("is due 24 months and one day after its outing: the outing 24 months ago to the day waits until tomorrow", () => {
    expect(lastOutingDateDue(noon("2028-12-07"))).toBe("2026-12-06");
    expect(lastOutingDateDue(noon("2028-12-08"))).toBe("2026-12-07");
  });

  it("counts in Europe/Zurich: just after midnight in Zurich is already the next day, in winter and summer time", () => {
    // 23:30 UTC on 6 December is 00:30 on 7 December in Zurich.
    expect(lastOutingDateDue(new Date("2028-12-06T23:30:00Z"))).toBe("2026-12-06");
    expect(lastOutingDateDue(new Date("2028-12-06T22:30:00Z"))).toBe("2026-12-05");
    // 22:30 UTC on 6 July is 00:30 on 7 July in Zurich (summer time).
    expect(lastOutingDateDue(new Date("2028-07-06T22:30:00Z"))).toBe("2026-07-06");
  });

  it("takes month ends and leap days as calendar months do", () => {
    expect(dateBefore("2027-02-28", { amount: 24, unit: "months" })).toBe("2025-02-28");
    expect(dateBefore("2026-02-28", { amount: 24, unit: "months" })).toBe("2024-02-28");
    expect(dateBefore("2026-03-31", { amount: 1, unit: "months" })).toBe("2026-02-28");
    expect(dateBefore("2026-03-01", { amount: 30, unit: "days" })).toBe("2026-01-30");
    // An outing on 29 February 2024 is due on 1 March 2026, the day after 28 February.
    expect(lastOutingDateDue(noon("2026-03-01"))).toBe("2024-02-29");
  });

  it("looks at the last date due and the days before it, so that a missed night is caught up", () => {
    const dates = outingDatesToAnonymise(noon("2028-12-08"));
    expect(dates).toHaveLength(CATCH_UP_DAYS);
    expect(dates[0]).toBe("2026-12-07");
    expect(dates.at(-1)).toBe("2026-11-24");
  });
});

describe("when a request or a newsletter sign-up is due", () => {
  const now = new Date("2027-06-15T10:00:00.000Z");

  it("a request counts from its last answer, else from its creation, 12 months back", () => {
    const cutoff = requestCutoff(now, "contactMessage");
    expect(cutoff).toBe("2026-06-15T10:00:00.000Z");
    expect(isRequestDue({ created_at: "2026-06-15T09:59:59.000Z" }, cutoff)).toBe(true);
    expect(isRequestDue({ created_at: "2026-06-15T10:00:01.000Z" }, cutoff)).toBe(false);
    expect(
      isRequestDue(
        { created_at: "2026-01-01T00:00:00.000Z", handling_changed_at: "2026-07-01T00:00:00.000Z" },
        cutoff,
      ),
    ).toBe(false);
    expect(
      isRequestDue(
        { created_at: "2026-01-01T00:00:00.000Z", handling_changed_at: "2026-06-01T00:00:00.000Z" },
        cutoff,
      ),
    ).toBe(true);
  });

  it("an unconfirmed newsletter sign-up is due 30 days after it was asked for", () => {
    expect(unconfirmedNewsletterCutoff(now)).toBe("2027-05-16T10:00:00.000Z");
  });
});

describe("findDueRecords", () => {
  it("lists the registrations not yet anonymised of the outings due, the requests whose last answer is old enough and the old pending sign-ups", async () => {
    const now = noon("2028-12-08");
    const asked: string[] = [];
    const candidates: RetentionCandidates = {
      activitiesOn: async (date) => {
        asked.push(date);
        return date === "2026-12-07" ? [{ id: "sortie-1" }] : [];
      },
      registrationsOf: async () => [
        { id: "i-1" },
        { id: "i-2", anonymised_at: "2028-12-07T01:30:00.000Z" },
      ],
      requestsCreatedOnOrBefore: async (kind) =>
        kind === "contactMessage"
          ? [
              { id: "m-1", created_at: "2027-01-01T00:00:00.000Z" },
              {
                id: "m-2",
                created_at: "2027-01-01T00:00:00.000Z",
                handling_changed_at: "2028-06-01T00:00:00.000Z",
              },
            ]
          : [{ id: "q-1", created_at: "2027-11-01T00:00:00.000Z" }],
      pendingSubscribersRequestedOnOrBefore: async () => [{ subscriber_id: "s-1" }],
    };
    expect(await findDueRecords({ ...candidates, clock: { now: () => now } })).toEqual([
      { kind: "registration", id: "i-1", outing_date: "2026-12-07" },
      { kind: "contactMessage", id: "m-1" },
      { kind: "quoteRequest", id: "q-1" },
      { kind: "newsletterUnconfirmed", id: "s-1" },
    ]);
    expect(asked).toEqual(outingDatesToAnonymise(now));
  });
});
