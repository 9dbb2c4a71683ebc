import { parseChfToCentimes } from "../money";
import { normalizePhone } from "../phone";

/**
 * One search for a founder looking a visitor up, whatever she was told on the phone: a surname or
 * first name (accents and case ignored, the start of a word is enough), an e-mail (or part of
 * it), a phone number in any writing, the short reference (« JV-6PUU-EP », dashes and spaces
 * optional), the QR reference (spaces optional) or the amount (« 60 », « 60.00 », « CHF 60.- »).
 */
export interface VisitorFacts {
  names: readonly (string | null | undefined)[];
  email?: string | null;
  phone?: string | null;
  references: readonly (string | null | undefined)[];
  amountCentimes?: number | null;
}

/** A query reads as a search only from 2 characters, and never beyond 100. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 100;

/** Lower case, no accents, no spaces at the ends: « Éliane » and « eliane » are one name. */
export const foldText = (text: string) =>
  text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** Letters and digits only, upper case: « JV-6puu ep » → « JV6PUUEP ». */
const compact = (text: string) =>
  foldText(text)
    .replace(/[^a-z0-9]/g, "")
    .toUpperCase();

/** A phone number's digits, a Swiss national number with its 41: « 079 123 45 67 » → « 41791234567 ». */
const phoneDigits = (text: string) => normalizePhone(text).replace(/\D/g, "").replace(/^00/, "");

export function matchesVisitorSearch(query: string, facts: VisitorFacts): boolean {
  const folded = foldText(query);
  if (folded.length < SEARCH_MIN_LENGTH) return false;

  const amount = parseChfToCentimes(query);
  if (amount !== undefined && facts.amountCentimes === amount) return true;

  const reference = compact(query);
  if (reference.length >= 4 && facts.references.some((r) => r && compact(r).includes(reference)))
    return true;

  if (/^[+\d\s./()-]+$/.test(query) && facts.phone) {
    const digits = phoneDigits(query);
    if (digits.length >= 6 && phoneDigits(facts.phone).includes(digits)) return true;
  }

  if (facts.email && foldText(facts.email).includes(folded)) return true;

  // Every word of the query starts a word of the names: « roch » finds « Anne Rochat ».
  const words = foldText(facts.names.filter(Boolean).join(" ")).split(/[\s'-]+/);
  const asked = folded.split(/\s+/);
  return asked.every((w) => words.some((word) => word.startsWith(w)));
}
