import { PaypalApiError, PaypalAuthError } from "./paypal-errors";
import {
  approvalLink,
  type CreateOrderRequest,
  orderRequestBody,
  type PaypalOrder,
  paypalRequestId,
} from "./paypal-orders";
import type { PaypalSettings } from "./paypal-settings";

/**
 * A small `fetch` client of PayPal's REST API (the official server SDK cannot take a base URL, so
 * it could not talk to the local sandbox): OAuth2 client-credentials token, Orders v2 create /
 * show / capture, and webhook verification through verify-webhook-signature.
 *
 * - The token is kept until it expires, minus a margin, and shared by concurrent calls; a 401 on
 *   a kept token (revoked early) gets one new token and one more try.
 * - Every POST carries a PayPal-Request-Id derived from our payment id and the operation, so a
 *   retry never creates or captures twice. A call that gets no answer or a 5xx is tried once more
 *   with the same id (every call here is safe to repeat).
 * - A capture PayPal says was already done (ORDER_ALREADY_CAPTURED) reads the order instead.
 * - A full refund of a capture (Payments v2) carries its own PayPal-Request-Id (kept 45 days by
 *   PayPal); one PayPal says was already done (CAPTURE_FULLY_REFUNDED) is read as done.
 */

/** A token is renewed this long before PayPal's expiry (clocks and slow calls). */
export const TOKEN_EXPIRY_MARGIN_SECONDS = 300;
/** Within the api function's 10 s: two tries of one call, plus a token. */
export const PAYPAL_TIMEOUT_MS = 3000;

export interface PaypalClientOptions {
  /** The settings, or how to read them (Secrets Manager: read on first use). */
  settings: PaypalSettings | (() => Promise<PaypalSettings>);
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (the token's expiry is computed with it). */
  now?: () => number;
  timeoutMs?: number;
}

export interface CreatedOrder {
  orderId: string;
  status: string;
  /** Where the buyer approves (the payer-action or approve link). */
  approvalUrl: string;
}

export interface PaypalClient {
  createOrder(request: CreateOrderRequest): Promise<CreatedOrder>;
  getOrder(orderId: string): Promise<PaypalOrder>;
  /** Captures an APPROVED order once, whatever the retries; answers the order after it. */
  captureOrder(input: { orderId: string; paymentId: string }): Promise<PaypalOrder>;
  /**
   * Refunds `amountCentimes` of a capture (all of it, what remains, or one part), once whatever
   * the retries (one request id per part); answers PayPal's refund id.
   */
  refundCapture(input: {
    captureId: string;
    paymentId: string;
    amountCentimes: number;
    part?: string;
  }): Promise<{ refundId: string }>;
  /**
   * True only when PayPal says SUCCESS for this webhook: its five PAYPAL-* headers (any case)
   * and its raw body, passed on byte for byte.
   */
  verifyWebhook(headers: Record<string, string | undefined>, rawEvent: string): Promise<boolean>;
}

interface CachedToken {
  value: string;
  /** When to stop using it (PayPal's expiry minus the margin), in ms. */
  renewAtMs: number;
}

interface Sent {
  status: number;
  body: unknown;
}

const WEBHOOK_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

/** A JSON object, else undefined (PayPal answers JSON; a proxy's error page is not). */
async function readJson(response: Response): Promise<Record<string, unknown> | undefined> {
  const text = await response.text();
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === "object" && value !== null
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

function apiError(status: number, body: Record<string, unknown> | undefined): PaypalApiError {
  const details = Array.isArray(body?.details) ? (body.details as { issue?: unknown }[]) : [];
  const issue = typeof details[0]?.issue === "string" ? details[0].issue : undefined;
  return new PaypalApiError(
    status,
    typeof body?.name === "string" ? body.name : `HTTP ${status}`,
    issue,
    typeof body?.debug_id === "string" ? body.debug_id : undefined,
  );
}

const noAnswer = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

export function createPaypalClient(options: PaypalClientOptions): PaypalClient {
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const timeoutMs = options.timeoutMs ?? PAYPAL_TIMEOUT_MS;
  const settings = async () =>
    typeof options.settings === "function" ? options.settings() : options.settings;

  let cached: CachedToken | undefined;
  let pending: Promise<CachedToken> | undefined;

  async function requestToken(): Promise<CachedToken> {
    const s = await settings();
    const basic = Buffer.from(`${s.clientId}:${s.clientSecret}`).toString("base64");
    const askedAt = now();
    let response: Response | undefined;
    let failure = "";
    for (let attempt = 1; attempt <= 2 && !response; attempt++) {
      try {
        const answer = await fetchFn(new URL("/v1/oauth2/token", s.apiBase), {
          method: "POST",
          headers: {
            authorization: `Basic ${basic}`,
            "content-type": "application/x-www-form-urlencoded",
            accept: "application/json",
          },
          body: "grant_type=client_credentials",
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (answer.status >= 500 && attempt < 2) {
          await answer.arrayBuffer();
          failure = `HTTP ${answer.status}`;
          continue;
        }
        response = answer;
      } catch (error) {
        failure = noAnswer(error);
      }
    }
    if (!response) throw new PaypalAuthError(undefined, failure);
    const body = await readJson(response);
    const token = body?.access_token;
    const expiresIn = Number(body?.expires_in);
    if (!response.ok || typeof token !== "string" || !(expiresIn > 0)) {
      const reason = typeof body?.error === "string" ? body.error : `HTTP ${response.status}`;
      throw new PaypalAuthError(response.status, reason);
    }
    // A short-lived token is still used, for the first half of its life.
    const margin = Math.min(TOKEN_EXPIRY_MARGIN_SECONDS, expiresIn / 2);
    return { value: token, renewAtMs: askedAt + (expiresIn - margin) * 1000 };
  }

  /** The kept token while it is fresh; else one request shared by every caller waiting. */
  async function accessToken(): Promise<string> {
    if (cached && now() < cached.renewAtMs) return cached.value;
    pending ??= requestToken().then(
      (token) => {
        cached = token;
        pending = undefined;
        return token;
      },
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    );
    return (await pending).value;
  }

  /** One call, tried twice on silence or 5xx, with a new token once on 401. */
  async function send(
    method: "GET" | "POST",
    path: string,
    call: { body?: string; requestId?: string; representation?: boolean } = {},
  ): Promise<Sent> {
    const s = await settings();
    let tries = 0;
    let renewedToken = false;
    let lastFailure: PaypalApiError | undefined;
    while (tries < 2) {
      const token = await accessToken();
      let response: Response;
      try {
        response = await fetchFn(new URL(path, s.apiBase), {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept: "application/json",
            ...(call.body === undefined ? {} : { "content-type": "application/json" }),
            ...(call.requestId ? { "paypal-request-id": call.requestId } : {}),
            ...(call.representation ? { prefer: "return=representation" } : {}),
          },
          body: call.body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        tries += 1;
        lastFailure = new PaypalApiError(undefined, noAnswer(error));
        continue;
      }
      const body = await readJson(response);
      if (response.status === 401 && !renewedToken) {
        // The token in hand was refused before its time: drop it, try once with a new one.
        renewedToken = true;
        if (cached?.value === token) cached = undefined;
        continue;
      }
      if (response.status >= 500) {
        tries += 1;
        lastFailure = apiError(response.status, body);
        continue;
      }
      if (!response.ok) throw apiError(response.status, body);
      return { status: response.status, body };
    }
    throw lastFailure ?? new PaypalApiError(undefined, "no answer");
  }

  function asOrder(body: unknown): PaypalOrder {
    const order = body as PaypalOrder | undefined;
    if (typeof order?.id !== "string" || typeof order.status !== "string") {
      throw new PaypalApiError(undefined, "order without id or status");
    }
    return order;
  }

  const orderPath = (orderId: string) => `/v2/checkout/orders/${encodeURIComponent(orderId)}`;

  async function getOrder(orderId: string): Promise<PaypalOrder> {
    return asOrder((await send("GET", orderPath(orderId))).body);
  }

  return {
    async createOrder(request) {
      const { body } = await send("POST", "/v2/checkout/orders", {
        body: JSON.stringify(orderRequestBody(request)),
        requestId: paypalRequestId(request.paymentId, "create"),
      });
      const order = asOrder(body);
      const approvalUrl = approvalLink(order);
      if (!approvalUrl) throw new PaypalApiError(undefined, "order without approval link");
      return { orderId: order.id, status: order.status, approvalUrl };
    },

    getOrder,

    async captureOrder({ orderId, paymentId }) {
      try {
        const { body } = await send("POST", `${orderPath(orderId)}/capture`, {
          body: "{}",
          requestId: paypalRequestId(paymentId, "capture"),
          representation: true,
        });
        return asOrder(body);
      } catch (error) {
        // Captured by an earlier request (another id, or an id PayPal no longer remembers).
        if (error instanceof PaypalApiError && error.issue === "ORDER_ALREADY_CAPTURED") {
          return getOrder(orderId);
        }
        throw error;
      }
    },

    async refundCapture({ captureId, paymentId, amountCentimes, part }) {
      try {
        const { body } = await send(
          "POST",
          `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
          // The amount always said: a participant's share, or what remains once shares went back.
          {
            body: JSON.stringify({
              amount: { value: (amountCentimes / 100).toFixed(2), currency_code: "CHF" },
            }),
            requestId: paypalRequestId(paymentId, part ? `refund-${part}` : "refund"),
          },
        );
        const id = (body as { id?: unknown } | undefined)?.id;
        if (typeof id !== "string") throw new PaypalApiError(undefined, "refund without id");
        return { refundId: id };
      } catch (error) {
        // Refunded by an earlier request whose request id PayPal no longer keeps: the capture
        // stands for its refund.
        if (error instanceof PaypalApiError && error.issue === "CAPTURE_FULLY_REFUNDED") {
          return { refundId: `capture:${captureId}` };
        }
        throw error;
      }
    },

    async verifyWebhook(headers, rawEvent) {
      const lower = Object.fromEntries(
        Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
      );
      const fields: Record<string, string> = {};
      for (const [field, name] of Object.entries(WEBHOOK_HEADERS)) {
        const value = lower[name];
        if (!value) return false;
        fields[field] = value;
      }
      try {
        const parsed: unknown = JSON.parse(rawEvent);
        if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return false;
      } catch {
        return false;
      }
      const s = await settings();
      // The event goes back exactly as received: re-serialising it could change what was signed.
      const body = `{${Object.entries({ ...fields, webhook_id: s.webhookId })
        .map(([name, value]) => `${JSON.stringify(name)}:${JSON.stringify(value)}`)
        .join(",")},"webhook_event":${rawEvent}}`;
      const { body: answer } = await send("POST", "/v1/notifications/verify-webhook-signature", {
        body,
      });
      return (
        (answer as { verification_status?: unknown } | undefined)?.verification_status === "SUCCESS"
      );
    },
  };
}
