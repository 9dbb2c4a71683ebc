/**
 * After registering, one unmistakable state, on a phone (390 × 844): what is owed and by when
 * (the deadline the server computed and stored, with its weekday and time), the registration's
 * short reference, and no sentence that says the registration is paid or confirmed before it is,
 * neither on the confirmation page nor in the bank-transfer view. Once paid by card in the
 * sandbox, the page after paying names the outing, its day and the short reference.
 */

import { formatDeadline, formatLongDate } from "@shared/date-format";
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import type { Activity } from "@shared/schemas/activity";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storedItem } from "../support/payment-world";
import { putActivity } from "../support/registration-fixtures";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { paymentCreated } from "./support/payments";
import { newVisitor, registerThroughDialog } from "./support/registration";
import { sandboxUrl } from "./support/site";

const PHONE = { width: 390, height: 844 };
const WEEKDAY =
  /^(lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche) \d{1,2} \S+ à \d{1,2}h\d{2}$/;
/** What no page says while the registration waits for its payment. */
const SAID_BEFORE_PAYMENT = [
  "Inscription confirmée",
  "inscription est confirmée",
  "place est confirmée",
  "est payée",
  "a été payée",
  "Paiement réussi",
  "Paiement reçu",
  "confirmée dès",
];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A 50-franc outing of its own, ten days ahead, so that the amounts are the issue's. */
function fiftyFrancOuting(): Promise<Activity> {
  return putActivity({
    titre: `Sortie à 50 francs ${Math.random().toString(36).slice(2, 8)}`,
    prix_centimes: 5000,
    prix: "CHF 50.00",
    places_disponibles: 8,
  });
}

/** The page's whole text, its title included (hidden text too: nothing may say it). */
async function wholeText(page: Page): Promise<string> {
  return page.evaluate(() => `${document.title}\n${document.body.textContent}`);
}

function expectNoPaidOrConfirmedClaim(text: string) {
  for (const claim of SAID_BEFORE_PAYMENT) expect(text, `says « ${claim} »`).not.toContain(claim);
}

/** Registers through the dialog and returns what the API answered. */
async function register(page: Page, activity: Activity, participants: number) {
  const answer = page.waitForResponse(
    (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
  );
  await registerThroughDialog(page, activity, newVisitor("reste-a-payer"), participants);
  return (await (await answer).json()) as {
    inscription_id: string;
    short_reference: string;
    deadline: string;
  };
}

describe("what is owed, said plainly", () => {
  it("2 people on a 50-franc outing: CHF 100.00, the stored deadline with its weekday and time, the reference; then the bank transfer likewise", async () => {
    const activity = await fiftyFrancOuting();
    const page = await newPage(browser, PHONE);
    const answer = await register(page, activity, 2);
    expect(answer.short_reference).toMatch(SHORT_REFERENCE_PATTERN);
    // The browser shows the deadline the server computed and stored, as it was sent.
    const stored = await storedItem("inscriptions", answer.inscription_id);
    expect(stored?.deadline).toBe(answer.deadline);
    expect(stored?.short_reference).toBe(answer.short_reference);
    const deadline = formatDeadline(answer.deadline);
    expect(deadline).toMatch(WEEKDAY);

    const main = page.locator("main");
    await main.getByRole("button", { name: "Payer par virement (QR-facture)" }).waitFor();
    const text = await wholeText(page);
    expect(text).toContain("CHF 100.00");
    expect(text).toContain(
      `Reste à payer CHF 100.00 avant le ${deadline}, sinon l'inscription est annulée.`,
    );
    expect(text).toContain("réservée, mais pas encore payée");
    expect(text).toContain(answer.short_reference);
    expect(text).toContain(formatLongDate(activity.date));
    expect(text).toContain("2 personnes");
    expectNoPaidOrConfirmedClaim(text);
    await expectNoAxeViolations(page);

    // The bank transfer earns a later deadline: the view says it, as the server stored it.
    const created = paymentCreated(page);
    await main.getByRole("button", { name: "Payer par virement (QR-facture)" }).click();
    const payment = (await (await created).json()) as { deadline: string };
    await page.getByRole("heading", { name: "Votre QR-facture" }).waitFor();
    expect((await storedItem("inscriptions", answer.inscription_id))?.deadline).toBe(
      payment.deadline,
    );
    expect(Date.parse(payment.deadline)).toBeGreaterThanOrEqual(Date.parse(answer.deadline));
    const bankText = await wholeText(page);
    expect(bankText).toContain(
      `Reste à payer CHF 100.00 avant le ${formatDeadline(payment.deadline)}, sinon l'inscription est annulée.`,
    );
    // One deadline on the page: the box at the top follows the bank transfer's.
    if (payment.deadline !== answer.deadline) expect(bankText).not.toContain(deadline);
    expectNoPaidOrConfirmedClaim(bankText);
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 120_000);

  it("after paying by card in the sandbox, the page names the outing, its day and the short reference", async () => {
    const activity = await fiftyFrancOuting();
    const page = await newPage(browser, PHONE);
    const answer = await register(page, activity, 1);

    const created = paymentCreated(page);
    await page.locator("main").getByRole("button", { name: "Payer par carte ou TWINT" }).click();
    await created;
    await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/payment-success");
    const sessionId = new URL(page.url()).searchParams.get("session_id") ?? "";
    await page.getByRole("heading", { name: "Paiement réussi !" }).waitFor({ timeout: 30_000 });

    const main = page.locator("main");
    await main.getByText(answer.short_reference).waitFor();
    const text = (await main.textContent()) ?? "";
    expect(text).toContain(activity.titre);
    expect(text).toContain(formatLongDate(activity.date));
    expect(text).toContain(answer.short_reference);
    // The provider's id (« rSNl86t9 ») is no longer the reference the visitor reads.
    expect(text).not.toContain(sessionId.slice(-8));
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 120_000);
});
