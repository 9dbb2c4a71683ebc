/**
 * Plays API Gateway's HTTP API in front of the api function: an incoming node:http request
 * becomes a payload version 2.0 event, and the function's result becomes the HTTP response,
 * following the rules API Gateway applies (including results without a statusCode).
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from "aws-lambda";
import { matchPath } from "../../functions/api/router";
import type { CatchAllRouteDef, RouteDef } from "../../infra/resources";
import { lambdaContext, withTimeout } from "./lambda-context";
import type { SharedCache } from "./shared-cache";
import { compressed } from "./static-site";

export type ApiHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<unknown>;

/** API Gateway's own limit on a request payload. */
const MAX_PAYLOAD_BYTES = 10 * 1024 * 1024;

const TEXT_CONTENT_TYPE =
  /^(text\/|application\/(json|[\w.+-]+\+json|x-www-form-urlencoded|xml|[\w.+-]+\+xml|javascript|graphql))/i;

/** API Gateway base64-encodes bodies whose content type is not text. */
export function isTextContentType(contentType: string | undefined): boolean {
  return contentType !== undefined && TEXT_CONTENT_TYPE.test(contentType.trim());
}

/** Time in API Gateway's requestContext.time format: 12/Mar/2020:19:03:58 +0000. */
function gatewayTime(date: Date): string {
  const months = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(
    date.getUTCHours(),
  )}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** The API stack's catch-all route for paths under /api that no declared route matches. */
export const CATCH_ALL_ROUTE_KEY = "ANY /api/{proxy+}";

const DEFAULT_CATCH_ALLS: Pick<CatchAllRouteDef, "path">[] = [{ path: "/api/{proxy+}" }];

/**
 * The route API Gateway picks for a request: a declared route with its method and path, else the
 * catch-all with the longest prefix of the path (/api/equipe/ before /api/), else none.
 */
export function routeFor<R extends Pick<RouteDef, "method" | "path">, C extends { path: string }>(
  method: string,
  rawPath: string,
  routes: readonly R[],
  catchAlls: readonly C[],
): { declared: R } | { catchAll: C; prefix: string } | undefined {
  const trimmedPath = rawPath.replace(/\/+$/, "") || "/";
  const declared = routes.find(
    (r) => r.method === method.toUpperCase() && matchPath(r.path, trimmedPath) !== undefined,
  );
  if (declared) return { declared };
  const candidates = catchAlls
    .map((catchAll) => ({ catchAll, prefix: catchAll.path.replace(/\{proxy\+\}$/, "") }))
    .filter(({ prefix }) => rawPath.startsWith(prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length);
  return candidates[0];
}

export interface EventOptions {
  /**
   * Routes of the HTTP API (infra/resources.ts, from functions/api/route-table.ts): a match gives
   * "GET /api/x", others the catch-all.
   */
  routes?: RouteDef[];
  /** The catch-all routes (infra/resources.ts catchAllRoutes); default ANY /api/{proxy+}. */
  catchAllRoutes?: Pick<CatchAllRouteDef, "path">[];
  accountId?: string;
  apiId?: string;
  now?: Date;
}

/** Builds the payload v2 event API Gateway would send for this request. */
export function toApiEvent(
  req: IncomingMessage,
  body: Buffer,
  options: EventOptions = {},
): APIGatewayProxyEventV2 {
  const now = options.now ?? new Date();
  const method = (req.method ?? "GET").toUpperCase();
  const url = new URL(req.url ?? "/", "http://local");
  const rawPath = url.pathname;
  const rawQueryString = url.search.replace(/^\?/, "");

  const headers: Record<string, string> = {};
  let cookies: string[] | undefined;
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    const joined = Array.isArray(value) ? value.join(",") : value;
    if (name === "cookie") {
      cookies = joined
        .split(/;\s*/)
        .map((c) => c.trim())
        .filter((c) => c !== "");
      continue;
    }
    headers[name.toLowerCase()] = joined;
  }

  let queryStringParameters: Record<string, string> | undefined;
  for (const [key, value] of url.searchParams) {
    queryStringParameters ??= {};
    const previous = queryStringParameters[key];
    // Repeated parameters are joined with commas, as API Gateway does.
    queryStringParameters[key] = previous === undefined ? value : `${previous},${value}`;
  }

  const trimmedPath = rawPath.replace(/\/+$/, "") || "/";
  const matched = routeFor(
    method,
    rawPath,
    options.routes ?? [],
    options.catchAllRoutes ?? DEFAULT_CATCH_ALLS,
  );
  const declared = matched && "declared" in matched ? matched.declared : undefined;
  // A declared route with {name} segments gets their values, as API Gateway gives them.
  const declaredParams = declared?.path.includes("{")
    ? matchPath(declared.path, trimmedPath)
    : undefined;
  // Undeclared paths under /api reach the function through a catch-all route, as deployed.
  const catchAll = matched && "catchAll" in matched ? matched : undefined;
  const routeKey = declared
    ? `${declared.method} ${declared.path}`
    : catchAll
      ? `ANY ${catchAll.catchAll.path}`
      : "$default";
  const hasBody = body.length > 0;
  const isText = isTextContentType(headers["content-type"]);
  const domainName = headers.host ?? "127.0.0.1";
  const sourceIp = (req.socket.remoteAddress ?? "127.0.0.1").replace(/^::ffff:/, "");

  return {
    version: "2.0",
    routeKey,
    rawPath,
    rawQueryString,
    ...(cookies ? { cookies } : {}),
    headers,
    ...(queryStringParameters ? { queryStringParameters } : {}),
    ...(catchAll ? { pathParameters: { proxy: rawPath.slice(catchAll.prefix.length) } } : {}),
    ...(declaredParams ? { pathParameters: declaredParams } : {}),
    requestContext: {
      accountId: options.accountId ?? "local",
      apiId: options.apiId ?? "local",
      domainName,
      domainPrefix: domainName.split(".")[0] ?? domainName,
      http: {
        method,
        path: rawPath,
        protocol: `HTTP/${req.httpVersion}`,
        sourceIp,
        userAgent: headers["user-agent"] ?? "",
      },
      requestId: randomUUID(),
      routeKey,
      stage: "$default",
      time: gatewayTime(now),
      timeEpoch: now.getTime(),
    },
    ...(hasBody ? { body: isText ? body.toString("utf8") : body.toString("base64") } : {}),
    isBase64Encoded: hasBody && !isText,
  };
}

export interface HttpResponseParts {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

function isStructuredResult(value: unknown): value is APIGatewayProxyStructuredResultV2 {
  return typeof value === "object" && value !== null && "statusCode" in value;
}

/** Turns what the handler returned into status, headers and body, following API Gateway's rules. */
export function fromApiResult(result: unknown): HttpResponseParts {
  if (!isStructuredResult(result)) {
    // No statusCode: API Gateway answers 200 with the result as a JSON body.
    const body = typeof result === "string" ? result : (JSON.stringify(result) ?? "");
    return {
      statusCode: 200,
      headers: { "content-type": "application/json" },
      body: Buffer.from(body, "utf8"),
    };
  }
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    headers[name.toLowerCase()] = String(value);
  }
  if (result.cookies && result.cookies.length > 0) headers["set-cookie"] = result.cookies;
  const rawBody = result.body ?? "";
  const body = result.isBase64Encoded
    ? Buffer.from(rawBody, "base64")
    : Buffer.from(rawBody, "utf8");
  return { statusCode: result.statusCode ?? 200, headers, body };
}

function readBody(req: IncomingMessage): Promise<Buffer | "too-large"> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PAYLOAD_BYTES) tooLarge = true;
      else chunks.push(chunk);
    });
    req.on("end", () => resolve(tooLarge ? "too-large" : Buffer.concat(chunks)));
    req.on("error", reject);
  });
}

function send(res: ServerResponse, parts: HttpResponseParts, method: string): void {
  res.statusCode = parts.statusCode;
  for (const [name, value] of Object.entries(parts.headers)) res.setHeader(name, value);
  res.setHeader("content-length", parts.body.length);
  res.end(method === "HEAD" ? undefined : parts.body);
}

const gatewayError = (statusCode: number, message: string): HttpResponseParts => ({
  statusCode,
  headers: { "content-type": "application/json" },
  body: Buffer.from(JSON.stringify({ message }), "utf8"),
});

export interface HttpAdapterOptions extends Omit<EventOptions, "now"> {
  /** The time stamped on each request (the local host's clock). */
  now?: () => Date;
  functionName?: string;
  timeoutSeconds?: number;
  onError?: (error: unknown) => void;
  /** Answers GETs of these paths through a shared cache, as CloudFront does (preview only). */
  sharedCache?: { cache: SharedCache; pathPrefix: string };
  /** Gzips text answers for a browser that accepts it, as CloudFront does for the site's pages. */
  compress?: boolean;
}

/** A node:http request listener that hands every request to `handler` as API Gateway would. */
export function createHttpAdapter(handler: ApiHandler, options: HttpAdapterOptions = {}) {
  const functionName = options.functionName ?? "api";
  const timeoutSeconds = options.timeoutSeconds ?? 30;
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const method = (req.method ?? "GET").toUpperCase();
    const body = await readBody(req);
    if (body === "too-large") {
      send(res, gatewayError(413, "Request Entity Too Large"), method);
      return;
    }
    const event = toApiEvent(req, body, { ...options, now: options.now?.() });
    const call = async (): Promise<HttpResponseParts> => {
      try {
        const result = await withTimeout(
          () => handler(event, lambdaContext(functionName, timeoutSeconds)),
          timeoutSeconds,
          functionName,
        );
        return fromApiResult(result);
      } catch (error) {
        // A thrown error or a timeout is what API Gateway reports as an internal error.
        options.onError?.(error);
        return gatewayError(500, "Internal Server Error");
      }
    };
    const shared = options.sharedCache;
    const cached =
      shared &&
      (method === "GET" || method === "HEAD") &&
      event.rawPath.startsWith(shared.pathPrefix);
    // A HEAD is answered from the GET's entry, as CloudFront does.
    const parts = cached
      ? await shared.cache(`GET ${event.rawPath}?${event.rawQueryString}`, call)
      : await call();
    if (options.compress) {
      const headers = { ...parts.headers };
      const type = String(headers["content-type"] ?? "");
      send(
        res,
        { ...parts, headers, body: await compressed(req, type, parts.body, headers) },
        method,
      );
      return;
    }
    send(res, parts, method);
  };
}
