/**
 * A founder's day in the team space, in Chromium, against the real stack (built site on the local
 * host, the emulator's Cognito and tables, the payment sandbox), at phone and laptop sizes, each
 * with its own outing: sign in (after an empty submit and a wrong password), publish an outing,
 * see a visitor register and pay for it from the public calendar, read « Liste des
 * participants », download it for Excel, print it on one A4 page, open the registration's
 * details, edit, duplicate, hide and show the outing, sign out. axe on every screen reached.
 */

import { ACTIVITY_FIELD_MESSAGES as M, placesBelowTakenMessage } from "@shared/messages/activity";
import { addDaysIso, zurichToday } from "@shared/time";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseCsv } from "../../functions/core/activities/import";
import { spreadsheetPhone } from "../../functions/core/activities/participants-csv";
import { localTeamAccount } from "../../localstack/team-account";
import { SIGN_IN_MESSAGES } from "../../web/src/features/team/sign-in/sign-in-schemas";
import { pdfPageCount } from "../support/pdf-text";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { payByCardOnSandbox } from "./support/payments";
import { loadActivities, newVisitor, registerThroughDialog } from "./support/registration";
import { sandboxUrl, VIEWPORTS, type ViewportName } from "./support/site";
import {
  activityForm,
  DATE_LABEL,
  downloadParticipants,
  fillOutingForm,
  openTeamSpace,
  outingRow,
  printedDisplay,
  rowAction,
  screenHeading,
  signIn,
  signInForm,
  storedEntries,
  submitSignIn,
} from "./support/team";

const SIGN_IN_TITLE = "Connexion à l'espace équipe";
const UTF8_BOM = [0xef, 0xbb, 0xbf];

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A notice of the « Sorties » screen (its live region), once shown. */
async function expectStatus(page: Page, text: string): Promise<void> {
  await page.getByRole("status").filter({ hasText: text }).waitFor();
}

/** The width and height, in points, of the PDF's first page. */
function pdfMediaBox(pdf: Buffer): number[] {
  const box = /\/MediaBox \[([\d.\s]+)\]/.exec(pdf.toString("latin1"))?.[1] ?? "";
  return box.trim().split(/\s+/).map(Number).slice(2);
}

/** Whether the public calendar's API lists the outing. */
async function publicCalendarLists(title: string): Promise<boolean> {
  return (await loadActivities()).some((a) => a.titre === title);
}

/** Back to « Sorties » from any signed-in screen, by the header's link. */
async function backToOutings(page: Page): Promise<void> {
  await page
    .getByRole("navigation", { name: "Espace équipe" })
    .getByRole("link", { name: "Sorties", exact: true })
    .click();
  await screenHeading(page, "Sorties").waitFor();
  await page.getByText("Chargement des sorties…").waitFor({ state: "detached" });
}

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("the team space on a %s", (size) => {
  it("signs in, publishes an outing, follows its registration, edits, hides and signs out", async () => {
    const viewport = VIEWPORTS[size];
    const account = localTeamAccount();
    const suffix = `${Date.now()}`.slice(-7);
    const title = `Crêtes du Jura ${size} ${suffix}`;
    // A few weeks ahead; the two sizes on different days.
    const date = addDaysIso(zurichToday(), size === "mobile" ? 24 : 31);
    const visitor = {
      ...newVisitor(`equipe-${size}`),
      firstName: "Zoé",
      lastName: "Müller-Brönnimann",
    };
    const page = await newPage(browser, viewport);

    // --- Sign in: an empty submit, a wrong password, then the local account.
    await openTeamSpace(page);
    await screenHeading(page, SIGN_IN_TITLE).waitFor();
    await expectNoAxeViolations(page);

    const form = signInForm(page);
    await form.getByRole("button", { name: "Se connecter" }).click();
    await form.getByText(SIGN_IN_MESSAGES.email).waitFor();
    await form.getByText(SIGN_IN_MESSAGES.password).waitFor();
    await form
      .getByRole("alert")
      .filter({ hasText: "Le formulaire contient 2 erreurs." })
      .waitFor();
    await expectNoAxeViolations(page);

    await submitSignIn(page, { ...account, password: "Pas-le-bon-2026" });
    await form
      .getByRole("alert")
      .filter({ hasText: "E-mail ou mot de passe incorrect." })
      .waitFor();
    await expectNoAxeViolations(page);

    await signIn(page, account);
    await expectNoAxeViolations(page);

    // --- « Nouvelle sortie »: the empty form's errors, then the outing.
    await page.getByRole("link", { name: "Nouvelle sortie" }).click();
    await screenHeading(page, "Nouvelle sortie").waitFor();
    await expectNoAxeViolations(page);
    const outing = activityForm(page);
    await outing.getByRole("button", { name: "Publier la sortie" }).click();
    for (const message of [M.titre, M.date, M.heureRdv, M.lieu, M.lieuRdv, M.niveau, M.prix]) {
      await outing.getByText(message, { exact: true }).waitFor();
    }
    await outing.getByText(M.categorie, { exact: true }).waitFor();
    await outing.getByText("Indiquez le nombre de places, ou cochez « Sans limite »").waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("sortie-titre");
    await expectNoAxeViolations(page);

    await fillOutingForm(page, {
      titre: title,
      date,
      heure_rdv: "09:30",
      lieu: "Saint-Cergue",
      lieu_rdv: "Parking de la gare de Saint-Cergue",
      niveau: "Intermédiaire",
      prix: "85",
      type_de_formule: "Sortie découverte",
      categorie: "VTT",
      places: "6",
      description: "Une boucle par les crêtes, pause au chalet.",
      a_apporter: "Gourde, coupe-vent, gants.",
    });
    await outing.getByRole("button", { name: "Publier la sortie" }).click();
    await screenHeading(page, "Sorties").waitFor();
    await expectStatus(page, `La sortie « ${title} »`);
    let row = outingRow(page, title);
    await expect.poll(() => row.textContent()).toContain("0 prise / 6 libres");
    expect(await row.textContent()).toContain("CHF 0.00");
    await expectNoAxeViolations(page);

    // --- A visitor finds it in the public calendar, registers two people and pays by card.
    const published = (await loadActivities()).find((a) => a.titre === title);
    expect(published).toMatchObject({ date, heure_rdv: "09:30", prix_centimes: 8500 });
    if (!published) throw new Error(`${title} is not in /api/activities`);
    const visitorPage = await newPage(browser, viewport);
    const registrationId = await registerThroughDialog(visitorPage, published, visitor, 2);
    await payByCardOnSandbox(visitorPage, sandboxUrl());
    await visitorPage.context().close();

    // --- « Liste des participants »: the visitor's line, paid.
    await backToOutings(page);
    row = outingRow(page, title);
    await expect.poll(() => row.textContent()).toContain("2 prises / 4 libres");
    await rowAction(row, "Liste des participants").click();
    await screenHeading(page, /^Liste des participants/).waitFor();
    const participants = page.getByRole("table", { name: "Participants" });
    const line = participants
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: "Zoé Müller-Brönnimann" }) });
    const lineText = await line.textContent();
    for (const expected of [visitor.email, "Payée", "CHF 170.00"]) {
      expect(lineText).toContain(expected);
    }
    // One line per person: the registration of 2 is a booking's heading and two people's lines.
    const heading = participants
      .getByRole("row")
      .filter({ hasText: "Zoé Müller-Brönnimann · 2 participants" });
    expect(await heading.textContent()).toContain("Intermédiaire");
    expect(await participants.locator('th[scope="row"]').count()).toBe(2);
    await expect
      .poll(() => line.getByRole("link", { name: /^\+41/ }).getAttribute("href"))
      .toBe(`tel:${visitor.phone}`);
    expect(await page.locator("main").textContent()).toContain("2 personnes inscrites");
    expect(await line.getByRole("cell").nth(2).textContent()).toContain(visitor.email);
    // Five columns that wrap, and no sideways scrolling (a card per line on a phone), on a
    // tablet (820 px) too.
    const noSidewaysScroll = () =>
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
    expect(await noSidewaysScroll()).toBe(true);
    await page.setViewportSize({ width: 820, height: 1180 });
    expect(await noSidewaysScroll()).toBe(true);
    await page.setViewportSize(viewport);
    await expectNoAxeViolations(page);

    // --- « Télécharger (Excel) »: UTF-8 with its BOM, `;`, the accents intact.
    const file = await downloadParticipants(page);
    expect(file.name).toBe(`participants-${published.id}.csv`);
    expect([...file.bytes.subarray(0, 3)]).toEqual(UTF8_BOM);
    const text = file.bytes.toString("utf8");
    expect(text.split("\r\n")[0]).toContain('"Nom";"Prénom";"Téléphone";"E-mail"');
    const { rows } = parseCsv(text);
    expect(rows[0]?.slice(0, 4)).toEqual(["Nom", "Prénom", "Téléphone", "E-mail"]);
    const visitorRow = rows.find((cells) => cells[3] === visitor.email);
    expect(visitorRow?.slice(0, 5)).toEqual([
      "Müller-Brönnimann",
      "Zoé",
      spreadsheetPhone(visitor.phone),
      visitor.email,
      "2",
    ]);
    expect(visitorRow?.slice(9, 12)).toEqual(["Payée", "170.00", "170.00"]);
    // One line per person, each with the booking's contact.
    expect(rows.filter((cells) => cells[3] === visitor.email)).toHaveLength(2);

    // --- « Imprimer »: one A4 page, without the header, the links and the buttons.
    await page.emulateMedia({ media: "print" });
    expect(await printedDisplay(page, [".team-header", ".skip-link", ".team-no-print"])).toSatisfy(
      (displays: string[]) => displays.length >= 4 && displays.every((d) => d.endsWith(": none")),
    );
    expect(await page.getByRole("button", { name: "Imprimer" }).isVisible()).toBe(false);
    expect(await page.getByRole("navigation", { name: "Espace équipe" }).isVisible()).toBe(false);
    expect(await line.isVisible()).toBe(true);
    const pdf = await page.pdf({ preferCSSPageSize: true });
    expect(pdfPageCount(pdf)).toBe(1);
    // A4 landscape: 297 × 210 mm, 841.9 × 595.3 points (Chromium rounds to its own units).
    const [width = 0, height = 0] = pdfMediaBox(pdf);
    expect(Math.abs(width - 841.9)).toBeLessThan(1);
    expect(Math.abs(height - 595.3)).toBeLessThan(1);
    await page.emulateMedia({ media: "screen" });

    // --- « Détails de l'inscription »: what the visitor gave, and the card payment.
    await line.getByRole("link", { name: "Zoé Müller-Brönnimann" }).click();
    await screenHeading(page, "Détails de l'inscription").waitFor();
    expect(page.url()).toContain(`#/inscriptions/${registrationId}`);
    const details = page.locator("main dl");
    await details.getByText(title, { exact: false }).waitFor();
    expect(await details.textContent()).toContain("Rue du Vieux-Moulin 3, 1264 Saint-Cergue");
    const payments = page.getByRole("table", { name: "Paiements de l'inscription" });
    const payment = payments.getByRole("row").filter({ hasText: "Payé" });
    expect(await payment.count()).toBe(1);
    expect(await payment.textContent()).toContain("CHF 170.00");
    await expectNoAxeViolations(page);

    // --- « Modifier »: more places, then fewer than those taken (the French 409).
    await backToOutings(page);
    await rowAction(outingRow(page, title), "Modifier").click();
    await screenHeading(page, "Modifier la sortie").waitFor();
    const places = outing.getByLabel("Nombre de places en tout");
    await expect.poll(() => places.inputValue()).toBe("6");
    expect(await outing.textContent()).toContain(
      "Des personnes sont déjà inscrites : le prix ne peut plus changer.",
    );
    await expectNoAxeViolations(page);
    await places.fill("8");
    await outing.getByRole("button", { name: "Enregistrer les changements" }).click();
    await expectStatus(page, `Les changements de « ${title} » sont enregistrés.`);
    await expect.poll(() => outingRow(page, title).textContent()).toContain("2 prises / 6 libres");

    await rowAction(outingRow(page, title), "Modifier").click();
    await screenHeading(page, "Modifier la sortie").waitFor();
    await expect.poll(() => places.inputValue()).toBe("8");
    await places.fill("1");
    await outing.getByRole("button", { name: "Enregistrer les changements" }).click();
    await outing
      .getByRole("alert")
      .filter({ hasText: placesBelowTakenMessage(2) })
      .waitFor();
    await expectNoAxeViolations(page);

    // --- « Dupliquer »: the same outing, its date to choose.
    await page.getByRole("link", { name: "← Retour aux sorties" }).click();
    await screenHeading(page, "Sorties").waitFor();
    await rowAction(outingRow(page, title), "Dupliquer").click();
    await screenHeading(page, "Dupliquer la sortie").waitFor();
    await expect.poll(() => outing.getByLabel("Titre").inputValue()).toBe(title);
    expect(await outing.getByLabel(DATE_LABEL).inputValue()).toBe("");
    expect(await outing.getByLabel("Ce qu'il faut apporter").inputValue()).toBe(
      "Gourde, coupe-vent, gants.",
    );
    await expectNoAxeViolations(page);

    // --- « Masquer » takes it out of the public calendar, « Afficher » brings it back.
    await backToOutings(page);
    await rowAction(outingRow(page, title), "Masquer").click();
    await expectStatus(page, `« ${title} » est masquée`);
    await rowAction(outingRow(page, title), "Afficher").waitFor();
    expect(await outingRow(page, title).textContent()).toContain("Masquée");
    expect(await publicCalendarLists(title)).toBe(false);
    await expectNoAxeViolations(page);
    await rowAction(outingRow(page, title), "Afficher").click();
    await expectStatus(page, `« ${title} » est de nouveau visible dans le calendrier.`);
    await rowAction(outingRow(page, title), "Masquer").waitFor();
    expect(await publicCalendarLists(title)).toBe(true);

    // --- « Se déconnecter »: no token left on the device, the sign-in screen again.
    expect(Object.keys(await storedEntries(page))).toContain("espace-equipe.refresh");
    await page
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("button", { name: "Se déconnecter" })
      .click();
    await screenHeading(page, SIGN_IN_TITLE).waitFor();
    const left = await storedEntries(page);
    expect(Object.keys(left).filter((key) => key.startsWith("espace-equipe"))).toEqual([]);
    expect(Object.values(left).filter((value) => /eyJ[\w-]+\.[\w-]+/.test(value))).toEqual([]);
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 150_000);
});
