import type { TeamFeature } from "../api/route-table";
import type { FeatureRoutes, Route } from "../api/router";
import { teamRoutes } from "../api/routes/team";
import { teamCancellationRoutes } from "../api/routes/team-cancellation";
import { teamPaymentsRoutes } from "../api/routes/team-payments";
import { teamPeopleRoutes } from "../api/routes/team-people";
import { teamRequestsRoutes } from "../api/routes/team-requests";
import type { TeamAdapters } from "./team-adapters";

/**
 * Every route of the team function, bound to its handler: one group per team feature of
 * route-table.ts (the type asks for each). The token check stands before all of them
 * (team-guard.ts).
 */
export function teamApiRoutes(adapters: TeamAdapters): Route[] {
  const features: { [F in TeamFeature]: FeatureRoutes<F> } = {
    team: teamRoutes(adapters),
    teamCancellation: teamCancellationRoutes(adapters),
    teamPayments: teamPaymentsRoutes(adapters),
    teamRequests: teamRequestsRoutes(adapters),
    teamPeople: teamPeopleRoutes(adapters),
  };
  return Object.values(features).flat();
}
