import type { TeamAdapters } from "../../team/team-adapters";
import { HttpError } from "../http";
import { bindRoutes } from "../router";

/** The team space's routes of route-table.ts `teamCancellation`. Not built yet: each answers 501. */
export function teamCancellationRoutes(_adapters: TeamAdapters) {
  const notYet = async (): Promise<never> => {
    throw new HttpError(501, "Pas encore disponible.");
  };
  return bindRoutes("teamCancellation", {
    showCancellation: notYet,
    cancelActivity: notYet,
    writeToParticipants: notYet,
  });
}
