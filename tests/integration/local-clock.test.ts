/**
 * The local host's clock against the emulator: POST /_local/clock moves "now" for the api function
 * it runs (a registration is stored with the moved time) and for its scheduled deadline job (the
 * reminder goes out once 25 hours have passed); DELETE sets it back; bad durations get a 400.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type LocalHost, startLocalHost } from "../../local/host/server";
import { endpoint, readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { storedItem } from "../support/payment-world";
import { putActivity, validRegistration } from "../support/registration-fixtures";

const HOUR = 3_600_000;
let host: LocalHost;

beforeAll(async () => {
  host = await startLocalHost({
    port: 0,
    endpoint: endpoint(),
    env: { ...(process.env as Record<string, string>) },
    // The deadline job and its worker as the host runs them (short polls, to stop quickly).
    pollWaitSeconds: 1,
    quiet: true,
  });
});

afterAll(() => host.stop());

async function clock(method: "GET" | "POST" | "DELETE", body?: unknown) {
  const res = await fetch(`${host.url}/_local/clock`, {
    method,
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

describe("/_local/clock", () => {
  it("moves the time of the api and of the scheduled jobs, and resets it", async () => {
    const activity = await putActivity();
    expect((await clock("POST", { advance: "PT2H" })).json.offset_seconds).toBe(7200);
    const res = await fetch(`${host.url}/api/inscriptions`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validRegistration(activity.id, { nombre_participants: 1 })),
    });
    expect(res.status).toBe(201);
    const { inscription_id } = (await res.json()) as { inscription_id: string };
    const stored = await storedItem("inscriptions", inscription_id);
    const createdAt = Date.parse(String(stored?.created_at));
    expect(createdAt - Date.now()).toBeGreaterThan(2 * HOUR - 60_000);
    expect(createdAt - Date.now()).toBeLessThanOrEqual(2 * HOUR);

    // 25 hours on: the host's schedule (every few seconds) and worker send the reminder.
    const moved = await clock("POST", { advance: "PT25H" });
    expect(moved.json.offset_seconds).toBe(27 * 3600);
    const reminder = await eventually(
      async () => {
        const found = (await readSentEmails()).filter((e) => e.subject.startsWith("Rappel"));
        expect(found).toHaveLength(1);
        return found[0];
      },
      { timeoutMs: 25_000, intervalMs: 500 },
    );
    expect(reminder?.text).toContain(inscription_id);
    await eventually(async () =>
      expect((await storedItem("inscriptions", inscription_id))?.reminded_at).toBeDefined(),
    );

    const reset = await clock("DELETE");
    expect(reset.json.offset_seconds).toBe(0);
    expect(Math.abs(Date.parse(String(reset.json.now)) - Date.now())).toBeLessThan(5_000);
  });

  it("refuses what is not an ISO 8601 duration, and leaves the time alone", async () => {
    for (const advance of ["25h", "P1M", "PT-1H", 25]) {
      const answer = await clock("POST", { advance });
      expect(answer.status, String(advance)).toBe(400);
      expect(String(answer.json.error)).toMatch(/^Attendu/);
    }
    expect((await clock("GET")).json.offset_seconds).toBe(0);
  });
});
