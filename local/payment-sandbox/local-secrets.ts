/**
 * The sandbox's fixed local values: the keys the functions use against it and the addresses it
 * listens on and sends webhooks to. Test-mode look-alikes, known to everyone, valid nowhere else.
 * `npm run dev`, `npm run sandbox` and local/function-env.ts read them from here only.
 */

/** The secret key the sandbox accepts from the functions (Authorization: Bearer …). */
export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local_payment_sandbox_0000000000000000";

/** The webhook endpoint secret the sandbox signs Stripe-Signature with. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = "whsec_local_payment_sandbox_0000000000000000";

/** The REST app credentials the sandbox accepts on POST /v1/oauth2/token (Basic auth). */
export const LOCAL_PAYPAL_CLIENT_ID = "local-payment-sandbox-client-0000";
export const LOCAL_PAYPAL_CLIENT_SECRET = "local-payment-sandbox-secret-0000";

/** The webhook id PayPal signs with and verify-webhook-signature checks (letters and digits). */
export const LOCAL_PAYPAL_WEBHOOK_ID = "LOCALSANDBOXWEBHOOK0000";

export const DEFAULT_PAYMENT_SANDBOX_PORT = 4010;

export function paymentSandboxPort(): number {
  return Number(process.env.PAYMENT_SANDBOX_PORT ?? DEFAULT_PAYMENT_SANDBOX_PORT);
}

export function localPaymentSandboxUrl(): string {
  return `http://127.0.0.1:${paymentSandboxPort()}`;
}

function localWebhookUrl(provider: "stripe" | "paypal"): string {
  return `http://127.0.0.1:${process.env.LOCAL_HOST_PORT ?? 3001}/api/webhooks/${provider}`;
}

/** Where Stripe's webhooks go locally: the local host's route, as API Gateway's in AWS. */
export function localStripeWebhookUrl(): string {
  return localWebhookUrl("stripe");
}

/** Where PayPal's webhooks go locally, likewise. */
export function localPaypalWebhookUrl(): string {
  return localWebhookUrl("paypal");
}

/** What the functions read to reach Stripe: here the sandbox, in AWS api.stripe.com. */
export function localStripeEnv(sandboxUrl: string = localPaymentSandboxUrl()): {
  STRIPE_SECRET_KEY: string;
  STRIPE_WEBHOOK_SECRET: string;
  STRIPE_API_BASE: string;
} {
  return {
    STRIPE_SECRET_KEY: LOCAL_STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: LOCAL_STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: sandboxUrl,
  };
}

/** The Storefront API's public access token the sandbox accepts (32 hex digits, as Shopify's). */
export const LOCAL_SHOPIFY_STOREFRONT_TOKEN = "10ca1000000000000000000000000000";

/** The app's client secret the sandbox signs X-Shopify-Hmac-Sha256 with. */
export const LOCAL_SHOPIFY_WEBHOOK_SECRET = "shpss_local_payment_sandbox_0000000000000000";

/** The custom app's Admin API access token the sandbox accepts (X-Shopify-Access-Token). */
export const LOCAL_SHOPIFY_ADMIN_TOKEN = "shpat_local_payment_sandbox_00000000000000000000";

/** The shop the sandbox plays, as X-Shopify-Shop-Domain names it. */
export const LOCAL_SHOPIFY_SHOP_DOMAIN = "jura-vtt-vitalite-local.myshopify.com";

/** The Storefront API version the functions call by default. */
export const LOCAL_SHOPIFY_API_VERSION = "2026-10";

/** Where Shopify's webhooks go locally: the local host's route, as API Gateway's in AWS. */
export function localShopifyWebhookUrl(): string {
  return `http://127.0.0.1:${process.env.LOCAL_HOST_PORT ?? 3001}/api/webhooks/shopify`;
}

/** What the functions read to reach Shopify: here the sandbox, in AWS the shop's own address. */
export function localShopifyEnv(sandboxUrl: string = localPaymentSandboxUrl()): {
  SHOPIFY_STORE_URL: string;
  SHOPIFY_STOREFRONT_TOKEN: string;
  SHOPIFY_WEBHOOK_SECRET: string;
  SHOPIFY_ADMIN_TOKEN: string;
  SHOPIFY_API_VERSION: string;
} {
  return {
    SHOPIFY_STORE_URL: sandboxUrl,
    SHOPIFY_STOREFRONT_TOKEN: LOCAL_SHOPIFY_STOREFRONT_TOKEN,
    SHOPIFY_WEBHOOK_SECRET: LOCAL_SHOPIFY_WEBHOOK_SECRET,
    SHOPIFY_ADMIN_TOKEN: LOCAL_SHOPIFY_ADMIN_TOKEN,
    SHOPIFY_API_VERSION: LOCAL_SHOPIFY_API_VERSION,
  };
}

/** Where `npm run dev` and `npm run sandbox` send each provider's webhooks, signed how. */
export function localWebhookTargets() {
  return {
    stripe: { url: localStripeWebhookUrl(), secret: LOCAL_STRIPE_WEBHOOK_SECRET },
    paypal: { url: localPaypalWebhookUrl(), webhookId: LOCAL_PAYPAL_WEBHOOK_ID },
    shopify: { url: localShopifyWebhookUrl(), secret: LOCAL_SHOPIFY_WEBHOOK_SECRET },
  };
}

/** What the functions read to reach PayPal: here the sandbox, in AWS api-m.paypal.com. */
export function localPaypalEnv(sandboxUrl: string = localPaymentSandboxUrl()): {
  PAYPAL_CLIENT_ID: string;
  PAYPAL_CLIENT_SECRET: string;
  PAYPAL_WEBHOOK_ID: string;
  PAYPAL_API_BASE: string;
} {
  return {
    PAYPAL_CLIENT_ID: LOCAL_PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: LOCAL_PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID: LOCAL_PAYPAL_WEBHOOK_ID,
    PAYPAL_API_BASE: sandboxUrl,
  };
}
