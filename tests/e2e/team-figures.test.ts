/**
 * « Chiffres » in Chromium against the whole local stack, on an iPad in portrait (820×1180): the
 * founder opens this month's figures from the navigation, a visitor registers and pays by bank
 * transfer, the founder marks it paid in « Paiements », and this month's card counts one more
 * registration, its participant and its francs by transfer; the accountant's file says the same.
 * The local window (/_local/) shows the same month. No sideways scrolling, axe clean.
 */
import { readFile } from "node:fs/promises";
import { formatMonth } from "@shared/date-format";
import { centimesToDecimal, formatChf } from "@shared/money";
import { printedBankReference } from "@shared/payments/bank-reference";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { baseUrl } from "./support/site";
import { openTeamSpace, screenHeading, signIn } from "./support/team";
import { awaitingTransfer } from "./support/transfers";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The value beside a row's name in a month's table. */
async function cell(month: Locator, row: string): Promise<string> {
  const text = await month
    .getByRole("row", { name: new RegExp(`^${row}`) })
    .getByRole("cell")
    .textContent();
  return (text ?? "").trim();
}

/** This month's figures as the screen shows them: the newest month, listed first. */
async function thisMonth(page: Page) {
  await screenHeading(page, "Chiffres").waitFor();
  const month = page.locator(".team-figures-month").first();
  await month.waitFor();
  const title = ((await month.locator("caption, h2").first().textContent()) ?? "").trim();
  const table = month.getByRole("table");
  if ((await table.count()) === 0) {
    return { title, registrations: 0, participants: 0, transfers: formatChf(0), net: formatChf(0) };
  }
  return {
    title,
    registrations: Number(await cell(table, "Inscriptions reçues")),
    participants: Number(await cell(table, "Participants")),
    transfers: await cell(table, "Reçu par virement"),
    net: await cell(table, "Net"),
  };
}

const chf = (text: string) => Math.round(Number(text.replace("CHF ", "")) * 100);

describe("team space: « Chiffres »", () => {
  it("counts this month's registration and transfer once marked paid, on screen and in the accountant's file", async () => {
    const page = await newPage(browser, { width: 820, height: 1180 });
    await openTeamSpace(page);
    await signIn(page, localTeamAccount());
    await page
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("link", { name: "Chiffres" })
      .click();
    const before = await thisMonth(page);
    await expectNoAxeViolations(page);

    const transfer = await awaitingTransfer(`chiffres${Date.now().toString(36)}`);
    const bill = { reference: transfer.reference, amount_centimes: transfer.amount };

    await page.getByRole("link", { name: "Paiements" }).click();
    await screenHeading(page, "Paiements").waitFor();
    const row = page.getByRole("row").filter({ hasText: printedBankReference(bill.reference) });
    await row.getByRole("button", { name: /^Marquer comme payé/ }).click();
    await row.getByRole("group").getByRole("button", { name: "Oui, marquer comme payé" }).click();
    await row.getByRole("status").waitFor();

    await page.getByRole("link", { name: "Chiffres" }).click();
    const after = await thisMonth(page);
    // Registered and paid now, in this month: one more of each (the files before this one may
    // have filled the month already).
    expect(after.title).toBe(before.title);
    expect(after.registrations).toBe(before.registrations + 1);
    expect(after.participants).toBe(before.participants + 1);
    expect(chf(after.transfers)).toBe(chf(before.transfers) + bill.amount_centimes);
    expect(chf(after.net)).toBe(chf(before.net) + bill.amount_centimes);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(820);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page
        .getByRole("button", { name: "Télécharger le fichier pour la comptabilité (Excel)" })
        .click(),
    ]);
    const csv = await readFile((await download.path()) ?? "", "utf8");
    expect(csv.startsWith('\uFEFF"Mois";"Inscriptions reçues";"Participants";')).toBe(true);
    const lines = csv.slice(1).trimEnd().split("\r\n");
    const monthLine = lines.at(-1)?.split(";") ?? [];
    const month = monthLine[0]?.replaceAll('"', "") ?? "";
    expect(download.suggestedFilename()).toBe(`chiffres-${month.slice(0, 4)}.csv`);
    expect(formatMonth(month)).toBe(after.title);
    expect(monthLine[1]).toBe(`"${after.registrations}"`);
    expect(monthLine.at(-1)).toBe(`"${centimesToDecimal(chf(after.net))}"`);

    // The local window shows the same months, from the same computation and with the same words.
    const season = (await (await fetch(new URL("/_local/season.json", baseUrl()))).json()) as {
      month: string;
      registrations: number;
      net: number;
    }[];
    expect(season[0]).toMatchObject({
      month,
      registrations: after.registrations,
      net: chf(after.net),
    });
    await page.goto(new URL("/_local/#chiffres-mois", baseUrl()).href);
    const local = page.getByRole("table", { name: after.title });
    expect(await cell(local, "Inscriptions reçues")).toBe(String(after.registrations));
    expect(await cell(local, "Reçu par virement")).toBe(after.transfers);
    expect(await cell(local, "Net")).toBe(after.net);
    // The e-mails' previews are frames without scripts, where axe cannot run.
    await expectNoAxeViolations(page, { exclude: "iframe.apercu" });
    await page.context().close();
  });
});
