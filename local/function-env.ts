/**
 * The environment the functions run with locally: the same builder CDK uses
 * (functionEnvironment), fed with the emulator's queue URLs and local settings, the payment
 * sandbox's address and keys in place of Stripe's, PayPal's and Shopify's, and a fixed key for
 * payment links.
 */
import {
  defineResources,
  functionEnvironment,
  type Resources,
  type TeamPoolIds,
  teamFunctionEnvironment,
} from "../infra/resources";
import { EMULATOR_CREDENTIALS, EMULATOR_REGION } from "../localstack/emulator";
import { localPaypalEnv, localShopifyEnv, localStripeEnv } from "./payment-sandbox/local-secrets";

/** Sender of every e-mail; verified in the emulator's SES by provisioning. */
export const LOCAL_SENDER_EMAIL = "reservations@jura-vtt-vitalite.ch";
/** The provider's mailbox: receives registrations, quotes and messages. */
export const LOCAL_PROVIDER_EMAIL = "contact@jura-vtt-vitalite.ch";

/**
 * Bank accounts for local QR-bills: the example accounts of the SIX QR-bill guidelines, never
 * to be used for real payments.
 * BANK_IBAN defaults to the QR-IBAN (bills with a QRR reference); set BANK_IBAN to the plain
 * IBAN to see SCOR references.
 */
export const LOCAL_BANK_ACCOUNTS = {
  qrIban: "CH44 3199 9123 0008 8901 2",
  iban: "CH93 0076 2011 6238 5295 7",
} as const;

/**
 * The key that signs payment links locally (deployed: a random Secrets Manager secret). Known to
 * everyone, so a local link proves nothing elsewhere.
 */
export const LOCAL_PAYMENT_LINK_SECRET = "local-payment-link-secret-0000000000000000";

export function localSiteUrl(): string {
  return `http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`;
}

export function localFunctionEnv(
  endpoint: string,
  queueUrls: Record<string, string>,
  overrides: Record<string, string> = {},
  resources: Resources = defineResources(),
): Record<string, string> {
  return {
    AWS_ENDPOINT_URL: endpoint,
    AWS_REGION: EMULATOR_REGION,
    AWS_DEFAULT_REGION: EMULATOR_REGION,
    AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
    BANK_IBAN: process.env.BANK_IBAN ?? LOCAL_BANK_ACCOUNTS.qrIban,
    ...functionEnvironment(
      resources,
      {
        senderEmail: LOCAL_SENDER_EMAIL,
        providerEmail: LOCAL_PROVIDER_EMAIL,
        siteUrl: localSiteUrl(),
      },
      queueUrls,
    ),
    ...localStripeEnv(),
    ...localShopifyEnv(),
    ...localPaypalEnv(),
    PAYMENT_LINK_SECRET: LOCAL_PAYMENT_LINK_SECRET,
    ...overrides,
  };
}

/**
 * The team function's settings locally: the emulator's pool and client, and the explicit setting
 * that trusts the emulator's key set (its private key is public: refused in AWS, see
 * functions/team/team-auth-settings.ts).
 */
export function localTeamAuthEnv(
  endpoint: string,
  pool: TeamPoolIds,
  resources: Resources = defineResources(),
): Record<string, string> {
  return {
    ...teamFunctionEnvironment(resources, pool),
    TEAM_AUTH_LOCAL_JWKS_URL: `${endpoint}/${pool.userPoolId}/.well-known/jwks.json`,
  };
}
