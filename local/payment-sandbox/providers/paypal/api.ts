/**
 * The part of PayPal's REST API the adapter calls, on the wire as PayPal speaks it:
 *   POST /v1/oauth2/token                          client-credentials token (Basic auth)
 *   POST /v2/checkout/orders                       create an order
 *   GET  /v2/checkout/orders/:id                   show an order
 *   POST /v2/checkout/orders/:id/capture           capture an approved order
 *   POST /v2/payments/captures/:id/refund          refund a completed capture
 *   POST /v1/notifications/verify-webhook-signature
 *   GET  /v1/notifications/certs/:name             the key webhooks are signed with (PEM)
 * Every call but the token and the key needs `Authorization: Bearer <token>`; POSTs honour
 * PayPal-Request-Id; answers carry Paypal-Debug-Id; errors have PayPal's shape. The armed failures
 * of POST /_sandbox/fail-next are played here (after authentication, as the Stripe side does).
 */
import type { IncomingMessage, ServerResponse } from "node:http";
import { type ApiFailures, holdAnswer } from "../../api-failures";
import { BodyTooLargeError, readBody, sendText } from "../../http-io";
import {
  badRequestDetail,
  captureNotFound,
  debugId,
  internalServerError,
  OAuthError,
  orderNotFound,
  PaypalApiError,
  unprocessable,
} from "./errors";
import type { TokenStore } from "./oauth";
import { type OrderRecord, orderMinimal, orderRepresentation, type UrlBuilders } from "./order";
import { type CreateOrderInput, parseCreateOrder } from "./order-params";
import { type RefundRecord, refundMinimal } from "./refund";
import type { RequestIdStore } from "./request-ids";
import { CERT_PATH, type VerifyRequest } from "./webhooks";

export const TOKEN_PATH = "/v1/oauth2/token";
export const VERIFY_PATH = "/v1/notifications/verify-webhook-signature";
const ORDERS_PATH = "/v2/checkout/orders";
const CAPTURES_PATH = "/v2/payments/captures";

export interface PaypalApiContext {
  failures: ApiFailures;
  tokens: TokenStore;
  requestIds: RequestIdStore;
  nowMs(): number;
  urls(): UrlBuilders;
  create(input: CreateOrderInput, request: OrderRecord["request"]): OrderRecord;
  find(id: string): OrderRecord | undefined;
  /** Captures an APPROVED order (and sends PAYMENT.CAPTURE.*). */
  capture(record: OrderRecord): void;
  /** Refunds a capture (the body as sent); undefined when no order holds that capture. */
  refund(captureId: string, body: Record<string, unknown>): RefundRecord | undefined;
  /** A refund already made, by its id (a replayed PayPal-Request-Id). */
  findRefund(refundId: string): RefundRecord | undefined;
  verify(request: VerifyRequest): "SUCCESS" | "FAILURE";
  publicKeyPem(): string;
  /** Brings orders whose time has run out up to date before answering. */
  expireDue(): void;
}

/** Whether the sandbox answers this path as PayPal (the rest goes to other providers). */
export function isPaypalApiPath(path: string): boolean {
  return (
    path === TOKEN_PATH ||
    path === VERIFY_PATH ||
    path === CERT_PATH ||
    path === ORDERS_PATH ||
    path.startsWith(`${ORDERS_PATH}/`) ||
    path.startsWith(`${CAPTURES_PATH}/`)
  );
}

interface Answer {
  status: number;
  body: unknown;
}

interface Call {
  method: string;
  path: string;
  rawBody: string;
  requestId: string | undefined;
  representation: boolean;
}

function json(body: unknown): string {
  return JSON.stringify(body);
}

function parseJsonObject(rawBody: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = rawBody.trim() === "" ? {} : JSON.parse(rawBody);
  } catch {
    throw new PaypalApiError(400, [badRequestDetail("MALFORMED_REQUEST_JSON", "/")]);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new PaypalApiError(400, [badRequestDetail("MALFORMED_REQUEST_JSON", "/")]);
  }
  return value as Record<string, unknown>;
}

const VERIFY_FIELDS = [
  "auth_algo",
  "cert_url",
  "transmission_id",
  "transmission_sig",
  "transmission_time",
  "webhook_id",
] as const;

function verifyRequest(rawBody: string): VerifyRequest {
  const body = parseJsonObject(rawBody);
  const details = [];
  for (const field of VERIFY_FIELDS) {
    if (body[field] === undefined)
      details.push(badRequestDetail("MISSING_REQUIRED_PARAMETER", `/${field}`));
    else if (typeof body[field] !== "string") {
      details.push(badRequestDetail("INVALID_PARAMETER_SYNTAX", `/${field}`, body[field]));
    }
  }
  if (body.webhook_event === undefined) {
    details.push(badRequestDetail("MISSING_REQUIRED_PARAMETER", "/webhook_event"));
  }
  if (details.length > 0) throw new PaypalApiError(400, details);
  return body as unknown as VerifyRequest;
}

/** Runs one authenticated call; PaypalApiError answers come back as thrown errors. */
function run(call: Call, ctx: PaypalApiContext): Answer {
  const { method, path, requestId } = call;
  if (path === VERIFY_PATH && method === "POST") {
    return { status: 200, body: { verification_status: ctx.verify(verifyRequest(call.rawBody)) } };
  }
  const urls = ctx.urls();
  const view = (record: OrderRecord, after: "create" | "capture") =>
    call.representation ? orderRepresentation(record, urls) : orderMinimal(record, urls, after);

  if (path === ORDERS_PATH && method === "POST") {
    const endpoint = `${method} ${path}`;
    const earlier = requestId && ctx.requestIds.lookup(endpoint, requestId, ctx.nowMs());
    const replayed = earlier ? ctx.find(earlier) : undefined;
    if (replayed) return { status: 200, body: view(replayed, "create") };
    const input = parseCreateOrder(call.rawBody, requestId);
    const record = ctx.create(input, {
      raw_body: call.rawBody,
      params: JSON.parse(call.rawBody),
      idempotency_key: requestId ?? null,
    });
    if (requestId) ctx.requestIds.save(endpoint, requestId, record.order.id, ctx.nowMs());
    return { status: 201, body: view(record, "create") };
  }

  const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
  if (refundMatch && method === "POST") {
    const captureId = decodeURIComponent(refundMatch[1] as string);
    const body = parseJsonObject(call.rawBody);
    const endpoint = `${method} ${path}`;
    const earlier = requestId && ctx.requestIds.lookup(endpoint, requestId, ctx.nowMs());
    const replayed = earlier ? ctx.findRefund(earlier) : undefined;
    const view = (r: RefundRecord) => (call.representation ? r.refund : refundMinimal(r.refund));
    if (replayed) return { status: 200, body: view(replayed) };
    const made = ctx.refund(captureId, body);
    if (!made) throw captureNotFound(captureId);
    if (requestId) ctx.requestIds.save(endpoint, requestId, made.refund.id, ctx.nowMs());
    return { status: 201, body: view(made) };
  }

  const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
  const id = match ? decodeURIComponent(match[1] as string) : undefined;
  if (id && !match?.[2] && method === "GET") {
    const record = ctx.find(id);
    if (!record) throw orderNotFound(id);
    return { status: 200, body: orderRepresentation(record, urls) };
  }
  if (id && match?.[2] && method === "POST") {
    const record = ctx.find(id);
    if (!record) throw orderNotFound(id);
    // The sandbox plays a capture of the approved PayPal wallet only: an empty body or {}.
    parseJsonObject(call.rawBody);
    const endpoint = `${method} ${path}`;
    if (requestId && ctx.requestIds.lookup(endpoint, requestId, ctx.nowMs())) {
      return { status: 200, body: view(record, "capture") };
    }
    switch (record.order.status) {
      case "APPROVED":
        break;
      case "COMPLETED":
        throw unprocessable("ORDER_ALREADY_CAPTURED");
      case "VOIDED":
        throw unprocessable("ORDER_COMPLETED_OR_VOIDED");
      default:
        throw unprocessable("ORDER_NOT_APPROVED");
    }
    ctx.capture(record);
    if (requestId) ctx.requestIds.save(endpoint, requestId, record.order.id, ctx.nowMs());
    return { status: 201, body: view(record, "capture") };
  }
  throw new PaypalApiError(404);
}

export async function handlePaypalApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  ctx: PaypalApiContext,
): Promise<void> {
  const method = req.method ?? "GET";
  const header = req.headers["paypal-request-id"];
  const requestId = method === "POST" && typeof header === "string" ? header : undefined;
  // An armed delay-next: the work is done at once, the answer (whatever it is) comes late.
  let lateMs = 0;
  const send = async (status: number, body: unknown) => {
    await holdAnswer(lateMs);
    sendText(res, status, json(body), {
      "content-type": "application/json",
      "paypal-debug-id": debugId(),
    });
  };

  try {
    if (path === CERT_PATH && method === "GET") {
      sendText(res, 200, ctx.publicKeyPem(), { "content-type": "application/x-pem-file" });
      return;
    }
    const rawBody = method === "POST" ? await readBody(req) : "";
    if (path === TOKEN_PATH) {
      if (method !== "POST") throw new PaypalApiError(404);
      const failure = ctx.failures.take(`${method} ${path}`);
      lateMs = ctx.failures.takeDelay(`${method} ${path}`);
      if (failure && !failure.commit) throw internalServerError();
      const token = ctx.tokens.issue(req, rawBody);
      if (failure?.commit) throw internalServerError();
      await send(200, token);
      return;
    }
    ctx.tokens.authenticate(req);
    if (requestId !== undefined && (requestId.length < 1 || requestId.length > 108)) {
      throw new PaypalApiError(400, [
        badRequestDetail("INVALID_STRING_LENGTH", "PayPal-Request-Id", requestId, "header"),
      ]);
    }
    ctx.expireDue();
    const failure = ctx.failures.take(`${method} ${path}`);
    lateMs = ctx.failures.takeDelay(`${method} ${path}`);
    if (failure && !failure.commit) throw internalServerError();
    const call: Call = {
      method,
      path,
      rawBody,
      requestId,
      representation: /return=representation/i.test(String(req.headers.prefer ?? "")),
    };
    let answer: Answer | PaypalApiError;
    try {
      answer = run(call, ctx);
    } catch (error) {
      if (!(error instanceof PaypalApiError)) throw error;
      answer = error;
    }
    // commit: the work is done (and its request id remembered), only the answer is lost.
    if (failure?.commit) throw internalServerError();
    if (answer instanceof PaypalApiError) throw answer;
    await send(answer.status, answer.body);
  } catch (error) {
    if (error instanceof PaypalApiError) return await send(error.status, error.toJson());
    if (error instanceof OAuthError) return await send(error.status, error.toJson());
    if (error instanceof BodyTooLargeError) {
      return await send(413, {
        name: "REQUEST_ENTITY_TOO_LARGE",
        message: "Request body too large.",
      });
    }
    throw error;
  }
}
