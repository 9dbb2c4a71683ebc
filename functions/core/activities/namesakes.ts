import { foldText } from "@shared/search/visitor-search";
import type { TeamActivityPorts } from "./ports";
import type { StoredActivity } from "./stored-activity";

/**
 * The outings from `fromDate` on that hold the same outing: the same title, case and accents
 * aside, not cancelled. What « Répéter » skips as already published, and what « La série » acts on.
 */
export async function namesakes(
  title: string,
  fromDate: string,
  ports: Pick<TeamActivityPorts, "activities">,
): Promise<StoredActivity[]> {
  const folded = foldText(title);
  return (await ports.activities.listFrom(fromDate)).filter(
    (activity) => !activity.annulation && foldText(activity.titre) === folded,
  );
}
