import {
  billMessage,
  centimesToFrancs,
  providerCreditor,
  type QrBillRequest,
  toQrBillText,
} from "@adapters/qr-bill/bill-data";
import { renderQrBillPdf } from "@adapters/qr-bill/pdf";
import { renderQrBillSvg } from "@adapters/qr-bill/svg";
import { BUSINESS } from "@shared/constants/business";
import type { BankAccount } from "@shared/payments/bank-account";
import { deriveBankReference } from "@shared/payments/bank-reference";
import fc from "fast-check";
import { isQRReferenceValid, isSCORReferenceValid } from "swissqrbill/utils";
import { describe, expect, it } from "vitest";
import { readBankAccount } from "../../functions/bank-account-config";
import { LOCAL_BANK_ACCOUNTS } from "../../local/function-env";
import { pdfPageCount, pdfText } from "../support/pdf-text";
import { readQrBillPayload, SPC_FIELD } from "../support/qr-bill-payload";

const QR_ACCOUNT = readBankAccount({ BANK_IBAN: LOCAL_BANK_ACCOUNTS.qrIban });
const PLAIN_ACCOUNT = readBankAccount({ BANK_IBAN: LOCAL_BANK_ACCOUNTS.iban });
const REGISTRATION_ID = "7d1f0c3a-2b4e-4f6a-9c8d-1e2f3a4b5c6d";
const MESSAGE = billMessage("Forme & Vitalité : la Dôle", "12 mars 2026");

/** Amount as the QR code must carry it, computed with integers only. */
function francsText(centimes: number): string {
  return `${Math.floor(centimes / 100)}.${String(centimes % 100).padStart(2, "0")}`;
}

async function billFor(
  account: BankAccount,
  overrides: Partial<QrBillRequest> = {},
): Promise<QrBillRequest> {
  const reference = await deriveBankReference(REGISTRATION_ID, account.kind);
  return {
    creditor: providerCreditor(account),
    amountCentimes: 15000,
    currency: "CHF",
    reference: reference.value,
    message: MESSAGE,
    ...overrides,
  };
}

describe("QR-bill SVG, read back from its QR code", () => {
  it("for a QR-IBAN carries a valid QRR reference, the amount in francs and CHF", async () => {
    const request = await billFor(QR_ACCOUNT);
    const payload = readQrBillPayload(renderQrBillSvg(request));

    expect(payload.slice(0, 3)).toEqual(["SPC", "0200", "1"]);
    expect(payload[SPC_FIELD.account]).toBe("CH4431999123000889012");
    expect(payload[SPC_FIELD.referenceType]).toBe("QRR");
    expect(payload[SPC_FIELD.reference]).toBe(request.reference);
    expect(isQRReferenceValid(payload[SPC_FIELD.reference] ?? "")).toBe(true);
    expect(payload[SPC_FIELD.amount]).toBe("150.00");
    expect(payload[SPC_FIELD.currency]).toBe("CHF");
    expect(payload[SPC_FIELD.trailer]).toBe("EPD");
  });

  it("for a plain IBAN carries a valid SCOR reference", async () => {
    const request = await billFor(PLAIN_ACCOUNT);
    const payload = readQrBillPayload(renderQrBillSvg(request));

    expect(payload[SPC_FIELD.account]).toBe("CH9300762011623852957");
    expect(payload[SPC_FIELD.referenceType]).toBe("SCOR");
    expect(payload[SPC_FIELD.reference]).toBe(request.reference);
    expect(isSCORReferenceValid(payload[SPC_FIELD.reference] ?? "")).toBe(true);
    expect(payload[SPC_FIELD.amount]).toBe("150.00");
    expect(payload[SPC_FIELD.currency]).toBe("CHF");
  });

  it("names the provider as creditor and carries the activity as message", async () => {
    const payload = readQrBillPayload(renderQrBillSvg(await billFor(QR_ACCOUNT)));

    expect(payload[SPC_FIELD.creditorAddressType]).toBe("S");
    expect(payload[SPC_FIELD.creditorName]).toBe(BUSINESS.bankAccountHolder);
    expect(payload[SPC_FIELD.creditorStreet]).toBe(BUSINESS.streetAddress);
    expect(payload[SPC_FIELD.creditorZip]).toBe(BUSINESS.postalCode);
    expect(payload[SPC_FIELD.creditorCity]).toBe(BUSINESS.locality);
    expect(payload[SPC_FIELD.creditorCountry]).toBe("CH");
    expect(payload[SPC_FIELD.message]).toBe("Forme & Vitalité : la Dôle, 12 mars 2026");
    expect(payload[SPC_FIELD.debtorAddressType]).toBe("");
  });

  it("carries the payer when a structured address is known", async () => {
    const debtor = {
      name: "Claire Rochat",
      address: "Rue du Marché",
      buildingNumber: "4",
      zip: "1260",
      city: "Nyon",
      country: "CH",
    };
    const payload = readQrBillPayload(renderQrBillSvg(await billFor(QR_ACCOUNT, { debtor })));

    expect(payload[SPC_FIELD.debtorAddressType]).toBe("S");
    expect(payload.slice(SPC_FIELD.debtorName, SPC_FIELD.debtorName + 6)).toEqual([
      "Claire Rochat",
      "Rue du Marché",
      "4",
      "1260",
      "Nyon",
      "CH",
    ]);
  });

  it.each([1, 7, 10, 99, 1999, 7500, 100_000, 123_456_789])(
    "encodes %i centimes exactly",
    async (amountCentimes) => {
      const payload = readQrBillPayload(
        renderQrBillSvg(await billFor(QR_ACCOUNT, { amountCentimes })),
      );
      expect(payload[SPC_FIELD.amount]).toBe(francsText(amountCentimes));
    },
  );

  it("prints the amount and the French labels on the slip", async () => {
    const svg = renderQrBillSvg(await billFor(QR_ACCOUNT, { amountCentimes: 7500 }));
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain(">75.00</tspan>");
    expect(svg).toContain(">CHF</tspan>");
    expect(svg).toContain(">Récépissé</tspan>");
    expect(svg).toContain(">Compte / Payable à</tspan>");
  });

  it("keeps its printed size and scales to the screen: a viewBox of 210 x 105 mm in CSS pixels", async () => {
    const svg = renderQrBillSvg(await billFor(QR_ACCOUNT, { amountCentimes: 7500 }));
    const root = /^<svg [^>]*>/.exec(svg)?.[0] ?? "";
    expect(root).toContain('width="210mm" height="105mm"');
    const viewBox = /viewBox="0 0 ([\d.]+) ([\d.]+)"/.exec(root);
    expect(Number(viewBox?.[1])).toBeCloseTo((210 * 96) / 25.4, 3);
    expect(Number(viewBox?.[2])).toBeCloseTo((105 * 96) / 25.4, 3);
  });
});

describe("QR-bill amounts", () => {
  it("turn integer centimes into francs that print exactly, over the whole QR-bill range", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (centimes) => {
        expect(centimesToFrancs(centimes).toFixed(2)).toBe(francsText(centimes));
      }),
      { numRuns: 20_000 },
    );
    expect(centimesToFrancs(15000).toFixed(2)).toBe("150.00");
  });

  it("refuse what is not a payable whole number of centimes", () => {
    for (const bad of [0, -100, 12.5, Number.NaN, 100_000_000_000]) {
      expect(() => centimesToFrancs(bad)).toThrow(RangeError);
    }
  });
});

describe("QR-bill validation", () => {
  it("refuses a QR-IBAN with a SCOR reference, and a plain IBAN with a QRR", async () => {
    const scor = (await deriveBankReference(REGISTRATION_ID, "iban")).value;
    const qrr = (await deriveBankReference(REGISTRATION_ID, "qr-iban")).value;
    const qrIbanWithScor = await billFor(QR_ACCOUNT, { reference: scor });
    const ibanWithQrr = await billFor(PLAIN_ACCOUNT, { reference: qrr });
    expect(() => renderQrBillSvg(qrIbanWithScor)).toThrow(
      "This account takes QRR references, not SCOR.",
    );
    expect(() => renderQrBillSvg(ibanWithQrr)).toThrow(
      "This account takes SCOR references, not QRR.",
    );
  });

  it("refuses a SCOR reference with wrong check digits, which the library lets through", async () => {
    const request = await billFor(PLAIN_ACCOUNT, { reference: "RF19539007547034" });
    expect(() => renderQrBillSvg(request)).toThrow(/neither a valid QRR nor a valid SCOR/);
  });

  it("writes texts with the characters Swiss banks accept", () => {
    expect(toQrBillText("L’été – sortie…\n🚵 Dôle  ")).toBe("L'été - sortie... Dôle");
    expect(toQrBillText("Ștefan € 12")).toBe("Ștefan € 12");
  });

  it("keeps the message within 140 characters, date included", () => {
    const message = billMessage("Très longue sortie ".repeat(12), "12 mars 2026");
    expect(message.length).toBeLessThanOrEqual(140);
    expect(message.endsWith("..., 12 mars 2026")).toBe(true);
  });

  it("starts the message with the registration's short reference, still within 140 characters", () => {
    expect(billMessage("Forme & Vitalité : la Dôle", "12 mars 2026", "JV-7K3M-Q9")).toBe(
      "JV-7K3M-Q9 Forme & Vitalité : la Dôle, 12 mars 2026",
    );
    const long = billMessage("Très longue sortie ".repeat(12), "12 mars 2026", "JV-7K3M-Q9");
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.startsWith("JV-7K3M-Q9 Très")).toBe(true);
    expect(long.endsWith("..., 12 mars 2026")).toBe(true);
  });
});

describe("QR-bill PDF", () => {
  const summary = {
    heading: "Inscription : paiement par virement",
    activityTitle: "Forme & Vitalité : la Dôle",
    activityDate: "12 mars 2026",
    participants: 2,
  };

  it("is one A4 page with the French header and the payment slip", async () => {
    const request = await billFor(QR_ACCOUNT);
    const pdf = await renderQrBillPdf(request, summary);

    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");
    expect(pdfPageCount(pdf)).toBe(1);
    expect(pdf.toString("latin1")).toMatch(/\/MediaBox \[0 0 595\.28 841\.89\]/);

    const text = pdfText(pdf);
    expect(text).toContain(BUSINESS.name);
    expect(text).toContain("Inscription : paiement par virement");
    expect(text).toContain("Forme & Vitalité : la Dôle");
    expect(text).toContain("12 mars 2026");
    expect(text).toMatch(/Participants : \n2/);
    expect(text).toContain("CHF 150.00");
    expect(text).toContain("Section paiement");
    expect(text).toContain("150.00");
    expect(text.replace(/ /g, "")).toContain(request.reference);
  });

  it("refuses invalid data before writing anything", async () => {
    const request = await billFor(QR_ACCOUNT, { amountCentimes: 0 });
    await expect(renderQrBillPdf(request, summary)).rejects.toThrow(RangeError);
  });
});
