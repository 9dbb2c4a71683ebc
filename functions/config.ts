import * as z from "@shared/zod";

/**
 * Function configuration, read once from the environment and validated: a missing value fails
 * fast with its name instead of surfacing later as an obscure AWS error.
 */
const configSchema = z.object({
  AWS_REGION: z._default(z.string().check(z.minLength(1)), "eu-central-2"),
  /** Set only locally (emulator); absent in AWS. */
  AWS_ENDPOINT_URL: z.optional(z.url()),
  EVENT_BUS_NAME: z.string().check(z.minLength(1)),
  SENDER_EMAIL: z.email(),
  PROVIDER_EMAIL: z.email(),
  SITE_URL: z.url(),
  TABLE_ACTIVITIES: z.string().check(z.minLength(1)),
  TABLE_INSCRIPTIONS: z.string().check(z.minLength(1)),
  TABLE_IDEMPOTENCY: z.string().check(z.minLength(1)),
  TABLE_OUTBOX: z.string().check(z.minLength(1)),
  TABLE_CONTACT_MESSAGES: z.string().check(z.minLength(1)),
  TABLE_QUOTE_REQUESTS: z.string().check(z.minLength(1)),
  TABLE_NEWSLETTER_SUBSCRIBERS: z.string().check(z.minLength(1)),
  TABLE_RATE_LIMITS: z.string().check(z.minLength(1)),
  TABLE_SENT_NOTIFICATIONS: z.string().check(z.minLength(1)),
  TABLE_PAYMENTS: z.string().check(z.minLength(1)),
  TABLE_WEBHOOK_EVENTS: z.string().check(z.minLength(1)),
  TABLE_WAITLIST: z.string().check(z.minLength(1)),
  /**
   * The rental e-bikes' table ("flotte"), where the day's rented bikes are counted. Absent while
   * no deployment rents bikes: none is taken, so a cancellation has none to give back.
   */
  TABLE_FLOTTE: z.optional(z.string().check(z.minLength(1))),
  /**
   * Hours before an outing's meeting time when its waiting list stops: no more entries, no more
   * offers, freed places return to the calendar (docs/waitlist.md).
   */
  WAITLIST_OFFERS_STOP_HOURS: z._default(z.coerce.number().check(z.int(), z.nonnegative()), 24),
  /** Contact, newsletter and quote submissions allowed per hour, per client address and per e-mail. */
  FORM_RATE_LIMIT_PER_HOUR: z._default(z.coerce.number().check(z.int(), z.positive()), 5),
  /** The queue the deadline job fills (its worker sends reminders and expires registrations). */
  QUEUE_REGISTRATION_DEADLINES_URL: z.optional(z.string().check(z.minLength(1))),
  /** The queue the reconciliation job fills (its worker asks the provider about each payment). */
  QUEUE_PAYMENT_RECONCILIATION_URL: z.optional(z.string().check(z.minLength(1))),
  QUEUE_ACTIVITY_CANCELLATIONS_URL: z.optional(z.string().check(z.minLength(1))),
  /** The queue of refunds to ask again (the refund job, and « Réessayer » in the team space). */
  QUEUE_REFUND_RETRIES_URL: z.optional(z.string().check(z.minLength(1))),
  /** The queue the retention job fills (its worker anonymises or erases each record once). */
  QUEUE_DATA_RETENTION_URL: z.optional(z.string().check(z.minLength(1))),
  /**
   * "off": unpaid registrations are no longer expired at their deadline (their places stay held
   * and their payment link runs until the meeting time); the reminder still goes out.
   */
  AUTOMATIC_EXPIRY: z._default(z.enum(["on", "off"]), "on"),
  /**
   * "off": no reminder of the outing the evening before (e-mail and SMS at 18:00 in Zurich to each
   * paid registration, docs/day-before-reminder.md). On by default.
   */
  DAY_BEFORE_REMINDER: z._default(z.enum(["on", "off"]), "on"),
  /** The founders' user pool and the team space's app client: the team function's tokens. */
  TEAM_USER_POOL_ID: z.optional(z.string().check(z.regex(/^[a-z]{2}(-[a-z]+)+-\d_[0-9A-Za-z]+$/))),
  TEAM_CLIENT_ID: z.optional(z.string().check(z.minLength(1))),
  /**
   * Locally only: where the emulator publishes its key set, trusted for the team's tokens. moto's
   * private key is public, so the team function refuses to start with it in AWS.
   */
  TEAM_AUTH_LOCAL_JWKS_URL: z.optional(z.url()),
  /** Set by Lambda itself: the function runs in AWS. */
  AWS_LAMBDA_FUNCTION_NAME: z.optional(z.string().check(z.minLength(1))),
});

export type Config = z.infer<typeof configSchema>;

/**
 * What the wiring reads (wiring/adapters.ts, wiring/stores.ts): where the data lives and the rule on expiry.
 * A tool that works on a deployment from outside it (the provider's CLIs, the seed) validates only
 * these, from the deployment's resources.
 */
const wiringSchema = z.pick(configSchema, {
  EVENT_BUS_NAME: true,
  TABLE_ACTIVITIES: true,
  TABLE_INSCRIPTIONS: true,
  TABLE_IDEMPOTENCY: true,
  TABLE_OUTBOX: true,
  TABLE_CONTACT_MESSAGES: true,
  TABLE_QUOTE_REQUESTS: true,
  TABLE_NEWSLETTER_SUBSCRIBERS: true,
  TABLE_RATE_LIMITS: true,
  TABLE_SENT_NOTIFICATIONS: true,
  TABLE_PAYMENTS: true,
  TABLE_WEBHOOK_EVENTS: true,
  TABLE_WAITLIST: true,
  TABLE_FLOTTE: true,
  AUTOMATIC_EXPIRY: true,
});

export type WiringConfig = z.infer<typeof wiringSchema>;

/** Validates `env` against `schema`; a missing or wrong value fails with its name. */
function parseNamed<T>(
  schema: z.ZodMiniType<T>,
  env: NodeJS.ProcessEnv | Record<string, string>,
): T {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Configuration invalide ou manquante : ${names}`);
  }
  return parsed.data;
}

let cached: Config | undefined;

export function getConfig(env: NodeJS.ProcessEnv = process.env): Config {
  cached ??= parseNamed(configSchema, env);
  return cached;
}

/** The wiring's part of the config, read from `env` (not cached: a tool may name any deployment). */
export function getWiringConfig(env: NodeJS.ProcessEnv | Record<string, string>): WiringConfig {
  return parseNamed(wiringSchema, env);
}

/** A setting only some functions need (a queue they fill): there, or they fail at start with its name. */
export function requiredSetting<K extends keyof Config>(
  config: Config,
  name: K,
): NonNullable<Config[K]> {
  const value = config[name];
  if (value === undefined || value === null) {
    throw new Error(`Configuration invalide ou manquante : ${String(name)}`);
  }
  return value;
}

/**
 * The wiring's config of a deployment seen from outside it (a provider's tool, the seed): its bus
 * and its tables, as the resource definitions name them (infra/resources.ts).
 */
export function deploymentWiringConfig(resources: {
  busName: string;
  tables: readonly { envVar: string; name: string }[];
}): WiringConfig {
  return getWiringConfig({
    EVENT_BUS_NAME: resources.busName,
    ...Object.fromEntries(resources.tables.map((table) => [table.envVar, table.name])),
  });
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
