import type { TeamActivity } from "@shared/schemas/team";
import { zurichToday } from "@shared/time";
import type { PastPosition } from "./past-cursor";
import type { TeamActivityPorts } from "./ports";
import { loadTeamActivity } from "./team-activity-view";

/**
 * « Sorties passées » come this many at a time: about two months of outings, what the founders
 * look back on to follow payments, in one view; each row reads its registrations and payments, so
 * a page costs about as much as the coming outings.
 */
export const TEAM_PAST_PAGE_SIZE = 20;

type ListPorts = Pick<TeamActivityPorts, "activities" | "registrations" | "getPayment" | "clock">;

/**
 * The team's coming outings (from today in Europe/Zurich on, hidden and cancelled ones included),
 * by date ascending, each with its places, registrations and amount paid: one range of the
 * calendar index, never the past.
 */
export async function listTeamUpcoming(ports: ListPorts): Promise<TeamActivity[]> {
  const upcoming = await ports.activities.listFrom(zurichToday(ports.clock.now()));
  return Promise.all(upcoming.map((activity) => loadTeamActivity(activity, ports)));
}

/**
 * A page of the team's past outings (hidden and cancelled ones included), newest first, from
 * `after` on: only these get their registrations and payments read. `next` is where the next page
 * starts, null when none is left.
 */
export async function listTeamPastPage(
  ports: ListPorts,
  after?: PastPosition,
): Promise<{ passees: TeamActivity[]; next: PastPosition | null }> {
  const page = await ports.activities.listPastStoredPage({
    today: zurichToday(ports.clock.now()),
    after,
    size: TEAM_PAST_PAGE_SIZE,
  });
  return {
    passees: await Promise.all(
      page.activities.map((activity) => loadTeamActivity(activity, ports)),
    ),
    next: page.next,
  };
}
