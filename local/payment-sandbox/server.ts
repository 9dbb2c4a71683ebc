/**
 * The payment sandbox: one HTTP server on 127.0.0.1 that plays the outside payment providers
 * (Stripe, PayPal, Shopify) in their own wire format, with a hosted page per payment and test controls
 * under /_sandbox/. Local and tests only: nothing in infra/ refers to it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BUSINESS } from "../../shared/constants/business";
import { ApiFailures } from "./api-failures";
import { SandboxClock } from "./clock";
import { CONTROLS_PATH, handleControls } from "./controls";
import { sendJson } from "./http-io";
import {
  LOCAL_PAYPAL_CLIENT_ID,
  LOCAL_PAYPAL_CLIENT_SECRET,
  LOCAL_PAYPAL_WEBHOOK_ID,
  LOCAL_SHOPIFY_ADMIN_TOKEN,
  LOCAL_SHOPIFY_SHOP_DOMAIN,
  paymentSandboxPort,
} from "./local-secrets";
import type { SandboxProvider } from "./provider";
import { PAYPAL, PaypalProvider } from "./providers/paypal/paypal-provider";
import { CERT_PATH, PaypalWebhookSigning } from "./providers/paypal/webhooks";
import { SHOPIFY, ShopifyProvider } from "./providers/shopify/shopify-provider";
import { shopifySigner } from "./providers/shopify/webhooks";
import { stripeSigner } from "./providers/stripe/events";
import { STRIPE, StripeProvider } from "./providers/stripe/stripe-provider";
import { WebhookOutbox } from "./webhooks-outbox";

export interface PaymentSandboxOptions {
  /** Defaults to PAYMENT_SANDBOX_PORT, then 4010; 0 picks a free port. */
  port?: number;
  /**
   * Where each provider's webhooks go and what they are signed with: Stripe's endpoint secret;
   * PayPal's webhook id (default LOCAL_PAYPAL_WEBHOOK_ID), part of what its signature covers;
   * Shopify's app secret.
   */
  webhooks?: {
    stripe?: { url: string; secret: string };
    paypal?: { url: string; webhookId?: string };
    shopify?: { url: string; secret: string };
  };
  /** The base of the hosted pages' URLs, when browsers reach the sandbox by another address. */
  publicBaseUrl?: string;
  stripe?: {
    /** The one secret key accepted; without it any `sk_test_…` key is. */
    secretKey?: string;
    /** The business name on the hosted page (default: the provider's name). */
    accountName?: string;
  };
  paypal?: {
    /** The REST app's credentials accepted by /v1/oauth2/token (default: the local ones). */
    clientId?: string;
    clientSecret?: string;
  };
  shopify?: {
    /** The one Storefront token accepted; without it any non-empty token is. */
    storefrontToken?: string;
    /** The one Admin API token accepted (default: the local one). */
    adminToken?: string;
    /** X-Shopify-Shop-Domain of the webhooks. */
    shopDomain?: string;
    /** Where the checkout page's link leads when the cart has no return_url attribute. */
    returnUrl?: string;
  };
  /** The base clock (tests); /_sandbox/clock moves an offset on top of it. */
  now?: () => number;
  /** How often sessions whose expiry time has passed are expired (default every second). */
  expiryCheckMs?: number;
  /** Print one line per request. */
  verbose?: boolean;
}

export interface PaymentSandbox {
  url: string;
  stop(): Promise<void>;
}

const report = (what: string) => (error: unknown) =>
  console.error(`[payment-sandbox] ${what}:`, error instanceof Error ? error.stack : error);

export async function startPaymentSandbox(
  options: PaymentSandboxOptions = {},
): Promise<PaymentSandbox> {
  const clock = new SandboxClock(options.now);
  const failures = new ApiFailures();
  const stripeWebhooks = options.webhooks?.stripe;
  const paypalWebhooks = options.webhooks?.paypal;
  const shopifyWebhooks = options.webhooks?.shopify;
  let baseUrl = "";
  const publicBaseUrl = () => options.publicBaseUrl?.replace(/\/+$/, "") ?? baseUrl;
  const paypalSigning = new PaypalWebhookSigning(
    paypalWebhooks?.webhookId ?? LOCAL_PAYPAL_WEBHOOK_ID,
    () => `${publicBaseUrl()}${CERT_PATH}`,
  );
  const outbox = new WebhookOutbox({
    clock,
    targets: {
      [STRIPE]: stripeWebhooks
        ? { url: stripeWebhooks.url, signer: stripeSigner(stripeWebhooks.secret) }
        : undefined,
      [PAYPAL]: paypalWebhooks
        ? { url: paypalWebhooks.url, signer: paypalSigning.signer() }
        : undefined,
      [SHOPIFY]: shopifyWebhooks
        ? { url: shopifyWebhooks.url, signer: shopifySigner(shopifyWebhooks.secret) }
        : undefined,
    },
  });
  // PayPal first: it answers a few exact /v1/ paths, Stripe every other /v1/ path.
  const providers: SandboxProvider[] = [
    new PaypalProvider({
      clock,
      outbox,
      failures,
      publicBaseUrl,
      credentials: {
        clientId: options.paypal?.clientId ?? LOCAL_PAYPAL_CLIENT_ID,
        clientSecret: options.paypal?.clientSecret ?? LOCAL_PAYPAL_CLIENT_SECRET,
      },
      signing: paypalSigning,
      accountName: BUSINESS.name,
    }),
    new StripeProvider({
      clock,
      outbox,
      failures,
      publicBaseUrl,
      secretKey: options.stripe?.secretKey,
      accountName: options.stripe?.accountName ?? BUSINESS.name,
    }),
    new ShopifyProvider({
      clock,
      outbox,
      failures,
      publicBaseUrl,
      storefrontToken: options.shopify?.storefrontToken,
      adminToken: options.shopify?.adminToken ?? LOCAL_SHOPIFY_ADMIN_TOKEN,
      shopName: BUSINESS.name,
      shopDomain: options.shopify?.shopDomain ?? LOCAL_SHOPIFY_SHOP_DOMAIN,
      returnUrl: options.shopify?.returnUrl,
    }),
  ];
  const controls = { providers, outbox, clock, failures };

  async function listener(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? "/", "http://sandbox").pathname;
    if (path === CONTROLS_PATH || path.startsWith(`${CONTROLS_PATH}/`)) {
      return handleControls(req, res, path, controls);
    }
    for (const provider of providers) {
      if (await provider.handle(req, res, path)) return;
    }
    sendJson(res, 404, { error: `nothing here: ${req.method} ${path}` });
  }

  const server = createServer((req, res) => {
    const started = Date.now();
    listener(req, res)
      .catch((error) => {
        report(`${req.method} ${req.url} failed`)(error);
        if (!res.headersSent) sendJson(res, 500, { error: "payment sandbox error" });
        else res.end();
      })
      .finally(() => {
        if (options.verbose) {
          const path = new URL(req.url ?? "/", "http://sandbox").pathname;
          console.log(
            `[payment-sandbox] ${req.method} ${path} -> ${res.statusCode} (${Date.now() - started} ms)`,
          );
        }
      });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? paymentSandboxPort(), "127.0.0.1", () => resolve());
  });
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  // Sessions expire when their time passes even if nobody asks about them.
  const expiryTimer = setInterval(() => {
    for (const provider of providers) provider.expireDue().catch(report("expiry"));
  }, options.expiryCheckMs ?? 1_000);
  expiryTimer.unref();

  let stopping: Promise<void> | undefined;
  return {
    url: baseUrl,
    stop() {
      stopping ??= (async () => {
        clearInterval(expiryTimer);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeAllConnections();
        await closed;
        await outbox.idle();
      })();
      return stopping;
    },
  };
}
