import { z } from "zod";

/**
 * Function configuration, read once from the environment and validated: a missing value fails
 * fast with its name instead of surfacing later as an obscure AWS error.
 */
const configSchema = z.object({
  AWS_REGION: z.string().min(1).default("eu-central-2"),
  /** Set only locally (emulator); absent in AWS. */
  AWS_ENDPOINT_URL: z.string().url().optional(),
  EVENT_BUS_NAME: z.string().min(1),
  SENDER_EMAIL: z.string().email(),
  PROVIDER_EMAIL: z.string().email(),
  SITE_URL: z.string().url(),
  TABLE_ACTIVITIES: z.string().min(1),
  TABLE_INSCRIPTIONS: z.string().min(1),
  TABLE_IDEMPOTENCY: z.string().min(1),
  TABLE_OUTBOX: z.string().min(1),
  TABLE_CONTACT_MESSAGES: z.string().min(1),
  TABLE_QUOTE_REQUESTS: z.string().min(1),
  TABLE_NEWSLETTER_SUBSCRIBERS: z.string().min(1),
  TABLE_RATE_LIMITS: z.string().min(1),
  TABLE_SENT_NOTIFICATIONS: z.string().min(1),
  TABLE_PAYMENTS: z.string().min(1),
  TABLE_WEBHOOK_EVENTS: z.string().min(1),
  /** Contact, newsletter and quote submissions allowed per hour, per client address and per e-mail. */
  FORM_RATE_LIMIT_PER_HOUR: z.coerce.number().int().positive().default(5),
  /** The queue the deadline job fills (its worker sends reminders and expires registrations). */
  QUEUE_REGISTRATION_DEADLINES_URL: z.string().min(1).optional(),
  /**
   * "off": unpaid registrations are no longer expired at their deadline (their places stay held
   * and their payment link runs until the meeting time); the reminder still goes out.
   */
  AUTOMATIC_EXPIRY: z.enum(["on", "off"]).default("on"),
});

export type Config = z.infer<typeof configSchema>;

let cached: Config | undefined;

export function getConfig(env: NodeJS.ProcessEnv = process.env): Config {
  if (cached) return cached;
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const names = parsed.error.issues.map((i) => i.path.join(".")).join(", ");
    throw new Error(`Configuration invalide ou manquante : ${names}`);
  }
  cached = parsed.data;
  return cached;
}

/** For tests that change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
