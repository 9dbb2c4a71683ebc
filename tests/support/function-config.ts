import { vi } from "vitest";
import { resetConfigForTests } from "../../functions/config";
import { LOCAL_PAYMENT_LINK_SECRET } from "../../local/function-env";

const TABLE_KEYS = [
  "ACTIVITIES",
  "INSCRIPTIONS",
  "IDEMPOTENCY",
  "OUTBOX",
  "CONTACT_MESSAGES",
  "QUOTE_REQUESTS",
  "NEWSLETTER_SUBSCRIBERS",
  "RATE_LIMITS",
  "SENT_NOTIFICATIONS",
  "PAYMENTS",
  "WEBHOOK_EVENTS",
  "WAITLIST",
  "FLEET",
] as const;

/**
 * For unit tests of handlers and adapters: a complete function environment (as the local host or
 * CDK would give it), with table names `${tablePrefix}${key in lower case}` and the local payment
 * link key, then a fresh config.
 */
export function stubFunctionConfig({
  busName = "jura-vtt-bus",
  siteUrl = "http://127.0.0.1:5173",
  tablePrefix = "jura-vtt-",
}: {
  busName?: string;
  siteUrl?: string;
  tablePrefix?: string;
} = {}): void {
  vi.stubEnv("EVENT_BUS_NAME", busName);
  vi.stubEnv("SENDER_EMAIL", "reservations@jura-vtt-vitalite.ch");
  vi.stubEnv("PROVIDER_EMAIL", "contact@jura-vtt-vitalite.ch");
  vi.stubEnv("SITE_URL", siteUrl);
  vi.stubEnv("PAYMENT_LINK_SECRET", LOCAL_PAYMENT_LINK_SECRET);
  for (const key of TABLE_KEYS) vi.stubEnv(`TABLE_${key}`, `${tablePrefix}${key.toLowerCase()}`);
  resetConfigForTests();
}
