import type { Clock } from "@core/clock";

/**
 * The one clock every handler and job of this process reads "now" from (wireAdapters' default).
 * In AWS it is the system clock and nothing changes it. The local host, which runs the handlers
 * in its own process, puts its adjustable clock in its place (local/host/local-clock.ts,
 * moved by POST /_local/clock): then the API, the queue workers and the scheduled jobs all see
 * the same shifted time.
 */
const systemClock: Clock = { now: () => new Date() };

let current: Clock = systemClock;

export const processClock: Clock = { now: () => current.now() };

/** For the local host only: the clock that processClock reads from now on (none: the system's). */
export function setProcessClock(clock?: Clock): void {
  current = clock ?? systemClock;
}
