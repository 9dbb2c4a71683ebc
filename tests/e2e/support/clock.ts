/**
 * The local host's clock (POST/DELETE /_local/clock): every function it runs reads "now" from it,
 * so deadlines (a TWINT code's 10 minutes, a reminder after 24 h) are reached without waiting.
 */
import { expect } from "vitest";
import { baseUrl } from "./site";

/** Moves the clock forward by an ISO 8601 duration (« PT11M »); answers the offset in seconds. */
export async function advanceClock(duration: string): Promise<number> {
  const moved = await fetch(new URL("/_local/clock", baseUrl()), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ advance: duration }),
  });
  expect(moved.status).toBe(200);
  return ((await moved.json()) as { offset_seconds: number }).offset_seconds;
}

/** Back to the real time, for the tests and files that follow. */
export async function resetClock(): Promise<void> {
  await fetch(new URL("/_local/clock", baseUrl()), { method: "DELETE" });
}
