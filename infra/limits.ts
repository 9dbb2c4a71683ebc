/**
 * The deployed API's limits and access log, sized for a small provider: a few hundred visitors a
 * day, and a rush when a newsletter goes out or a popular activity opens (docs/deploy.md, Limits).
 * Each function's reserved concurrency and each queue's batch size and concurrency are beside
 * their definitions in infra/resources.ts.
 */
import type { Resources } from "./resources";

/**
 * HTTP API stage throttling, for every route. A newsletter rush is a few requests a second (a
 * page asks for one or two API answers); a registration rush, three times more visitors than
 * places, all pressing at once, is a few dozen requests in the same second. 20 a second
 * sustained, 40 at once, lets both through with room to spare, and answers 429 to a script that
 * hammers the API before it runs up the bill or fills the tables.
 */
export const API_THROTTLE = { rateLimit: 20, burstLimit: 40 } as const;

/**
 * What the stage's access log records of each request: enough to follow a request and see what
 * was slow or refused, and no personal data. No source IP, user agent, path parameters or query
 * string: the route key names the route without the values sent.
 */
export const API_ACCESS_LOG_FORMAT = JSON.stringify({
  requestId: "$context.requestId",
  requestTime: "$context.requestTimeEpoch",
  routeKey: "$context.routeKey",
  status: "$context.status",
  responseLength: "$context.responseLength",
  latencyMs: "$context.responseLatency",
  integrationLatencyMs: "$context.integrationLatency",
  integrationStatus: "$context.integrationStatus",
  // API Gateway's own message (throttled, not found...), never the function's error text.
  error: "$context.error.message",
});

/** How long the access log is kept: enough to look into last month's trouble. */
export const API_ACCESS_LOG_RETENTION_DAYS = 30;

/** The context value `reservedConcurrency`: "off" leaves every reservation out. */
export function reservedConcurrencyEnabled(contextValue: unknown): boolean {
  if (contextValue === undefined || contextValue === "on") return true;
  if (contextValue === "off") return false;
  throw new Error(`reservedConcurrency must be "on" or "off", not ${JSON.stringify(contextValue)}`);
}

/** Executions the functions reserve in all: the account must keep 100 more unreserved. */
export function totalReservedConcurrency(resources: Resources): number {
  return resources.functions.reduce((sum, def) => sum + def.reservedConcurrency, 0);
}
