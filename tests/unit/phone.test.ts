import {
  isValidPhone,
  matchPhoneCountry,
  normalizePhone,
  PHONE_COUNTRY_RULES,
  PHONE_FORMAT_MESSAGE,
} from "@shared/phone";
import { describe, expect, it } from "vitest";

const cases: { country: string; valid: string[]; invalid: string[] }[] = [
  {
    country: "Suisse",
    valid: ["+41 79 123 45 67", "+41791234567", "+41 22 345 67 89"],
    invalid: ["+41 79 123 45 6", "+41 79 123 45 678", "079 123 45 67"],
  },
  {
    country: "France",
    valid: ["+33 6 12 34 56 78", "+33612345678"],
    invalid: ["+33 6 12 34 56 7", "+33 6 12 34 56 789"],
  },
  {
    country: "Allemagne",
    valid: ["+49 151 12345678", "+49 30 12345678", "+4915112345678"],
    invalid: ["+49 151 123456", "+49 151 123456789"],
  },
  {
    country: "Italie",
    valid: ["+39 312 345 6789", "+39 06 1234567", "+39 312 345 678"],
    invalid: ["+39 312 345 67", "+39 312 345 67890"],
  },
  {
    country: "Autriche",
    valid: ["+43 664 1234567", "+43 664 12345678"],
    invalid: ["+43 664 123456", "+43 664 123456789"],
  },
  {
    country: "Liechtenstein",
    valid: ["+423 791 23 45", "+4237912345"],
    invalid: ["+423 791 23 4", "+423 791 23 456"],
  },
];

describe("international phone rule", () => {
  it.each(cases)("$country: valid and invalid numbers", ({ country, valid, invalid }) => {
    for (const phone of valid) {
      expect(isValidPhone(phone), phone).toBe(true);
      expect(matchPhoneCountry(phone)?.country).toBe(country);
    }
    for (const phone of invalid) expect(isValidPhone(phone), phone).toBe(false);
  });

  it("each country's example is itself valid and appears in the message", () => {
    for (const rule of PHONE_COUNTRY_RULES) {
      expect(isValidPhone(rule.example)).toBe(true);
      expect(PHONE_FORMAT_MESSAGE).toContain(`${rule.example} (${rule.country})`);
    }
    expect(PHONE_FORMAT_MESSAGE.startsWith("Format téléphone invalide.")).toBe(true);
  });

  it("refuses other countries, letters, dashes and missing +", () => {
    for (const phone of [
      "+1 212 555 0100",
      "+44 20 7946 0958",
      "+41 79 abc 45 67",
      "+41-79-123-45-67",
      "0041791234567",
      "",
      "+",
    ]) {
      expect(isValidPhone(phone), phone).toBe(false);
    }
  });

  it("strips spaces for storage", () => {
    expect(normalizePhone(" +41 79 123\t45 67 ")).toBe("+41791234567");
  });
});
