/**
 * The one client of the site's own API (same origin, under /api): JSON in and out, an optional
 * Idempotency-Key, and one error for a non-OK answer. Every feature calls the API through it.
 */

import { takeEarlyAnswer } from "./early-answer";
import { readRefusal, type ServerRefusal } from "./server-refusal";

export interface ApiCallOptions {
  /** Sent as the Idempotency-Key header: a retry of the same attempt gets the first answer. */
  idempotencyKey?: string;
  signal?: AbortSignal;
  /**
   * The browser's own cache for this GET. The calendar's places say "no-cache": the answer allows
   * stale-while-revalidate for CloudFront, which a browser would otherwise apply to itself too.
   */
  cache?: RequestCache;
}

/**
 * A non-OK answer. Its message is the spec's « HTTP error! status: N »; what the server said
 * (its French message and per-field messages) is kept beside it for the visitor.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly refusal: ServerRefusal;

  constructor(
    readonly status: number,
    /** The answer's JSON body, or null when it had none. */
    readonly body: unknown,
  ) {
    super(`HTTP error! status: ${status}`);
    this.refusal = readRefusal(body);
  }
}

/** Per-field messages of a refusal, or none for any other failure (no answer, a bug). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.refusal.fieldErrors : {};
}

/**
 * Calls the API. Resolves with the parsed JSON body of a 2xx answer (null when it is not JSON:
 * the caller's own validation then refuses it); rejects with an ApiError on any other status, and
 * with fetch's own error when no answer came (offline, aborted).
 */
async function callApi(
  path: string,
  init: { method: "GET" | "POST"; body?: unknown },
  options: ApiCallOptions,
): Promise<unknown> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (init.body !== undefined) headers["Content-Type"] = "application/json";
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  // A GET the page's start script already sent (the same path, the same Accept) is read from there.
  const early = init.method === "GET" ? takeEarlyAnswer(path) : undefined;
  const response = await (early ??
    fetch(path, {
      method: init.method,
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.cache ? { cache: options.cache } : {}),
    }));
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ApiError(response.status, body);
  return body;
}

export function getJson(path: string, options: ApiCallOptions = {}): Promise<unknown> {
  return callApi(path, { method: "GET" }, options);
}

export function postJson(
  path: string,
  body: unknown,
  options: ApiCallOptions = {},
): Promise<unknown> {
  return callApi(path, { method: "POST", body }, options);
}

/**
 * The one rule for a load its caller may abort: once the signal is aborted, the load has no
 * outcome at all. The returned promise settles as `work` does, unless the signal was aborted
 * first; then it never settles. React's development double mount aborts a page's first load and
 * starts a second: the first one's AbortError must not reach the page as « no answer ».
 */
export function unlessAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    work.then(
      (value) => {
        if (!signal.aborted) resolve(value);
      },
      (error: unknown) => {
        if (!signal.aborted) reject(error);
      },
    );
  });
}
