import { z } from "zod";

/**
 * Shopify's settings, read from the environment. The store URL is the only thing that differs
 * between here and production (the local payment sandbox vs https://<shop>.myshopify.com); the
 * Storefront token is public by design (it is meant for browsers), the webhook secret is the
 * app's client secret.
 */
export interface ShopifySettings {
  storeUrl: URL;
  storefrontToken: string;
  webhookSecret: string;
  apiVersion: string;
}

/** The latest stable Storefront API version on 2026-11-23 (quarterly, each kept 12 months). */
export const DEFAULT_SHOPIFY_API_VERSION = "2026-10";

const envSchema = z.object({
  SHOPIFY_STORE_URL: z.string().url(),
  SHOPIFY_STOREFRONT_TOKEN: z.string().min(1),
  SHOPIFY_WEBHOOK_SECRET: z.string().min(1),
  SHOPIFY_API_VERSION: z
    .string()
    .regex(/^\d{4}-(01|04|07|10)$/)
    .default(DEFAULT_SHOPIFY_API_VERSION),
});

/** Reads and checks the settings; throws with the missing or invalid setting's names. */
export function readShopifySettings(env: NodeJS.ProcessEnv): ShopifySettings {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Configuration invalide ou manquante : ${names}`);
  }
  const e = parsed.data;
  return {
    storeUrl: new URL(e.SHOPIFY_STORE_URL),
    storefrontToken: e.SHOPIFY_STOREFRONT_TOKEN,
    webhookSecret: e.SHOPIFY_WEBHOOK_SECRET,
    apiVersion: e.SHOPIFY_API_VERSION,
  };
}
