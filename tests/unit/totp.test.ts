import { describe, expect, it } from "vitest";
import { totpCode } from "../support/totp";

describe("the tests' TOTP codes (RFC 6238)", () => {
  // RFC 6238 appendix B, SHA-1: the secret "12345678901234567890", its 8-digit codes' last 6.
  const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
  it.each([
    [59, "287082"],
    [1111111109, "081804"],
    [2000000000, "279037"],
  ])("at %i s: %s", (seconds, code) => {
    expect(totpCode(secret, seconds * 1000)).toBe(code);
  });
});
