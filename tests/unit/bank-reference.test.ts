import { createHash } from "node:crypto";
import {
  BANK_ACCOUNT_MESSAGES,
  checkBankAccount,
  printedIban,
} from "@shared/payments/bank-account";
import {
  bankReferenceType,
  deriveBankReference,
  normalizeBankReference,
  printedBankReference,
} from "@shared/payments/bank-reference";
import fc from "fast-check";
import {
  calculateQRReferenceChecksum,
  calculateSCORReferenceChecksum,
  getReferenceType,
  isIBANValid,
  isQRIBAN,
  isQRReferenceValid,
  isSCORReferenceValid,
} from "swissqrbill/utils";
import { describe, expect, it } from "vitest";
import { readBankAccount } from "../../functions/bank-account-config";
import { LOCAL_BANK_ACCOUNTS } from "../../local/function-env";

/** Examples published by SIX (QR-bill guidelines) and in ISO 11649. */
const SIX_QR_IBAN = "CH44 3199 9123 0008 8901 2";
const SIX_IBAN = "CH93 0076 2011 6238 5295 7";
const SIX_QRR = "210000000003139471430009017";
const ISO_SCOR = "RF18539007547034";

/** The derivation rule, computed here with Node's own SHA-256 rather than the module's. */
function expectedDigits(id: string, count: number): string {
  const hash = BigInt(`0x${createHash("sha256").update(id, "utf8").digest("hex")}`);
  return (hash % 10n ** BigInt(count)).toString().padStart(count, "0");
}

describe("bank references", () => {
  it("recognises the published QRR and SCOR examples as valid", () => {
    expect(bankReferenceType(SIX_QRR)).toBe("QRR");
    expect(bankReferenceType("21 00000 00003 13947 14300 09017")).toBe("QRR");
    expect(bankReferenceType(ISO_SCOR)).toBe("SCOR");
    expect(bankReferenceType("rf18 5390 0754 7034")).toBe("SCOR");
  });

  it("refuses references whose check digits are wrong", () => {
    expect(bankReferenceType("210000000003139471430009018")).toBeUndefined();
    expect(bankReferenceType("RF19539007547034")).toBeUndefined();
    expect(bankReferenceType("RF18539007547035")).toBeUndefined();
    expect(bankReferenceType("")).toBeUndefined();
  });

  it("derives a QRR for a QR-IBAN: 26 digits of the id's SHA-256 and the library's check digit", async () => {
    const id = "3f2c8a1e-5b7d-4c9a-8e21-0a6b4d9c7f10";
    const reference = await deriveBankReference(id, "qr-iban");
    const payload = expectedDigits(id, 26);

    expect(reference.type).toBe("QRR");
    expect(reference.value).toMatch(/^\d{27}$/);
    expect(reference.value).toBe(payload + calculateQRReferenceChecksum(payload));
    expect(isQRReferenceValid(reference.value)).toBe(true);
    expect(getReferenceType(reference.value)).toBe("QRR");
    expect(reference.printed.replace(/ /g, "")).toBe(reference.value);
    expect(reference.printed).toMatch(/^\d{2}( \d{5}){5}$/);
  });

  it("derives a SCOR (ISO 11649) for a plain IBAN: RF, 2 check digits, 21 digits", async () => {
    const id = "3f2c8a1e-5b7d-4c9a-8e21-0a6b4d9c7f10";
    const reference = await deriveBankReference(id, "iban");
    const payload = expectedDigits(id, 21);

    expect(reference.type).toBe("SCOR");
    expect(reference.value).toMatch(/^RF\d{2}\d{21}$/);
    expect(reference.value).toBe(`RF${calculateSCORReferenceChecksum(payload)}${payload}`);
    expect(isSCORReferenceValid(reference.value)).toBe(true);
    expect(getReferenceType(reference.value)).toBe("SCOR");
    expect(reference.printed.replace(/ /g, "")).toBe(reference.value);
  });

  it("gives the same reference for the same id every time, and different ones for different ids", async () => {
    const first = await deriveBankReference("reg-42", "qr-iban");
    const again = await deriveBankReference("reg-42", "qr-iban");
    const other = await deriveBankReference("reg-43", "qr-iban");
    expect(again).toEqual(first);
    expect(other.value).not.toBe(first.value);
  });

  it("derives references the library accepts for any id", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ minLength: 1, unit: "grapheme" }), async (id) => {
        fc.pre(id.trim() !== "");
        const qrr = await deriveBankReference(id, "qr-iban");
        const scor = await deriveBankReference(id, "iban");
        expect(isQRReferenceValid(qrr.value)).toBe(true);
        expect(isSCORReferenceValid(scor.value)).toBe(true);
        expect(bankReferenceType(qrr.printed)).toBe("QRR");
        expect(bankReferenceType(scor.printed)).toBe("SCOR");
      }),
      { numRuns: 300 },
    );
  });

  it("refuses an empty id", async () => {
    await expect(deriveBankReference("  ", "iban")).rejects.toThrow(/non-empty id/);
  });

  it("normalises a reference read from a bank file or typed by hand into its lookup key", () => {
    expect(normalizeBankReference(" rf18 5390 0754 7034 ")).toBe(ISO_SCOR);
    expect(normalizeBankReference("21 00000 00003 13947 14300 09017")).toBe(SIX_QRR);
  });
});

describe("printed forms, for people who copy them into their e-banking", () => {
  it("groups a QRR as on the slip (2, then 5 by 5) and a SCOR by 4, whatever spacing came in", () => {
    expect(printedBankReference(SIX_QRR)).toBe("21 00000 00003 13947 14300 09017");
    expect(printedBankReference(" 2100 0000 0003 1394 7143 0009 017 ")).toBe(
      "21 00000 00003 13947 14300 09017",
    );
    expect(printedBankReference("rf18539007547034")).toBe("RF18 5390 0754 7034");
  });

  it("groups an IBAN by four", () => {
    expect(printedIban("CH4431999123000889012")).toBe(SIX_QR_IBAN);
    expect(printedIban("ch93 00762011 62385295 7")).toBe(SIX_IBAN);
  });
});

describe("bank account", () => {
  it("accepts the published QR-IBAN, written with spaces, as a QR-IBAN", () => {
    expect(checkBankAccount(SIX_QR_IBAN)).toEqual({
      ok: true,
      account: { iban: "CH4431999123000889012", kind: "qr-iban" },
    });
    expect(isQRIBAN(SIX_QR_IBAN)).toBe(true);
  });

  it("accepts the published IBAN as a plain IBAN, in lower case too", () => {
    expect(checkBankAccount(SIX_IBAN.toLowerCase())).toEqual({
      ok: true,
      account: { iban: "CH9300762011623852957", kind: "iban" },
    });
    expect(isQRIBAN(SIX_IBAN)).toBe(false);
  });

  it("refuses an IBAN whose check digits are wrong, with the French message", () => {
    expect(checkBankAccount("CH93 0076 2011 6238 5295 8")).toEqual({
      ok: false,
      message: BANK_ACCOUNT_MESSAGES.checksum,
    });
  });

  it("refuses what a QR-bill cannot pay into: a foreign IBAN, a short one, nothing", () => {
    expect(checkBankAccount("DE89 3704 0044 0532 0130 00")).toEqual({
      ok: false,
      message: BANK_ACCOUNT_MESSAGES.format,
    });
    expect(checkBankAccount("CH93 0076 2011 6238 5295")).toEqual({
      ok: false,
      message: BANK_ACCOUNT_MESSAGES.format,
    });
    expect(checkBankAccount("   ")).toEqual({ ok: false, message: BANK_ACCOUNT_MESSAGES.missing });
    expect(checkBankAccount(undefined)).toEqual({
      ok: false,
      message: BANK_ACCOUNT_MESSAGES.missing,
    });
  });

  it("reads BANK_IBAN from the environment", () => {
    expect(readBankAccount({ BANK_IBAN: SIX_QR_IBAN })).toEqual({
      iban: "CH4431999123000889012",
      kind: "qr-iban",
    });
  });

  it("stops at start on a wrong or missing BANK_IBAN, naming the variable", () => {
    expect(() => readBankAccount({ BANK_IBAN: "CH93 0076 2011 6238 5295 8" })).toThrow(
      `Configuration invalide : BANK_IBAN. ${BANK_ACCOUNT_MESSAGES.checksum}`,
    );
    expect(() => readBankAccount({})).toThrow(
      `Configuration invalide : BANK_IBAN. ${BANK_ACCOUNT_MESSAGES.missing}`,
    );
  });

  it("ships local sample accounts that the QR-bill library accepts, one of each kind", () => {
    const qr = checkBankAccount(LOCAL_BANK_ACCOUNTS.qrIban);
    const plain = checkBankAccount(LOCAL_BANK_ACCOUNTS.iban);
    expect(qr.ok && qr.account.kind).toBe("qr-iban");
    expect(plain.ok && plain.account.kind).toBe("iban");
    for (const iban of Object.values(LOCAL_BANK_ACCOUNTS)) expect(isIBANValid(iban)).toBe(true);
  });
});
