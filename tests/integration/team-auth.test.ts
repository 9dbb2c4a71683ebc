/**
 * The team function's door, through the local host as API Gateway would hand it requests: every
 * /api/equipe/* route (the route table's, path parameters filled, and the catch-all) answers 401
 * without a token, with a malformed one, one signed by another key, an expired one, an id token
 * and another pool's token; 403 for a valid account outside the team group. Each time every
 * table keeps its item count, no event is published, and the log says why without anything
 * personal. A founder's token reaches the routes.
 */
import { afterAll, beforeAll, describe, expect, inject, it, vi } from "vitest";
import { defineResources, type TeamPoolIds } from "../../infra/resources";
import { localFunctionEnv, localTeamAuthEnv } from "../../local/function-env";
import { type LocalHost, startLocalHost } from "../../local/host/server";
import { createTeamLikePool } from "../../localstack/team-pool";
import { endpoint, readEventLog } from "../support/aws";
import { countItems } from "../support/table-counts";
import {
  claimsOf,
  cognito,
  createAccount,
  emulatorPrivateKey,
  otherPrivateKey,
  signJwt,
  teamPool,
  tokensOf,
} from "../support/team-auth";

const resources = defineResources();
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Every team route with its path parameters filled, and a path only the catch-all serves. */
const TEAM_REQUESTS = [
  ...resources.routes
    .filter((route) => route.function === "team")
    .map((route) => ({
      method: route.method,
      path: route.path.replace(/\{[^}]+\}/g, "essai-0001"),
    })),
  { method: "GET", path: "/api/equipe/nulle-part" },
  { method: "POST", path: "/api/equipe/sorties/essai-0001/supprimer" },
];

let host: LocalHost;
let pool: TeamPoolIds;
let founderEmail: string;
let founder: Awaited<ReturnType<typeof tokensOf>>;
let outsider: Awaited<ReturnType<typeof tokensOf>>;
let otherPoolFounder: Awaited<ReturnType<typeof tokensOf>>;
const logLines: string[] = [];

async function send(
  request: { method: string; path: string },
  authorization?: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${host.url}${request.path}`, {
    method: request.method,
    headers: {
      "content-type": "application/json",
      ...(authorization === undefined ? {} : { authorization }),
    },
    body:
      request.method === "POST" ? JSON.stringify({ titre: "Sortie", masquee: true }) : undefined,
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { text };
  }
  return { status: res.status, body };
}

beforeAll(async () => {
  pool = await teamPool();
  founderEmail = `fondateur-${unique()}@jura-vtt.local`;
  const outsiderEmail = `visiteur-${unique()}@jura-vtt.local`;
  await createAccount(pool, founderEmail, { inTeam: true });
  await createAccount(pool, outsiderEmail, { inTeam: false });
  founder = await tokensOf(pool, founderEmail);
  outsider = await tokensOf(pool, outsiderEmail);

  const client = cognito();
  try {
    const otherPool = await createTeamLikePool(
      client,
      { ...resources.teamPool, name: `autre-${unique()}` },
      { mfa: false },
    );
    const otherEmail = `autre-${unique()}@jura-vtt.local`;
    await createAccount(otherPool, otherEmail, { inTeam: true });
    otherPoolFounder = await tokensOf(otherPool, otherEmail);
  } finally {
    client.destroy();
  }

  for (const stream of ["log", "warn", "error"] as const) {
    vi.spyOn(console, stream).mockImplementation((...args: unknown[]) => {
      logLines.push(args.map(String).join(" "));
    });
  }
  host = await startLocalHost({
    port: 0,
    endpoint: endpoint(),
    env: localFunctionEnv(endpoint(), inject("queueUrls"), localTeamAuthEnv(endpoint(), pool)),
    pollers: false,
    timers: false,
    quiet: true,
  });
});

afterAll(async () => {
  await host?.stop();
  vi.restoreAllMocks();
});

const REFUSED = [
  "no token",
  "not a bearer token",
  "a malformed token",
  "a token signed by another key",
  "an expired token",
  "an id token",
  "another pool's token",
  "a token of another client",
  "an unsigned token",
] as const;

/** The Authorization header of each case that must be refused with 401 ("" for none). */
function refusedTokens(): Record<(typeof REFUSED)[number], string> {
  const now = Math.floor(Date.now() / 1000);
  const claims = claimsOf(founder.accessToken);
  return {
    "no token": "",
    "not a bearer token": `Basic ${Buffer.from(`${founderEmail}:x`).toString("base64")}`,
    "a malformed token": "Bearer pas-un-jeton",
    "a token signed by another key": `Bearer ${signJwt(claims, otherPrivateKey())}`,
    "an expired token": `Bearer ${signJwt({ ...claims, iat: now - 7200, exp: now - 60 }, emulatorPrivateKey())}`,
    "an id token": `Bearer ${founder.idToken}`,
    "another pool's token": `Bearer ${otherPoolFounder.accessToken}`,
    "a token of another client": `Bearer ${signJwt({ ...claims, client_id: "autre-client" }, emulatorPrivateKey())}`,
    "an unsigned token": `Bearer ${Buffer.from('{"alg":"none","kid":"dummy"}').toString("base64url")}.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.`,
  };
}

describe("the team function turns away whoever is not a signed-in founder", () => {
  it("the expired token is the founder's own, re-signed by the emulator's key: only its expiry differs", async () => {
    // Re-signed with the same key and claims, it passes: the refusal below is the expiry's.
    const resigned = signJwt(claimsOf(founder.accessToken), emulatorPrivateKey());
    const answer = await send({ method: "GET", path: "/api/equipe/session" }, `Bearer ${resigned}`);
    expect([401, 403]).not.toContain(answer.status);
  });

  it.each(REFUSED)(
    "%s: 401 « Connexion requise. » on every team route, nothing stored or published",
    async (name) => {
      const authorization = refusedTokens()[name];
      const tablesBefore = await countItems();
      const eventsBefore = (await readEventLog()).length;
      logLines.length = 0;
      for (const request of TEAM_REQUESTS) {
        const answer = await send(request, authorization || undefined);
        expect({ request, ...answer }).toEqual({
          request,
          status: 401,
          body: { success: false, error: "Connexion requise." },
        });
      }
      expect(await countItems()).toEqual(tablesBefore);
      expect((await readEventLog()).length).toBe(eventsBefore);
      const refusals = logLines.filter((line) => line.includes("team_request_refused"));
      expect(refusals.length).toBe(TEAM_REQUESTS.length);
      for (const line of logLines) {
        expect(line).not.toContain(founderEmail);
        expect(line).not.toContain(String(claimsOf(founder.accessToken).sub));
        if (authorization.length > 20) expect(line).not.toContain(authorization.slice(7, 40));
      }
    },
  );

  it("a valid account outside the team group: 403 « Accès réservé à l'équipe. », nothing stored", async () => {
    const tablesBefore = await countItems();
    const eventsBefore = (await readEventLog()).length;
    for (const request of TEAM_REQUESTS) {
      const answer = await send(request, `Bearer ${outsider.accessToken}`);
      expect({ request, ...answer }).toEqual({
        request,
        status: 403,
        body: { success: false, error: "Accès réservé à l'équipe." },
      });
    }
    expect(await countItems()).toEqual(tablesBefore);
    expect((await readEventLog()).length).toBe(eventsBefore);
  });

  it("a founder's access token reaches every team route", async () => {
    for (const request of TEAM_REQUESTS) {
      const answer = await send(request, `Bearer ${founder.accessToken}`);
      expect({ request, status: [401, 403].includes(answer.status) }).toEqual({
        request,
        status: false,
      });
    }
  });

  it("the public API stays open without a token", async () => {
    const res = await fetch(`${host.url}/api/health`);
    await res.arrayBuffer();
    expect(res.status).toBe(200);
  });

  it("serves where the team space signs in: the emulator's pool, client and endpoint", async () => {
    const res = await fetch(`${host.url}/espace-equipe/config.json`);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.json()).toEqual({
      region: "eu-central-2",
      userPoolId: pool.userPoolId,
      clientId: pool.clientId,
      endpoint: `${endpoint()}/`,
    });
  });
});
