/**
 * Cancellation by the visitor in Chromium against the local stack: a registration, its
 * confirmation e-mail (sent by the notifier the local host runs), the e-mail's « Annuler mon
 * inscription » link opened in a fresh browser, the summary and the terms, the confirmation, the
 * French outcome and the places back on the calendar. A damaged link gets the French page and no
 * data. axe checks each screen.
 */

import { formatShortDate } from "@shared/date-format";
import { formatChf } from "@shared/money";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { cancellableActivity, cancellationLinkSentTo, registerOne } from "./support/cancellation";
import { emailTo } from "./support/payments";
import { loadActivities, newVisitor } from "./support/registration";
import { visit } from "./support/site";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function placesOf(activityId: string) {
  return (await loadActivities()).find((a) => a.id === activityId)?.places_disponibles;
}

describe("cancellation journey", () => {
  it("the e-mail's « Annuler mon inscription »: the summary, the confirmation, « Votre inscription est annulée », places back", async () => {
    const activity = await cancellableActivity();
    const visitor = newVisitor("annulation");
    const registrationId = await registerOne(activity, visitor);
    const placesAfterRegistering = await placesOf(activity.id);

    const link = await cancellationLinkSentTo(visitor);
    expect(link.pathname).toBe("/annulation-inscription");
    expect(link.searchParams.get("inscription")).toBe(registrationId);

    const page = await newPage(browser);
    const main = page.locator("main");
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByRole("heading", { level: 1, name: "Annuler mon inscription" }).waitFor();
    const confirm = page.getByRole("button", { name: "Oui, annuler mon inscription" });
    await confirm.waitFor();
    expect(await main.textContent()).toContain(activity.titre);
    expect(await main.textContent()).toContain(formatShortDate(activity.date));
    expect(await main.textContent()).toContain("1 personne");
    expect(await main.textContent()).toContain(formatChf(activity.prix_centimes));
    expect(await main.textContent()).toContain("Vous pouvez annuler gratuitement jusqu'au");
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoAxeViolations(page);

    const answered = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/inscriptions/${registrationId}/annulation` &&
        r.request().method() === "POST",
    );
    await confirm.click();
    expect((await answered).status()).toBe(200);
    await page.getByRole("heading", { level: 1, name: "Votre inscription est annulée" }).waitFor();
    expect(await page.locator("main").getByRole("status").textContent()).toContain(
      "Vos places sont libérées.",
    );
    await expectNoAxeViolations(page);
    expect(await placesOf(activity.id)).toBe((placesAfterRegistering ?? 0) + 1);

    const cancelled = await emailTo(visitor.email, (e) =>
      e.subject.startsWith("Inscription annulée"),
    );
    expect(cancelled.text).toContain("il n'y a rien à rembourser");

    // The same link again (a reload): the page says it is already cancelled, nothing more.
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByText("Cette inscription est déjà annulée.").waitFor();
    expect(await page.getByRole("button", { name: /annuler mon inscription/ }).count()).toBe(0);
    await page.context().close();
  }, 180_000);

  it("a damaged link: the French page with the provider's contact, no data", async () => {
    const page = await newPage(browser);
    await visit(
      page,
      `/annulation-inscription?inscription=someone-else&jeton=1999999999.${"A".repeat(43)}`,
    );
    await page
      .getByRole("heading", { level: 1, name: "Ce lien ne permet pas d'annuler" })
      .waitFor();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain("Ce lien d'annulation n'est plus valable");
    expect(text).toContain("contact@jura-vtt-vitalite.ch");
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 60_000);
});
