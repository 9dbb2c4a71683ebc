import * as z from "../zod";

/**
 * Anti-bot trap. The forms carry a field hidden from people (visually hidden, aria-hidden,
 * tabindex -1, autocomplete off) that bots tend to fill. When it holds anything, the API answers
 * as if the submission were accepted but stores and sends nothing.
 */
export const HONEYPOT_FIELD = "site_web" as const;

/** The honeypot as a schema field: allowed by the strict API schemas, ignored otherwise. */
export const honeypotField = z.optional(z.string().check(z.maxLength(500)));

/** True when a raw body (before validation) has a filled honeypot. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== "object" || body === null) return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== "string" || value.trim() !== "";
}
