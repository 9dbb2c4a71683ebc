import * as z from "@shared/zod";
import { type ReadSecret, settingFromEnvOrSecret } from "../secrets";

/**
 * PayPal's settings. The API base is the only thing that differs between here and production
 * (the local payment sandbox vs https://api-m.paypal.com). The REST app's client id and secret
 * and the webhook's id come from the environment locally (sandbox values) and, deployed, from the
 * payment providers' secret in AWS Secrets Manager (the environment then names it:
 * PAYPAL_CLIENT_ID_ARN, PAYPAL_CLIENT_SECRET_ARN, PAYPAL_WEBHOOK_ID_ARN).
 */
export interface PaypalSettings {
  apiBase: URL;
  clientId: string;
  clientSecret: string;
  /** The id of the webhook set up in PayPal's dashboard: verify-webhook-signature needs it. */
  webhookId: string;
}

export const PAYPAL_PRODUCTION_API_BASE = "https://api-m.paypal.com";

const envSchema = z.object({
  PAYPAL_API_BASE: z._default(z.url(), PAYPAL_PRODUCTION_API_BASE),
});

/**
 * What PayPal's values look like (webhook id: the verify call's pattern `^[a-zA-Z0-9]+$`): the
 * random value the stack stores until the real one is pasted fails here, with its name.
 */
const SHAPES = {
  PAYPAL_CLIENT_ID: /^[\w-]{10,}$/,
  PAYPAL_CLIENT_SECRET: /^[\w-]{10,}$/,
  PAYPAL_WEBHOOK_ID: /^[a-zA-Z0-9]{1,50}$/,
} as const;

async function value(
  name: keyof typeof SHAPES,
  env: NodeJS.ProcessEnv,
  readSecret: ReadSecret,
): Promise<string> {
  const { value, where } = await settingFromEnvOrSecret(name, env, readSecret);
  if (!SHAPES[name].test(value)) {
    throw new Error(
      `Configuration invalide : ${name}${where} n'a pas la forme d'une valeur PayPal`,
    );
  }
  return value;
}

/** Reads and checks the settings; throws with the missing or invalid setting's name. */
export async function readPaypalSettings(
  env: NodeJS.ProcessEnv,
  readSecret: ReadSecret,
): Promise<PaypalSettings> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Configuration invalide ou manquante : ${names}`);
  }
  const [clientId, clientSecret, webhookId] = await Promise.all([
    value("PAYPAL_CLIENT_ID", env, readSecret),
    value("PAYPAL_CLIENT_SECRET", env, readSecret),
    value("PAYPAL_WEBHOOK_ID", env, readSecret),
  ]);
  return { apiBase: new URL(parsed.data.PAYPAL_API_BASE), clientId, clientSecret, webhookId };
}
