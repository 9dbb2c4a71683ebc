/**
 * npm run sandbox: the payment sandbox alone, on PAYMENT_SANDBOX_PORT (default 4010), sending
 * Stripe's and Shopify's webhooks to the local host's /api/webhooks/stripe and /shopify. Ctrl-C
 * stops it.
 */
import {
  LOCAL_SHOPIFY_STOREFRONT_TOKEN,
  LOCAL_SHOPIFY_WEBHOOK_SECRET,
  LOCAL_STRIPE_SECRET_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  localShopifyWebhookUrl,
  localStripeWebhookUrl,
} from "./local-secrets";
import { startPaymentSandbox } from "./server";

async function main(): Promise<void> {
  const sandbox = await startPaymentSandbox({
    webhooks: {
      stripe: { url: localStripeWebhookUrl(), secret: LOCAL_STRIPE_WEBHOOK_SECRET },
      shopify: { url: localShopifyWebhookUrl(), secret: LOCAL_SHOPIFY_WEBHOOK_SECRET },
    },
    stripe: { secretKey: LOCAL_STRIPE_SECRET_KEY },
    shopify: { storefrontToken: LOCAL_SHOPIFY_STOREFRONT_TOKEN },
    verbose: true,
  });
  console.log(`
  Payment sandbox   ${sandbox.url}        (Stripe API under /v1, pages under /pay/)
  Test controls     ${sandbox.url}/_sandbox/
  Stripe webhooks   -> ${localStripeWebhookUrl()}
  Shopify           Storefront API under /api/2026-10/graphql.json, checkout pages under /cart/c/
  Shopify webhooks  -> ${localShopifyWebhookUrl()}

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
