import type { ActivitiesRepository } from "@adapters/activities-repository";
import { json } from "../http";
import { bindRoutes } from "../router";

/**
 * GET /api/activities: every outing shown (hidden ones left out), as a plain JSON array of Activity (shared/schemas/activity.ts)
 * ordered by date then meeting time, ascending. No paging (the spec reads all rows at once).
 * prix is display text (« CHF 75.00 »), prix_centimes the price per person in centimes,
 * places_disponibles null when the outing has no limit.
 */
export function activityRoutes({
  activities,
}: {
  activities: Pick<ActivitiesRepository, "listPublic">;
}) {
  return bindRoutes("activities", {
    list: async () => json(200, await activities.listPublic(), { "cache-control": "no-store" }),
  });
}
