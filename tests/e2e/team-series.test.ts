/**
 * « Répéter » on an iPad in portrait (820×1180) against the whole local stack: the founder
 * publishes one outing, then the same outing every Saturday from 17 April to 30 October 2027
 * from its row, in a handful of taps; the 29 dates are in the public calendar, and pressing
 * again publishes nothing. Taps are counted: every click of the test goes through `tap`. Then
 * « La série » changes the 30 dates' meeting place in one press and withdraws them in one press.
 */
import { SERIES_MESSAGES } from "@shared/messages/activity";
import type { Browser, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { loadActivities } from "./support/registration";
import {
  activityForm,
  fillOutingForm,
  openTeamSpace,
  outingRow,
  rowAction,
  screenHeading,
  signIn,
} from "./support/team";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("team space: a season of Saturdays in one press", () => {
  it("publishes 29 Saturdays in at most 15 taps, shown in the public calendar, and a second press adds none", async () => {
    const page = await newPage(browser, { width: 820, height: 1180 });
    let taps = 0;
    const tap = async (target: Locator) => {
      taps++;
      await target.click();
    };
    const title = `VTT du samedi ${`${Date.now()}`.slice(-7)}`;

    await openTeamSpace(page);
    await signIn(page, localTeamAccount());
    await tap(page.getByRole("link", { name: "Nouvelle sortie" }));
    await screenHeading(page, "Nouvelle sortie").waitFor();
    await fillOutingForm(page, {
      titre: title,
      date: "2027-04-10",
      heure_rdv: "09:00",
      lieu: "Saint-Cergue",
      lieu_rdv: "Place de la gare, Saint-Cergue",
      niveau: "Facile",
      prix: "75",
      type_de_formule: "Forme & Vitalité",
      categorie: "VTT",
      // Fewer places than any sample outing: tests that take the roomiest outing never land here.
      places: "2",
      description: "Le tour du samedi matin.",
      a_apporter: "Casque, gourde.",
    });
    await tap(activityForm(page).getByRole("button", { name: "Publier la sortie" }));
    await screenHeading(page, "Sorties").waitFor();

    await tap(rowAction(outingRow(page, title), "Répéter"));
    await screenHeading(page, "Répéter la sortie").waitFor();
    const form = page.getByRole("form", { name: "Répéter la sortie" });
    await tap(form.getByRole("checkbox", { name: "samedi" }));
    // A last date before the first: said beside its field, nothing to publish.
    await form.getByLabel("Première date").fill("2027-04-17");
    await form.getByLabel("Dernière date").fill("2027-04-03");
    await form.getByText(SERIES_MESSAGES.lastBeforeFirst).waitFor();
    await form.getByLabel("Dernière date").fill("2027-10-30");
    const preview = form.getByRole("group", { name: /^Les dates \(29 sur 29\)/ });
    await preview.waitFor();
    expect(await preview.getByRole("checkbox").count()).toBe(29);
    await preview.getByRole("checkbox", { name: "samedi 17 avril 2027" }).waitFor();
    await preview.getByRole("checkbox", { name: "samedi 30 octobre 2027" }).waitFor();
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(820);

    await tap(form.getByRole("button", { name: "Publier les 29 dates" }));
    const outcome = form.getByRole("status").filter({ hasText: "29 dates publiées." });
    await outcome.waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("status");
    expect(taps).toBeLessThanOrEqual(15);

    const dates = (await loadActivities()).filter((a) => a.titre === title).map((a) => a.date);
    expect(dates).toHaveLength(30);
    expect(dates.filter((d) => d >= "2027-04-17")).toHaveLength(29);

    // The same press again: every date already holds the outing, nothing is published.
    await tap(form.getByRole("button", { name: "Publier les 29 dates" }));
    await form.getByRole("status").filter({ hasText: "Aucune nouvelle date publiée." }).waitFor();
    await form
      .getByRole("status")
      .filter({ hasText: "Déjà publiées, laissées telles quelles (29)" })
      .waitFor();
    expect((await loadActivities()).filter((a) => a.titre === title)).toHaveLength(30);
    await expectNoAxeViolations(page);

    // « La série »: the 30 dates changed in one press, then withdrawn in one press.
    await page.getByRole("link", { name: "← Retour aux sorties" }).click();
    await screenHeading(page, "Sorties").waitFor();
    await outingRow(page, title)
      .first()
      .getByRole("link", { name: /^Série \(30 dates\)/ })
      .click();
    await screenHeading(page, /^La série/).waitFor();
    const seriesDates = page.getByRole("list", { name: "Les dates de la série" });
    await seriesDates.waitFor();
    expect(await seriesDates.getByRole("listitem").count()).toBe(30);
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth)).toBe(820);
    await expectNoAxeViolations(page);
    const seriesForm = activityForm(page);
    await seriesForm.getByLabel(/^Lieu de rendez-vous/).fill("Télécabine de la Barillette");
    await seriesForm.getByRole("button", { name: "Enregistrer sur les 30 dates" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `« ${title} » : 30 dates modifiées.` })
      .waitFor();
    const changed = (await loadActivities()).filter((a) => a.titre === title);
    expect(changed).toHaveLength(30);
    expect(changed.every((a) => a.lieu_rdv === "Télécabine de la Barillette")).toBe(true);
    expect(new Set(changed.map((a) => a.date)).size).toBe(30);

    await outingRow(page, title)
      .first()
      .getByRole("link", { name: /^Série \(30 dates\)/ })
      .click();
    await page.getByRole("button", { name: "Retirer les 30 dates sans inscription…" }).click();
    const confirm = page.getByRole("group", { name: /^Retirer les 30 dates/ });
    await confirm.waitFor();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Oui, retirer les 30 dates" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: `« ${title} » : 30 dates retirées du calendrier.` })
      .waitFor();
    expect((await loadActivities()).filter((a) => a.titre === title)).toHaveLength(0);
  });
});
