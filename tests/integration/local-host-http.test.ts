import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { get, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { APIGatewayProxyEventV2 } from "aws-lambda";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ApiHandler } from "../../local/host/api-gateway";
import { type LocalHost, startLocalHost } from "../../local/host/server";
import { endpoint } from "../support/aws";

function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    }).on("error", reject);
  });
}

const env = () => ({ ...process.env }) as Record<string, string>;

describe("local host: API Gateway payload v2 around an injected handler", () => {
  const received: APIGatewayProxyEventV2[] = [];
  let nextResult: unknown;
  const handler: ApiHandler = async (event) => {
    received.push(event);
    return nextResult;
  };
  let host: LocalHost;

  beforeAll(async () => {
    host = await startLocalHost({
      port: 0,
      endpoint: endpoint(),
      env: env(),
      apiHandler: handler,
      pollers: false,
      timers: false,
      quiet: true,
    });
  });
  afterAll(() => host.stop());

  it("builds a well-formed event from a JSON POST and returns the handler's answer", async () => {
    nextResult = {
      statusCode: 201,
      headers: { "Content-Type": "application/json; charset=utf-8", "X-Trace": "abc" },
      cookies: ["session=1; Path=/", "theme=clair"],
      body: JSON.stringify({ success: true }),
    };
    const res = await fetch(`${host.url}/api/inscriptions?a=1&a=2&b=%C3%A9t%C3%A9`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "Idempotency-Key": "k-1",
        cookie: "x=1; y=2",
        "user-agent": "test-agent",
      },
      body: JSON.stringify({ nom: "Dupont" }),
    });

    expect(res.status).toBe(201);
    expect(res.headers.get("x-trace")).toBe("abc");
    expect(res.headers.getSetCookie()).toEqual(["session=1; Path=/", "theme=clair"]);
    expect(await res.json()).toEqual({ success: true });

    const event = received.at(-1) as APIGatewayProxyEventV2;
    expect(event.version).toBe("2.0");
    expect(event.routeKey).toBe("POST /api/inscriptions");
    expect(event.rawPath).toBe("/api/inscriptions");
    expect(event.rawQueryString).toBe("a=1&a=2&b=%C3%A9t%C3%A9");
    expect(event.queryStringParameters).toEqual({ a: "1,2", b: "été" });
    expect(event.headers["idempotency-key"]).toBe("k-1");
    expect(event.headers["content-type"]).toBe("application/json");
    expect(event.headers.cookie).toBeUndefined();
    expect(event.cookies).toEqual(["x=1", "y=2"]);
    expect(event.isBase64Encoded).toBe(false);
    expect(JSON.parse(event.body ?? "")).toEqual({ nom: "Dupont" });
    expect(event.requestContext).toMatchObject({
      http: {
        method: "POST",
        path: "/api/inscriptions",
        protocol: "HTTP/1.1",
        sourceIp: "127.0.0.1",
        userAgent: "test-agent",
      },
      routeKey: "POST /api/inscriptions",
      stage: "$default",
    });
    expect(event.requestContext.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(event.requestContext.time).toMatch(
      /^\d{2}\/[A-Z][a-z]{2}\/\d{4}:\d{2}:\d{2}:\d{2} \+0000$/,
    );
    expect(Math.abs(event.requestContext.timeEpoch - Date.now())).toBeLessThan(10_000);
    expect(event.requestContext.domainName).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it("base64-encodes a binary body and decodes a base64 result", async () => {
    const bytes = Buffer.from([0, 1, 2, 250, 255]);
    nextResult = {
      statusCode: 200,
      headers: { "content-type": "application/octet-stream" },
      body: Buffer.from([9, 8, 7]).toString("base64"),
      isBase64Encoded: true,
    };
    const res = await fetch(`${host.url}/api/upload`, {
      method: "POST",
      headers: { "content-type": "application/octet-stream" },
      body: bytes,
    });

    const event = received.at(-1) as APIGatewayProxyEventV2;
    expect(event.isBase64Encoded).toBe(true);
    expect(Buffer.from(event.body ?? "", "base64")).toEqual(bytes);
    expect(event.routeKey).toBe("ANY /api/{proxy+}");
    expect(event.pathParameters).toEqual({ proxy: "upload" });
    expect(event.queryStringParameters).toBeUndefined();
    expect(Buffer.from(await res.arrayBuffer())).toEqual(Buffer.from([9, 8, 7]));
  });

  it("answers a result without statusCode as 200 JSON, and a throwing handler as 500", async () => {
    nextResult = { hello: "monde" };
    const plain = await fetch(`${host.url}/api/activities`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get("content-type")).toBe("application/json");
    expect(await plain.json()).toEqual({ hello: "monde" });
    expect((received.at(-1) as APIGatewayProxyEventV2).body).toBeUndefined();

    nextResult = "texte brut";
    expect(await (await fetch(`${host.url}/api/activities`)).text()).toBe("texte brut");
  });
});

describe("local host: the real api function", () => {
  let host: LocalHost;
  beforeAll(async () => {
    host = await startLocalHost({
      port: 0,
      endpoint: endpoint(),
      env: env(),
      pollers: false,
      timers: false,
      quiet: true,
    });
  });
  afterAll(() => host.stop());

  it("GET /api/health reaches DynamoDB in the emulator", async () => {
    const res = await fetch(`${host.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", emulator: "reachable" });
  });

  it("an unknown /api route is a 404 in JSON", async () => {
    const res = await fetch(`${host.url}/api/nulle-part`);
    expect(res.status).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toMatchObject({ success: false, error: expect.any(String) });
  });

  it("health answers 503 when DynamoDB does not answer", async () => {
    const saved = process.env.AWS_ENDPOINT_URL;
    process.env.AWS_ENDPOINT_URL = "http://127.0.0.1:9";
    vi.resetModules();
    try {
      const { healthRoutes } = await import("../../functions/api/routes/health");
      const health = healthRoutes.find((r) => r.path === "/api/health");
      const result = await health?.handle({} as APIGatewayProxyEventV2);
      expect(result?.statusCode).toBe(503);
      expect(JSON.parse(result?.body ?? "")).toMatchObject({ emulator: "unreachable" });
    } finally {
      process.env.AWS_ENDPOINT_URL = saved;
      vi.resetModules();
    }
  });
});

describe("local host: the built site, served like CloudFront", () => {
  let host: LocalHost;
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "site-"));
    await mkdir(join(dir, "calendrier"), { recursive: true });
    await mkdir(join(dir, "assets"), { recursive: true });
    await writeFile(join(dir, "index.html"), "<h1>Accueil</h1>");
    await writeFile(join(dir, "calendrier", "index.html"), "<h1>Calendrier</h1>");
    await writeFile(join(dir, "404.html"), "<h1>Page introuvable</h1>");
    await writeFile(join(dir, "assets", "app-3f2a.js"), `console.log("${"x".repeat(2000)}");`);
    host = await startLocalHost({
      port: 0,
      endpoint: endpoint(),
      env: env(),
      staticDir: dir,
      pollers: false,
      timers: false,
      quiet: true,
    });
  });
  afterAll(async () => {
    await host.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("maps /x to x/index.html and / to index.html", async () => {
    const page = await fetch(`${host.url}/calendrier`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(page.headers.get("cache-control")).toBe("no-cache");
    expect(await page.text()).toBe("<h1>Calendrier</h1>");
    expect(await (await fetch(`${host.url}/`)).text()).toBe("<h1>Accueil</h1>");
  });

  it("gives hashed assets a long cache and gzip", async () => {
    // node:http, not fetch: fetch would decode the gzip body on its own.
    const res = await rawGet(`${host.url}/assets/app-3f2a.js`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers["content-encoding"]).toBe("gzip");
    const raw = res.body;
    expect(gunzipSync(raw).toString()).toContain("console.log");
    expect(raw.length).toBeLessThan(500);
  });

  it("answers unknown paths with 404.html and status 404, and refuses to leave the site", async () => {
    const res = await fetch(`${host.url}/pas-de-page`);
    expect(res.status).toBe(404);
    expect(await res.text()).toBe("<h1>Page introuvable</h1>");
    const outside = await fetch(`${host.url}/..%2f..%2fetc%2fpasswd`);
    expect(outside.status).toBe(404);
  });
});
