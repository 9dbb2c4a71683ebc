/**
 * The team space as a founder uses it (/espace-equipe/): sign in, fill the outing form, find an
 * outing's row, take the participants' file and the printed sheet. Each helper waits for what the
 * founder would see next. No test runner import: tools/docs-screenshots-team.ts signs in with them.
 */
import { readFile } from "node:fs/promises";
import type { Download, Locator, Page } from "playwright-core";
import type { TeamAccount } from "../../../localstack/team-account";
import type { LocatorLike, PageLike } from "./engines/driver";
import { visit } from "./site";

export const TEAM_SPACE_PATH = "/espace-equipe/";

/** The heading a team screen opens with (it takes the focus when the screen changes). */
export function screenHeading(page: Page, name: string | RegExp): Locator;
export function screenHeading(page: PageLike, name: string | RegExp): LocatorLike;
export function screenHeading(page: PageLike, name: string | RegExp): LocatorLike {
  return page.getByRole("heading", { level: 1, name });
}

/** Opens the team space at a screen (`#/sorties/nouvelle`...) and waits for its first heading. */
export async function openTeamSpace(page: PageLike, hash = ""): Promise<void> {
  await visit(page, `${TEAM_SPACE_PATH}${hash}`);
  await page.getByRole("heading", { level: 1 }).first().waitFor();
}

/** The sign-in form, on « Connexion à l'espace équipe ». */
export function signInForm(page: Page): Locator;
export function signInForm(page: PageLike): LocatorLike;
export function signInForm(page: PageLike): LocatorLike {
  return page.getByRole("form", { name: "Connexion" });
}

/** Types the e-mail and password and presses « Se connecter ». */
export async function submitSignIn(page: PageLike, account: TeamAccount): Promise<void> {
  const form = signInForm(page);
  await form.getByLabel("E-mail").fill(account.email);
  await form.getByLabel("Mot de passe").fill(account.password);
  await form.getByRole("button", { name: "Se connecter" }).click();
}

/** Signs in with the account and waits for the « Sorties » screen and its list. */
export async function signIn(page: PageLike, account: TeamAccount): Promise<void> {
  await submitSignIn(page, account);
  await screenHeading(page, "Sorties").waitFor();
  await page.getByText("Chargement des sorties…").waitFor({ state: "detached" });
}

/** The outing form (« Nouvelle sortie », « Modifier la sortie », « Dupliquer la sortie »). */
export function activityForm(page: Page): Locator {
  return page.getByRole("form", { name: "Sortie" });
}

/** « Date » alone (a required field's label ends with its star), not « Date de naissance ». */
export const DATE_LABEL = /^Date( \*)?$/;

export interface OutingFields {
  titre: string;
  date: string;
  heure_rdv: string;
  lieu: string;
  lieu_rdv: string;
  niveau: string;
  prix: string;
  type_de_formule: string;
  categorie: string;
  places: string;
  description: string;
  a_apporter: string;
}

/** Fills every field of the outing form as a founder types them. */
export async function fillOutingForm(page: Page, fields: OutingFields): Promise<void> {
  const form = activityForm(page);
  await form.getByLabel("Titre").fill(fields.titre);
  await form.getByLabel(DATE_LABEL).fill(fields.date);
  await form.getByLabel("Heure de rendez-vous").fill(fields.heure_rdv);
  await form.getByLabel(/^Lieu( \*)?$/).fill(fields.lieu);
  await form.getByLabel("Lieu de rendez-vous").fill(fields.lieu_rdv);
  await form.getByLabel("Niveau").fill(fields.niveau);
  await form.getByLabel("Prix par personne (CHF)").fill(fields.prix);
  await form.getByLabel("Type de formule").fill(fields.type_de_formule);
  await form.getByLabel("Catégorie").selectOption(fields.categorie);
  await form.getByLabel("Nombre de places en tout").fill(fields.places);
  await form.getByLabel("Description").fill(fields.description);
  await form.getByLabel("Ce qu'il faut apporter").fill(fields.a_apporter);
}

/** The outing's row in « Sorties à venir » (a card on a phone). */
export function outingRow(page: Page, title: string): Locator {
  return page
    .getByRole("table", { name: "Sorties à venir" })
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: title }) });
}

/** One of the row's buttons or links (« Modifier », « Masquer »...), named with its outing. */
export function rowAction(row: Locator, action: string): Locator {
  return row.getByRole(action === "Masquer" || action === "Afficher" ? "button" : "link", {
    name: new RegExp(`^${action} : `),
  });
}

/** Presses « Télécharger (Excel) » and reads the file the browser saved. */
export async function downloadParticipants(page: Page): Promise<{ name: string; bytes: Buffer }> {
  const downloaded: Promise<Download> = page.waitForEvent("download");
  await page.getByRole("button", { name: "Télécharger (Excel)" }).click();
  const download = await downloaded;
  const path = await download.path();
  if (!path) throw new Error(`the browser did not save ${download.suggestedFilename()}`);
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

/**
 * The `display` of each element matched by the selectors, as the print layout computes it
 * (after page.emulateMedia({ media: "print" })).
 */
export function printedDisplay(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate(
    (all) =>
      all.flatMap((selector) =>
        [...document.querySelectorAll(selector)].map(
          (element) => `${selector}: ${getComputedStyle(element).display}`,
        ),
      ),
    [...selectors],
  );
}

/** Every key of the page's sessionStorage and localStorage, with its value. */
export function storedEntries(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {};
    for (const storage of [sessionStorage, localStorage]) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i);
        if (key !== null) entries[key] = storage.getItem(key) ?? "";
      }
    }
    return entries;
  });
}
