/**
 * The sandbox's fixed local values: the keys the functions use against it and the addresses it
 * listens on and sends webhooks to. Test-mode look-alikes, known to everyone, valid nowhere else.
 * `npm run dev`, `npm run sandbox` and localstack/local-env.ts read them from here only.
 */

/** The secret key the sandbox accepts from the functions (Authorization: Bearer …). */
export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local_payment_sandbox_0000000000000000";

/** The webhook endpoint secret the sandbox signs Stripe-Signature with. */
export const LOCAL_STRIPE_WEBHOOK_SECRET = "whsec_local_payment_sandbox_0000000000000000";

export const DEFAULT_PAYMENT_SANDBOX_PORT = 4010;

export function paymentSandboxPort(): number {
  return Number(process.env.PAYMENT_SANDBOX_PORT ?? DEFAULT_PAYMENT_SANDBOX_PORT);
}

export function localPaymentSandboxUrl(): string {
  return `http://127.0.0.1:${paymentSandboxPort()}`;
}

/** Where Stripe's webhooks go locally: the local host's route, as API Gateway's in AWS. */
export function localStripeWebhookUrl(): string {
  return `http://127.0.0.1:${process.env.LOCAL_HOST_PORT ?? 3001}/api/webhooks/stripe`;
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
  SHOPIFY_API_VERSION: string;
} {
  return {
    SHOPIFY_STORE_URL: sandboxUrl,
    SHOPIFY_STOREFRONT_TOKEN: LOCAL_SHOPIFY_STOREFRONT_TOKEN,
    SHOPIFY_WEBHOOK_SECRET: LOCAL_SHOPIFY_WEBHOOK_SECRET,
    SHOPIFY_API_VERSION: LOCAL_SHOPIFY_API_VERSION,
  };
}
