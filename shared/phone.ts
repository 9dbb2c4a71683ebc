/**
 * The one phone rule of registrations and bookings. A number is accepted as people write it: a
 * Swiss national number (« 079 123 45 67 », « 0791234567 ») or the international format with "+"
 * for the countries the provider's visitors come from, with spaces, dots or dashes between digits.
 * It is stored in E.164 (« +41791234567 ») and shown grouped (« +41 79 123 45 67 »).
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

/** One short example line, the same beside the field and in the refusal. */
export const PHONE_EXAMPLE = "079 123 45 67 ou +33 6 12 34 56 78";

export const PHONE_FORMAT_MESSAGE = `Format téléphone invalide. Exemple : ${PHONE_EXAMPLE}`;

/**
 * The E.164 form of what a visitor typed: separators (spaces, dots, dashes) removed, and a Swiss
 * national number (0 then 9 digits) given its +41. Anything else is returned without separators,
 * for the country rules to judge.
 */
export function normalizePhone(input: string): string {
  const phone = input.replace(/[\s.-]+/g, "");
  return /^0\d{9}$/.test(phone) ? `+41${phone.slice(1)}` : phone;
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

/**
 * A valid number as people read it: a Swiss one grouped « +41 79 123 45 67 », another country's
 * in E.164. Anything invalid is returned as typed, for the visitor to correct.
 */
export function displayPhone(input: string): string {
  if (!isValidPhone(input)) return input;
  const phone = normalizePhone(input);
  const swiss = /^\+41(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return swiss ? `+41 ${swiss.slice(1).join(" ")}` : phone;
}
