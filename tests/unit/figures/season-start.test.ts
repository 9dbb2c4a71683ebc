import { seasonStart } from "@core/figures/season";
import { describe, expect, it } from "vitest";

describe("seasonStart", () => {
  it("is 1 January 00:00 in Zurich, written in UTC so that stored instants compare with it", () => {
    expect(seasonStart(new Date("2027-11-20T10:00:00Z"))).toBe("2026-12-31T23:00:00.000Z");
    // 1 Jan 2028 00:30 in Zurich is already the new season.
    expect(seasonStart(new Date("2027-12-31T23:30:00Z"))).toBe("2027-12-31T23:00:00.000Z");
    expect("2026-12-31T23:30:00.000Z" >= seasonStart(new Date("2027-06-01T00:00:00Z"))).toBe(true);
    expect("2026-12-31T22:30:00.000Z" >= seasonStart(new Date("2027-06-01T00:00:00Z"))).toBe(false);
  });
});
