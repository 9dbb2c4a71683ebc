import { CognitoJwtVerifier } from "aws-jwt-verify";
import { FetchError } from "aws-jwt-verify/error";
import { assertIsJwks, type Jwks } from "aws-jwt-verify/jwk";
import type { CognitoAccessTokenPayload } from "aws-jwt-verify/jwt-model";
import type { TeamAuthSettings } from "./team-auth-settings";

/** Why a request was turned away: a code for the log, never the token nor who sent it. */
export type RefusalReason = "no_token" | "invalid_token" | "not_in_team_group" | "keys_unavailable";

export type TokenVerdict =
  | { ok: true; claims: CognitoAccessTokenPayload }
  | { ok: false; status: 401 | 403; reason: RefusalReason };

/**
 * moto serves its key set only to requests that look signed (server mode): any SigV4-shaped
 * header will do, it checks nothing.
 */
const EMULATOR_UNSIGNED_AUTHORIZATION =
  "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/cognito-idp/aws4_request, SignedHeaders=host, Signature=0";

async function fetchLocalJwks(url: string): Promise<Jwks> {
  const res = await fetch(url, {
    headers: { authorization: EMULATOR_UNSIGNED_AUTHORIZATION },
    signal: AbortSignal.timeout(5_000),
  });
  if (!res.ok) throw new Error(`JWKS ${res.status}`);
  const jwks = await res.json();
  assertIsJwks(jwks);
  return jwks;
}

/**
 * Checks a request's `Authorization: Bearer` access token: signature (the pool's keys), issuer
 * (the pool), client, `token_use` "access" and expiry by aws-jwt-verify, then membership of the
 * team group. In AWS the library fetches the pool's key set over HTTPS; locally the emulator's
 * key set is loaded once from the explicit setting, and verification never leaves it (an
 * unknown key is refused, not looked up).
 */
export function teamTokenCheck(
  settings: TeamAuthSettings,
): (authorization: string | undefined) => Promise<TokenVerdict> {
  const verifier = CognitoJwtVerifier.create({
    userPoolId: settings.userPoolId,
    tokenUse: "access",
    clientId: settings.clientId,
  });
  let localKeys: Promise<void> | undefined;
  const loadLocalKeys = (url: string) => {
    localKeys ??= fetchLocalJwks(url).then(
      (jwks) => verifier.cacheJwks(jwks),
      (error: unknown) => {
        localKeys = undefined;
        throw error;
      },
    );
    return localKeys;
  };

  return async (authorization) => {
    const token = /^Bearer ([A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]+\.[A-Za-z0-9_=-]*)$/.exec(
      authorization?.trim() ?? "",
    )?.[1];
    if (!authorization) return { ok: false, status: 401, reason: "no_token" };
    if (!token) return { ok: false, status: 401, reason: "invalid_token" };
    let claims: CognitoAccessTokenPayload;
    try {
      if (settings.localJwksUrl) {
        try {
          await loadLocalKeys(settings.localJwksUrl);
        } catch {
          return { ok: false, status: 401, reason: "keys_unavailable" };
        }
        claims = verifier.verifySync(token);
      } else {
        claims = await verifier.verify(token);
      }
    } catch (error) {
      // Fails closed either way; the log tells a key set out of reach from a bad token.
      const reason = error instanceof FetchError ? "keys_unavailable" : "invalid_token";
      return { ok: false, status: 401, reason };
    }
    const groups = claims["cognito:groups"];
    if (!Array.isArray(groups) || !groups.includes(settings.group)) {
      return { ok: false, status: 403, reason: "not_in_team_group" };
    }
    return { ok: true, claims };
  };
}
