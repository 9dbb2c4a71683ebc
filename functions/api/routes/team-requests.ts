import type { TeamAdapters } from "../../team/team-adapters";
import { HttpError } from "../http";
import { bindRoutes } from "../router";

/** The team space's routes of route-table.ts `teamRequests`. Not built yet: each answers 501. */
export function teamRequestsRoutes(_adapters: TeamAdapters) {
  const notYet = async (): Promise<never> => {
    throw new HttpError(501, "Pas encore disponible.");
  };
  return bindRoutes("teamRequests", {
    quotes: notYet,
    setQuoteStatus: notYet,
    messages: notYet,
    setMessageStatus: notYet,
    newsletterCsv: notYet,
  });
}
