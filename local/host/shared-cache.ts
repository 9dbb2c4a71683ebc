/**
 * Plays CloudFront's cache of the calendar's answers in `npm run preview`
 * (functions/api/calendar-cache.ts): an answer whose Cache-Control allows shared caches is served
 * again, keyed by method, path and query, while fresh (s-maxage); then, within
 * stale-while-revalidate, served as it is while one fresh call of the function replaces it.
 */
import type { HttpResponseParts } from "./api-gateway";

interface Entry {
  parts: HttpResponseParts;
  storedAt: number;
  freshSeconds: number;
  staleSeconds: number;
}

/** s-maxage and stale-while-revalidate of a Cache-Control, or undefined when not for shared caches. */
export function sharedCacheTimes(
  cacheControl: string | undefined,
): { freshSeconds: number; staleSeconds: number } | undefined {
  const directives = new Map(
    (cacheControl ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split("=") as [string, string | undefined]),
  );
  if (directives.has("no-store") || directives.has("private")) return undefined;
  const fresh = Number(directives.get("s-maxage"));
  if (!Number.isFinite(fresh) || fresh <= 0) return undefined;
  const stale = Number(directives.get("stale-while-revalidate") ?? 0);
  return { freshSeconds: fresh, staleSeconds: Number.isFinite(stale) ? stale : 0 };
}

export type SharedCache = (
  key: string,
  call: () => Promise<HttpResponseParts>,
) => Promise<HttpResponseParts>;

/** `now` in milliseconds: the local host's clock, so that moving it ages the answers too. */
export function createSharedCache(now: () => number): SharedCache {
  const entries = new Map<string, Entry>();
  const revalidating = new Set<string>();

  async function callAndStore(key: string, call: () => Promise<HttpResponseParts>) {
    const parts = await call();
    const header = parts.headers["cache-control"];
    const times = parts.statusCode === 200 ? sharedCacheTimes(String(header ?? "")) : undefined;
    if (times) entries.set(key, { parts, storedAt: now(), ...times });
    else entries.delete(key);
    return parts;
  }

  return async (key, call) => {
    const entry = entries.get(key);
    const age = entry ? Math.max(0, (now() - entry.storedAt) / 1000) : 0;
    if (!entry || age >= entry.freshSeconds + entry.staleSeconds) return callAndStore(key, call);
    if (age >= entry.freshSeconds && !revalidating.has(key)) {
      revalidating.add(key);
      callAndStore(key, call)
        .catch(() => entries.delete(key))
        .finally(() => revalidating.delete(key));
    }
    return { ...entry.parts, headers: { ...entry.parts.headers, age: String(Math.floor(age)) } };
  };
}
