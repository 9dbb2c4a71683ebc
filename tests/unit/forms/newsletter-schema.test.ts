import { HONEYPOT_FIELD, isHoneypotFilled } from "@shared/forms/honeypot";
import {
  NEWSLETTER_MESSAGES as M,
  newsletterSubscriptionSchema,
  newsletterTokenSchema,
} from "@shared/schemas/newsletter";
import { describe, expect, it } from "vitest";

const issue = (input: unknown) => {
  const result = newsletterSubscriptionSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
};

describe("newsletter schema", () => {
  it("accepts an e-mail, trimmed and in lower case", () => {
    expect(newsletterSubscriptionSchema.parse({ email: " Paul@Exemple.CH " }).email).toBe(
      "paul@exemple.ch",
    );
  });

  it("refuses an empty or blank e-mail with « Veuillez entrer votre adresse email »", () => {
    expect(issue({ email: "" })).toBe("Veuillez entrer votre adresse email");
    expect(issue({ email: "   " })).toBe(M.emailRequired);
    expect(issue({})).toBe(M.emailRequired);
  });

  it("refuses an invalid e-mail", () => {
    expect(issue({ email: "paul.exemple.ch" })).toBe(M.emailInvalid);
  });

  it("is strict except for the honeypot", () => {
    expect(newsletterSubscriptionSchema.safeParse({ email: "a@b.ch", name: "x" }).success).toBe(
      false,
    );
    expect(newsletterSubscriptionSchema.safeParse({ email: "a@b.ch", site_web: "" }).success).toBe(
      true,
    );
  });

  it("keeps the specification's texts verbatim", () => {
    expect(M.emailRequiredTitle).toBe("Email requis");
    expect(M.successTitle).toBe("Merci !");
    expect(M.successDescription).toBe(
      "Tu es bien inscrit·e à notre newsletter. À très bientôt sur les sentiers du Jura !",
    );
    expect(M.error).toBe("Une erreur est survenue. Veuillez réessayer.");
  });

  it("accepts only 43-character base64url tokens", () => {
    expect(newsletterTokenSchema.safeParse("a".repeat(43)).success).toBe(true);
    expect(newsletterTokenSchema.safeParse("a".repeat(42)).success).toBe(false);
    expect(newsletterTokenSchema.safeParse(`${"a".repeat(42)}/`).success).toBe(false);
  });
});

describe("honeypot", () => {
  it("is named site_web", () => {
    expect(HONEYPOT_FIELD).toBe("site_web");
  });

  it("counts as filled when it holds anything but spaces", () => {
    expect(isHoneypotFilled({ site_web: "http://spam.example" })).toBe(true);
    expect(isHoneypotFilled({ site_web: 1 })).toBe(true);
    expect(isHoneypotFilled({ site_web: "" })).toBe(false);
    expect(isHoneypotFilled({ site_web: "  " })).toBe(false);
    expect(isHoneypotFilled({ email: "a@b.ch" })).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
    expect(isHoneypotFilled("texte")).toBe(false);
  });
});
