/**
 * Shopify's Storefront API endpoint as the sandbox plays it:
 *   POST /api/{version}/graphql.json   { query, variables?, operationName? }
 * with the public token in X-Shopify-Storefront-Access-Token (pkg @shopify/storefront-api-client
 * 2.0.0, dist/constants.js). A missing or wrong token gets a 401 in Shopify's `{ "errors": … }`
 * shape; GraphQL errors come back with status 200 and `errors`, as GraphQL servers answer. The
 * armed failures of POST /_sandbox/fail-next are played here.
 */
import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { type GraphQLSchema, graphql } from "graphql";
import { type ApiFailures, holdAnswer } from "../../api-failures";
import { BodyTooLargeError, readBody, sendJson } from "../../http-io";
import type { CartInput, CartRecord } from "./cart";
import type { CatalogueProduct } from "./catalogue";
import { type StorefrontRoot, storefrontRootValue } from "./storefront-resolvers";
import { storefrontSchema } from "./storefront-schema";

export const STOREFRONT_PATH = /^\/api\/([^/]+)\/graphql\.json$/;

export interface StorefrontApiContext {
  failures: ApiFailures;
  apiVersion: string;
  /** The one token accepted; without it any non-empty token is. */
  storefrontToken?: string;
  catalogue(): CatalogueProduct[];
  createCart(
    input: CartInput,
    request: CartRecord["request"],
  ): ReturnType<StorefrontRoot["createCart"]>;
}

class StorefrontHttpError extends Error {
  constructor(
    readonly status: number,
    readonly errors: unknown,
  ) {
    super(typeof errors === "string" ? errors : "storefront error");
  }
}

/** Wording of the Admin API's 401 [unconfirmed for the Storefront API]. */
const UNAUTHORIZED = "[API] Invalid API key or access token (unrecognized login or wrong password)";

function authenticate(req: IncomingMessage, header: string, expected: string | undefined): void {
  const token = req.headers[header];
  const given = Array.isArray(token) ? token[0] : token;
  if (!given || (expected !== undefined && given !== expected)) {
    throw new StorefrontHttpError(401, UNAUTHORIZED);
  }
}

export interface GraphqlRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

function parseRequest(raw: string): GraphqlRequest {
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    throw new StorefrontHttpError(400, [{ message: "Invalid JSON in request body" }]);
  }
  const request = body as Partial<GraphqlRequest> | null;
  if (typeof request?.query !== "string") {
    throw new StorefrontHttpError(400, [{ message: "No query string was present" }]);
  }
  const variables = request.variables ?? undefined;
  if (variables !== undefined && (typeof variables !== "object" || Array.isArray(variables))) {
    throw new StorefrontHttpError(400, [{ message: "Variables must be a JSON object" }]);
  }
  return {
    query: request.query,
    variables: variables ?? undefined,
    operationName: request.operationName ?? undefined,
  };
}

const internalError = (requestId: string) =>
  new StorefrontHttpError(500, [
    {
      // Wording seen on Shopify's GraphQL APIs [unconfirmed for the Storefront API's status].
      message: `Internal error. Looks like something went wrong on our end.\nRequest ID: ${requestId} (include this in support requests).`,
      extensions: { code: "INTERNAL_SERVER_ERROR", requestId },
    },
  ]);

/** One of Shopify's GraphQL endpoints as the sandbox plays it (Storefront or Admin API). */
export interface ShopifyGraphqlEndpoint {
  /** The header carrying the access token, lower case. */
  tokenHeader: string;
  /** The one token accepted; without it any non-empty token is. */
  token?: string;
  apiName: string;
  apiVersion: string;
  failures: ApiFailures;
  schema: GraphQLSchema;
  rootValue(rawBody: string, request: GraphqlRequest): unknown;
}

export async function serveShopifyGraphql(
  req: IncomingMessage,
  res: ServerResponse,
  version: string,
  endpoint: ShopifyGraphqlEndpoint,
): Promise<void> {
  const requestId = randomUUID();
  const headers = { "x-request-id": requestId, "x-shopify-api-version": endpoint.apiVersion };
  try {
    if (req.method !== "POST") throw new StorefrontHttpError(405, "Method Not Allowed");
    authenticate(req, endpoint.tokenHeader, endpoint.token);
    if (version !== endpoint.apiVersion) {
      throw new StorefrontHttpError(404, [
        {
          message: `The payment sandbox plays ${endpoint.apiName} version ${endpoint.apiVersion} only; this request asked for ${version}.`,
        },
      ]);
    }
    const rawBody = await readBody(req);
    const request = parseRequest(rawBody);
    // « POST /api/2026-10/graphql.json CartCreate »: the operation tells the calls apart.
    const operation =
      request.operationName ?? /\b(?:query|mutation)\s+(\w+)/.exec(request.query)?.[1] ?? "";
    const call = `POST ${new URL(req.url ?? "/", "http://sandbox").pathname} ${operation}`;
    const failure = endpoint.failures.take(call);
    const lateMs = endpoint.failures.takeDelay(call);
    if (failure && !failure.commit) throw internalError(requestId);

    const result = await graphql({
      schema: endpoint.schema,
      source: request.query,
      variableValues: request.variables,
      operationName: request.operationName,
      rootValue: endpoint.rootValue(rawBody, request),
    });
    // The work is done; only the answer is lost (a retry makes a second cart, as at Shopify).
    if (failure?.commit) throw internalError(requestId);
    // An armed delay-next: the work is done, the answer comes late.
    await holdAnswer(lateMs);
    sendJson(res, 200, result, headers);
  } catch (error) {
    if (error instanceof StorefrontHttpError) {
      return sendJson(res, error.status, { errors: error.errors }, headers);
    }
    if (error instanceof BodyTooLargeError) {
      return sendJson(res, 413, { errors: "Request body too large" }, headers);
    }
    throw error;
  }
}

export function handleStorefrontApi(
  req: IncomingMessage,
  res: ServerResponse,
  version: string,
  ctx: StorefrontApiContext,
): Promise<void> {
  return serveShopifyGraphql(req, res, version, {
    tokenHeader: "x-shopify-storefront-access-token",
    token: ctx.storefrontToken,
    apiName: "Storefront API",
    apiVersion: ctx.apiVersion,
    failures: ctx.failures,
    schema: storefrontSchema,
    rootValue: (rawBody, request) =>
      storefrontRootValue({
        catalogue: ctx.catalogue,
        createCart: (input) =>
          ctx.createCart(input, { raw_body: rawBody, params: request, idempotency_key: null }),
      }),
  });
}
