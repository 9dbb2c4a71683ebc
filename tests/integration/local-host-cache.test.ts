/**
 * The local host in `npm run preview` keeps the calendar's answers as CloudFront does
 * (functions/api/calendar-cache.ts): fresh within s-maxage, served stale while one call
 * revalidates within stale-while-revalidate, keyed by method, path and query; nothing else under
 * /api is kept, and `npm run dev` keeps nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UPCOMING_CACHE_CONTROL } from "../../functions/api/calendar-cache";
import type { ApiHandler } from "../../local/host/api-gateway";
import { type LocalHost, startLocalHost } from "../../local/host/server";
import { endpoint } from "../support/aws";
import { eventually } from "../support/eventually";

const env = () => ({ ...process.env }) as Record<string, string>;

/** Each call of the function, by path and query; it answers with its call number. */
function countingHandler(calls: string[]): ApiHandler {
  return async (event) => {
    calls.push(`${event.rawPath}?${event.rawQueryString}`);
    const cacheable = event.rawPath.startsWith("/api/activities");
    return {
      statusCode: 200,
      headers: { "cache-control": cacheable ? UPCOMING_CACHE_CONTROL : "no-store" },
      body: JSON.stringify({ call: calls.length }),
    };
  };
}

async function start(calls: string[], sharedCache: boolean): Promise<LocalHost> {
  return startLocalHost({
    port: 0,
    endpoint: endpoint(),
    env: env(),
    apiHandler: countingHandler(calls),
    pollers: false,
    timers: false,
    quiet: true,
    sharedCache,
  });
}

const body = async (host: LocalHost, path: string) =>
  (await (await fetch(`${host.url}${path}`)).json()) as { call: number };

describe("local host in preview: the calendar's shared cache", () => {
  const calls: string[] = [];
  let host: LocalHost;
  beforeAll(async () => {
    host = await start(calls, true);
  });
  afterAll(() => host.stop());

  it("two GETs within s-maxage reach the function once; after it, the stale answer while one call revalidates", async () => {
    expect(await body(host, "/api/activities")).toEqual({ call: 1 });
    const again = await fetch(`${host.url}/api/activities`);
    expect(await again.json()).toEqual({ call: 1 });
    expect(again.headers.get("cache-control")).toBe(UPCOMING_CACHE_CONTROL);
    expect(Number(again.headers.get("age"))).toBeLessThan(30);
    expect(calls).toEqual(["/api/activities?"]);

    // 40 s later (past s-maxage=30, within stale-while-revalidate=60): the kept answer at once,
    // and one call of the function behind it.
    host.clock.advance(40_000);
    const stale = await fetch(`${host.url}/api/activities`);
    expect(await stale.json()).toEqual({ call: 1 });
    expect(Number(stale.headers.get("age"))).toBe(40);
    await eventually(() => expect(calls).toHaveLength(2));
    expect(await body(host, "/api/activities")).toEqual({ call: 2 });
    expect(calls).toHaveLength(2);

    // Past both windows: the visitor waits for a fresh answer.
    host.clock.advance(100_000);
    expect(await body(host, "/api/activities")).toEqual({ call: 3 });
    expect(calls).toHaveLength(3);
  });

  it("keys by the query (the past pages' cursor), and keeps nothing else under /api", async () => {
    calls.length = 0;
    await body(host, "/api/activities/passees?apres=abc");
    await body(host, "/api/activities/passees?apres=abc");
    await body(host, "/api/activities/passees?apres=def");
    expect(calls).toEqual([
      "/api/activities/passees?apres=abc",
      "/api/activities/passees?apres=def",
    ]);
    calls.length = 0;
    await body(host, "/api/health");
    await body(host, "/api/health");
    expect(calls).toEqual(["/api/health?", "/api/health?"]);
    calls.length = 0;
    await fetch(`${host.url}/api/activities`, { method: "POST" });
    await fetch(`${host.url}/api/activities`, { method: "POST" });
    expect(calls).toHaveLength(2);
  });
});

describe("local host in dev: no shared cache", () => {
  const calls: string[] = [];
  let host: LocalHost;
  beforeAll(async () => {
    host = await start(calls, false);
  });
  afterAll(() => host.stop());

  it("every GET of the calendar reaches the function", async () => {
    expect(await body(host, "/api/activities")).toEqual({ call: 1 });
    expect(await body(host, "/api/activities")).toEqual({ call: 2 });
  });
});
