import { formatIBAN, isIBANValid, isQRIBAN } from "swissqrbill/utils";

/**
 * The provider's bank account that QR-bills pay into. A QR-IBAN (institution id 30000-31999)
 * takes only QRR references; a plain IBAN takes SCOR references (ISO 11649). The checks are
 * the QR-bill library's own, so what we accept is what it will print.
 */
export type BankAccountKind = "qr-iban" | "iban";

export interface BankAccount {
  /** Electronic form: upper case, no spaces, e.g. "CH4431999123000889012". */
  readonly iban: string;
  readonly kind: BankAccountKind;
}

/** French messages for a configured account the QR-bill cannot use. */
export const BANK_ACCOUNT_MESSAGES = {
  missing: "L'IBAN du compte bancaire est manquant.",
  format:
    "L'IBAN doit être un IBAN suisse ou liechtensteinois de 21 caractères : CH ou LI, 2 chiffres de contrôle, puis 17 chiffres ou lettres.",
  checksum:
    "L'IBAN est invalide : ses chiffres de contrôle (modulo 97) ne correspondent pas. Recopiez-le depuis un document de la banque.",
} as const;

export type BankAccountCheck = { ok: true; account: BankAccount } | { ok: false; message: string };

/** A QR-bill is payable only to Swiss or Liechtenstein accounts: 21 characters, 5-digit bank id. */
const QR_BILL_IBAN_SHAPE = /^(CH|LI)\d{2}\d{5}[0-9A-Z]{12}$/;

/** "CH44 3199 9123 0008 8901 2" -> "CH4431999123000889012" */
export function normalizeIban(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

/** "CH4431999123000889012" -> "CH44 3199 9123 0008 8901 2": groups of four, as people read it. */
export function printedIban(text: string): string {
  return formatIBAN(normalizeIban(text));
}

/** Validates an IBAN as written by a person (spaces, lower case) and tells which reference it takes. */
export function checkBankAccount(text: string | undefined): BankAccountCheck {
  const iban = normalizeIban(text ?? "");
  if (iban === "") return { ok: false, message: BANK_ACCOUNT_MESSAGES.missing };
  if (!QR_BILL_IBAN_SHAPE.test(iban)) return { ok: false, message: BANK_ACCOUNT_MESSAGES.format };
  if (!isIBANValid(iban)) return { ok: false, message: BANK_ACCOUNT_MESSAGES.checksum };
  return { ok: true, account: { iban, kind: isQRIBAN(iban) ? "qr-iban" : "iban" } };
}
