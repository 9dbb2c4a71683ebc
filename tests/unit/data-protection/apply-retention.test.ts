import { applyRetention } from "@core/data-protection/apply-retention";
import type { RetentionWrites } from "@core/data-protection/ports";
import { meetingInstant } from "@shared/time";
import { describe, expect, it, vi } from "vitest";

// A zoned instant, as shared/time hands them out: what is written is still UTC (« Z »), as stored.
const now = meetingInstant("2028-12-08", "02:30");
const AT = "2028-12-08T01:30:00.000Z";
const clock = { now: () => now };

function fakeWrites(): RetentionWrites & { calls: unknown[][] } {
  const calls: unknown[][] = [];
  const record =
    <T>(name: string, answer: T) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
  return {
    calls,
    anonymiseRegistration: vi.fn(record("anonymiseRegistration", true)),
    eraseContactMessage: vi.fn(record("eraseContactMessage", true)),
    eraseQuoteRequest: vi.fn(record("eraseQuoteRequest", "anonymised" as const)),
    erasePendingSubscriber: vi.fn(record("erasePendingSubscriber", false)),
  };
}

describe("applyRetention", () => {
  it("anonymises a registration whose outing (by the index's date) is due, and only then", async () => {
    const writes = fakeWrites();
    const apply = (outing_date?: string) =>
      applyRetention({ kind: "registration", id: "i-1", outing_date }, { writes, clock });
    expect(await apply("2026-12-07")).toBe(true);
    expect(await apply("2026-12-08")).toBe(false);
    expect(await apply(undefined)).toBe(false);
    expect(writes.calls).toEqual([["anonymiseRegistration", "i-1", AT]]);
  });

  it("erases requests and sign-ups with the limit of their period, and counts only what changed", async () => {
    const writes = fakeWrites();
    expect(await applyRetention({ kind: "contactMessage", id: "m-1" }, { writes, clock })).toBe(
      true,
    );
    expect(await applyRetention({ kind: "quoteRequest", id: "q-1" }, { writes, clock })).toBe(true);
    expect(
      await applyRetention({ kind: "newsletterUnconfirmed", id: "s-1" }, { writes, clock }),
    ).toBe(false);
    expect(writes.calls).toEqual([
      ["eraseContactMessage", "m-1", { lastAnswerOnOrBefore: "2027-12-08T01:30:00.000Z" }],
      ["eraseQuoteRequest", "q-1", AT, { lastAnswerOnOrBefore: "2027-12-08T01:30:00.000Z" }],
      ["erasePendingSubscriber", "s-1", "2028-11-08T01:30:00.000Z"],
    ]);
  });
});
