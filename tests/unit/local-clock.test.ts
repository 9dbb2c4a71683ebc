import { describe, expect, it } from "vitest";
import { LocalClock, parseIsoDuration } from "../../local/host/local-clock";

describe("parseIsoDuration", () => {
  it("reads weeks, days, hours, minutes and seconds", () => {
    expect(parseIsoDuration("PT25H")).toBe(25 * 3_600_000);
    expect(parseIsoDuration("P2DT3H30M")).toBe((2 * 24 + 3) * 3_600_000 + 30 * 60_000);
    expect(parseIsoDuration("PT90S")).toBe(90_000);
    expect(parseIsoDuration("P1W")).toBe(7 * 86_400_000);
    expect(parseIsoDuration("PT0.5S")).toBe(500);
  });

  it("refuses what is not a duration of fixed length", () => {
    for (const text of ["", "P", "PT", "25H", "P1Y", "P1M", "PT-1H", "P1DT", "pt25h"]) {
      expect(parseIsoDuration(text), text).toBeNull();
    }
  });
});

describe("LocalClock", () => {
  it("moves forward by what it is told, and back to the base time on reset", () => {
    const clock = new LocalClock(() => Date.parse("2026-05-01T08:00:00Z"));
    clock.advance(25 * 3_600_000);
    expect(clock.now().toISOString()).toBe("2026-05-02T09:00:00.000Z");
    expect(clock.describe()).toEqual({ now: "2026-05-02T09:00:00.000Z", offset_seconds: 90_000 });
    clock.reset();
    expect(clock.now().toISOString()).toBe("2026-05-01T08:00:00.000Z");
    expect(() => clock.advance(-1)).toThrow(RangeError);
  });
});
