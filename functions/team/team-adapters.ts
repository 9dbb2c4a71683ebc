import type { Config } from "../config";

/**
 * The adapters the team function's routes use (functions/api/routes/team.ts), wired once per
 * container from the config. Not built yet.
 */
export function wireTeamAdapters(_config: Config): Record<string, unknown> {
  return {};
}
