import { activityHidden, activityShown } from "@shared/events/activity-events";
import { buildEvent } from "@shared/events/envelope";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { activityNotFound } from "./edit-activity";
import type { TeamActivityPorts, TeamAnswer } from "./ports";
import { loadTeamActivity } from "./team-activity-view";

const MAX_ATTEMPTS = 5;

/**
 * Hides an outing from the public calendar (not deleted: its registrations stay; new ones are
 * refused) or shows it again, with its ActivityHidden / ActivityShown event in the same
 * transaction. Asking for the state it already has changes nothing and writes no event.
 */
export async function setActivityHidden(
  id: string,
  hidden: boolean,
  actorId: string,
  ports: Pick<
    TeamActivityPorts,
    "activities" | "registrations" | "getPayment" | "writes" | "publishAndClear" | "clock" | "newId"
  >,
): Promise<TeamAnswer> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const current = await ports.activities.get(id);
    if (!current) return activityNotFound();
    if (current.masquee !== hidden) {
      const now = ports.clock.now();
      const event = buildEvent(
        hidden ? activityHidden : activityShown,
        {
          activity_id: id,
          activity_title: current.titre,
          activity_date: current.date,
          actor_id: actorId,
        },
        ports.newId(),
        now,
      );
      const outcome = await ports.writes.setHidden({
        id,
        hidden,
        now: now.toISOString(),
        event,
      });
      if (outcome === "conflict") continue;
      if (outcome === "ok") await ports.publishAndClear([event]);
    }
    // Written, or already so (the condition failed): the outing as it now is.
    const now = await ports.activities.get(id);
    if (!now) return activityNotFound();
    return { statusCode: 200, body: { success: true, sortie: await loadTeamActivity(now, ports) } };
  }
  return { statusCode: 503, body: { success: false, error: TEAM_ACTIVITY_ERRORS.busy } };
}
