import { HttpError } from "../http";
import { bindRoutes } from "../router";

/**
 * The team space's routes (route-table.ts `team`, shared/schemas/team.ts), served by the team
 * function once it has verified the founder's token. Not built yet: each answers 501.
 */
export function teamRoutes(_dependencies: Record<string, unknown> = {}) {
  const notYet = async (): Promise<never> => {
    throw new HttpError(501, "Pas encore disponible.");
  };
  return bindRoutes("team", {
    session: notYet,
    listActivities: notYet,
    createActivity: notYet,
    showActivity: notYet,
    editActivity: notYet,
    setActivityHidden: notYet,
    listParticipants: notYet,
    participantsCsv: notYet,
    showRegistration: notYet,
  });
}
