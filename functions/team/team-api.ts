import type { TeamFeature } from "../api/route-table";
import type { FeatureRoutes, Route } from "../api/router";
import { teamRoutes } from "./routes/activities";
import { teamCancellationRoutes } from "./routes/cancellation";
import { teamFiguresRoutes } from "./routes/figures";
import { teamFleetRoutes } from "./routes/fleet";
import { teamPaymentsRoutes } from "./routes/payments";
import { teamPeopleRoutes } from "./routes/people";
import { teamRequestsRoutes } from "./routes/requests";
import type { TeamAdapters } from "./wiring";

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
    teamFleet: teamFleetRoutes(adapters),
    teamFigures: teamFiguresRoutes(adapters),
  };
  return Object.values(features).flat();
}
