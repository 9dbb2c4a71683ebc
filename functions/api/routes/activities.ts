import type { ActivitiesRepository } from "@adapters/activities-repository";
import type { Clock } from "@core/clock";
import { json } from "../http";
import { bindRoutes } from "../router";

/**
 * GET /api/activities: every outing shown (hidden ones left out), as a plain JSON array of Activity (shared/schemas/activity.ts)
 * ordered by date then meeting time, ascending. No paging (the spec reads all rows at once).
 * prix is display text (« CHF 75.00 »), prix_centimes the price per person in centimes,
 * places_disponibles null when the outing has no limit, 0 while places freed are held for its
 * waiting list; liste_attente_ouverte true when the outing is full and its waiting list open.
 */
export function activityRoutes({
  activities,
  clock,
  offersStopHours,
}: {
  activities: Pick<ActivitiesRepository, "listPublic">;
  clock: Clock;
  offersStopHours: number;
}) {
  return bindRoutes("activities", {
    list: async () =>
      json(200, await activities.listPublic({ now: clock.now(), offersStopHours }), {
        "cache-control": "no-store",
      }),
  });
}
