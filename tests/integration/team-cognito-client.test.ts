/**
 * The team space's Cognito client (web/src/features/team/sign-in/cognito-client.ts) against the
 * emulator's Cognito: password sign-in, the new password of a first sign-in, a wrong password
 * refused in French, the second factor (set-up with a code computed from the secret, then the
 * code at each sign-in), refresh and sign-out. The browser's origin gets CORS answers.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { defineResources, type TeamPoolIds } from "../../infra/resources";
import { createTeamLikePool } from "../../localstack/team-pool";
import { TEAM_PASSWORD_RULE_FR } from "../../shared/team/accounts";
import {
  CognitoError,
  cognitoClient,
  totpUri,
} from "../../web/src/features/team/sign-in/cognito-client";
import { endpoint } from "../support/aws";
import {
  browserClient,
  claimsOf,
  cognito,
  createAccount,
  TEAM_PASSWORD,
  teamPool,
} from "../support/team-auth";
import { freshTotpCode } from "../support/totp";

const NEW_PASSWORD = "Nouveau-Sentier-42";

/** Runs `action` and returns the CognitoError it throws. */
async function refusal(action: () => Promise<unknown>): Promise<CognitoError> {
  try {
    await action();
  } catch (error) {
    if (error instanceof CognitoError) return error;
    throw error;
  }
  throw new Error("not refused");
}

let pool: TeamPoolIds;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

beforeAll(async () => {
  pool = await teamPool();
});

describe("the team space's Cognito client, against the emulator", () => {
  it("signs in with a password: tokens for the pool and its client, the access token in the team group", async () => {
    const email = `fondateur-${unique()}@jura-vtt.local`;
    await createAccount(pool, email, { inTeam: true });
    const before = Date.now();
    const step = await browserClient(pool).signIn(email, TEAM_PASSWORD);
    expect(step.kind).toBe("signedIn");
    if (step.kind !== "signedIn") return;
    const access = claimsOf(step.tokens.accessToken);
    expect(access).toMatchObject({
      token_use: "access",
      client_id: pool.clientId,
      iss: `https://cognito-idp.${pool.userPoolId.split("_")[0]}.amazonaws.com/${pool.userPoolId}`,
      "cognito:groups": ["equipe"],
    });
    expect(claimsOf(step.tokens.idToken)).toMatchObject({ token_use: "id", email });
    expect(step.tokens.refreshToken.length).toBeGreaterThan(10);
    expect(step.tokens.expiresAt).toBeGreaterThanOrEqual(before + 3_000_000);
  });

  it("a wrong password and an unknown e-mail get the same French refusal", async () => {
    const email = `fondateur-${unique()}@jura-vtt.local`;
    await createAccount(pool, email, { inTeam: true });
    const wrong = await refusal(() => browserClient(pool).signIn(email, "Mauvais-Mot-2026"));
    expect(wrong.code).toBe("NotAuthorizedException");
    expect(wrong.message).toBe("E-mail ou mot de passe incorrect.");
    const unknown = await refusal(() =>
      browserClient(pool).signIn(`inconnu-${unique()}@jura-vtt.local`, TEAM_PASSWORD),
    );
    expect(unknown.message).toBe("E-mail ou mot de passe incorrect.");
  });

  it("a temporary password asks for a new one, which must follow the rule, then signs in", async () => {
    const email = `nouveau-${unique()}@jura-vtt.local`;
    await createAccount(pool, email, { inTeam: true, temporaryPassword: "Temporaire-2026" });
    const client = browserClient(pool);
    const first = await client.signIn(email, "Temporaire-2026");
    expect(first.kind).toBe("newPasswordRequired");
    if (first.kind !== "newPasswordRequired") return;
    const weak = await refusal(() => client.setNewPassword(email, first.session, "court"));
    expect(weak.code).toBe("InvalidPasswordException");
    expect(weak.message).toBe(TEAM_PASSWORD_RULE_FR);
    const again = await client.signIn(email, "Temporaire-2026");
    if (again.kind !== "newPasswordRequired") throw new Error(again.kind);
    const done = await client.setNewPassword(email, again.session, NEW_PASSWORD);
    expect(done.kind).toBe("signedIn");
    expect((await client.signIn(email, NEW_PASSWORD)).kind).toBe("signedIn");
  });

  it("refreshes the tokens (keeping the refresh token), then signs out everywhere", async () => {
    const email = `fondateur-${unique()}@jura-vtt.local`;
    await createAccount(pool, email, { inTeam: true });
    const client = browserClient(pool);
    const step = await client.signIn(email, TEAM_PASSWORD);
    if (step.kind !== "signedIn") throw new Error(step.kind);
    const renewed = await client.refresh(step.tokens.refreshToken);
    expect(renewed.refreshToken).toBe(step.tokens.refreshToken);
    expect(renewed.accessToken).not.toBe(step.tokens.accessToken);
    expect(claimsOf(renewed.accessToken).sub).toBe(claimsOf(step.tokens.accessToken).sub);
    await client.signOut(renewed.accessToken);
    const afterSignOut = await refusal(() => client.refresh(step.tokens.refreshToken));
    expect(afterSignOut.code).toBe("NotAuthorizedException");
  });

  it("says in French when Cognito cannot be reached", async () => {
    // Port 9 (discard) is closed on this machine: the connection is refused.
    const offline = cognitoClient({
      region: "eu-central-2",
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      endpoint: "http://127.0.0.1:9/",
    });
    const refused = await refusal(() => offline.signIn("fondateur@jura-vtt.local", TEAM_PASSWORD));
    expect(refused.code).toBe("NetworkError");
    expect(refused.message).toMatch(/ne répond pas/);
  });

  it("answers the browser's origin (CORS), so the team space calls Cognito directly", async () => {
    const origin = "http://127.0.0.1:5173";
    const preflight = await fetch(`${endpoint()}/`, {
      method: "OPTIONS",
      headers: {
        Origin: origin,
        "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "content-type,x-amz-target",
      },
    });
    await preflight.arrayBuffer();
    expect(preflight.headers.get("access-control-allow-origin")).toBe(origin);
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/x-amz-target/);
    const call = await fetch(`${endpoint()}/`, {
      method: "POST",
      headers: {
        Origin: origin,
        "Content-Type": "application/x-amz-json-1.1",
        "X-Amz-Target": "AWSCognitoIdentityProviderService.InitiateAuth",
      },
      body: JSON.stringify({
        ClientId: pool.clientId,
        AuthFlow: "USER_PASSWORD_AUTH",
        AuthParameters: { USERNAME: "personne@jura-vtt.local", PASSWORD: "x" },
      }),
    });
    await call.arrayBuffer();
    expect(call.headers.get("access-control-allow-origin")).toBe(origin);
  });
});

describe("the second factor (a pool with MFA on, as in AWS)", () => {
  let mfaPool: TeamPoolIds;

  beforeAll(async () => {
    const client = cognito();
    try {
      const def = { ...defineResources().teamPool, name: `mfa-${unique()}` };
      mfaPool = await createTeamLikePool(client, def, { mfa: true });
    } finally {
      client.destroy();
    }
  });

  it("set-up with a code from the secret, then the 6-digit code at each sign-in", async () => {
    const email = `mfa-${unique()}@jura-vtt.local`;
    await createAccount(mfaPool, email, { inTeam: true, temporaryPassword: "Temporaire-2026" });
    const client = browserClient(mfaPool);
    const first = await client.signIn(email, "Temporaire-2026");
    if (first.kind !== "newPasswordRequired") throw new Error(first.kind);
    const setup = await client.setNewPassword(email, first.session, NEW_PASSWORD);
    expect(setup.kind).toBe("mfaSetupRequired");
    if (setup.kind !== "mfaSetupRequired") return;

    const { secretCode, session } = await client.startMfaSetup(setup.session);
    expect(totpUri(secretCode, email)).toBe(
      `otpauth://totp/Jura%20VTT%20Vitalit%C3%A9%3A${encodeURIComponent(email)}?secret=${secretCode}&issuer=Jura%20VTT%20Vitalit%C3%A9&algorithm=SHA1&digits=6&period=30`,
    );
    const code = await freshTotpCode(secretCode);
    const badCode = String((Number(code) + 1) % 1_000_000).padStart(6, "0");
    const wrong = await refusal(() => client.finishMfaSetup(email, session, badCode));
    expect(wrong.message).toBe("Code incorrect. Vérifiez l'heure de votre téléphone et réessayez.");
    const done = await client.finishMfaSetup(email, session, code);
    expect(done.kind).toBe("signedIn");

    const next = await client.signIn(email, NEW_PASSWORD);
    expect(next.kind).toBe("mfaCodeRequired");
    if (next.kind !== "mfaCodeRequired") return;
    const refused = await refusal(() => client.answerMfaCode(email, next.session, badCode));
    expect(refused.code).toBe("CodeMismatchException");
    const again = await client.signIn(email, NEW_PASSWORD);
    if (again.kind !== "mfaCodeRequired") throw new Error(again.kind);
    const signedIn = await client.answerMfaCode(
      email,
      again.session,
      await freshTotpCode(secretCode),
    );
    expect(signedIn.kind).toBe("signedIn");
  });
});
