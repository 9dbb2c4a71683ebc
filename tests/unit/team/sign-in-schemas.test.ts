import { describe, expect, it } from "vitest";
import {
  codeSchema,
  meetsPasswordPolicy,
  newPasswordSchema,
  SIGN_IN_MESSAGES,
  signInSchema,
} from "../../../web/src/features/team/sign-in/sign-in-schemas";
import { groupedSecret } from "../../../web/src/features/team/sign-in/TotpQrCode";

describe("sign-in screens' rules", () => {
  it("ask for an e-mail address and a password, in French", () => {
    const parsed = signInSchema.safeParse({ email: "anna", password: "" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      SIGN_IN_MESSAGES.email,
      SIGN_IN_MESSAGES.password,
    ]);
    expect(signInSchema.parse({ email: " anna@example.ch ", password: "x" }).email).toBe(
      "anna@example.ch",
    );
  });

  it("follow the pool's password policy and want the same password twice", () => {
    // The pool's own rule (shared/team/accounts.ts): 12 characters, lower, upper, digit.
    expect(meetsPasswordPolicy("Velo-Jura-2026")).toBe(true);
    expect(meetsPasswordPolicy("VeloJura2026")).toBe(true);
    for (const weak of [
      "velo-jura-2026",
      "VELO-JURA-2026",
      "Velo-Jura-Sud",
      "Velo-Jura7",
      "Ve-7",
    ]) {
      expect(meetsPasswordPolicy(weak)).toBe(false);
    }
    const mismatch = newPasswordSchema.safeParse({
      password: "Velo-Jura-2026",
      confirmation: "Velo-Jura-2027",
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ["confirmation"], message: SIGN_IN_MESSAGES.confirmation }),
    ]);
  });

  it("take the 6 digits with the spaces an app shows, nothing else", () => {
    expect(codeSchema.parse({ code: "123 456" }).code).toBe("123456");
    expect(codeSchema.safeParse({ code: "12345" }).success).toBe(false);
    expect(codeSchema.safeParse({ code: "12345a" }).success).toBe(false);
  });

  it("show the set-up key in groups of 4", () => {
    expect(groupedSecret("JBSWY3DPEHPK3PXP")).toBe("JBSW Y3DP EHPK 3PXP");
    expect(groupedSecret("ABCDEF")).toBe("ABCD EF");
  });
});
