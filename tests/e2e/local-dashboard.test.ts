/**
 * The founders' figures in the local window: a visitor registers and pays by card in Chromium,
 * then /_local/ shows one more registration and one more payment (with its amount) for the day,
 * computed from the booking event log; axe checks the page.
 */

import { formatChf } from "@shared/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { payByCardOnSandbox } from "./support/payments";
import { activityWithRoom, newVisitor, registerThroughDialog } from "./support/registration";
import { baseUrl, sandboxUrl } from "./support/site";

interface DayFigures {
  registrations: number;
  participants: number;
  payments: number;
  amount: string;
}

/** The « Aujourd'hui » figures as the page writes them. */
async function todayOnLocalWindow(page: Page): Promise<DayFigures> {
  await page.goto(new URL("/_local/", baseUrl()).href);
  const figure = (term: string) =>
    page
      .locator(".chiffres > div")
      .filter({ has: page.getByText(term, { exact: true }) })
      .locator("dd");
  const registrations = (await figure("Inscriptions").textContent()) ?? "";
  const payments = (await figure("Paiements reçus").textContent()) ?? "";
  const r = /^(\d+) inscriptions? \((\d+) participants?\)$/.exec(registrations);
  const p = /^(\d+) paiements?, (CHF [\d.]+)$/.exec(payments);
  if (!r || !p) throw new Error(`unexpected figures: « ${registrations} », « ${payments} »`);
  return {
    registrations: Number(r[1]),
    participants: Number(r[2]),
    payments: Number(p[1]),
    amount: p[2] ?? "",
  };
}

const centimes = (chf: string) => Math.round(Number(chf.replace("CHF ", "")) * 100);

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("local window (/_local/): the day's figures", () => {
  it("counts a registration and a card payment made in the browser", async () => {
    const page = await newPage(browser);
    const before = await todayOnLocalWindow(page);
    await page.getByRole("heading", { level: 1, name: "Fenêtre locale" }).waitFor();
    await page
      .getByRole("heading", { level: 2, name: "Tableau de bord des réservations" })
      .waitFor();
    await page.getByRole("img", { name: /^Inscriptions par jour, 30 derniers jours/ }).waitFor();

    const activity = await activityWithRoom();
    await registerThroughDialog(page, activity, newVisitor("tableau"));
    await payByCardOnSandbox(page, sandboxUrl());

    // The events reach the log group through the bus: the page shows them once they are there.
    const after = await eventually(
      async () => {
        const figures = await todayOnLocalWindow(page);
        expect(figures.payments).toBe(before.payments + 1);
        expect(figures.registrations).toBe(before.registrations + 1);
        return figures;
      },
      { timeoutMs: 45_000, intervalMs: 1_000 },
    );
    expect(after.participants).toBe(before.participants + 1);
    expect(centimes(after.amount) - centimes(before.amount)).toBe(activity.prix_centimes);
    const main = page.locator("main");
    expect(await main.textContent()).toContain(formatChf(activity.prix_centimes));
    await main.getByRole("table", { name: /^Paiements reçus/ }).waitFor();
    await main.getByRole("table", { name: /^Les 50 derniers événements/ }).waitFor();
    await expectNoAxeViolations(page);
  });
});
