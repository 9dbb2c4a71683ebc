import { ApiError } from "../../../lib/api-client";
import { TEAM_TEXTS } from "./team-texts";

/** What to tell the founder when a request failed. */
export function teamFailureMessage(error: unknown): string {
  if (!(error instanceof ApiError)) {
    return error instanceof TypeError || (error as Error)?.name === "AbortError"
      ? TEAM_TEXTS.noAnswer
      : TEAM_TEXTS.unexpected;
  }
  if (error.status === 401) return TEAM_TEXTS.sessionExpired;
  if (error.status === 403) return TEAM_TEXTS.teamOnly;
  return error.refusal.message ?? `Le serveur a refusé la demande (erreur ${error.status}).`;
}
