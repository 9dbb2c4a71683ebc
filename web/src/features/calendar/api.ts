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
