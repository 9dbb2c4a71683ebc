/**
 * A group of two with one rental e-bike, from the founders' fleet to their participant list, in
 * Chromium on a phone (390 × 844) against the whole local stack: a founder sets the supplement
 * to CHF 30.00 on « Vélos de location »; a visitor books an e-bike outing for herself on a rental
 * bike size M and for a friend on his own bike; the dialog's total, the server's answer and the
 * confirmation say 2 × the price + CHF 30.00; the provider's notice names both and « 1 vélo de
 * location, taille M »; « Liste des participants » and its Excel file have two lines for the
 * booking; the fleet's day shows one more M rented. The supplement is put back afterwards.
 */

import { formatLongDate } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { rentsBikes } from "@shared/schemas/fleet";
import { isMeetingPast } from "@shared/time";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import { parseCsv } from "../../functions/core/activities/import";
import { LOCAL_PROVIDER_EMAIL } from "../../local/function-env";
import { localTeamAccount } from "../../localstack/team-account";
import { readSentEmails } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import {
  fillBirthDate,
  loadActivities,
  newVisitor,
  openRegistrationDialog,
} from "./support/registration";
import { VIEWPORTS } from "./support/site";
import {
  downloadParticipants,
  openTeamSpace,
  outingRow,
  rowAction,
  screenHeading,
  signIn,
} from "./support/team";

const SUPPLEMENT_CENTIMES = 3000;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** « Vélos de location », from the team space's navigation. */
async function openFleet(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Espace équipe" })
    .getByRole("link", { name: "Vélos de location" })
    .click();
  await screenHeading(page, "Vélos de location").waitFor();
  await page.getByText("Chargement…").waitFor({ state: "detached" });
}

/** Types the supplement (in francs) on « La flotte » and saves it. */
async function saveSupplement(page: Page, francs: string): Promise<void> {
  const fleet = page.getByRole("form", { name: "La flotte" });
  await fleet.getByLabel(/^Supplément de location/).fill(francs);
  await fleet.getByRole("button", { name: "Enregistrer" }).click();
  await fleet.getByText("Flotte enregistrée.").waitFor();
}

/** The bikes of size M rented on the day, as « Les prochains jours » shows them (0 if absent). */
async function mRented(page: Page, date: string): Promise<number> {
  const day = page
    .getByRole("region", { name: "Les prochains jours" })
    .getByRole("table", { name: formatLongDate(date) });
  if ((await day.count()) === 0) return 0;
  const cells = day.getByRole("row", { name: /^M / }).getByRole("cell");
  return Number(await cells.first().textContent());
}

/** Letters only, so that the names pass the dialog's rules and find this run's booking alone. */
function uniqueSurname(): string {
  const letters = (Date.now() + Math.floor(Math.random() * 1e6))
    .toString(26)
    .replace(/[0-9]/g, (d) => String.fromCharCode(107 + Number(d)));
  return `Jaquier-${letters.charAt(0).toUpperCase()}${letters.slice(1)}`;
}

describe("a group of two with one rental bike", () => {
  it("is priced with the supplement, named in the notice, two lines for the team, one M rented", async () => {
    const activity = (await loadActivities()).find(
      (a) =>
        rentsBikes(a) &&
        a.prix_centimes > 0 &&
        !isMeetingPast(a.date, a.heure_rdv) &&
        (a.places_disponibles ?? 0) >= 2,
    );
    if (!activity) throw new Error("No upcoming paid e-bike outing with two places in the seed");

    // --- The founder sets the supplement to CHF 30.00 a bike on « Vélos de location ».
    const founder = await newPage(browser, VIEWPORTS.mobile);
    await openTeamSpace(founder);
    await signIn(founder, localTeamAccount());
    await openFleet(founder);
    const supplementField = founder.getByLabel(/^Supplément de location/);
    await expect.poll(() => supplementField.inputValue()).not.toBe("");
    const supplementBefore = await supplementField.inputValue();
    onTestFinished(async () => {
      await openFleet(founder);
      await saveSupplement(founder, supplementBefore);
      await founder.context().close();
    });
    await saveSupplement(founder, "30");
    const rentedBefore = await mRented(founder, activity.date);

    // --- The visitor books for two: herself on a rental bike size M, her friend on his own.
    const surname = uniqueSurname();
    const visitor = { ...newVisitor("groupe-velo"), firstName: "Mireille", lastName: surname };
    const page = await newPage(browser, VIEWPORTS.mobile);
    const fleetRead = page.waitForResponse((r) => r.url().endsWith(`/${activity.id}/velos`));
    const dialog = await openRegistrationDialog(page, activity);
    expect((await fleetRead).status()).toBe(200);
    await dialog.getByLabel("Nom", { exact: true }).fill(surname);
    await dialog.getByLabel("Prénom").fill("Mireille");
    await dialog.getByLabel("E-mail").fill(visitor.email);
    await dialog.getByLabel("Téléphone").fill(visitor.phone);
    await fillBirthDate(dialog, "1957-03-08");
    await dialog.getByLabel("Adresse complète").fill("Route de la Givrine 12, 1264 Saint-Cergue");
    await dialog.getByLabel("Niveau de pratique").selectOption("Intermédiaire");
    await dialog.getByLabel("Nombre de participants").selectOption("2");
    await dialog.getByRole("radio", { name: "Vélo de location" }).first().check();
    await dialog.getByLabel("Taille du vélo de location").first().selectOption("M");
    const friend = dialog.getByRole("group", { name: "Participant 2", exact: true });
    await friend.getByLabel("Prénom").fill("Bernard");
    await friend.getByLabel("Nom", { exact: true }).fill(surname);
    await fillBirthDate(friend, "1954-11-02");
    await friend.getByRole("radio", { name: "Mon propre vélo électrique" }).check();

    const expected = activity.prix_centimes * 2 + SUPPLEMENT_CENTIMES;
    const total = dialog.getByRole("status").filter({ hasText: "Total" });
    await expect
      .poll(() => total.textContent())
      .toBe(
        `Total : 2 × ${formatChf(activity.prix_centimes)} + 1 vélo de location × CHF 30.00 = ${formatChf(expected)}`,
      );
    await dialog.getByLabel("Tout cocher").check();
    // Axe with the bike choices open: the radios, the sizes and their heights.
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/api/inscriptions") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: "S'inscrire", exact: true }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { inscription_id: string; total_price: number };
    expect(Math.round(body.total_price * 100)).toBe(expected);
    await page.waitForURL("**/confirmation-inscription");
    await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
    await page.locator("main").getByText(formatChf(expected), { exact: true }).first().waitFor();
    await page.context().close();

    // --- The provider's notice names both people and the rental bike.
    const notice = await eventually(
      async () => {
        const found = (await readSentEmails()).find(
          (e) => e.to.includes(LOCAL_PROVIDER_EMAIL) && e.text.includes(`Mireille ${surname}`),
        );
        if (!found) throw new Error(`no notice for ${surname} yet`);
        return found;
      },
      { timeoutMs: 45_000, intervalMs: 1_000 },
    );
    expect(notice.subject).toContain(activity.titre);
    expect(notice.text).toContain(`Bernard ${surname}`);
    expect(notice.text).toContain("1 vélo de location, taille M");

    // --- « Liste des participants »: the booking's heading and its two people's lines.
    await founder
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("link", { name: "Sorties", exact: true })
      .click();
    await screenHeading(founder, "Sorties").waitFor();
    await founder.getByText("Chargement des sorties…").waitFor({ state: "detached" });
    const row = outingRow(founder, activity.titre).filter({
      hasText: formatLongDate(activity.date),
    });
    await rowAction(row.first(), "Liste des participants").click();
    await screenHeading(founder, /^Liste des participants/).waitFor();
    const booking = founder
      .getByRole("table", { name: "Participants" })
      .getByRole("rowgroup")
      .filter({ hasText: `Mireille ${surname} · 2 participants` });
    await booking.waitFor();
    const lines = booking.locator('th[scope="row"]');
    expect(await lines.allTextContents()).toEqual([`Mireille ${surname}`, `Bernard ${surname}`]);
    await expectNoAxeViolations(founder);

    // --- « Télécharger (Excel) »: one line per person of the booking.
    const file = await downloadParticipants(founder);
    const { rows } = parseCsv(file.bytes.toString("utf8"));
    expect(rows.filter((cells) => cells[3] === visitor.email)).toHaveLength(2);

    // --- « Vélos de location »: one more M rented that day.
    await openFleet(founder);
    expect(await mRented(founder, activity.date)).toBe(rentedBefore + 1);
  });
});
