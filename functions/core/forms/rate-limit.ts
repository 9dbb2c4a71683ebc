import { createHash } from "node:crypto";

export interface RateLimitPorts {
  /** Adds one to the counter of `key` atomically and returns the new count. */
  increment(key: string, expiresAtEpochSeconds: number): Promise<number>;
}

export interface RateLimitRule {
  /** The form, e.g. "contact": each endpoint has its own counters. */
  endpoint: string;
  /** Requests allowed per window, per client address and per e-mail address. */
  limit: number;
  windowSeconds: number;
}

/**
 * Counts one request for the client address and one for the e-mail address in the current fixed
 * window; false when either count is over the limit. Addresses are hashed so that the counters
 * table holds no personal data; counters expire by themselves (TTL) after their window.
 */
export async function withinRateLimit(
  rule: RateLimitRule,
  who: { ip: string; email: string },
  ports: RateLimitPorts,
  now: Date = new Date(),
): Promise<boolean> {
  const windowIndex = Math.floor(now.getTime() / 1000 / rule.windowSeconds);
  const expiresAt = (windowIndex + 1) * rule.windowSeconds + 60;
  const keys = [
    `${rule.endpoint}#ip#${digest(who.ip)}#${windowIndex}`,
    `${rule.endpoint}#email#${digest(who.email.toLowerCase())}#${windowIndex}`,
  ];
  const counts = await Promise.all(keys.map((key) => ports.increment(key, expiresAt)));
  return counts.every((count) => count <= rule.limit);
}

function digest(value: string): string {
  return createHash("sha256").update(value).digest("base64url").slice(0, 22);
}
