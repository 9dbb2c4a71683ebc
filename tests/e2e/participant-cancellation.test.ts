/**
 * One participant cancelled alone from the cancellation page, in Chromium against the local
 * stack: a registration of two naming Paul Favre, the e-mail's link, the list of both persons,
 * « Annuler seulement la participation de Paul Favre » with its confirmation, the outcome and the
 * new total; the person registering is never offered alone. axe checks each screen.
 */

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

const PAUL = {
  prenom: "Paul",
  nom: "Favre",
  date_naissance: "1956-09-30",
  a_velo_electrique: true,
};

async function placesOf(activityId: string) {
  return (await loadActivities()).find((a) => a.id === activityId)?.places_disponibles;
}

describe("one participant cancelled alone", () => {
  it("lists both persons, confirms « Annuler seulement la participation de Paul Favre », the amount follows", async () => {
    const activity = await cancellableActivity();
    const visitor = newVisitor("annulation-participant");
    const registrationId = await registerOne(activity, visitor, 2, { participants: [PAUL] });
    const placesAfterRegistering = await placesOf(activity.id);
    const link = await cancellationLinkSentTo(visitor);

    const page = await newPage(browser);
    const main = page.locator("main");
    await visit(page, `${link.pathname}${link.search}`);
    await page
      .getByRole("heading", { level: 2, name: "Les personnes de votre inscription" })
      .waitFor();
    expect(await main.textContent()).toContain("ne peut pas être annulée seule");
    expect(await main.textContent()).toContain(formatChf(2 * activity.prix_centimes));
    // No button for the person registering alone: the whole, or Paul.
    expect(await page.getByRole("button", { name: /participation de Paul Favre/ }).count()).toBe(1);
    expect(await page.getByRole("button", { name: /participation de/ }).count()).toBe(1);
    await page.getByRole("button", { name: "Annuler toute l'inscription" }).waitFor();
    await expectNoAxeViolations(page);

    await page
      .getByRole("button", { name: "Annuler seulement la participation de Paul Favre" })
      .click();
    const confirm = page.getByRole("button", {
      name: "Oui, annuler la participation de Paul Favre",
    });
    await confirm.waitFor();
    expect(await main.textContent()).toContain(
      "Voulez-vous vraiment annuler la participation de Paul Favre ?",
    );
    await expectNoAxeViolations(page);

    const answered = page.waitForResponse(
      (r) =>
        new URL(r.url()).pathname === `/api/inscriptions/${registrationId}/annulation` &&
        r.request().method() === "POST",
    );
    await confirm.click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(JSON.parse(response.request().postData() ?? "{}")).toMatchObject({ participant: 1 });
    await page
      .getByRole("heading", { level: 1, name: "La participation de Paul Favre est annulée" })
      .waitFor();
    const status = (await main.getByRole("status").textContent()) ?? "";
    expect(status).toContain("reste valable pour les autres personnes");
    expect(status).toContain(`Sa part de ${formatChf(activity.prix_centimes)} n'est plus à payer.`);
    expect(await main.textContent()).toContain("1 personne");
    await expectNoAxeViolations(page);
    expect(await placesOf(activity.id)).toBe((placesAfterRegistering ?? 0) + 1);

    const told = await emailTo(visitor.email, (e) =>
      e.subject.startsWith("Participation annulée : Paul Favre"),
    );
    expect(told.text).toContain("rien à payer");

    // The same link again: only the person registering is left, the page offers the whole.
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByRole("button", { name: "Oui, annuler mon inscription" }).waitFor();
    expect(await page.getByRole("button", { name: /participation de/ }).count()).toBe(0);
    await page.context().close();
  }, 180_000);
});
