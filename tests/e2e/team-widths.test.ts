/**
 * Every team screen fits an iPad in portrait (820×1180) and an old laptop (1366×768) with a full
 * outing: 12 participants with long names and addresses, 12 bank transfers waiting, requests.
 * On each screen: no sideways scrolling, an e-mail address breaks only at « @ » or « . », axe
 * clean. Seeded through the API; one page resized for both sizes.
 */
import type { Activity } from "@shared/schemas/activity";
import { addDaysIso, zurichToday } from "@shared/time";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { validRegistration } from "../support/registration-fixtures";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { loadActivities } from "./support/registration";
import { postToApi } from "./support/site";
import { activityForm, fillOutingForm, openTeamSpace, screenHeading, signIn } from "./support/team";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const stamp = Date.now().toString(36);
const FIRST = ["Marie-Claire", "Jean-Baptiste", "Anne-Françoise", "Pierre-Alain"];
const LAST = ["Vuilleumier-Dubois", "Schwarzenbach-Rochat", "de Montmollin-Perret"];

/** The i-th participant: a long realistic name and address, unique to this run. */
function participant(i: number) {
  const prenom = FIRST[i % FIRST.length] ?? "Marie";
  const nom = `${LAST[i % LAST.length]}${i}`;
  const slug = `${prenom}.${nom}`
    .toLowerCase()
    .normalize("NFD")
    .replace(/[^a-z0-9.-]/g, "");
  return { prenom, nom, email: `${slug}.${stamp}@exemple-jura.ch` };
}

/** `count` registrations of one person on one outing, each with a bank transfer waiting. */
async function fullOuting(
  activity: Activity,
  count: number,
): Promise<{ emails: string[]; ids: string[] }> {
  const emails: string[] = [];
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const person = participant(i);
    const registered = await postToApi(
      "/api/inscriptions",
      validRegistration(activity.id, {
        ...person,
        telephone: `+4179${String(1_000_000 + i)}`,
        nombre_participants: 1,
      }),
    );
    await postToApi("/api/payments", {
      inscription_id: registered.inscription_id,
      method: "virement",
    });
    emails.push(person.email);
    ids.push(String(registered.inscription_id));
  }
  const writer = participant(0);
  await postToApi("/api/contact", {
    firstName: writer.prenom,
    lastName: writer.nom,
    email: writer.email,
    phone: "",
    message: "Bonjour, la sortie convient-elle à 74 ans ?",
    site_web: "",
  });
  await postToApi("/api/quotes", {
    companyName: `Menuiserie ${writer.nom} Sàrl`,
    contactName: `${writer.prenom} ${writer.nom}`,
    email: writer.email,
    phone: "+41 32 123 45 67",
    participants: "9-12",
    date: "",
    comments: "",
  });
  return { emails, ids };
}

/** Each address piece (between « @ » and « . ») on one line: no break inside a word. */
function brokenAddresses(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll(".team-email")]
      .filter((address) =>
        [...address.querySelectorAll(".team-email-piece")].some((piece) => {
          const range = document.createRange();
          // The text alone: the <wbr> opening a piece sits at the end of the line before.
          const text = piece.lastChild;
          if (!text) return false;
          range.selectNodeContents(text);
          const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          return tops.size > 1;
        }),
      )
      .map((address) => address.textContent ?? ""),
  );
}

async function expectFits(page: Page, where: string, showsAddresses = true) {
  const width = await page.evaluate(() => window.innerWidth);
  // The address check below means something only where addresses are shown.
  const addresses = await page.locator(".team-email").count();
  if (showsAddresses) expect(addresses, where).toBeGreaterThan(0);
  expect(await page.evaluate(() => document.scrollingElement?.scrollWidth), where).toBe(width);
  expect(await brokenAddresses(page), where).toEqual([]);
  await expectNoAxeViolations(page);
}

async function go(page: Page, hash: string, heading: string | RegExp) {
  await page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
  await screenHeading(page, heading).waitFor();
}

describe("team space: whole screens on a tablet and a laptop", () => {
  it("shows every screen with a full outing without sideways scrolling or a broken address", async () => {
    const page = await newPage(browser);
    await openTeamSpace(page);
    await signIn(page, localTeamAccount());
    // An outing of its own with 12 places, filled here: no sample outing loses its room.
    const count = 12;
    const title = `Grande boucle des Pralets ${stamp}`;
    await page.getByRole("link", { name: "Nouvelle sortie" }).click();
    await fillOutingForm(page, {
      titre: title,
      date: addDaysIso(zurichToday(), 45),
      heure_rdv: "09:30",
      lieu: "Saint-Cergue",
      lieu_rdv: "Parking de la télécabine, Saint-Cergue",
      niveau: "Intermédiaire",
      prix: "75",
      type_de_formule: "Forme & Vitalité",
      categorie: "Randonnée",
      places: String(count),
      description: "Une boucle par les pâturages.",
      a_apporter: "Bonnes chaussures.",
    });
    await activityForm(page).getByRole("button", { name: "Publier la sortie" }).click();
    await screenHeading(page, "Sorties").waitFor();
    const activity = (await loadActivities()).find((a) => a.titre === title);
    if (!activity) throw new Error(`${title} is not in /api/activities`);
    const { emails, ids } = await fullOuting(activity, count);

    for (const size of [
      { width: 820, height: 1180 },
      { width: 1366, height: 768 },
    ]) {
      await page.setViewportSize(size);
      const at = (screen: string) => `${screen} at ${size.width} px`;

      await go(page, "#/", "Sorties");
      await page.getByRole("table").first().waitFor();
      await expectFits(page, at("Sorties"), false);

      await go(page, `#/sorties/${activity.id}/participants`, /^Liste des participants/);
      await page
        .getByRole("table", { name: "Participants" })
        .getByText(emails.at(-1) ?? "")
        .waitFor();
      await expectFits(page, at("Liste des participants"));

      await go(page, `#/inscriptions/${ids[0]}`, "Détails de l'inscription");
      await page
        .getByText(emails[0] ?? "")
        .first()
        .waitFor();
      await expectFits(page, at("Détails de l'inscription"));

      await go(page, "#/paiements", "Paiements");
      await page
        .getByRole("row")
        .filter({ hasText: participant(count - 1).nom })
        .first()
        .waitFor();
      await expectFits(page, at("Paiements"), false);

      await go(page, "#/demandes", "Demandes");
      await page
        .getByText(emails[0] ?? "")
        .first()
        .waitFor();
      await expectFits(page, at("Demandes"));

      await go(page, "#/personnes", "Données d'une personne");
      const form = page.getByRole("form", { name: "Chercher une personne" });
      await form.getByLabel(/^Nom, téléphone, référence ou adresse e-mail/).fill(emails[0] ?? "");
      await form.getByRole("button", { name: "Rechercher" }).click();
      await page
        .getByRole("heading", { name: new RegExp(`^${emails[0]} : \\d+ enregistrements`) })
        .waitFor();
      await expectFits(page, at("Personnes"));

      await go(page, "#/velos", "Vélos de location");
      await expectFits(page, at("Vélos de location"), false);

      await go(page, "#/chiffres", "Chiffres");
      await page.getByRole("table").first().waitFor();
      await expectFits(page, at("Chiffres"), false);
    }
  });
});
