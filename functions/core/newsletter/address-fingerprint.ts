import { createHash } from "node:crypto";

/**
 * What stays of an address once it unsubscribed (shared/data-protection/retention.ts,
 * « newsletterUnsubscribed »): its SHA-256 fingerprint, the key of the opt-out's record. The same
 * address always gives the same fingerprint, so the opt-out can be proven and checked without the
 * address being kept (docs/data-protection.md says why it is not peppered).
 */
export const FINGERPRINT_PREFIX = "sha256:";

export function addressFingerprint(email: string): string {
  const normalized = email.trim().toLowerCase();
  return `${FINGERPRINT_PREFIX}${createHash("sha256").update(normalized, "utf8").digest("hex")}`;
}
