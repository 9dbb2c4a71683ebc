/**
 * The payments desk in Chromium against the whole local stack: the founder signs in, sees a
 * visitor's unpaid bank transfer with its QR reference, « Marquer comme payé » (confirmed on the
 * line), sees it leave the list and the receipt in the local window (/_local/); then uploads a
 * small camt.054 file that pays a second transfer and reads the report; the first visitor then
 * cancels, and the founder records the bank transfer's refund « Remboursé à la main ». axe on
 * each state.
 */
import { randomUUID } from "node:crypto";
import { printedBankReference } from "@shared/payments/bank-reference";
import { readPaymentLinkParams } from "@shared/payments/payment-link";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { cancellationLinkSentTo } from "./support/cancellation";
import { emailTo } from "./support/payments";
import { baseUrl, postToApi, visit } from "./support/site";
import { awaitingTransfer } from "./support/transfers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function signIn(page: Page) {
  const account = localTeamAccount();
  await visit(page, "/espace-equipe/");
  const form = page.getByRole("form", { name: "Connexion" });
  await form.getByLabel(/^E-mail/).fill(account.email);
  await form.getByLabel(/^Mot de passe/).fill(account.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
  await page.getByRole("navigation", { name: "Espace équipe" }).waitFor();
}

/** A camt.054 with one booked credit for `reference`, as the bank would send it. */
function camtFile(reference: string, amountCentimes: number): string {
  const entry = `E2E${Date.now()}`;
  const amount = (amountCentimes / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.054.001.08">
  <BkToCstmrDbtCdtNtfctn>
    <GrpHdr><MsgId>CAMT054-${entry}</MsgId><CreDtTm>2026-11-23T18:05:12+01:00</CreDtTm></GrpHdr>
    <Ntfctn>
      <Id>NTFCTN-${entry}</Id>
      <Acct><Id><IBAN>CH4431999123000889012</IBAN></Id><Ccy>CHF</Ccy></Acct>
      <Ntry>
        <Amt Ccy="CHF">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <AcctSvcrRef>${entry}</AcctSvcrRef>
        <NtryDtls><TxDtls>
          <Refs><AcctSvcrRef>${entry}-1</AcctSvcrRef></Refs>
          <Amt Ccy="CHF">${amount}</Amt><CdtDbtInd>CRDT</CdtDbtInd>
          <RmtInf><Strd><CdtrRefInf>
            <Tp><CdOrPrtry><Prtry>QRR</Prtry></CdOrPrtry></Tp><Ref>${reference}</Ref>
          </CdtrRefInf></Strd></RmtInf>
        </TxDtls></NtryDtls>
      </Ntry>
    </Ntfctn>
  </BkToCstmrDbtCdtNtfctn>
</Document>`;
}

describe("team space: the payments desk", () => {
  it("marks a bank transfer paid (it leaves the list, the receipt goes out), then imports a camt file and shows its report; records a cancelled transfer's refund as done by hand", async () => {
    const marked = await awaitingTransfer(`marque${randomUUID().slice(0, 4)}`);
    const imported = await awaitingTransfer(`releve${randomUUID().slice(0, 4)}`);
    const page = await newPage(browser);
    await signIn(page);
    await page
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("link", { name: "Paiements" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Paiements" }).waitFor();

    const row = page.getByRole("row").filter({ hasText: printedBankReference(marked.reference) });
    await row.waitFor();
    expect(await row.textContent()).toContain(marked.nom);
    await expectNoAxeViolations(page);

    // One search: the name, the short reference read out on the phone, the QR reference typed
    // without its spaces each find this line, and not the other transfer's.
    const search = page.getByRole("searchbox", { name: "Rechercher un paiement" });
    const otherRow = page
      .getByRole("row")
      .filter({ hasText: printedBankReference(imported.reference) });
    const shortReference = (
      (await row.locator('td[data-label="Référence"]').textContent()) ?? ""
    ).trim();
    expect(shortReference).toMatch(/^JV-[2-9A-Z]{4}-[2-9A-Z]{2}$/);
    for (const query of [marked.nom.split(" ").at(-1) ?? "", shortReference, marked.reference]) {
      await search.fill(query);
      await row.waitFor();
      await otherRow.waitFor({ state: "detached" });
      expect(await page.locator("#recherche-paiement-resultat").textContent()).toMatch(
        /^\d+ lignes? trouvées?\.$/,
      );
    }
    await expectNoAxeViolations(page);

    await row.getByRole("button", { name: /^Marquer comme payé/ }).click();
    const confirm = row.getByRole("group");
    expect(await confirm.textContent()).toContain(marked.nom);
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Oui, marquer comme payé" }).click();
    // The confirmation shows on the line itself, in view and focused; the line is no longer
    // payable, and it leaves the list when the desk is read again.
    const confirmation = row
      .getByRole("status")
      .filter({ hasText: "Paiement enregistré : l'inscription est payée" });
    await confirmation.waitFor();
    await expect
      .poll(() => confirmation.evaluate((el) => el === document.activeElement))
      .toBe(true);
    expect(
      await confirmation.evaluate((el) => {
        const box = el.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      }),
    ).toBe(true);
    expect(await row.getByRole("button", { name: /^Marquer comme payé/ }).count()).toBe(0);
    await expectNoAxeViolations(page);
    await search.fill("");
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Paiements" }).waitFor();
    await otherRow.waitFor();
    expect(await row.count()).toBe(0);

    // An iPad in portrait and an old laptop: « Paiements » and « Sorties » never scroll sideways.
    for (const size of [
      { width: 820, height: 1180 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      for (const screen of ["Paiements", "Sorties"]) {
        await page
          .getByRole("navigation", { name: "Espace équipe" })
          .getByRole("link", { name: screen, exact: true })
          .click();
        await page.getByRole("heading", { level: 1, name: screen }).waitFor();
        await page.getByRole("table").first().waitFor();
        expect(
          await page.evaluate(() => document.scrollingElement?.scrollWidth),
          `${screen} at ${size.width} px`,
        ).toBe(size.width);
      }
    }
    await page
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("link", { name: "Paiements", exact: true })
      .click();
    await page.getByRole("heading", { level: 1, name: "Paiements" }).waitFor();

    await emailTo(marked.visitor.email, (e) => e.subject.startsWith("Paiement reçu"));
    const local = await newPage(browser);
    const receipt = local
      .locator("#emails ~ ol > li")
      .filter({ hasText: `À : ${marked.visitor.email}` })
      .filter({ has: local.getByRole("heading", { name: /^Paiement reçu/ }) });
    await eventually(
      async () => {
        await local.goto(new URL("/_local/", baseUrl()).href);
        await receipt.waitFor({ timeout: 1_000 });
      },
      { timeoutMs: 30_000, intervalMs: 1_000 },
    );

    await page.getByLabel(/^Relevé de votre e-banking/).setInputFiles({
      name: "releve-e2e.xml",
      mimeType: "application/xml",
      buffer: Buffer.from(camtFile(imported.reference, imported.amount)),
    });
    await page.getByRole("button", { name: "Importer le relevé" }).click();
    await page.getByRole("status").filter({ hasText: "Relevé importé : 1 payée." }).waitFor();
    const report = page.getByRole("region", { name: /^Import bancaire camt\.054/ });
    await report.getByRole("heading", { name: "Inscriptions payées (reçu envoyé) (1)" }).waitFor();
    expect(await report.textContent()).toContain(printedBankReference(imported.reference));
    await page
      .getByRole("row")
      .filter({ hasText: printedBankReference(imported.reference) })
      .waitFor({ state: "detached" });
    await expectNoAxeViolations(page);

    // The same file again: imported once, reported as already imported.
    await page.getByRole("button", { name: "Importer le relevé" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "Relevé importé : 1 déjà importée." })
      .waitFor();
    await emailTo(imported.visitor.email, (e) => e.subject.startsWith("Paiement reçu"));

    // The first visitor cancels in time: their bank transfer is a refund to do by hand.
    const link = readPaymentLinkParams((await cancellationLinkSentTo(marked.visitor)).searchParams);
    const cancelled = await postToApi(`/api/inscriptions/${link?.registrationId}/annulation`, {
      jeton: link?.jeton,
    });
    expect(cancelled).toMatchObject({ outcome: "cancelled", refund: "by_hand" });
    await page.reload();
    const byHand = page
      .getByRole("table", { name: "Remboursements à faire à la main" })
      .getByRole("row")
      .filter({ hasText: marked.nom });
    await byHand.waitFor();
    expect(await byHand.textContent()).toContain("Virement (QR-facture)");
    await expectNoAxeViolations(page);
    await byHand.getByRole("button", { name: /^Remboursé à la main/ }).click();
    await byHand.getByRole("button", { name: "Oui, c'est remboursé" }).click();
    // The answer on the line itself, in view and focused, as for « Marquer comme payé »; the line
    // leaves the list when the desk is read again.
    const refunded = byHand
      .getByRole("status")
      .filter({ hasText: "Remboursement enregistré comme fait à la main." });
    await refunded.waitFor();
    expect(
      await refunded.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const inView = box.top >= 0 && box.bottom <= window.innerHeight;
        return inView && element === document.activeElement;
      }),
    ).toBe(true);
    await expectNoAxeViolations(page);
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Paiements" }).waitFor();
    await page
      .getByRole("table", { name: "Inscriptions non payées" })
      .or(page.getByText("Aucune inscription n'attend de paiement."))
      .first()
      .waitFor();
    expect(await byHand.count()).toBe(0);
  });
});
