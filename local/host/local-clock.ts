/**
 * The local host's clock: the real time plus an offset that tests and developers move forward
 * with POST /_local/clock { "advance": "PT25H" } and reset with DELETE /_local/clock. The host
 * hands it to every function it runs (functions/clock.ts), so the API, the queue workers and the
 * scheduled jobs see the same time: reminders and expiry are tried without waiting a day. Only
 * the local host has it; nothing of it is deployed.
 */
import type { Clock } from "../../functions/core/clock";

const UNIT_MS = { W: 7 * 86_400_000, D: 86_400_000, H: 3_600_000, M: 60_000, S: 1000 } as const;

/**
 * An ISO 8601 duration of weeks, days, hours, minutes and seconds ("PT25H", "P2DT3H30M",
 * "PT90S") in milliseconds; null for anything else (years and months have no fixed length).
 */
export function parseIsoDuration(text: string): number | null {
  const match = /^P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/.exec(
    text.trim(),
  );
  if (!match || text.trim() === "P" || text.trim().endsWith("T")) return null;
  const [, w, d, h, m, s] = match;
  const parts: [string | undefined, number][] = [
    [w, UNIT_MS.W],
    [d, UNIT_MS.D],
    [h, UNIT_MS.H],
    [m, UNIT_MS.M],
    [s, UNIT_MS.S],
  ];
  if (parts.every(([value]) => value === undefined)) return null;
  return Math.round(parts.reduce((sum, [value, unit]) => sum + Number(value ?? 0) * unit, 0));
}

export class LocalClock implements Clock {
  private offsetMs = 0;

  constructor(private readonly base: () => number = Date.now) {}

  now(): Date {
    return new Date(this.base() + this.offsetMs);
  }

  /** Time only moves forward, as it does for the functions in AWS. */
  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError("advance must be a positive duration");
    this.offsetMs += ms;
  }

  reset(): void {
    this.offsetMs = 0;
  }

  describe(): { now: string; offset_seconds: number } {
    return { now: this.now().toISOString(), offset_seconds: Math.round(this.offsetMs / 1000) };
  }
}
