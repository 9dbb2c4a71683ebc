import { qrBillDebtor } from "@adapters/qr-bill/debtor-address";
import { paymentQrBill } from "@adapters/qr-bill/payment-qr-bill";
import type { BankTransferBill } from "@core/payments/ports/bank-transfer";
import { describe, expect, it } from "vitest";
import { readBankAccount } from "../../functions/bank-account-config";
import { LOCAL_BANK_ACCOUNTS } from "../../local/function-env";
import { pdfText } from "../support/pdf-text";
import { readQrBillPayload, readQrBillPdfPayload, SPC_FIELD } from "../support/qr-bill-payload";

const NAME = "Claudine Berset";

describe("the payer of a QR-bill, from the registration's name and typed address", () => {
  it.each([
    [
      "Rue du Lac 12, 1260 Nyon",
      { address: "Rue du Lac", buildingNumber: "12", zip: "1260", city: "Nyon", country: "CH" },
    ],
    [
      "Chemin des Vignes 3a\n1180 Rolle",
      {
        address: "Chemin des Vignes",
        buildingNumber: "3a",
        zip: "1180",
        city: "Rolle",
        country: "CH",
      },
    ],
    [
      "Grand-Rue 5 2000 Neuchâtel",
      { address: "Grand-Rue", buildingNumber: "5", zip: "2000", city: "Neuchâtel", country: "CH" },
    ],
    [
      "Rue du Lac 12, CH-1260 Nyon, Suisse",
      { address: "Rue du Lac", buildingNumber: "12", zip: "1260", city: "Nyon", country: "CH" },
    ],
    [
      "Städtle 1, 9490 Vaduz",
      { address: "Städtle", buildingNumber: "1", zip: "9490", city: "Vaduz", country: "LI" },
    ],
    [
      "12 rue de la Paix, 01170 Gex, France",
      { address: "rue de la Paix", buildingNumber: "12", zip: "01170", city: "Gex", country: "FR" },
    ],
    ["1264 Saint-Cergue", { address: "", zip: "1264", city: "Saint-Cergue", country: "CH" }],
  ])("reads « %s »", (address, place) => {
    expect(qrBillDebtor({ name: NAME, address })).toEqual({ name: NAME, ...place });
  });

  it.each([
    "Rue du Lac 12",
    "chez moi",
    "12 rue de la Paix, 75002 Paris",
    "Hauptstrasse 1, 10115 Berlin, Deutschland",
  ])("leaves « Payable par » blank rather than guess from « %s »", (address) => {
    expect(qrBillDebtor({ name: NAME, address })).toBeUndefined();
  });
});

describe("the QR-bill of a bank transfer, read back from its QR code", () => {
  const qrBill = paymentQrBill(readBankAccount({ BANK_IBAN: LOCAL_BANK_ACCOUNTS.qrIban }));
  const bill = async (overrides: Partial<BankTransferBill> = {}): Promise<BankTransferBill> => ({
    reference: await qrBill.reference("7d1f0c3a-2b4e-4f6a-9c8d-1e2f3a4b5c6d"),
    amountCentimes: 10000,
    activityTitle: "Crêtes du Jura",
    activityDate: "2026-12-06",
    participants: 2,
    dueAt: "2026-12-03T13:30:00.000Z",
    payer: { name: NAME, address: "Rue du Lac 12, 1260 Nyon" },
    ...overrides,
  });

  it("the PDF carries the debtor and the due date, in its code and in its text", async () => {
    const pdf = Buffer.from(await qrBill.pdf(await bill()));
    const payload = readQrBillPdfPayload(pdf);
    expect(payload[SPC_FIELD.debtorAddressType]).toBe("S");
    expect(payload[SPC_FIELD.debtorName]).toBe(NAME);
    expect(payload[SPC_FIELD.debtorStreet]).toBe("Rue du Lac");
    expect(payload[SPC_FIELD.debtorBuildingNumber]).toBe("12");
    expect(payload[SPC_FIELD.debtorZip]).toBe("1260");
    expect(payload[SPC_FIELD.debtorCity]).toBe("Nyon");
    expect(payload[SPC_FIELD.debtorCountry]).toBe("CH");
    expect(payload[SPC_FIELD.message]).toBe(
      "Crêtes du Jura, 6 décembre 2026; à payer avant le 3 décembre 2026 à 14h30",
    );
    const text = pdfText(pdf);
    expect(text).toContain("Payable par");
    expect(text).toContain(NAME);
    expect(text).toContain("3 décembre 2026 à 14h30");
    expect(text).not.toContain("Facture QR");
  });

  it("the PDF's heading names a registration « Inscription », a booking « Réservation »", async () => {
    const registration = pdfText(Buffer.from(await qrBill.pdf(await bill())));
    expect(registration).toContain("Inscription : paiement par virement");
    const booking = pdfText(Buffer.from(await qrBill.pdf(await bill({ kind: "booking" }))));
    expect(booking).toContain("Réservation : paiement par virement");
    expect(booking).not.toMatch(/inscri/i);
  });

  it("an address it cannot read leaves the debtor out; no deadline, no due date", async () => {
    const payload = readQrBillPayload(
      await qrBill.svg(
        await bill({ dueAt: undefined, payer: { name: NAME, address: "chez moi" } }),
      ),
    );
    expect(payload[SPC_FIELD.debtorAddressType]).toBe("");
    expect(payload[SPC_FIELD.debtorName]).toBe("");
    expect(payload[SPC_FIELD.message]).toBe("Crêtes du Jura, 6 décembre 2026");
  });
});
