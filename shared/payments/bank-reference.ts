import {
  calculateQRReferenceChecksum,
  calculateSCORReferenceChecksum,
  formatReference,
  isQRReference,
  isQRReferenceValid,
  isSCORReferenceValid,
} from "swissqrbill/utils";
import type { BankAccountKind } from "./bank-account";

/**
 * The structured reference a bank transfer carries back to us, so that the bank import can find
 * the registration it pays.
 *
 * - QRR (QR-IBAN): 26 digits + 1 check digit (modulo 10 recursive).
 * - SCOR (plain IBAN, ISO 11649): "RF" + 2 check digits + 21 digits.
 *
 * Derivation: the digits are the SHA-256 of the id (registration or payment id), reduced modulo
 * 10^26 (QRR) or 10^21 (SCOR). Why a hash and not a numeric sequence: it needs no counter item
 * and no extra write, any process (the payment page, the e-mail, a reminder) derives the same
 * reference from the id alone, and it reveals nothing about how many registrations there are.
 * It is not reversible: whoever creates the bank-transfer payment stores the reference next to the
 * registration id, and the bank import looks it up (normalizeBankReference gives the lookup key).
 *
 * Collisions: SHA-256 is uniform, so for n ids the chance that any two share a reference is at
 * most n^2 / (2 * 10^d). With n = 100,000 registrations (far beyond this provider's decades):
 * QRR (d = 26) 5e-17, SCOR (d = 21) 5e-12: negligible. The store should still write the reference
 * under a uniqueness condition, so that even that chance fails loudly instead of misrouting money.
 *
 * SCOR keeps digits only (the standard allows letters): a person who types it from the slip into
 * an e-banking form cannot confuse O with 0 or I with 1.
 */
export type BankReferenceType = "QRR" | "SCOR";

export interface BankReference {
  readonly type: BankReferenceType;
  /** Electronic form, as encoded in the QR code and returned by the bank: no spaces. */
  readonly value: string;
  /** Printed form, in groups, as on the payment slip. */
  readonly printed: string;
}

const QRR_PAYLOAD_DIGITS = 26;
const SCOR_PAYLOAD_DIGITS = 21;

/** The reference of an id for the account's kind: a QR-IBAN takes QRR, a plain IBAN SCOR. */
export async function deriveBankReference(
  id: string,
  accountKind: BankAccountKind,
): Promise<BankReference> {
  if (id.trim() === "") throw new Error("A bank reference needs a non-empty id.");
  const hash = await sha256AsNumber(id);
  const [type, value]: [BankReferenceType, string] =
    accountKind === "qr-iban"
      ? ["QRR", qrReference(digitsOf(hash, QRR_PAYLOAD_DIGITS))]
      : ["SCOR", scorReference(digitsOf(hash, SCOR_PAYLOAD_DIGITS))];
  return { type, value, printed: formatReference(value) };
}

/** The form to store and look up by: a reference read from a bank file or typed with spaces. */
export function normalizeBankReference(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** A reference in its printed groups, as on the slip, whatever spacing it came with. */
export function printedBankReference(text: string): string {
  return formatReference(normalizeBankReference(text));
}

/** QRR or SCOR when the reference is valid (check digits included), otherwise undefined. */
export function bankReferenceType(text: string): BankReferenceType | undefined {
  const reference = normalizeBankReference(text);
  if (isQRReference(reference)) return isQRReferenceValid(reference) ? "QRR" : undefined;
  return isSCORReferenceValid(reference) ? "SCOR" : undefined;
}

function qrReference(payload: string): string {
  return payload + calculateQRReferenceChecksum(payload);
}

function scorReference(payload: string): string {
  return `RF${calculateSCORReferenceChecksum(payload)}${payload}`;
}

function digitsOf(hash: bigint, count: number): string {
  return (hash % 10n ** BigInt(count)).toString().padStart(count, "0");
}

/** Web Crypto: the same in Node (Lambda) and in browsers, so shared/ stays free of node: imports. */
async function sha256AsNumber(id: string): Promise<bigint> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(id));
  const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
  return BigInt(`0x${hex}`);
}
