/** Provider-style object ids: a prefix and random letters and digits (cs_test_…, evt_…, pi_…). */
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Upper-case letters and digits, as PayPal's order and capture ids (5O190127TN364715T). */
export const UPPER_ALPHANUMERIC = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";

export function randomId(prefix: string, length = 24, alphabet = ALPHABET): string {
  const bytes = randomBytes(length);
  let id = prefix;
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return id;
}
