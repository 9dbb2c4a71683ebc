/**
 * The founders' figures in the local window: a visitor registers and pays by card in Chromium,
 * then /_local/ shows one more registration and one more payment (with its amount) for the day,
 * computed from the booking event log; axe checks the page. At phone width, each e-mail shows its
 * HTML part as the visitor sees it (a sandboxed frame), its text part one tap away, and nothing
 * scrolls sideways.
 */

import { formatChf } from "@shared/money";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { payByCardOnSandbox } from "./support/payments";
import { activityWithRoom, newVisitor, registerThroughDialog } from "./support/registration";
import { baseUrl, sandboxUrl, VIEWPORTS } from "./support/site";

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

/**
 * The e-mails' previews: frames without scripts, where axe cannot run; each e-mail's HTML is
 * checked by axe on its own in email-accessibility.test.ts.
 */
const PREVIEWS = "iframe.apercu";

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
    await expectNoAxeViolations(page, { exclude: PREVIEWS });
  });
});

describe("local window (/_local/): the e-mails sent", () => {
  it("shows each e-mail's HTML as the visitor sees it, the text one tap away, at 390 px", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const visitor = newVisitor("fenetre");
    const activity = await activityWithRoom();
    await registerThroughDialog(page, activity, visitor);

    // The visitor's own e-mail (the provider's notice names the visitor too).
    const card = page
      .locator("#emails ~ ol > li")
      .filter({ hasText: `À : ${visitor.email}` })
      .filter({ has: page.getByRole("heading", { name: /^Inscription enregistrée/ }) });
    await eventually(
      async () => {
        await page.goto(new URL("/_local/", baseUrl()).href);
        await card.waitFor({ timeout: 1_000 });
      },
      { timeoutMs: 30_000, intervalMs: 1_000 },
    );
    const preview = card.locator("iframe");
    expect(await preview.getAttribute("title")).toMatch(/^E-mail « Inscription enregistrée/);
    // Sandboxed: no scripts, no same-origin access; its HTML given inline.
    expect(await preview.getAttribute("sandbox")).toBe(
      "allow-popups allow-popups-to-escape-sandbox",
    );
    expect(await preview.getAttribute("srcdoc")).toContain('<html lang="fr">');
    await preview.scrollIntoViewIfNeeded();
    const frame = card.frameLocator("iframe");
    await frame.getByRole("heading", { level: 1, name: /^Merci pour votre inscription/ }).waitFor();
    await frame.getByRole("link", { name: "Payer mon inscription" }).waitFor();
    const box = await preview.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    expect(box?.height ?? 0).toBeGreaterThan(300);

    // The text part: folded, one tap away.
    const text = card.locator("details");
    const plain = text.locator("pre");
    expect(await plain.isVisible()).toBe(false);
    await text.getByText("Lire la version texte").click();
    await plain.waitFor();
    expect(await plain.textContent()).toContain("Payer mon inscription :");

    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, { exclude: PREVIEWS });
    await page.context().close();
  });
});
