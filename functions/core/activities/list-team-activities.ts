import type { TeamActivity } from "@shared/schemas/team";
import { isUpcomingDate } from "@shared/time";
import type { TeamActivityPorts } from "./ports";
import { loadTeamActivity } from "./team-activity-view";

/**
 * The team's outings (hidden ones included): the coming ones by date ascending, the past ones by
 * date descending (the latest first), each with its places, registrations and amount paid.
 */
export async function listTeamActivities(
  ports: Pick<TeamActivityPorts, "activities" | "registrations" | "getPayment" | "clock">,
): Promise<{ a_venir: TeamActivity[]; passees: TeamActivity[] }> {
  const now = ports.clock.now();
  const all = await ports.activities.list();
  const views = await Promise.all(all.map((activity) => loadTeamActivity(activity, ports)));
  return {
    a_venir: views.filter((a) => isUpcomingDate(a.date, now)),
    passees: views.filter((a) => !isUpcomingDate(a.date, now)).reverse(),
  };
}
