/**
 * The QR-facture on the phone it is read on (390 x 844): « Ouvrir la QR-facture (PDF) », the
 * three copy buttons (the Clipboard API with « Copié » said politely; without it, the value
 * selected), the due date shown; the PDF the link opens carries, in its QR code as a banking app
 * reads it, the registration's name and address as « Payable par » and the due date. The PDF's
 * code is read from the page's own drawing operators (tests/support/qr-bill-payload.ts): no PDF
 * renderer needed on a fresh machine.
 */

import { formatDateTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { printedIban } from "@shared/payments/bank-account";
import { printedBankReference } from "@shared/payments/bank-reference";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pdfText } from "../support/pdf-text";
import { readQrBillPdfPayload, SPC_FIELD } from "../support/qr-bill-payload";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { paymentCreated } from "./support/payments";
import { activityWithRoom, newVisitor, registerThroughDialog } from "./support/registration";
import { baseUrl, VIEWPORTS } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface StartedTransfer {
  payment_id: string;
  qr_bill: { reference: string; iban: string; amount_centimes: number; due_at?: string };
}

/** Registers, chooses the bank transfer and waits for the bill; the API's answer with it. */
async function openBill(page: Page): Promise<StartedTransfer> {
  const activity = await activityWithRoom();
  await registerThroughDialog(page, activity, newVisitor("qr-telephone"));
  const created = paymentCreated(page);
  await page
    .locator("main")
    .getByRole("button", { name: "Payer par virement (QR-facture)" })
    .click();
  const response = await created;
  expect(response.status()).toBe(201);
  await page.getByRole("region", { name: "Votre QR-facture" }).waitFor();
  return (await response.json()) as StartedTransfer;
}

describe("the QR-facture on a phone", () => {
  it("opens the PDF, copies IBAN, reference and amount, shows the due date; the PDF's code has the payer and the due date", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], {
      origin: baseUrl(),
    });
    const transfer = await openBill(page);
    const bill = page.getByRole("region", { name: "Votre QR-facture" });
    const dueAt = transfer.qr_bill.due_at ?? "";
    expect(Date.parse(dueAt)).toBeGreaterThan(Date.now());

    // The due date, as the page says it.
    expect(await bill.textContent()).toContain(`À payer avant le${formatDateTime(dueAt)}`);

    // Three copy buttons, each a 44 x 44 px target at least, each saying « Copié » politely.
    const copies = [
      ["Copier le montant", (transfer.qr_bill.amount_centimes / 100).toFixed(2)],
      ["Copier l'IBAN", transfer.qr_bill.iban],
      ["Copier la référence", transfer.qr_bill.reference],
    ] as const;
    for (const [name, expected] of copies) {
      const button = bill.getByRole("button", { name });
      const box = await button.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await button.click();
      const said = button.locator("xpath=following-sibling::*[@role='status']");
      await said.getByText("Copié", { exact: true }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    }
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);

    // Without the Clipboard API, the shown value is selected for the phone's own « Copier ».
    await page.evaluate(() =>
      Object.defineProperty(navigator, "clipboard", { value: undefined, configurable: true }),
    );
    const referenceButton = bill.getByRole("button", { name: "Copier la référence" });
    await referenceButton.click();
    await referenceButton
      .locator("xpath=following-sibling::*[@role='status']")
      .getByText(/^Sélectionné/)
      .waitFor();
    expect(await page.evaluate(() => window.getSelection()?.toString())).toBe(
      printedBankReference(transfer.qr_bill.reference),
    );

    // « Ouvrir la QR-facture (PDF) »: a new tab with the PDF, which the banking app reads.
    const link = bill.getByRole("link", { name: "Ouvrir la QR-facture (PDF)" });
    const pdfPath = `/api/payments/${encodeURIComponent(transfer.payment_id)}/qr-bill.pdf`;
    expect(await link.getAttribute("href")).toBe(pdfPath);
    const served = page
      .context()
      .waitForEvent("response", (r) => new URL(r.url()).pathname === pdfPath);
    await link.click();
    const response = await served;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/pdf");
    expect(response.headers()["content-disposition"]).toBe('inline; filename="qr-facture.pdf"');
    // The tab shows Chromium's PDF viewer in place of the bytes: the same address, read again.
    const pdf = await (await page.context().request.get(response.url())).body();
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");

    const payload = readQrBillPdfPayload(pdf);
    expect(payload[SPC_FIELD.account]).toBe(transfer.qr_bill.iban);
    expect(payload[SPC_FIELD.reference]).toBe(transfer.qr_bill.reference);
    expect(payload[SPC_FIELD.amount]).toBe((transfer.qr_bill.amount_centimes / 100).toFixed(2));
    // « Payable par »: the name and the address the registration dialog was given.
    expect(payload.slice(SPC_FIELD.debtorAddressType, SPC_FIELD.debtorCountry + 1)).toEqual([
      "S",
      "Claudine Berset",
      "Rue du Vieux-Moulin",
      "3",
      "1264",
      "Saint-Cergue",
      "CH",
    ]);
    expect(payload[SPC_FIELD.message]).toContain(`à payer avant le ${formatDateTime(dueAt)}`);
    const text = pdfText(pdf);
    expect(text).toContain(formatDateTime(dueAt));
    expect(text).toContain(formatChf(transfer.qr_bill.amount_centimes));
    expect(text.replace(/\s/g, "")).toContain(
      printedIban(transfer.qr_bill.iban).replace(/\s/g, ""),
    );

    await page.context().close();
  }, 180_000);
});
