/**
 * Phone numbers accepted at registration: international format with "+", for the countries the
 * provider's visitors come from. Spaces are allowed while typing and removed before storage (E.164).
 */
export interface PhoneCountryRule {
  country: string;
  dialCode: string;
  /** Allowed counts of national digits after the dial code. */
  minDigits: number;
  maxDigits: number;
  example: string;
}

export const PHONE_COUNTRY_RULES: readonly PhoneCountryRule[] = [
  { country: "Suisse", dialCode: "41", minDigits: 9, maxDigits: 9, example: "+41 79 123 45 67" },
  { country: "France", dialCode: "33", minDigits: 9, maxDigits: 9, example: "+33 6 12 34 56 78" },
  {
    country: "Allemagne",
    dialCode: "49",
    minDigits: 10,
    maxDigits: 11,
    example: "+49 151 12345678",
  },
  { country: "Italie", dialCode: "39", minDigits: 9, maxDigits: 10, example: "+39 312 345 6789" },
  { country: "Autriche", dialCode: "43", minDigits: 10, maxDigits: 11, example: "+43 664 1234567" },
  {
    country: "Liechtenstein",
    dialCode: "423",
    minDigits: 7,
    maxDigits: 7,
    example: "+423 791 23 45",
  },
];

export const PHONE_FORMAT_MESSAGE = `Format téléphone invalide. Exemples : ${PHONE_COUNTRY_RULES.map(
  (r) => `${r.example} (${r.country})`,
).join(", ")}`;

/** Removes the spaces a visitor may type: "+41 79 123 45 67" -> "+41791234567". */
export function normalizePhone(input: string): string {
  return input.replace(/\s+/g, "");
}

/** The country rule a number matches, or undefined when it matches none. */
export function matchPhoneCountry(input: string): PhoneCountryRule | undefined {
  const phone = normalizePhone(input);
  if (!/^\+\d+$/.test(phone)) return undefined;
  return PHONE_COUNTRY_RULES.find((rule) => {
    if (!phone.startsWith(`+${rule.dialCode}`)) return false;
    const national = phone.length - 1 - rule.dialCode.length;
    return national >= rule.minDigits && national <= rule.maxDigits;
  });
}

export function isValidPhone(input: string): boolean {
  return matchPhoneCountry(input) !== undefined;
}
