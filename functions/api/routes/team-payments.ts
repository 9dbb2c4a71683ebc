import type { TeamAdapters } from "../../team/team-adapters";
import { HttpError } from "../http";
import { bindRoutes } from "../router";

/** The team space's routes of route-table.ts `teamPayments`. Not built yet: each answers 501. */
export function teamPaymentsRoutes(_adapters: TeamAdapters) {
  const notYet = async (): Promise<never> => {
    throw new HttpError(501, "Pas encore disponible.");
  };
  return bindRoutes("teamPayments", {
    desk: notYet,
    markPaid: notYet,
    importBankFile: notYet,
    retryRefund: notYet,
    refundedByHand: notYet,
  });
}
