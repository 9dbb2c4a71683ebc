import {
  displayPhone,
  isValidPhone,
  matchPhoneCountry,
  normalizePhone,
  PHONE_COUNTRY_RULES,
  PHONE_EXAMPLE,
  PHONE_FORMAT_MESSAGE,
} from "@shared/phone";
import { describe, expect, it } from "vitest";

const cases: { country: string; valid: string[]; invalid: string[] }[] = [
  {
    country: "Suisse",
    valid: ["+41 79 123 45 67", "+41791234567", "+41 22 345 67 89"],
    invalid: ["+41 79 123 45 6", "+41 79 123 45 678", "079 123 45 6"],
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

  it("each country's example is itself valid; the message gives one short example line", () => {
    for (const rule of PHONE_COUNTRY_RULES) expect(isValidPhone(rule.example)).toBe(true);
    expect(PHONE_FORMAT_MESSAGE).toBe(`Format téléphone invalide. Exemple : ${PHONE_EXAMPLE}`);
    for (const example of PHONE_EXAMPLE.split(" ou ")) expect(isValidPhone(example)).toBe(true);
    for (const rule of PHONE_COUNTRY_RULES.slice(2)) {
      expect(PHONE_FORMAT_MESSAGE).not.toContain(rule.country);
    }
  });

  it("refuses other countries, letters, other separators, 00 and national numbers of the wrong length", () => {
    for (const phone of [
      "+1 212 555 0100",
      "+44 20 7946 0958",
      "+41 79 abc 45 67",
      "+41/79/123/45/67",
      "0041791234567",
      "079 123 45 6",
      "079 123 45 678",
      "79 123 45 67",
      "1791234567",
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

describe("numbers as people write them", () => {
  it("accepts a Swiss national number and stores it in E.164", () => {
    for (const phone of ["079 123 45 67", "0791234567", "079.123.45.67", "079-123-45-67"]) {
      expect(isValidPhone(phone), phone).toBe(true);
      expect(matchPhoneCountry(phone)?.country).toBe("Suisse");
      expect(normalizePhone(phone), phone).toBe("+41791234567");
    }
    expect(normalizePhone("022 345 67 89")).toBe("+41223456789");
  });

  it("allows dots and dashes in international numbers", () => {
    for (const phone of ["+41-79-123-45-67", "+41.79.123.45.67", "+33 6-12-34.56.78"]) {
      expect(isValidPhone(phone), phone).toBe(true);
    }
    expect(normalizePhone("+33 6-12-34.56.78")).toBe("+33612345678");
  });

  it("shows a Swiss number grouped, another country's in E.164, an invalid one as typed", () => {
    expect(displayPhone("079 123 45 67")).toBe("+41 79 123 45 67");
    expect(displayPhone("+41791234567")).toBe("+41 79 123 45 67");
    expect(displayPhone("+33 6.12.34.56.78")).toBe("+33612345678");
    expect(displayPhone("079 123 45")).toBe("079 123 45");
  });
});
