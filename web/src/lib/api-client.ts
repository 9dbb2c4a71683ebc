/**
 * The one client of the web app's servers: the site's own API (same origin, under /api), the team
 * space's (with the founder's bearer token) and Cognito's JSON API. JSON in and out, an optional
 * Idempotency-Key, a timeout, an abort signal, and one error for a non-OK answer. It is the only
 * place that calls fetch.
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
  /** The founder's access token, sent as `Authorization: Bearer` (never in the address). */
  bearer?: string;
  /** What the endpoint needs besides (Cognito's X-Amz-Target, a file's name). */
  headers?: Record<string, string>;
  /** The answer's type asked in Accept: JSON unless a file is downloaded. */
  accept?: string;
  /** Gives up after this long, as with no answer (an AbortSignal's TimeoutError). */
  timeoutMs?: number;
  /** The fetch to call: a test's fake; the browser's by default. */
  fetchImpl?: typeof fetch;
}

/** A request body: JSON, or sent as it is with its own content type (a bank file, Cognito's JSON). */
type RequestBody = { json: unknown } | { raw: BodyInit; type: string };

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

function signalOf({ signal, timeoutMs }: ApiCallOptions): AbortSignal | undefined {
  if (timeoutMs === undefined) return signal;
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/**
 * Sends one request. Resolves with the answer when it is a 2xx; rejects with an ApiError on any
 * other status, and with fetch's own error when no answer came (offline, aborted, timed out).
 */
async function request(
  path: string,
  method: "GET" | "POST" | "PUT",
  body: RequestBody | undefined,
  options: ApiCallOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { Accept: options.accept ?? "application/json" };
  if (body) headers["Content-Type"] = "json" in body ? "application/json" : body.type;
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  Object.assign(headers, options.headers);
  const signal = signalOf(options);
  // A GET the page's start script already sent (the same path, the same Accept) is read from there.
  const early = method === "GET" ? takeEarlyAnswer(path) : undefined;
  const init: RequestInit = {
    method,
    headers,
    ...(body ? { body: "json" in body ? JSON.stringify(body.json) : body.raw } : {}),
    ...(signal ? { signal } : {}),
    ...(options.cache ? { cache: options.cache } : {}),
  };
  const response = await (early ??
    (options.fetchImpl ? options.fetchImpl(path, init) : fetch(path, init)));
  if (!response.ok) throw new ApiError(response.status, await response.json().catch(() => null));
  return response;
}

/**
 * Resolves with the parsed JSON body of a 2xx answer (null when it is not JSON: the caller's own
 * validation then refuses it); rejects as `request` does.
 */
async function callJson(
  path: string,
  method: "GET" | "POST" | "PUT",
  body: RequestBody | undefined,
  options: ApiCallOptions,
): Promise<unknown> {
  const response = await request(path, method, body, options);
  return response.json().catch(() => null);
}

export function getJson(path: string, options: ApiCallOptions = {}): Promise<unknown> {
  return callJson(path, "GET", undefined, options);
}

export function postJson(
  path: string,
  body: unknown,
  options: ApiCallOptions = {},
): Promise<unknown> {
  return callJson(path, "POST", body === undefined ? undefined : { json: body }, options);
}

/** Replaces a record with the JSON body (the founders' fleet); resolves with the JSON answer. */
export function putJson(
  path: string,
  body: unknown,
  options: ApiCallOptions = {},
): Promise<unknown> {
  return callJson(path, "PUT", { json: body }, options);
}

/** Posts a body sent as it is, with its content type; resolves with the JSON answer. */
export function postRaw(
  path: string,
  body: { raw: BodyInit; type: string },
  options: ApiCallOptions = {},
): Promise<unknown> {
  return callJson(path, "POST", body, options);
}

/** Downloads a file (a CSV, a person's data) as the type asked in `options.accept`. */
export async function getFile(path: string, options: ApiCallOptions = {}): Promise<Blob> {
  return (await request(path, "GET", undefined, options)).blob();
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
