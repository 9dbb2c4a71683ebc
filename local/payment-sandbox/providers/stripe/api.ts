/**
 * The part of Stripe's HTTP API the adapter calls, on the wire as Stripe speaks it:
 *   POST /v1/checkout/sessions                  create
 *   GET  /v1/checkout/sessions/:id              retrieve (expand[]=line_items)
 *   GET  /v1/checkout/sessions/:id/line_items   list the line items
 *   POST /v1/checkout/sessions/:id/expire       expire an open session
 *   POST /v1/refunds                            refund a paid session's PaymentIntent
 *   GET  /v1/refunds?payment_intent=…           list its refunds
 * Every call needs `Authorization: Bearer sk_test_…`; POSTs honour Idempotency-Key; answers carry
 * Request-Id and Stripe-Version; errors have Stripe's shape. The armed failures of
 * POST /_sandbox/fail-next are played here.
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type ApiFailures, holdAnswer } from "../../api-failures";
import type { SandboxClock } from "../../clock";
import { BodyTooLargeError, readBody, sendText } from "../../http-io";
import { randomId } from "../../ids";
import { type SessionRecord, sessionResponse } from "./checkout-session";
import {
  apiError,
  invalidApiKey,
  invalidRequest,
  missingApiKey,
  parameterUnknown,
  resourceMissing,
  StripeApiError,
  unrecognizedUrl,
} from "./errors";
import { STRIPE_API_VERSION } from "./events";
import { decodeForm, FormEncodingError, type FormObject } from "./form-encoding";
import type { IdempotencyStore } from "./idempotency";
import { createRefund } from "./refund";
import { type CreateSessionInput, parseCreateSessionParams } from "./session-params";

/** The API request behind an object change, as events report it. */
export interface ApiRequestInfo {
  id: string;
  idempotency_key: string | null;
}

export interface StripeApiContext {
  clock: SandboxClock;
  failures: ApiFailures;
  idempotency: IdempotencyStore;
  /** The one key accepted; without it any `sk_test_…` key is. */
  secretKey?: string;
  create(input: CreateSessionInput, request: SessionRecord["request"]): SessionRecord;
  find(id: string): SessionRecord | undefined;
  /** The paid session whose PaymentIntent this is. */
  findByPaymentIntent(paymentIntent: string): SessionRecord | undefined;
  /** Expires an open session on an API call (and sends checkout.session.expired). */
  expireByApi(record: SessionRecord, request: ApiRequestInfo): void;
  /** Brings sessions whose expiry time has passed up to date before answering. */
  expireDue(): void;
}

interface Call {
  params: FormObject;
  rawBody: string;
  request: ApiRequestInfo;
}

type Route = { run: (call: Call) => unknown };

const EXPANDABLE = new Set(["line_items"]);

function authenticate(req: IncomingMessage, secretKey: string | undefined): string {
  const header = req.headers.authorization ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const key = match?.[1];
  if (!key) throw missingApiKey();
  // The sandbox is test mode only: a live key never belongs here.
  const accepted = secretKey ? key === secretKey : /^sk_test_\w{4,}$/.test(key);
  if (!accepted) throw invalidApiKey(key);
  return key;
}

/** The sandbox plays the pinned version only; another one would behave differently at Stripe. */
function checkVersion(req: IncomingMessage): void {
  const asked = req.headers["stripe-version"];
  if (asked !== undefined && asked !== STRIPE_API_VERSION) {
    throw invalidRequest(
      `The payment sandbox plays API version ${STRIPE_API_VERSION} only; this request asked for ${asked}.`,
    );
  }
}

function onlyParams(params: FormObject, allowed: string[]): void {
  for (const name of Object.keys(params)) {
    if (!allowed.includes(name)) throw parameterUnknown(name);
  }
}

function expansions(params: FormObject): string[] {
  const expand = params.expand;
  if (expand === undefined) return [];
  if (!Array.isArray(expand)) throw invalidRequest("Invalid array", "expand");
  return expand.map((value) => {
    if (typeof value !== "string" || !EXPANDABLE.has(value)) {
      throw invalidRequest(`This property cannot be expanded (${String(value)}).`, "expand");
    }
    return value;
  });
}

function routeFor(method: string, path: string, ctx: StripeApiContext): Route {
  const found = (id: string) => {
    const record = ctx.find(id);
    if (!record) throw resourceMissing("checkout.session", id, "session");
    return record;
  };
  if (path === "/v1/checkout/sessions" && method === "POST") {
    return {
      run: ({ params, rawBody, request }) => {
        const input = parseCreateSessionParams(params, ctx.clock.nowSeconds());
        const record = ctx.create(input, {
          raw_body: rawBody,
          params,
          idempotency_key: request.idempotency_key,
        });
        return sessionResponse(record, expansions(params));
      },
    };
  }
  if (path === "/v1/refunds" && method === "POST") {
    return {
      run: ({ params }) => createRefund(params, ctx.findByPaymentIntent, ctx.clock.nowSeconds()),
    };
  }
  if (path === "/v1/refunds" && method === "GET") {
    return {
      run: ({ params }) => {
        onlyParams(params, ["payment_intent", "limit", "starting_after", "ending_before"]);
        const intent = typeof params.payment_intent === "string" ? params.payment_intent : "";
        const data = [...(ctx.findByPaymentIntent(intent)?.refunds ?? [])].reverse();
        return { object: "list", data, has_more: false, url: "/v1/refunds" };
      },
    };
  }
  const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire|\/line_items)?$/.exec(path);
  const id = match?.[1];
  if (id && !match[2] && method === "GET") {
    return {
      run: ({ params }) => {
        onlyParams(params, ["expand"]);
        return sessionResponse(found(id), expansions(params));
      },
    };
  }
  if (id && match[2] === "/line_items" && method === "GET") {
    return {
      run: ({ params }) => {
        onlyParams(params, ["expand", "limit", "starting_after", "ending_before"]);
        return {
          object: "list",
          data: found(id).lineItems,
          has_more: false,
          url: `/v1/checkout/sessions/${id}/line_items`,
        };
      },
    };
  }
  if (id && match[2] === "/expire" && method === "POST") {
    return {
      run: ({ params, request }) => {
        onlyParams(params, ["expand"]);
        const record = found(id);
        if (record.session.status !== "open") {
          // Wording [unconfirmed]: Stripe refuses to expire a session that is not open.
          throw invalidRequest(
            `This Checkout Session is not open (status: ${record.session.status}) and cannot be expired.`,
          );
        }
        ctx.expireByApi(record, request);
        return sessionResponse(record, expansions(params));
      },
    };
  }
  throw unrecognizedUrl(method, path);
}

function json(body: unknown): string {
  return `${JSON.stringify(body, null, 2)}\n`;
}

/** Runs the route; a StripeApiError becomes its answer. */
function execute(route: Route, call: Call): { status: number; body: string } {
  try {
    return { status: 200, body: json(route.run(call)) };
  } catch (error) {
    if (error instanceof StripeApiError)
      return { status: error.status, body: json(error.toJson()) };
    throw error;
  }
}

export async function handleStripeApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: StripeApiContext,
): Promise<void> {
  const method = req.method ?? "GET";
  const requestId = randomId("req_", 14);
  const idempotencyKey =
    method === "POST" ? (req.headers["idempotency-key"] as string | undefined) : undefined;
  // An armed delay-next: the work is done at once, the answer (whatever it is) comes late.
  let lateMs = 0;
  const send = async (status: number, body: string, extra: Record<string, string> = {}) => {
    await holdAnswer(lateMs);
    sendText(res, status, body, {
      "content-type": "application/json",
      "request-id": requestId,
      "stripe-version": STRIPE_API_VERSION,
      ...(idempotencyKey ? { "idempotency-key": idempotencyKey } : {}),
      ...extra,
    });
  };

  try {
    const apiKey = authenticate(req, ctx.secretKey);
    checkVersion(req);
    const rawBody =
      method === "GET"
        ? new URL(req.url ?? "/", "http://sandbox").search.slice(1)
        : await readBody(req);
    let params: FormObject;
    try {
      params = decodeForm(rawBody);
    } catch (error) {
      if (error instanceof FormEncodingError) throw invalidRequest(error.message, error.param);
      throw error;
    }
    ctx.expireDue();

    const failure = ctx.failures.take(`${method} ${path}`);
    lateMs = ctx.failures.takeDelay(`${method} ${path}`);
    if (failure && !failure.commit) throw apiError();
    const route = routeFor(method, path, ctx);
    const endpoint = `${method} ${path}`;

    if (idempotencyKey) {
      const now = ctx.clock.nowSeconds();
      const found = ctx.idempotency.lookup(apiKey, idempotencyKey, endpoint, params, now);
      if (found.kind === "mismatch") throw found.error;
      if (found.kind === "replay") {
        // A replayed answer can be lost on the way back too.
        if (failure?.commit) throw apiError();
        await send(found.response.status, found.response.body, {
          "idempotent-replayed": "true",
          "original-request": found.response.requestId,
        });
        return;
      }
    }

    const call = {
      params,
      rawBody,
      request: { id: requestId, idempotency_key: idempotencyKey ?? null },
    };
    const result = execute(route, call);
    // Refused parameters store nothing; a result of the work done (success or 500) is stored.
    if (idempotencyKey && (result.status < 400 || result.status >= 500)) {
      ctx.idempotency.save(
        apiKey,
        idempotencyKey,
        endpoint,
        params,
        { ...result, requestId },
        ctx.clock.nowSeconds(),
      );
    }
    if (failure?.commit) throw apiError();
    await send(result.status, result.body);
  } catch (error) {
    if (error instanceof StripeApiError) {
      await send(error.status, json(error.toJson()));
      return;
    }
    if (error instanceof BodyTooLargeError) {
      await send(413, json(invalidRequest("Request body too large.").toJson()));
      return;
    }
    throw error;
  }
}
