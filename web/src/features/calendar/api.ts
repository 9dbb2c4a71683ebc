import type { Activity, PastActivitiesPage } from "@shared/schemas/activity";
import { ApiError, getJson } from "../../lib/api-client";

/**
 * GET /api/activities, validated with the shared schema (never trusted blindly). The validator
 * (zod) loads while the request is under way rather than with the page, whose first paint does
 * not need it.
 */
export async function fetchActivities(signal?: AbortSignal): Promise<Activity[]> {
  const [body, { parseActivities }] = await Promise.all([
    // Always asked again: the browser must not show places it kept (CloudFront keeps them 30 s).
    getJson("/api/activities", { signal, cache: "no-cache" }),
    import("./parse-activities"),
  ]);
  return parseActivities(body);
}

/**
 * One page of past outings, newest first: the first without `cursor`, then the one after the page
 * whose `suite` it is.
 */
export async function fetchPastActivities(cursor?: string): Promise<PastActivitiesPage> {
  const path = cursor
    ? `/api/activities/passees?apres=${encodeURIComponent(cursor)}`
    : "/api/activities/passees";
  const [body, { parsePastPage }] = await Promise.all([
    getJson(path),
    import("./parse-activities"),
  ]);
  return parsePastPage(body);
}

const EXCEPTION_MESSAGE = "Erreur de connexion à la base de données";

/**
 * What the calendar shows under « Connexion à la base de données en cours... »: the API's own
 * French text, else « HTTP error! status: N » for an error status; the spec's message for an
 * exception (no answer, or an answer that is not a list of outings).
 */
export function loadErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.refusal.message ?? error.message;
  return EXCEPTION_MESSAGE;
}
