/**
 * « Données d'une personne » in Chromium against the whole local stack: a visitor registers and
 * opens a bank transfer (a payment), writes through the contact form, asks for a quote and
 * subscribes to the newsletter; the founder signs in, opens « Personnes », searches the address,
 * sees the five kinds, downloads the JSON file (its content read back), asks « Effacer… », reads
 * what is kept and why, confirms « Effacer définitivement », and the person is gone. axe on each
 * state, on a laptop and on a phone.
 */
import { readFile } from "node:fs/promises";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { validRegistration } from "../support/registration-fixtures";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { cancellableActivity } from "./support/cancellation";
import { newVisitor } from "./support/registration";
import { postToApi, VIEWPORTS } from "./support/site";
import { openTeamSpace, signIn } from "./support/team";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** One person's traces: a registration with a bank transfer, a message, a quote, the newsletter. */
async function leaveTraces(label: string) {
  const visitor = newVisitor(label);
  const nom = `Personne${label}${Date.now().toString(36)}`;
  const activity = await cancellableActivity();
  const registered = await postToApi(
    "/api/inscriptions",
    validRegistration(activity.id, {
      nom,
      email: visitor.email,
      telephone: visitor.phone,
      nombre_participants: 1,
    }),
  );
  const payment = await postToApi("/api/payments", {
    inscription_id: registered.inscription_id,
    method: "virement",
  });
  await postToApi("/api/contact", {
    firstName: "Rose",
    lastName: nom,
    email: visitor.email,
    phone: "",
    message: `Bonjour, je suis ${nom}.`,
    site_web: "",
  });
  await postToApi("/api/quotes", {
    companyName: `Atelier ${nom}`,
    contactName: `Rose ${nom}`,
    email: visitor.email,
    phone: "+41 22 123 45 67",
    participants: "9-12",
    date: "",
    comments: "",
  });
  await postToApi("/api/newsletter", { email: visitor.email });
  return {
    email: visitor.email,
    phone: visitor.phone,
    nom,
    registrationId: String(registered.inscription_id),
    paymentId: String(payment.payment_id),
  };
}

/** Wholly inside the viewport. */
async function inViewport(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  });
}

async function search(page: Page, query: string) {
  const form = page.getByRole("form", { name: "Chercher une personne" });
  await form.getByLabel(/^Nom, téléphone, référence ou adresse e-mail/).fill(query);
  await form.getByRole("button", { name: "Rechercher" }).click();
}

describe("team space: a person's data", () => {
  it("finds everything held about an address, exports it, and erases it after a confirmation", async () => {
    const person = await leaveTraces("efface");
    const other = await leaveTraces("reste");
    const page = await newPage(browser);
    await openTeamSpace(page);
    await signIn(page, localTeamAccount());
    await page
      .getByRole("navigation", { name: "Espace équipe" })
      .getByRole("link", { name: "Personnes" })
      .click();
    await page.getByRole("heading", { level: 1, name: "Données d'une personne" }).waitFor();
    await expectNoAxeViolations(page);

    // One letter: the French message beside the field, nothing searched.
    await search(page, "p");
    await page
      .getByText("Tapez au moins 2 caractères : un nom, un numéro de téléphone, une référence")
      .first()
      .waitFor();
    await expectNoAxeViolations(page);

    // A surname, as told on the phone (in lower case, its start is enough): the one person it
    // fits, with her address, a press away from her records; the focus goes to them.
    await search(page, person.nom.slice(0, -2).toLowerCase());
    await page.getByRole("status").getByText("1 personne trouvée.").waitFor();
    const found = page.getByRole("list", { name: "Personnes trouvées" }).getByRole("listitem");
    expect(await found.first().textContent()).toContain(person.email);
    await expectNoAxeViolations(page);
    await page
      .getByRole("button", { name: new RegExp(`^Voir les données de .*${person.nom}$`) })
      .click();
    const heading = page.getByRole("heading", { name: `${person.email} : 5 enregistrements` });
    await heading.waitFor();
    expect(await heading.evaluate((h) => h === document.activeElement)).toBe(true);

    // The phone number, written as she says it: found too; nobody for a made-up name.
    await search(page, `0${person.phone.slice(3)}`);
    await page.getByRole("status").getByText("1 personne trouvée.").waitFor();
    await search(page, "Xyzzyquux");
    await page.getByRole("status").getByText("Personne ne correspond à cette recherche.").waitFor();

    // Typed in capitals: found all the same.
    await search(page, person.email.toUpperCase());
    const results = page.getByRole("region", { name: new RegExp(`^${person.email}`) });
    await results.getByRole("heading", { name: `${person.email} : 5 enregistrements` }).waitFor();
    for (const heading of [
      "Inscriptions (1)",
      "Paiements (1)",
      "Messages de contact (1)",
      "Demandes de devis (1)",
      "Newsletter (1)",
      "Listes d'attente (0)",
    ]) {
      await results.getByRole("heading", { name: heading }).waitFor();
    }
    expect(await results.textContent()).toContain(person.nom);
    expect(await results.textContent()).not.toContain(other.nom);
    await expectNoAxeViolations(page);

    // « Exporter (JSON) »: the file holds the person's records, and nothing of the other.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporter (JSON)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile((await download.path()) ?? "", "utf8"));
    expect(file.adresse_email).toBe(person.email);
    expect(file.donnees.inscriptions).toMatchObject([
      { id: person.registrationId, nom: person.nom },
    ]);
    expect(file.donnees.paiements).toMatchObject([{ id: person.paymentId, method: "virement" }]);
    expect(file.donnees.messages).toMatchObject([{ lastName: person.nom }]);
    expect(file.donnees.devis).toMatchObject([{ companyName: `Atelier ${person.nom}` }]);
    expect(file.donnees.newsletter).toMatchObject([{ email: person.email }]);
    expect(JSON.stringify(file)).not.toContain(other.nom);

    // « Résumé lisible »: a page to read or print.
    const [summary] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Résumé lisible" }).click(),
    ]);
    expect(summary.suggestedFilename()).toMatch(/\.html$/);
    expect(await readFile((await summary.path()) ?? "", "utf8")).toContain("Demandes de devis (1)");

    // « Effacer… »: what goes, what stays and why, before anything is erased; on an iPad in
    // portrait it opens in view, its heading focused, its buttons on screen.
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.getByRole("button", { name: "Effacer…" }).click();
    const confirmation = page.getByRole("region", {
      name: `Effacer les données de ${person.email} ?`,
    });
    await confirmation.waitFor();
    expect(
      await confirmation.getByRole("heading").evaluate((h) => h === document.activeElement),
    ).toBe(true);
    expect(
      await inViewport(confirmation.getByRole("button", { name: "Effacer définitivement" })),
    ).toBe(true);
    const said = (await confirmation.textContent()) ?? "";
    expect(said).toContain("Anonymisé et gardé : 2 enregistrements");
    expect(said).toContain("Supprimé : 3 enregistrements");
    expect(said).toContain("10 ans");
    expect(said).toContain("958f CO");
    await expectNoAxeViolations(page);
    // « Annuler » changes nothing and gives the focus back to « Effacer… ».
    await confirmation.getByRole("button", { name: "Annuler" }).click();
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Effacer…");
    await page.keyboard.press("Enter");
    await confirmation.getByRole("button", { name: "Effacer définitivement" }).click();

    await page.getByRole("status").getByText("Données effacées.").waitFor();
    // The answer where she looks: in view and focused, though she pressed far below it.
    const notice = page.getByRole("status").locator("p");
    expect(await inViewport(notice)).toBe(true);
    expect(await notice.evaluate((p) => p === document.activeElement)).toBe(true);
    expect(await page.getByRole("status").textContent()).toContain(
      "Anonymisé et gardé pour la comptabilité : 2 enregistrements",
    );
    await page.getByRole("heading", { name: `${person.email} : aucun enregistrement` }).waitFor();
    await page.getByText("Le site ne garde rien sous cette adresse.").waitFor();
    await expectNoAxeViolations(page);

    // The other person is still all there.
    await search(page, other.email);
    await page.getByRole("heading", { name: `${other.email} : 5 enregistrements` }).waitFor();

    // At phone size: no sideways scrolling, axe clean.
    await page.setViewportSize(VIEWPORTS.mobile);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await expectNoAxeViolations(page);
  });
});
