/**
 * The sandbox's fixed local values: the keys the functions use against it and the addresses it
 * listens on and sends webhooks to. Test-mode look-alikes, known to everyone, valid nowhere else.
 * `npm run dev`, `npm run sandbox` and localstack/local-env.ts read them from here only.
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

/** Where `npm run dev` and `npm run sandbox` send each provider's webhooks, signed how. */
export function localWebhookTargets() {
  return {
    stripe: { url: localStripeWebhookUrl(), secret: LOCAL_STRIPE_WEBHOOK_SECRET },
    paypal: { url: localPaypalWebhookUrl(), webhookId: LOCAL_PAYPAL_WEBHOOK_ID },
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
