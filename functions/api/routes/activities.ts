import type { ActivitiesCalendar } from "@adapters/activities-calendar";
import { readPastCursor, writePastCursor } from "@core/activities/past-cursor";
import type { Clock } from "@core/clock";
import { zurichToday } from "@shared/time";
import { PAST_CACHE_CONTROL, UPCOMING_CACHE_CONTROL } from "../calendar-cache";
import { json } from "../http";
import { bindRoutes } from "../router";

/** Past outings come this many at a time (« Charger plus d'activités passées »). */
export const PAST_PAGE_SIZE = 12;

export const BAD_PAST_CURSOR =
  "Cette page des activités passées n'existe pas. Veuillez recharger le calendrier.";

/**
 * GET /api/activities: the upcoming outings shown (from the start of today in Europe/Zurich;
 * hidden ones left out), as a plain JSON array of Activity (shared/schemas/activity.ts) ordered
 * by date then meeting time, ascending. prix is display text (« CHF 75.00 »), prix_centimes the
 * price per person in centimes, places_disponibles null when the outing has no limit, 0 while
 * places freed are held for its waiting list; liste_attente_ouverte true when the outing is full
 * and its waiting list open. Shared caches keep it a few seconds (calendar-cache.ts): a
 * registration's own answer, never cached, says the true places.
 *
 * GET /api/activities/passees[?apres=SUITE]: `{ activites, suite }`, the past outings shown,
 * newest first, PAST_PAGE_SIZE at a time; `suite` is the next page's cursor, null when none is
 * left. A cursor this API did not write is a 400.
 */
export function activityRoutes({
  activities,
  clock,
  offersStopHours,
}: {
  activities: Pick<ActivitiesCalendar, "listUpcoming" | "listPastPage">;
  clock: Clock;
  offersStopHours: number;
}) {
  return bindRoutes("activities", {
    list: async () => {
      const now = clock.now();
      return json(200, await activities.listUpcoming(zurichToday(now), { now, offersStopHours }), {
        "cache-control": UPCOMING_CACHE_CONTROL,
      });
    },
    past: async (event) => {
      const now = clock.now();
      const today = zurichToday(now);
      const cursor = event.queryStringParameters?.apres;
      const after = cursor === undefined ? undefined : readPastCursor(cursor, today);
      if (cursor !== undefined && !after) {
        return json(400, { error: BAD_PAST_CURSOR }, { "cache-control": "no-store" });
      }
      const page = await activities.listPastPage({
        today,
        after,
        size: PAST_PAGE_SIZE,
        waitlist: { now, offersStopHours },
      });
      return json(
        200,
        { activites: page.activities, suite: page.next ? writePastCursor(page.next) : null },
        { "cache-control": PAST_CACHE_CONTROL },
      );
    },
  });
}
