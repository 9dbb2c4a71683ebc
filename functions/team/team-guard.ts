import { type ApiEvent, type ApiResult, header, json } from "../api/http";
import { log } from "../logger";
import type { TokenVerdict } from "./token-check";

export const SIGN_IN_REQUIRED = "Connexion requise.";
export const TEAM_ONLY = "Accès réservé à l'équipe.";

/**
 * The team function's door: no route runs, nothing is read or written, until the access token
 * is verified. The verified claims replace whatever the request carried where API Gateway's JWT
 * authorizer puts them (functions/team/team-actor.ts reads them there).
 */
export function guardTeamRoutes(
  checkToken: (authorization: string | undefined) => Promise<TokenVerdict>,
  route: (event: ApiEvent) => Promise<ApiResult>,
) {
  return async (event: ApiEvent): Promise<ApiResult> => {
    const verdict = await checkToken(header(event, "authorization"));
    if (!verdict.ok) {
      // The reason code only: never the token, the account or the caller's address.
      log.warn("team_request_refused", { reason: verdict.reason, status: verdict.status });
      return json(verdict.status, {
        success: false,
        error: verdict.status === 403 ? TEAM_ONLY : SIGN_IN_REQUIRED,
      });
    }
    const claims = Object.fromEntries(
      Object.entries(verdict.claims).map(([name, value]) => [
        name,
        Array.isArray(value) ? `[${value.join(" ")}]` : String(value),
      ]),
    );
    const verified = {
      ...event,
      requestContext: {
        ...event.requestContext,
        authorizer: { jwt: { claims, scopes: [] as string[] } },
      },
    } as ApiEvent;
    return route(verified);
  };
}
