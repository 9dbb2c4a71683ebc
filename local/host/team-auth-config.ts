/**
 * GET /espace-equipe/config.json locally: where the team space signs in (shared/schemas/team.ts
 * `teamAuthConfigSchema`), the emulator's pool and client and the emulator itself as Cognito's
 * endpoint. In AWS the site stack writes the same file from the deployed pool.
 */
import type { ServerResponse } from "node:http";
import type { Resources } from "../../infra/resources";
import type { TeamAuthConfig } from "../../shared/schemas/team";

export const TEAM_AUTH_CONFIG_PATH = "/espace-equipe/config.json";

export function serveTeamAuthConfig(
  res: ServerResponse,
  env: Record<string, string>,
  endpoint: string,
  resources: Resources,
): void {
  const userPoolId = env[resources.teamPool.userPoolIdEnvVar];
  const clientId = env[resources.teamPool.clientIdEnvVar];
  if (!userPoolId || !clientId) {
    res.writeHead(404, {
      "content-type": "text/plain; charset=utf-8",
      "cache-control": "no-cache",
    });
    res.end("Espace équipe non configuré : pas de groupe d'utilisateurs dans l'émulateur.");
    return;
  }
  const config: TeamAuthConfig = {
    region: userPoolId.split("_")[0] ?? "",
    userPoolId,
    clientId,
    endpoint: `${endpoint}/`,
  };
  res.writeHead(200, {
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-cache",
  });
  res.end(JSON.stringify(config));
}
