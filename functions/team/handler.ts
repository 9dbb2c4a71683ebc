import { createRouter } from "../api/router";
import { getConfig } from "../config";
import { teamApiRoutes } from "./team-api";
import { teamAuthSettings } from "./team-auth-settings";
import { guardTeamRoutes } from "./team-guard";
import { teamTokenCheck } from "./token-check";
import { wireTeamAdapters } from "./wiring";

/**
 * The team Lambda: the founders' routes (/api/equipe/*), behind API Gateway's JWT authorizer in
 * AWS and, everywhere, behind its own check of the access token (team-guard.ts). Config is read
 * and the adapters wired once per container: a missing or forbidden setting fails at start.
 */
const config = getConfig();
const checkToken = teamTokenCheck(teamAuthSettings(config));

export const handler = guardTeamRoutes(
  checkToken,
  createRouter(teamApiRoutes(wireTeamAdapters(config))),
);
