/**
 * Hostile input at scale: generated requests to every route of the HTTP API (the one list of
 * functions/api/route-table.ts, so a new route is fuzzed without editing this file), as API
 * Gateway hands them to the function that serves the route (the api function, or the team
 * function for /api/equipe/*, whose requests carry no valid token: forged bearer tokens and
 * forged authorizer claims instead): malformed and truncated JSON, wrong types, huge and
 * deeply nested bodies, odd Unicode, header injection, forged and replayed signatures, hostile
 * path parameters and queries. Every answer must be below 500, every 4xx must carry a French
 * message, and nothing may be stored.
 *
 * FUZZ_RUNS requests per route: a small sample in `npm test`, 10,000 in `npm run test:fuzz`, which
 * also prints the figures (requests, answers by status, time) and writes them to
 * tests/bench/results/fuzz.json.
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PAGE_RENDERER_DIR_ENV, PAGE_TEMPLATE_FILE } from "@shared/payments/visitor-page-renderer";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { defineResources } from "../../infra/resources";
import { apiEvent, putActivity, validRegistration } from "../support/registration-fixtures";
import { countItems } from "../support/table-counts";
import { loadTeamHandler, otherPrivateKey, signJwt, teamPool } from "../support/team-auth";

const RUNS = Number(process.env.FUZZ_RUNS ?? 120);
const resources = defineResources();

/**
 * Rate-limit counters are the one write a refused request may cause: they are how a flood is
 * refused (a 429 in French), not data about anyone, and they expire by TTL.
 */
const COUNTERS_ONLY = new Set(["rate-limits"]);

interface ValidBody {
  body: Record<string, unknown>;
  /** The fields without which the body is refused: one of them is broken in every request. */
  required: readonly string[];
}

/** A valid body per route that takes one, to be broken in one place and decorated with hostility. */
function validBodies(activityId: string): Record<string, ValidBody> {
  return {
    "POST /api/inscriptions": {
      body: validRegistration(activityId),
      required: [
        "activity_id",
        "nom",
        "prenom",
        "email",
        "telephone",
        "date_naissance",
        "adresse_complete",
        "niveau_pratique",
        "a_velo_electrique",
        "accepte_conditions",
        "assurance_rc",
        "assurance_accident",
        "autorisation_rgpd",
      ],
    },
    "POST /api/contact": {
      body: {
        firstName: "Anne",
        lastName: "Rochat",
        email: "anne.rochat@exemple.ch",
        phone: "+41 79 555 12 34",
        message: "Bonjour, la sortie de samedi convient-elle à une débutante ?",
        site_web: "",
      },
      required: ["firstName", "lastName", "email", "message"],
    },
    "POST /api/newsletter": { body: { email: "paul@exemple.ch" }, required: ["email"] },
    "POST /api/quotes": {
      body: {
        companyName: "Horlogerie du Jura SA",
        contactName: "Claude Martin",
        email: "claude.martin@horlogerie-jura.ch",
        phone: "+41 22 123 45 67",
        participants: "9-12",
        date: "",
        comments: "Sortie d'équipe.",
      },
      required: ["companyName", "contactName", "email", "phone", "participants"],
    },
    "POST /api/payments": {
      body: { inscription_id: "00000000-0000-4000-8000-000000000000", method: "card" },
      required: ["inscription_id", "method"],
    },
  };
}

const ODD_STRINGS = [
  "",
  " ",
  "\u0000",
  "\ud800",
  "\udfff",
  "\u202eedoc",
  "e\u0301",
  "𝕏".repeat(500),
  "' OR '1'='1' --",
  '"; DROP TABLE inscriptions; --',
  "<script>alert(1)</script>",
  "${7*7}{{7*7}}",
  "../../../../etc/passwd",
  "%00%0d%0a",
  "\r\nSet-Cookie: session=1",
  "\r\nBcc: victime@exemple.ch",
  "__proto__",
  "constructor",
  "NaN",
  "Infinity",
  "-0",
  "1e309",
  "9".repeat(400),
];

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.constantFrom(...ODD_STRINGS),
  fc.integer({ min: 5_000, max: 70_000 }).map((n) => "é".repeat(n)),
);

const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 5 }),
);

/** A valid body broken for sure (a required field dropped or of the wrong type), with hostile extras. */
function brokenBody({ body: valid, required }: ValidBody) {
  const keys = Object.keys(valid);
  return fc
    .record({
      key: fc.constantFrom(...required),
      breakBy: fc.constantFrom("drop", "type"),
      wrong: wrongType,
      others: fc.dictionary(fc.constantFrom(...keys), hostileString, { maxKeys: 3 }),
      extra: fc.dictionary(
        fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "total_price", "amount")),
        fc.jsonValue({ maxDepth: 2 }),
        { maxKeys: 3 },
      ),
    })
    .map(({ key, breakBy, wrong, others, extra }) => {
      const body: Record<string, unknown> = {};
      const put = (k: string, v: unknown) =>
        Object.defineProperty(body, k, {
          value: v,
          enumerable: true,
          writable: true,
          configurable: true,
        });
      for (const [k, v] of Object.entries(extra)) put(k, v);
      for (const [k, v] of Object.entries(valid)) put(k, v);
      for (const [k, v] of Object.entries(others)) put(k, v);
      if (breakBy === "drop" || (typeof valid[key] === typeof wrong && wrong !== null))
        delete body[key];
      else put(key, wrong);
      return JSON.stringify(body);
    });
}

const deepBody = fc
  .integer({ min: 50, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(
      "[".repeat(depth) + "]".repeat(depth),
      `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`,
    ),
  );

const hugeBody = fc
  .integer({ min: 200_000, max: 1_500_000 })
  .map((n) => JSON.stringify({ nom: "x".repeat(n), email: "a@b.ch" }));

/** Any body: raw text, JSON of every shape, truncated, deep, huge, or none. */
function anyBody(valid?: ValidBody) {
  const options = [
    { weight: 3, arbitrary: fc.string() },
    { weight: 2, arbitrary: fc.string({ unit: "binary" }) },
    { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: deepBody },
    { weight: 1, arbitrary: hugeBody },
    { weight: 1, arbitrary: fc.constant(undefined) },
  ];
  if (valid) {
    const json = JSON.stringify(valid.body);
    options.push(
      { weight: 8, arbitrary: brokenBody(valid) },
      {
        weight: 2,
        arbitrary: fc.integer({ min: 1, max: json.length - 1 }).map((n) => json.slice(0, n)),
      },
    );
  }
  return fc.oneof(...options);
}

const oldTimestamp = fc.integer({ min: 946_684_800, max: 1_700_000_000 });
const hex = (n: number) =>
  fc.string({ unit: fc.constantFrom(..."0123456789abcdef"), minLength: n, maxLength: n });

/** Headers a hostile client sends: odd content types, injection, forged and replayed signatures. */
const hostileHeaders = fc.record(
  {
    "content-type": fc.oneof(
      fc.constantFrom(
        "application/json",
        "application/json; charset=utf-16",
        "text/plain",
        "application/x-www-form-urlencoded",
        "multipart/form-data; boundary=x",
      ),
      hostileString,
    ),
    "idempotency-key": hostileString,
    "stripe-signature": fc.oneof(
      fc.tuple(oldTimestamp, hex(64)).map(([t, v]) => `t=${t},v1=${v}`),
      hostileString,
    ),
    "x-shopify-hmac-sha256": fc.oneof(fc.base64String(), hostileString),
    "x-shopify-webhook-id": hostileString,
    "x-shopify-topic": fc.oneof(fc.constant("orders/paid"), hostileString),
    "paypal-transmission-id": hostileString,
    "paypal-transmission-time": fc.oneof(
      oldTimestamp.map((t) => new Date(t * 1000).toISOString()),
      hostileString,
    ),
    "paypal-transmission-sig": fc.oneof(fc.base64String(), hostileString),
    "paypal-cert-url": fc.oneof(
      fc.constantFrom(
        "https://api.paypal.com/cert.pem",
        "http://169.254.169.254/latest/meta-data/",
      ),
      hostileString,
    ),
    "paypal-auth-algo": fc.oneof(fc.constant("SHA256withRSA"), hostileString),
    "x-forwarded-for": hostileString,
    "accept-language": hostileString,
    authorization: fc.oneof(
      hostileString,
      hostileString.map((s) => `Bearer ${s}`),
      fc
        .array(fc.base64String(), { minLength: 3, maxLength: 3 })
        .map((parts) => `Bearer ${parts.map((p) => p.replace(/[+/=]/g, "_")).join(".")}`),
      fc
        .record({ sub: fc.uuid(), exp: fc.integer({ min: 0, max: 4_102_444_800 }) })
        .map(
          (claims) =>
            `Bearer ${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from(
              JSON.stringify({ ...claims, token_use: "access", "cognito:groups": ["equipe"] }),
            ).toString("base64url")}.`,
        ),
      fc.uuid().map((sub) => `Bearer ${forgedToken(sub)}`),
    ),
  },
  { requiredKeys: [] },
);

const FORGING_KEY = otherPrivateKey();
/** An access token of the team pool's shape, signed by a key no pool knows. */
function forgedToken(sub: string): string {
  const now = Math.floor(Date.now() / 1000);
  return signJwt(
    {
      sub,
      iss: `https://cognito-idp.eu-central-2.amazonaws.com/${process.env.TEAM_USER_POOL_ID}`,
      client_id: process.env.TEAM_CLIENT_ID,
      token_use: "access",
      "cognito:groups": ["equipe"],
      iat: now,
      exp: now + 3600,
    },
    FORGING_KEY,
  );
}

/** encodeURIComponent refuses lone surrogates: those go in raw, as a hostile client may send them. */
function encodeOrRaw(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A path segment as it reaches the function: percent-encoded, broken escapes included. */
const pathParam = fc.oneof(
  fc.uuid(),
  hostileString.filter((s) => s.length > 0 && s.length < 2_000).map(encodeOrRaw),
  fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%00", "..%2F..%2Fetc", "%C0%AF", "a%2Fb", "%ED%A0%80"),
);

function request(route: { method: string; path: string }, valid?: ValidBody) {
  return fc
    .record({
      body: route.method === "POST" ? anyBody(valid) : fc.constant(undefined),
      headers: hostileHeaders,
      params: fc.array(pathParam, { minLength: 2, maxLength: 2 }),
      query: fc.dictionary(
        fc.oneof(fc.constantFrom("token", "jeton", "inscription"), fc.string()),
        hostileString,
        { maxKeys: 3 },
      ),
      base64: fc.boolean(),
      ip: fc.ipV4(),
    })
    .map(({ body, headers, params, query, base64, ip }): APIGatewayProxyEventV2 => {
      let i = 0;
      const path = route.path.replace(/\{[^}]+\}/g, () => params[i++] ?? "");
      const event = apiEvent(route.method as "GET" | "POST", path, undefined, {});
      const encoded = base64 && body !== undefined;
      return {
        ...event,
        headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, String(v)])),
        body: encoded ? Buffer.from(body, "utf8").toString("base64") : body,
        isBase64Encoded: encoded,
        rawQueryString: new URLSearchParams(query).toString(),
        queryStringParameters: Object.keys(query).length > 0 ? query : undefined,
        pathParameters: undefined,
        requestContext: {
          ...event.requestContext,
          http: { ...event.requestContext.http, sourceIp: ip },
          // Claims the caller made up: the team function overwrites them with verified ones.
          authorizer: { jwt: { claims: FORGED_CLAIMS, scopes: [] } },
        } as APIGatewayProxyEventV2["requestContext"],
      };
    });
}

const FORGED_CLAIMS = { sub: "intrus", username: "intrus", "cognito:groups": "[equipe]" };

/** Words that betray an unhandled error or an English message reaching the visitor. */
const LEAK =
  /\b(undefined|NaN|TypeError|SyntaxError|ReferenceError|Unexpected token|Cannot read|stack|Internal Server Error|at [\w.]+ \()/;
/** A French sentence has at least one letter; most have accents or French words. */
const FRENCH =
  /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|un|une|des|est|n'est|pas|requis|invalide|introuvable|veuillez|trop|champ|erreur|lien|paiement|inscription|demande|connexion)\b/i;

function messageOf(result: { body?: string; headers?: Record<string, unknown> }): string {
  const type = String(result.headers?.["content-type"] ?? "");
  if (type.includes("application/json")) {
    const parsed = JSON.parse(result.body ?? "{}") as { error?: unknown; message?: unknown };
    return String(parsed.error ?? parsed.message ?? "");
  }
  return result.body ?? "";
}

interface RouteFigures {
  route: string;
  requests: number;
  byStatus: Record<string, number>;
  seconds: number;
}

describe(`hostile input: ${RUNS} generated requests per API route`, () => {
  let valid: Record<string, ValidBody>;
  let before: Record<string, number>;
  let team: Awaited<ReturnType<typeof loadTeamHandler>>;
  let pageRendererDir: string | undefined;
  const figures: RouteFigures[] = [];

  beforeAll(async () => {
    // The function's own log lines (one or two per request) would bury the figures: silenced
    // here, their content is the personal-data test's business.
    vi.spyOn(console, "log").mockImplementation(() => {});
    vi.spyOn(console, "error").mockImplementation(() => {});
    team = await loadTeamHandler(await teamPool());
    // The payment link's page as deployed, with the built site's frame (no renderer here: every
    // render falls back to that frame; the real render is tests/e2e/payment-page-server.test.ts).
    pageRendererDir = await mkdtemp(path.join(tmpdir(), "fuzz-page-renderer-"));
    await writeFile(
      path.join(pageRendererDir, PAGE_TEMPLATE_FILE),
      "<!doctype html><title>Cadre</title>",
    );
    process.env[PAGE_RENDERER_DIR_ENV] = pageRendererDir;
    const activity = await putActivity();
    valid = validBodies(activity.id);
    before = await countItems(COUNTERS_ONLY);
  });

  afterAll(async () => {
    delete process.env[PAGE_RENDERER_DIR_ENV];
    if (pageRendererDir) await rm(pageRendererDir, { recursive: true, force: true });
    if (figures.length === 0) return;
    const total = figures.reduce((n, f) => n + f.requests, 0);
    const lines = figures.map(
      (f) =>
        `${f.route.padEnd(48)} ${String(f.requests).padStart(6)}  ${f.seconds.toFixed(1).padStart(6)} s  ${Object.entries(
          f.byStatus,
        )
          .sort()
          .map(([s, n]) => `${s}×${n}`)
          .join(" ")}`,
    );
    process.stdout.write(`\nFuzz: ${total} requests\n${lines.join("\n")}\n`);
    if (process.env.FUZZ_REPORT) {
      await mkdir("tests/bench/results", { recursive: true });
      await writeFile(
        "tests/bench/results/fuzz.json",
        `${JSON.stringify({ runsPerRoute: RUNS, total, routes: figures }, null, 2)}\n`,
      );
    }
  });

  it.each(resources.routes.map((r) => ({ key: `${r.method} ${r.path}`, route: r })))(
    "$key: never a 5xx, every 4xx in French",
    async ({ key, route }) => {
      const byStatus: Record<string, number> = {};
      const started = performance.now();
      await fc.assert(
        fc.asyncProperty(request(route, valid[key]), async (event) => {
          const result = await (route.function === "team" ? team : api)(event);
          const status = result.statusCode ?? 0;
          byStatus[status] = (byStatus[status] ?? 0) + 1;
          expect(status, `${key} answered ${status}: ${result.body?.slice(0, 300)}`).toBeLessThan(
            500,
          );
          expect(status).toBeGreaterThanOrEqual(200);
          // No request to the team function carries a valid token: each is turned away first.
          if (route.function === "team") expect(status, `${key}: ${result.body}`).toBe(401);
          if (status >= 400) {
            const message = messageOf(result);
            expect(message, `${key} ${status}`).toMatch(FRENCH);
            expect(message, `${key} ${status}`).not.toMatch(LEAK);
          }
        }),
        { numRuns: RUNS },
      );
      figures.push({
        route: key,
        requests: RUNS,
        byStatus,
        seconds: (performance.now() - started) / 1000,
      });
    },
    Math.max(600_000, RUNS * 250),
  );

  it("stored nothing: every table holds what it held before", async () => {
    expect(await countItems(COUNTERS_ONLY)).toEqual(before);
  });
});
