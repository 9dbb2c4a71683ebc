import { PRODUCT_TYPES, type ProductType } from "@shared/payments/product-types";
import * as z from "@shared/zod";
import { type ReadSecret, readSecretSetting, settingFromEnvOrSecret } from "../secrets";

/**
 * Shopify's settings. The store URL is the only thing that differs between here and production
 * (the local payment sandbox vs https://<shop>.myshopify.com). The Storefront token is public by
 * design (it is meant for browsers) and comes from the environment; the webhook secret (the app's
 * client secret) and the Admin token come from the environment locally and from the payment
 * providers' secret in AWS Secrets Manager when deployed (the environment then names it:
 * SHOPIFY_WEBHOOK_SECRET_ARN, SHOPIFY_ADMIN_TOKEN_ARN).
 */
export interface ShopifySettings {
  storeUrl: URL;
  storefrontToken: string;
  webhookSecret: string;
  /**
   * The custom app's Admin API access token (shpat_…, scope read_orders): reconciliation reads
   * the order of a cart with it. Optional: without it, only reconciliation of Shopify is refused.
   */
  adminToken?: string;
  apiVersion: string;
  /** The product a registration is paid with. */
  productType: ProductType;
}

/** The latest stable Storefront API version on 2026-11-23 (quarterly, each kept 12 months). */
export const DEFAULT_SHOPIFY_API_VERSION = "2026-10";

/** Spec section 3: the booking page paid with the product type vtt-electrique. */
export const DEFAULT_SHOPIFY_PRODUCT_TYPE: ProductType = "vtt-electrique";

const envSchema = z.object({
  SHOPIFY_STORE_URL: z.url(),
  SHOPIFY_STOREFRONT_TOKEN: z.string().check(z.minLength(1)),
  SHOPIFY_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  SHOPIFY_WEBHOOK_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
  SHOPIFY_ADMIN_TOKEN: z.optional(z.string().check(z.minLength(1))),
  SHOPIFY_ADMIN_TOKEN_ARN: z.optional(z.string().check(z.minLength(1))),
  SHOPIFY_API_VERSION: z._default(
    z.string().check(z.regex(/^\d{4}-(01|04|07|10)$/)),
    DEFAULT_SHOPIFY_API_VERSION,
  ),
  SHOPIFY_PRODUCT_TYPE: z._default(z.enum(PRODUCT_TYPES), DEFAULT_SHOPIFY_PRODUCT_TYPE),
});

const noSecretsManager: ReadSecret = async () => undefined;

/** Reads and checks the settings; throws with the missing or invalid settings' names. */
export async function readShopifySettings(
  env: NodeJS.ProcessEnv,
  readSecret: ReadSecret = noSecretsManager,
): Promise<ShopifySettings> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Configuration invalide ou manquante : ${names}`);
  }
  const e = parsed.data;
  const { value: webhookSecret } = await settingFromEnvOrSecret(
    "SHOPIFY_WEBHOOK_SECRET",
    env,
    readSecret,
  );
  const adminToken =
    e.SHOPIFY_ADMIN_TOKEN ??
    (e.SHOPIFY_ADMIN_TOKEN_ARN
      ? await readSecretSetting("SHOPIFY_ADMIN_TOKEN", e.SHOPIFY_ADMIN_TOKEN_ARN, readSecret)
      : undefined);
  return {
    storeUrl: new URL(e.SHOPIFY_STORE_URL),
    storefrontToken: e.SHOPIFY_STOREFRONT_TOKEN,
    webhookSecret,
    ...(adminToken ? { adminToken } : {}),
    apiVersion: e.SHOPIFY_API_VERSION,
    productType: e.SHOPIFY_PRODUCT_TYPE,
  };
}
