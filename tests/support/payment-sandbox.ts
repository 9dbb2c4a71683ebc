/**
 * The payment sandbox for integration and e2e tests: started on PAYMENT_SANDBOX_PORT when set
 * (else a free loopback port) with the local keys, plus a typed client of its /_sandbox/
 * controls, the official `stripe` client pointed at it, PayPal's settings for the adapter, and a
 * small webhook receiver.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import {
  LOCAL_PAYPAL_WEBHOOK_ID,
  LOCAL_SHOPIFY_STOREFRONT_TOKEN,
  LOCAL_SHOPIFY_WEBHOOK_SECRET,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  localPaypalEnv,
  localShopifyEnv,
  localStripeEnv,
} from "../../local/payment-sandbox/local-secrets";
import type { PaymentMethod, SandboxSessionView } from "../../local/payment-sandbox/provider";
import {
  type PaymentSandbox,
  type PaymentSandboxOptions,
  startPaymentSandbox,
} from "../../local/payment-sandbox/server";
import type { Delivery, ReleaseOrder } from "../../local/payment-sandbox/webhooks-outbox";

export interface TestPaymentSandbox extends PaymentSandbox {
  port: number;
  /** STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_BASE for the functions under test. */
  env: ReturnType<typeof localStripeEnv>;
  /** SHOPIFY_STORE_URL, SHOPIFY_STOREFRONT_TOKEN, SHOPIFY_WEBHOOK_SECRET, SHOPIFY_API_VERSION. */
  shopifyEnv: ReturnType<typeof localShopifyEnv>;
  /** PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, PAYPAL_WEBHOOK_ID, PAYPAL_API_BASE, likewise. */
  paypalEnv: ReturnType<typeof localPaypalEnv>;
  controls: SandboxControls;
  /** The official client, configured as the adapter configures it, against the sandbox. */
  stripe(config?: { maxNetworkRetries?: number; apiKey?: string; timeout?: number }): Stripe;
}

export async function startTestPaymentSandbox(
  options: {
    /** Where Stripe's webhooks go (none: deliveries are recorded as failed). */
    stripeWebhookUrl?: string;
    /** Where Shopify's webhooks go (none: deliveries are recorded as failed). */
    shopifyWebhookUrl?: string;
    /** Where the Shopify checkout page's link leads back to. */
    shopifyReturnUrl?: string;
    /** Where PayPal's webhooks go, likewise. */
    paypalWebhookUrl?: string;
    port?: number;
    now?: () => number;
    publicBaseUrl?: string;
  } = {},
): Promise<TestPaymentSandbox> {
  const envPort = process.env.PAYMENT_SANDBOX_PORT;
  const sandboxOptions: PaymentSandboxOptions = {
    port: options.port ?? (envPort ? Number(envPort) : 0),
    stripe: { secretKey: LOCAL_STRIPE_SECRET_KEY },
    shopify: {
      storefrontToken: LOCAL_SHOPIFY_STOREFRONT_TOKEN,
      returnUrl: options.shopifyReturnUrl,
    },
    now: options.now,
    publicBaseUrl: options.publicBaseUrl,
    webhooks: {
      ...(options.stripeWebhookUrl
        ? { stripe: { url: options.stripeWebhookUrl, secret: LOCAL_STRIPE_WEBHOOK_SECRET } }
        : {}),
      ...(options.shopifyWebhookUrl
        ? { shopify: { url: options.shopifyWebhookUrl, secret: LOCAL_SHOPIFY_WEBHOOK_SECRET } }
        : {}),
      ...(options.paypalWebhookUrl
        ? { paypal: { url: options.paypalWebhookUrl, webhookId: LOCAL_PAYPAL_WEBHOOK_ID } }
        : {}),
    },
  };
  const sandbox = await startPaymentSandbox(sandboxOptions);
  const port = Number(new URL(sandbox.url).port);
  return {
    ...sandbox,
    port,
    env: localStripeEnv(sandbox.url),
    shopifyEnv: localShopifyEnv(sandbox.url),
    paypalEnv: localPaypalEnv(sandbox.url),
    controls: new SandboxControls(sandbox.url),
    stripe: (config = {}) =>
      new Stripe(config.apiKey ?? LOCAL_STRIPE_SECRET_KEY, {
        host: "127.0.0.1",
        port,
        protocol: "http",
        maxNetworkRetries: config.maxNetworkRetries ?? 0,
        ...(config.timeout ? { timeout: config.timeout } : {}),
      }),
  };
}

/**
 * A Checkout Session as the adapter creates one for a registration of 2 people at CHF 75.00,
 * card or TWINT, expiring in 45 minutes.
 */
export function sampleCheckoutParams(
  overrides: Partial<Stripe.Checkout.SessionCreateParams> = {},
): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 2,
        price_data: {
          currency: "chf",
          unit_amount: 7500,
          product_data: { name: "VTT électrique – Saint-Cergue, 12 mars 2026" },
        },
      },
    ],
    allowed_payment_method_types: ["card", "twint"],
    client_reference_id: "reg_123",
    metadata: { payment_id: "pay_123", registration_id: "reg_123" },
    customer_email: "marie.exemple@example.ch",
    success_url: "https://site.example/paiement/merci?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "https://site.example/paiement/annule",
    expires_at: Math.floor(Date.now() / 1000) + 45 * 60,
    ...overrides,
  };
}

/** The /_sandbox/ controls over HTTP (see GET /_sandbox/ for the list). */
export class SandboxControls {
  constructor(private readonly baseUrl: string) {}

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/_sandbox${path}`, {
      method,
      headers: body === undefined ? {} : { "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as T & { error?: string };
    if (!res.ok) throw new Error(`${method} /_sandbox${path} -> ${res.status}: ${json.error}`);
    return json;
  }

  async sessions(): Promise<SandboxSessionView[]> {
    return (await this.call<{ sessions: SandboxSessionView[] }>("GET", "/sessions")).sessions;
  }
  /** « Payer »: Stripe needs the method; a PayPal order is approved without one. */
  pay(sessionId: string, method?: PaymentMethod) {
    return this.call<{ redirect_url: string | null; deliveries: Delivery[] }>(
      "POST",
      `/sessions/${encodeURIComponent(sessionId)}/pay`,
      method === undefined ? {} : { method },
    );
  }
  refuse(sessionId: string) {
    return this.call<{ redirect_url: string | null }>(
      "POST",
      `/sessions/${encodeURIComponent(sessionId)}/refuse`,
    );
  }
  expire(sessionId: string) {
    return this.call<{ deliveries: Delivery[] }>(
      "POST",
      `/sessions/${encodeURIComponent(sessionId)}/expire`,
    );
  }
  /** PayPal: the order's next capture completes the order with a DECLINED capture. */
  declineCapture(orderId: string) {
    return this.call("POST", `/paypal/orders/${orderId}/decline-capture`);
  }
  async webhooks(): Promise<Delivery[]> {
    return (await this.call<{ deliveries: Delivery[] }>("GET", "/webhooks")).deliveries;
  }
  hold() {
    return this.call("POST", "/webhooks/hold");
  }
  release(order: ReleaseOrder = "sent") {
    return this.call<{ released: Delivery[] }>("POST", "/webhooks/release", { order });
  }
  duplicateNext(times: number, concurrent = false) {
    return this.call("POST", "/webhooks/duplicate-next", { times, concurrent });
  }
  dropNext(count = 1) {
    return this.call("POST", "/webhooks/drop-next", { count });
  }
  retry() {
    return this.call<{ retried: Delivery[] }>("POST", "/webhooks/retry", {});
  }
  /** `match`: only calls whose « METHOD /path » contains it (« POST /v1/refunds », « /capture »). */
  failNext(options: { count?: number; commit?: boolean; match?: string } = {}) {
    return this.call("POST", "/fail-next", options);
  }
  /** The next call(s) do their work, then answer `ms` late (past the caller's timeout). */
  delayNext(options: { count?: number; ms: number; match?: string }) {
    return this.call("POST", "/delay-next", options);
  }
  advanceClock(seconds: number) {
    return this.call<{ now_unix: number; offset_seconds: number }>("POST", "/clock", {
      advance_seconds: seconds,
    });
  }
  reset() {
    return this.call("POST", "/reset");
  }
  /** Shopify: marks a variant (gid or number) out of stock, or back in. */
  setShopifyVariantAvailable(variantId: string, available: boolean) {
    return this.call("POST", `/shopify/variants/${encodeURIComponent(variantId)}`, {
      available_for_sale: available,
    });
  }
}

export interface ReceivedWebhook {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

export interface WebhookReceiver {
  url: string;
  received: ReceivedWebhook[];
  /** The status the next requests get (default 200). */
  answerWith(status: number): void;
  stop(): Promise<void>;
}

/** A bare HTTP endpoint that keeps every request's raw body, for signature checks. */
export async function startWebhookReceiver(path = "/webhooks/stripe"): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  let status = 200;
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString("utf8") });
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify({ received: status < 300 }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    answerWith: (next) => {
      status = next;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
