/**
 * RFC 6238 time-based one-time codes (SHA-1, 6 digits, 30 s), as an authenticator app computes
 * them from the secret Cognito gives at set-up (base32, RFC 4648).
 */
import { createHmac } from "node:crypto";

function base32Decode(secret: string): Buffer {
  const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
  let bits = "";
  for (const char of secret.replace(/=+$/, "").toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`Not base32: ${char}`);
    bits += value.toString(2).padStart(5, "0");
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8)
    bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

export function totpCode(secret: string, atMs: number = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1000 / 30)));
  const hmac = createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, "0");
}

/** The length of a code's window (RFC 6238's usual 30 s, as Cognito uses). */
const STEP_MS = 30_000;

/**
 * A code that stays valid for at least `minValidMs` more: the emulator, like Cognito, checks a
 * code against its own clock's current 30-s window only, so a code computed just before the window
 * turns is refused by the time a busy machine delivers it. Waits for the next window when the
 * current one is about to end, as a person does with an authenticator app.
 */
export async function freshTotpCode(secret: string, minValidMs = 5_000): Promise<string> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < minValidMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return totpCode(secret);
}
