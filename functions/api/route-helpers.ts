import { idempotencyRecordKey, isValidIdempotencyKey } from "@adapters/idempotency";
import type * as z from "@shared/zod";
import { type ApiEvent, type ApiResult, HttpError, header, json, parseJsonBody } from "./http";

/** One person's answer (a link's, a founder's view): never kept by a cache on the way. */
export const NO_STORE = { "cache-control": "no-store" };

/** A use case's answer (status and body), not to be cached. */
export const noStoreAnswer = (result: { statusCode: number; body: unknown }) =>
  json(result.statusCode, result.body, NO_STORE);

/** The outing named by the route's path (`{activity_id}`). */
export const activityIdOf = (event: ApiEvent) => event.pathParameters?.activity_id ?? "";

/** The Idempotency-Key header, trimmed; absent is undefined, malformed a 400 with `invalid`. */
export function idempotencyKeyOf(event: ApiEvent, invalid: string): string | undefined {
  const raw = header(event, "idempotency-key")?.trim();
  if (raw !== undefined && !isValidIdempotencyKey(raw)) throw new HttpError(400, invalid);
  return raw;
}

/** The Idempotency-Key as a stored record's key, scoped to its route (and the thing it changes). */
export function recordKeyOf(event: ApiEvent, scope: string, invalid: string): string | undefined {
  const key = idempotencyKeyOf(event, invalid);
  return key === undefined ? undefined : idempotencyRecordKey(scope, key);
}

/** A strict body: 400 with a French message per field (the first as the error), nothing stored. */
export function bodyOf<S extends z.ZodMiniType>(
  event: ApiEvent,
  schema: S,
  invalid: string,
): z.output<S> {
  const parsed = schema.safeParse(parseJsonBody(event));
  if (!parsed.success) {
    const details = Object.fromEntries(
      parsed.error.issues.map((issue) => [
        String(issue.path[0] ?? "corps"),
        issue.code === "unrecognized_keys" ? "Champ inconnu." : issue.message,
      ]),
    );
    throw new HttpError(400, Object.values(details)[0] ?? invalid, details);
  }
  return parsed.data;
}

type Handlers = Record<string, (event: ApiEvent) => Promise<ApiResult>>;

/** Refusals (400, 401, 404, 409...) carry `no-store` too, like the answers they replace. */
export function noStoreOnRefusal<H extends Handlers>(handlers: H): H {
  return Object.fromEntries(
    Object.entries(handlers).map(([name, handle]) => [
      name,
      async (event: ApiEvent): Promise<ApiResult> => {
        try {
          return await handle(event);
        } catch (error) {
          if (!(error instanceof HttpError)) throw error;
          const body = { success: false, error: error.message, details: error.details };
          return json(error.status, body, NO_STORE);
        }
      },
    ]),
  ) as H;
}
