/**
 * npm run sandbox: the payment sandbox alone, on PAYMENT_SANDBOX_PORT (default 4010), sending
 * Stripe's, PayPal's and Shopify's webhooks to the local host's /api/webhooks/stripe, /paypal and
 * /shopify. Ctrl-C stops it.
 */
import {
  LOCAL_SHOPIFY_STOREFRONT_TOKEN,
  LOCAL_STRIPE_SECRET_KEY,
  localWebhookTargets,
} from "./local-secrets";
import { startPaymentSandbox } from "./server";

async function main(): Promise<void> {
  const sandbox = await startPaymentSandbox({
    webhooks: localWebhookTargets(),
    stripe: { secretKey: LOCAL_STRIPE_SECRET_KEY },
    shopify: { storefrontToken: LOCAL_SHOPIFY_STOREFRONT_TOKEN },
    verbose: true,
  });
  const webhooks = localWebhookTargets();
  console.log(`
  Payment sandbox   ${sandbox.url}        (Stripe: /v1, pages /pay/; PayPal: /v1/oauth2, /v2/checkout, pages /paypal/)
  Test controls     ${sandbox.url}/_sandbox/
  Stripe webhooks   -> ${webhooks.stripe.url}
  PayPal webhooks   -> ${webhooks.paypal.url}
  Shopify           Storefront API under /api/2026-10/graphql.json, checkout pages under /cart/c/
  Shopify webhooks  -> ${webhooks.shopify.url}

  Ctrl-C stops it.
`);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.once(signal, () => {
      sandbox.stop().then(() => process.exit(0));
    });
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
