import { type ApiEvent, HttpError } from "../api/http";

/**
 * The signed-in founder behind a team-space request: the Cognito `sub` of the access token
 * that the team function verified (functions/team/) before routing. The team function writes
 * the verified claims where API Gateway's JWT authorizer puts them, replacing whatever the
 * request carried, so a handler reads them here and nowhere else.
 */
export interface TeamActor {
  /** The account's Cognito `sub`: the id events record as `actor_id` (no e-mail). */
  id: string;
  /**
   * The account's Cognito user name: with the e-mail as sign-in name, Cognito makes it an id
   * (the e-mail is not in an access token), so it names no one.
   */
  username: string;
}

export function teamActor(event: ApiEvent): TeamActor {
  const claims = (
    event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } }
  ).authorizer?.jwt?.claims;
  const id = claims?.sub;
  if (typeof id !== "string" || id === "") throw new HttpError(401, "Connexion requise.");
  const username = claims?.username;
  return { id, username: typeof username === "string" ? username : "" };
}
