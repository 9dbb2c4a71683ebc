import {
  CONTACT_REQUIRED_FIELDS,
  contactMessageSchema,
  CONTACT_MESSAGES as M,
} from "@shared/schemas/contact";
import { describe, expect, it } from "vitest";

const valid = {
  firstName: "Anne",
  lastName: "Rochat",
  email: "Anne.Rochat@Example.CH",
  phone: "+41 79 555 12 34",
  message: "Bonjour, la sortie de samedi est-elle adaptée aux débutants ?",
};

function messagesOf(input: unknown): Record<string, string> {
  const result = contactMessageSchema.safeParse(input);
  if (result.success) return {};
  // The first message of each field, as the form and the API show it.
  const messages: Record<string, string> = {};
  for (const i of result.error.issues) messages[i.path.join(".")] ??= i.message;
  return messages;
}

describe("contact message schema", () => {
  it("accepts a complete message, trims it and lower-cases the e-mail", () => {
    const parsed = contactMessageSchema.parse({ ...valid, firstName: "  Anne " });
    expect(parsed.firstName).toBe("Anne");
    expect(parsed.email).toBe("anne.rochat@example.ch");
  });

  it("accepts a message without phone, or with an empty phone", () => {
    const { phone: _, ...withoutPhone } = valid;
    expect(contactMessageSchema.safeParse(withoutPhone).success).toBe(true);
    expect(contactMessageSchema.safeParse({ ...valid, phone: "" }).success).toBe(true);
  });

  it.each([
    ["firstName", M.firstName],
    ["lastName", M.lastName],
    ["email", M.emailRequired],
    ["message", M.message],
  ])("refuses %s blank or made of spaces only with its French message", (field, message) => {
    expect(messagesOf({ ...valid, [field]: "" })[field]).toBe(message);
    expect(messagesOf({ ...valid, [field]: "   \t " })[field]).toBe(message);
  });

  it("refuses a missing required field with the same message", () => {
    const { message: _, ...withoutMessage } = valid;
    expect(messagesOf(withoutMessage).message).toBe(M.message);
  });

  it("refuses an invalid e-mail and an invalid phone", () => {
    expect(messagesOf({ ...valid, email: "anne@" }).email).toBe(M.emailInvalid);
    expect(messagesOf({ ...valid, phone: "abc" }).phone).toMatch(/^Numéro de téléphone invalide/);
  });

  it("refuses texts that are too long", () => {
    expect(messagesOf({ ...valid, firstName: "a".repeat(101) }).firstName).toBe(M.firstNameTooLong);
    expect(messagesOf({ ...valid, message: "a".repeat(5001) }).message).toBe(M.messageTooLong);
    expect(contactMessageSchema.safeParse({ ...valid, message: "a".repeat(5000) }).success).toBe(
      true,
    );
  });

  it("is strict: unknown fields are refused, the honeypot is allowed", () => {
    expect(contactMessageSchema.safeParse({ ...valid, role: "admin" }).success).toBe(false);
    expect(contactMessageSchema.safeParse({ ...valid, site_web: "" }).success).toBe(true);
  });

  it("lists the four required fields of the specification", () => {
    expect(CONTACT_REQUIRED_FIELDS).toEqual(["firstName", "lastName", "email", "message"]);
  });

  it("keeps the specification's toasts verbatim", () => {
    expect([M.missingTitle, M.missingDescription]).toEqual([
      "Champs manquants",
      "Veuillez remplir tous les champs obligatoires.",
    ]);
    expect([M.successTitle, M.successDescription]).toEqual([
      "Succès !",
      "✅ Merci ! Votre message a bien été envoyé.",
    ]);
    expect([M.errorTitle, M.errorDescription]).toEqual([
      "Erreur",
      "❌ Une erreur est survenue. Merci de réessayer plus tard.",
    ]);
  });
});
