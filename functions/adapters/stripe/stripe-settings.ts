import * as z from "@shared/zod";
import { type ReadSecret, settingFromEnvOrSecret } from "../secrets";

/**
 * Stripe's settings. The API base is the only thing that differs between here and production
 * (the local payment sandbox vs https://api.stripe.com). The two secrets come from the
 * environment locally (sandbox values) and from AWS Secrets Manager when deployed (the
 * environment then names the secrets: STRIPE_SECRET_KEY_ARN, STRIPE_WEBHOOK_SECRET_ARN).
 */
export interface StripeSettings {
  apiBase: URL;
  secretKey: string;
  webhookSecret: string;
}

export const STRIPE_PRODUCTION_API_BASE = "https://api.stripe.com";

const envSchema = z.object({
  STRIPE_API_BASE: z._default(z.url(), STRIPE_PRODUCTION_API_BASE),
  STRIPE_SECRET_KEY: z.optional(z.string().check(z.minLength(1))),
  STRIPE_SECRET_KEY_ARN: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string().check(z.minLength(1))),
  STRIPE_WEBHOOK_SECRET_ARN: z.optional(z.string().check(z.minLength(1))),
});

/** Stripe's own prefixes: a placeholder or a pasted wrong value fails here, with its name. */
const SECRET_SHAPES = {
  STRIPE_SECRET_KEY: { pattern: /^(sk|rk)_(test|live)_\S+$/, hint: "sk_live_… ou sk_test_…" },
  STRIPE_WEBHOOK_SECRET: { pattern: /^whsec_\S+$/, hint: "whsec_…" },
} as const;

async function secretValue(
  name: keyof typeof SECRET_SHAPES,
  env: NodeJS.ProcessEnv,
  readSecret: ReadSecret,
): Promise<string> {
  const { value, where } = await settingFromEnvOrSecret(name, env, readSecret);
  if (!SECRET_SHAPES[name].pattern.test(value)) {
    throw new Error(
      `Configuration invalide : ${name}${where} n'a pas la forme d'une clé Stripe (${SECRET_SHAPES[name].hint})`,
    );
  }
  return value;
}

/** Reads and checks the settings; throws with the missing or invalid setting's name. */
export async function readStripeSettings(
  env: NodeJS.ProcessEnv,
  readSecret: ReadSecret,
): Promise<StripeSettings> {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Configuration invalide ou manquante : ${names}`);
  }
  const e = parsed.data;
  const [secretKey, webhookSecret] = await Promise.all([
    secretValue("STRIPE_SECRET_KEY", env, readSecret),
    secretValue("STRIPE_WEBHOOK_SECRET", env, readSecret),
  ]);
  return { apiBase: new URL(e.STRIPE_API_BASE), secretKey, webhookSecret };
}
