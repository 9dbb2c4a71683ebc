/**
 * The team's sign-in in integration tests: the emulator's team pool, accounts in it, the team
 * function loaded with the local settings, and hostile tokens (another key, expired, another
 * pool). Expired tokens are signed with moto's published private key, in tests only: that key is
 * why the team function trusts the emulator's key set only by explicit local setting.
 */
import { createHash, createSign, generateKeyPairSync, type KeyObject } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  type CognitoIdentityProviderClient,
} from "@aws-sdk/client-cognito-identity-provider";
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from "aws-lambda";
import { resetConfigForTests } from "../../functions/config";
import { defineResources, type TeamPoolIds } from "../../infra/resources";
import { localTeamAuthEnv } from "../../local/function-env";
import { emulatorCognitoClient, VENV_DIR } from "../../localstack/emulator";
import { provisionTeamPool } from "../../localstack/team-pool";
import { TEAM_GROUP } from "../../shared/team/accounts";
import { cognitoClient } from "../../web/src/features/team/sign-in/cognito-client";
import { endpoint } from "./aws";

export const TEAM_PASSWORD = "Sortie-Jura-2026";

export function cognito(): CognitoIdentityProviderClient {
  return emulatorCognitoClient(endpoint());
}

/** The product's team pool in the emulator (created if a reset removed it). */
export async function teamPool(): Promise<TeamPoolIds> {
  const client = cognito();
  try {
    return await provisionTeamPool(client, defineResources(), { mfa: false });
  } finally {
    client.destroy();
  }
}

/** The browser's client, on the emulator (Node's fetch, as the browser's). */
export function browserClient(pool: TeamPoolIds) {
  return cognitoClient({
    region: pool.userPoolId.split("_")[0] ?? "",
    userPoolId: pool.userPoolId,
    clientId: pool.clientId,
    endpoint: `${endpoint()}/`,
  });
}

/** Creates an account (permanent password unless `temporary`), in the team group if `inTeam`. */
export async function createAccount(
  pool: TeamPoolIds,
  email: string,
  options: { inTeam: boolean; temporaryPassword?: string },
): Promise<void> {
  const client = cognito();
  try {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: pool.userPoolId,
        Username: email,
        UserAttributes: [
          { Name: "email", Value: email },
          { Name: "email_verified", Value: "true" },
        ],
        TemporaryPassword: options.temporaryPassword,
        MessageAction: "SUPPRESS",
      }),
    );
    if (!options.temporaryPassword) {
      await client.send(
        new AdminSetUserPasswordCommand({
          UserPoolId: pool.userPoolId,
          Username: email,
          Password: TEAM_PASSWORD,
          Permanent: true,
        }),
      );
    }
    if (options.inTeam) {
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: pool.userPoolId,
          Username: email,
          GroupName: TEAM_GROUP,
        }),
      );
    }
  } finally {
    client.destroy();
  }
}

/** Signs an account in with its password and returns its tokens. */
export async function tokensOf(pool: TeamPoolIds, email: string) {
  const step = await browserClient(pool).signIn(email, TEAM_PASSWORD);
  if (step.kind !== "signedIn") throw new Error(`sign-in stopped at ${step.kind}`);
  return step.tokens;
}

type TeamHandler = (event: APIGatewayProxyEventV2) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * The team function as the local host runs it: its settings for this pool in the environment,
 * then its module loaded (it reads its config once, at start).
 */
export async function loadTeamHandler(pool: TeamPoolIds): Promise<TeamHandler> {
  Object.assign(process.env, localTeamAuthEnv(endpoint(), pool));
  resetConfigForTests();
  const module = (await import("../../functions/team/handler")) as { handler: TeamHandler };
  return module.handler;
}

const base64url = (value: Buffer | string) => Buffer.from(value).toString("base64url");

/** An RSA private key as its modulus and private exponent (moto publishes no more of it). */
export interface RawRsaKey {
  n: bigint;
  d: bigint;
}

const fromBase64url = (value: string) =>
  BigInt(`0x${Buffer.from(value, "base64url").toString("hex") || "0"}`);

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  for (let e = exponent; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
  }
  return result;
}

/** RSASSA-PKCS1-v1_5 with SHA-256 (RFC 8017 §8.2), the RS256 of JWTs, from n and d alone. */
function signRs256Raw(data: string, key: RawRsaKey): Buffer {
  const size = Math.ceil(key.n.toString(16).length / 2);
  const digestInfo = Buffer.concat([
    Buffer.from("3031300d060960864801650304020105000420", "hex"),
    createHash("sha256").update(data).digest(),
  ]);
  const padded = Buffer.concat([
    Buffer.from([0, 1]),
    Buffer.alloc(size - digestInfo.length - 3, 0xff),
    Buffer.from([0]),
    digestInfo,
  ]);
  const signature = modPow(BigInt(`0x${padded.toString("hex")}`), key.d, key.n);
  return Buffer.from(signature.toString(16).padStart(size * 2, "0"), "hex");
}

/** A JWT signed RS256 with `key`, the header's kid "dummy" as moto's. */
export function signJwt(
  payload: Record<string, unknown>,
  key: KeyObject | RawRsaKey,
  kid = "dummy",
): string {
  const head = base64url(JSON.stringify({ kid, alg: "RS256" }));
  const body = base64url(JSON.stringify(payload));
  const signature =
    "n" in key
      ? signRs256Raw(`${head}.${body}`, key)
      : createSign("RSA-SHA256").update(`${head}.${body}`).sign(key);
  return `${head}.${body}.${base64url(signature)}`;
}

/** The claims of a token (no check). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8"));
}

/** moto's private key (published in its package): what signs the emulator's tokens. */
export function emulatorPrivateKey(): RawRsaKey {
  const lib = join(VENV_DIR, "lib");
  const python = readdirSync(lib).find((name) => name.startsWith("python"));
  const file = join(
    lib,
    python ?? "",
    "site-packages/moto/cognitoidp/resources/jwks-private.json.gz",
  );
  // One private JWK (not a key set), the pair of the public key moto serves with kid "dummy".
  const jwk = JSON.parse(gunzipSync(readFileSync(file)).toString("utf8")) as Record<string, string>;
  return { n: fromBase64url(jwk.n ?? ""), d: fromBase64url(jwk.d ?? "") };
}

/** An RSA key no pool knows. */
export function otherPrivateKey(): KeyObject {
  return generateKeyPairSync("rsa", { modulusLength: 2048 }).privateKey;
}
