import { BUSINESS } from "@shared/constants/business";
import { type BankAccount, normalizeIban } from "@shared/payments/bank-account";
import { bankReferenceType, normalizeBankReference } from "@shared/payments/bank-reference";
import type { Data } from "swissqrbill/types";
import { isQRIBAN } from "swissqrbill/utils";

/** A structured address (QR-bill address type S): street and building number apart. */
export interface QrBillAddress {
  name: string;
  address: string;
  buildingNumber?: string;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2, e.g. "CH". */
  country: string;
}

export interface QrBillCreditor extends QrBillAddress {
  /** IBAN or QR-IBAN, electronic or printed form. */
  account: string;
}

/** What a QR-bill says: who is paid, how much, with which reference. */
export interface QrBillRequest {
  creditor: QrBillCreditor;
  /** Integer centimes, as everywhere in the product. */
  amountCentimes: number;
  currency: "CHF";
  /** QRR for a QR-IBAN, SCOR for a plain IBAN (see shared/payments/bank-reference.ts). */
  reference: string;
  /** Unstructured message shown to the payer, at most 140 characters (see billMessage). */
  message: string;
  /** Left out when the payer's address is not known in structured form: the slip then has a blank box. */
  debtor?: QrBillAddress;
}

/** The largest amount a QR-bill carries: 999 999 999.99. */
const MAX_AMOUNT_CENTIMES = 99_999_999_999;
const MAX_MESSAGE_LENGTH = 140;

/** The provider as creditor, paid into the configured account (see functions/bank-account-config.ts). */
export function providerCreditor(account: BankAccount): QrBillCreditor {
  return {
    account: account.iban,
    name: BUSINESS.bankAccountHolder,
    address: BUSINESS.streetAddress,
    buildingNumber: BUSINESS.buildingNumber || undefined,
    zip: BUSINESS.postalCode,
    city: BUSINESS.locality,
    country: BUSINESS.country,
  };
}

/**
 * "JV-7K3M-Q9 Forme & Vitalité : la Dôle, 12 mars 2026; à payer avant le 3 mars 2026 à 14h30":
 * the registration's short reference (the one the visitor gives on the phone), when it has one,
 * then the outing, then the due date when there is one; the title is cut so that the whole fits
 * in 140 characters, never the reference or the dates.
 */
export function billMessage(
  activityTitle: string,
  activityDate: string,
  registrationReference?: string,
  dueDate?: string,
): string {
  const date = toQrBillText(activityDate);
  const due = dueDate ? `; ${toQrBillText(dueDate)}` : "";
  const title = toQrBillText(activityTitle);
  const prefix = registrationReference ? `${toQrBillText(registrationReference)} ` : "";
  const room = MAX_MESSAGE_LENGTH - prefix.length - date.length - due.length - 2;
  const shownTitle = title.length > room ? `${title.slice(0, room - 3).trimEnd()}...` : title;
  return `${prefix}${shownTitle}, ${date}${due}`;
}

/** Typographic marks a payer's text often has, written with the characters banks accept. */
const PLAIN_EQUIVALENTS: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
};

/**
 * The characters of the Swiss Payment Standards (extended Latin, accepted by all banks since
 * November 2025): Basic Latin, Latin-1 Supplement, Latin Extended-A, Ș ș Ț ț and €. Anything else
 * in a QR code may get the payment refused, so it is replaced by its plain equivalent or dropped.
 */
const SPS_CHARACTER = /[\u0020-\u007E\u00A0-\u017F\u0218-\u021B\u20AC]/;

export function toQrBillText(text: string): string {
  // Line breaks, tabs and the narrow spaces of French typography become one plain space.
  const spaced = text.normalize("NFC").replace(/\s+/g, " ");
  const plain = Array.from(spaced, (ch) => PLAIN_EQUIVALENTS[ch] ?? ch)
    .filter((ch) => SPS_CHARACTER.test(ch))
    .join("");
  return plain.replace(/ {2,}/g, " ").trim();
}

/**
 * The library takes francs as a number and prints them with toFixed(2). An integer number of
 * centimes divided by 100 is the double nearest to the exact amount, and toFixed(2) rounds it back
 * to that exact amount (15000 -> 150 -> "150.00", 1999 -> 19.99 -> "19.99"); tests prove it over
 * the whole range.
 */
export function centimesToFrancs(centimes: number): number {
  if (!Number.isSafeInteger(centimes) || centimes < 1 || centimes > MAX_AMOUNT_CENTIMES) {
    throw new RangeError(
      `A QR-bill amount must be a whole number of centimes from 1 to ${MAX_AMOUNT_CENTIMES}.`,
    );
  }
  return centimes / 100;
}

/**
 * The library's input. The library checks only the length of a SCOR reference, and words the
 * account/reference mismatch vaguely: both are checked here first.
 */
export function toSwissQrBillData(request: QrBillRequest): Data {
  const referenceType = bankReferenceType(request.reference);
  if (referenceType === undefined) {
    throw new Error("The QR-bill reference is neither a valid QRR nor a valid SCOR reference.");
  }
  const expectedType = isQRIBAN(normalizeIban(request.creditor.account)) ? "QRR" : "SCOR";
  if (referenceType !== expectedType) {
    throw new Error(`This account takes ${expectedType} references, not ${referenceType}.`);
  }
  return {
    creditor: { ...plainAddress(request.creditor), account: request.creditor.account },
    currency: request.currency,
    amount: centimesToFrancs(request.amountCentimes),
    reference: normalizeBankReference(request.reference),
    message: toQrBillText(request.message),
    ...(request.debtor ? { debtor: plainAddress(request.debtor) } : {}),
  };
}

/** The address in bank characters, without an empty building number (the library would print it). */
function plainAddress(address: QrBillAddress): QrBillAddress {
  const plain = {
    name: toQrBillText(address.name),
    address: toQrBillText(address.address),
    zip: toQrBillText(address.zip),
    city: toQrBillText(address.city),
    country: address.country,
  };
  const buildingNumber = toQrBillText(address.buildingNumber ?? "");
  return buildingNumber ? { ...plain, buildingNumber } : plain;
}
