import { canOfferDirectPayment, QUOTE_REQUIRED_FIELDS } from "@shared/forms/quote-direct-payment";
import { QUOTE_MESSAGES as M, quoteRequestSchema } from "@shared/schemas/quote";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const valid = {
  companyName: "Horlogerie du Jura SA",
  contactName: "Martin Claude",
  email: "claude.martin@horlogerie-jura.ch",
  phone: "+41 22 123 45 67",
  participants: "9-12",
  date: "",
  comments: "",
};

function messagesOf(input: unknown): Record<string, string> {
  const result = quoteRequestSchema.safeParse(input);
  if (result.success) return {};
  // The first message of each field, as the form and the API show it.
  const messages: Record<string, string> = {};
  for (const i of result.error.issues) messages[i.path.join(".")] ??= i.message;
  return messages;
}

describe("quote request schema", () => {
  beforeEach(() => {
    // 10 June 2026, 23:30 in Zurich (21:30 UTC): "today" is already the 10th there.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-06-10T21:30:00Z"));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("accepts the five required fields alone", () => {
    const { date: _d, comments: _c, ...required } = valid;
    expect(quoteRequestSchema.safeParse(required).success).toBe(true);
  });

  it.each([
    ["companyName", M.companyName],
    ["contactName", M.contactName],
    ["email", M.emailRequired],
    ["phone", M.phoneRequired],
  ])("refuses %s blank or spaces-only with its French message", (field, message) => {
    expect(messagesOf({ ...valid, [field]: "  " })[field]).toBe(message);
  });

  it("accepts each participants range and refuses anything else, the empty value included", () => {
    for (const participants of ["3-5", "6-8", "9-12", "13-15"]) {
      expect(quoteRequestSchema.safeParse({ ...valid, participants }).success).toBe(true);
    }
    for (const participants of ["", "1-2", "16-20", undefined]) {
      expect(messagesOf({ ...valid, participants }).participants).toBe(M.participants);
    }
  });

  it("accepts today and later in Europe/Zurich, refuses a past date", () => {
    expect(quoteRequestSchema.safeParse({ ...valid, date: "2026-06-10" }).success).toBe(true);
    expect(quoteRequestSchema.safeParse({ ...valid, date: "2027-01-31" }).success).toBe(true);
    expect(messagesOf({ ...valid, date: "2026-06-09" }).date).toBe(M.datePast);
  });

  it("refuses a date that does not exist or is not yyyy-mm-dd", () => {
    expect(messagesOf({ ...valid, date: "2026-02-30" }).date).toBe(M.dateInvalid);
    expect(messagesOf({ ...valid, date: "12.07.2026" }).date).toBe(M.dateInvalid);
  });

  it("refuses an invalid e-mail or phone and overlong comments", () => {
    expect(messagesOf({ ...valid, email: "rh@" }).email).toBe(M.emailInvalid);
    expect(messagesOf({ ...valid, phone: "022" }).phone).toMatch(/^Numéro de téléphone invalide/);
    expect(messagesOf({ ...valid, comments: "x".repeat(3001) }).comments).toBe(M.commentsTooLong);
  });

  it("is strict except for the honeypot", () => {
    expect(quoteRequestSchema.safeParse({ ...valid, amount: 1 }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...valid, site_web: "" }).success).toBe(true);
  });

  it("keeps the specification's texts verbatim", () => {
    expect(M.errorTitle).toBe("Erreur");
    expect(M.error).toBe("Une erreur est survenue. Veuillez réessayer.");
    expect(M.sentTitle).toBe("Demande envoyée !");
    expect(M.sentDescription).toMatch(/48 heures/);
  });
});

describe("direct-payment buttons condition (five required fields)", () => {
  const filled = {
    companyName: valid.companyName,
    contactName: valid.contactName,
    email: valid.email,
    phone: valid.phone,
    participants: valid.participants,
  };

  it("names the five required fields", () => {
    expect(QUOTE_REQUIRED_FIELDS).toEqual([
      "companyName",
      "contactName",
      "email",
      "phone",
      "participants",
    ]);
  });

  it("holds once the five required fields are filled, date and comments left empty", () => {
    expect(canOfferDirectPayment(filled)).toBe(true);
    expect(canOfferDirectPayment({ ...filled, date: "", comments: "" })).toBe(true);
  });

  it.each(QUOTE_REQUIRED_FIELDS)("fails while %s is missing or blank", (field) => {
    expect(canOfferDirectPayment({ ...filled, [field]: undefined })).toBe(false);
    expect(canOfferDirectPayment({ ...filled, [field]: "  " })).toBe(false);
  });

  it("fails on an empty form and on a participants value outside the ranges", () => {
    expect(canOfferDirectPayment({})).toBe(false);
    expect(canOfferDirectPayment({ ...filled, participants: "" })).toBe(false);
    expect(canOfferDirectPayment({ ...filled, email: "pas-un-email" })).toBe(false);
  });

  it("does not depend on the optional fields", () => {
    expect(canOfferDirectPayment({ ...filled, comments: "x".repeat(5000), date: "hier" })).toBe(
      true,
    );
  });
});
