/**
 * The team function's door without Cognito: a refused token never reaches a route, the verified
 * claims replace whatever the request carried, and the emulator's key set is refused in AWS.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig, resetConfigForTests } from "../../functions/config";
import { teamActor } from "../../functions/team/team-actor";
import { teamAuthSettings } from "../../functions/team/team-auth-settings";
import { guardTeamRoutes } from "../../functions/team/team-guard";
import type { TokenVerdict } from "../../functions/team/token-check";
import { stubFunctionConfig } from "../support/function-config";
import { apiEvent } from "../support/registration-fixtures";

/** A request whose caller wrote authorizer claims of their own, as if API Gateway had. */
function forgedEvent() {
  const event = apiEvent("GET", "/api/equipe/session", undefined, {
    authorization: "Bearer x.y.z",
  });
  return {
    ...event,
    requestContext: {
      ...event.requestContext,
      authorizer: { jwt: { claims: { sub: "intrus", username: "intrus" }, scopes: [] } },
    },
  } as typeof event;
}

afterEach(() => {
  vi.restoreAllMocks();
  resetConfigForTests();
});

describe("the team function's door", () => {
  it.each([
    [401, "no_token", "Connexion requise."],
    [401, "invalid_token", "Connexion requise."],
    [403, "not_in_team_group", "Accès réservé à l'équipe."],
  ] as const)(
    "%i (%s): answered before any route, the reason alone logged",
    async (status, reason, error) => {
      const lines: string[] = [];
      vi.spyOn(console, "log").mockImplementation((line: string) => lines.push(line));
      const route = vi.fn();
      const verdict: TokenVerdict = { ok: false, status, reason };
      const answer = await guardTeamRoutes(async () => verdict, route)(forgedEvent());
      expect(route).not.toHaveBeenCalled();
      expect(answer.statusCode).toBe(status);
      expect(JSON.parse(answer.body ?? "")).toEqual({ success: false, error });
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({ message: "team_request_refused", reason, status }),
      ]);
      expect(lines.join("")).not.toContain("x.y.z");
    },
  );

  it("the verified claims replace the ones the request carried", async () => {
    const claims = {
      sub: "3f1c-fondateur",
      username: "3f1c-fondateur",
      token_use: "access",
      "cognito:groups": ["equipe"],
      exp: 1_900_000_000,
    } as unknown as Extract<TokenVerdict, { ok: true }>["claims"];
    let seen: ReturnType<typeof forgedEvent> | undefined;
    await guardTeamRoutes(
      async () => ({ ok: true, claims }),
      async (event) => {
        seen = event;
        return { statusCode: 204 };
      },
    )(forgedEvent());
    if (!seen) throw new Error("the route was not reached");
    expect(teamActor(seen)).toEqual({ id: "3f1c-fondateur", username: "3f1c-fondateur" });
    const context = seen.requestContext as { authorizer?: { jwt?: { claims?: unknown } } };
    expect(context.authorizer?.jwt?.claims).toEqual({
      sub: "3f1c-fondateur",
      username: "3f1c-fondateur",
      token_use: "access",
      "cognito:groups": "[equipe]",
      exp: "1900000000",
    });
  });
});

describe("the team function's sign-in settings", () => {
  const pool = {
    TEAM_USER_POOL_ID: "eu-central-2_AbCd1234",
    TEAM_CLIENT_ID: "client123",
  };

  it("trusts the emulator's key set locally, by explicit setting", () => {
    stubFunctionConfig();
    const config = getConfig({
      ...process.env,
      ...pool,
      TEAM_AUTH_LOCAL_JWKS_URL: "http://127.0.0.1:4566/eu-central-2_AbCd1234/.well-known/jwks.json",
    });
    expect(teamAuthSettings(config)).toEqual({
      userPoolId: pool.TEAM_USER_POOL_ID,
      clientId: pool.TEAM_CLIENT_ID,
      group: "equipe",
      localJwksUrl: "http://127.0.0.1:4566/eu-central-2_AbCd1234/.well-known/jwks.json",
    });
  });

  it("refuses to start in AWS (Lambda's AWS_LAMBDA_FUNCTION_NAME) with the emulator's key set", () => {
    stubFunctionConfig();
    const config = getConfig({
      ...process.env,
      ...pool,
      AWS_LAMBDA_FUNCTION_NAME: "jura-vtt-api-Fnteam",
      TEAM_AUTH_LOCAL_JWKS_URL: "http://127.0.0.1:4566/x/.well-known/jwks.json",
    });
    expect(() => teamAuthSettings(config)).toThrow(/TEAM_AUTH_LOCAL_JWKS_URL/);
  });

  it("fails at start without the pool, naming the setting", () => {
    stubFunctionConfig();
    const { TEAM_USER_POOL_ID, TEAM_CLIENT_ID, ...withoutPool } = process.env;
    expect(() => teamAuthSettings(getConfig(withoutPool))).toThrow(/TEAM_USER_POOL_ID/);
  });
});
