import { z } from "zod";
import { type Activity, activitySchema } from "../../../../shared/schemas/activity";

const activitiesSchema = z.array(activitySchema);

/** Thrown when the API answers with an error status; its message is the API's French text. */
export class ActivitiesLoadError extends Error {}

/** GET /api/activities, validated with the shared schema (never trusted blindly). */
export async function fetchActivities(signal?: AbortSignal): Promise<Activity[]> {
  const response = await fetch("/api/activities", {
    headers: { Accept: "application/json" },
    signal,
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const message =
      body && typeof body === "object" && "error" in body && typeof body.error === "string"
        ? body.error
        : `HTTP error! status: ${response.status}`;
    throw new ActivitiesLoadError(message);
  }
  return activitiesSchema.parse(body);
}

const EXCEPTION_MESSAGE = "Erreur de connexion à la base de données";

/** What the calendar shows under « Connexion à la base de données en cours... ». */
export function loadErrorMessage(error: unknown): string {
  return error instanceof ActivitiesLoadError ? error.message : EXCEPTION_MESSAGE;
}
