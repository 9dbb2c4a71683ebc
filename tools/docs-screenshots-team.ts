/**
 * The team space's pictures for docs/provider-guide.md (« L'espace équipe »), from a real run:
 * two invented visitors register for a sample outing through the public API, one of them asks to
 * pay by bank transfer, then the local team account signs in and each screen is pictured.
 */
import { randomUUID } from "node:crypto";
import type { Browser, Page } from "playwright-core";
import type { TeamAccount } from "../localstack/team-account";
import type { Activity } from "../shared/schemas/activity";
import {
  outingRow,
  rowAction,
  screenHeading,
  signIn,
  TEAM_SPACE_PATH,
} from "../tests/e2e/support/team";
import { picture } from "./docs-screenshot-picture";

export const LAPTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

/** An invented visitor's answers to the registration form (no real personal data). */
export interface SampleVisitor {
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  nombre_participants: number;
  a_velo_electrique: boolean;
  remarques: string;
  /** Asks for a QR-bill (bank transfer) right after registering. */
  virement?: boolean;
}

/** Invented people (no real personal data); the first asks for a QR-bill. */
const SAMPLE_VISITORS: readonly SampleVisitor[] = [
  {
    nom: "Favre",
    prenom: "Monique",
    email: "monique.favre@exemple.ch",
    telephone: "+41 79 555 12 34",
    nombre_participants: 2,
    a_velo_electrique: true,
    remarques: "Mon mari roule un peu moins vite.",
    virement: true,
  },
  {
    nom: "Rochat",
    prenom: "Jean-Pierre",
    email: "jp.rochat@exemple.ch",
    telephone: "+41 78 555 98 76",
    nombre_participants: 1,
    a_velo_electrique: false,
    remarques: "",
  },
];

export async function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as Record<string, unknown>;
}

/** Registers the visitors as the calendar's dialog does; those who want one get a QR-bill. */
export async function registerSampleVisitors(
  siteUrl: string,
  activity: Activity,
  visitors: readonly SampleVisitor[],
): Promise<void> {
  for (const [index, { virement, ...visitor }] of visitors.entries()) {
    const answer = await post(`${siteUrl}/api/inscriptions`, {
      activity_id: activity.id,
      ...visitor,
      date_naissance: "1959-03-14",
      adresse_complete: "Route de la Givrine 12, 1264 Saint-Cergue",
      niveau_pratique: "Intermédiaire",
      besoin_aide_location: !visitor.a_velo_electrique,
      souhaite_newsletter: index === 0,
      accepte_conditions: true,
      assurance_rc: true,
      assurance_accident: true,
      autorisation_rgpd: true,
    });
    if (virement) {
      await post(
        `${siteUrl}/api/payments`,
        { inscription_id: answer.inscription_id, method: "virement" },
        { "Idempotency-Key": randomUUID() },
      );
    }
  }
}

export async function signedInPage(
  browser: Browser,
  siteUrl: string,
  account: TeamAccount,
  viewport: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: "fr-CH",
    timezoneId: "Europe/Zurich",
  });
  const page = await context.newPage();
  await page.goto(`${siteUrl}${TEAM_SPACE_PATH}`);
  await screenHeading(page, "Connexion à l'espace équipe").waitFor();
  await signIn(page, account);
  return page;
}

export async function pictureTeamSpace(
  browser: Browser,
  siteUrl: string,
  account: TeamAccount,
  activity: Activity,
): Promise<void> {
  await registerSampleVisitors(siteUrl, activity, SAMPLE_VISITORS);

  const signInPage = await browser.newPage({ viewport: LAPTOP, locale: "fr-CH" });
  await signInPage.goto(`${siteUrl}${TEAM_SPACE_PATH}`);
  await screenHeading(signInPage, "Connexion à l'espace équipe").waitFor();
  await picture("espace-equipe-connexion.png", [
    signInPage.locator(".team-header"),
    signInPage.getByRole("form", { name: "Connexion" }),
  ]);
  await signInPage.close();

  const page = await signedInPage(browser, siteUrl, account, LAPTOP);
  const upcoming = page.getByRole("table", { name: "Sorties à venir" });
  // The heading, the button and the first two outings.
  await picture("espace-equipe-sorties.png", [
    screenHeading(page, "Sorties"),
    upcoming.getByRole("row").nth(2),
  ]);

  await rowAction(outingRow(page, activity.titre).first(), "Modifier").click();
  await screenHeading(page, "Modifier la sortie").waitFor();
  const form = page.getByRole("form", { name: "Sortie" });
  await form.getByText("places sont déjà prises").waitFor();
  await picture("espace-equipe-modifier-prix-places.png", [
    form.locator(".field").filter({ has: page.getByLabel(/^Prix par personne/) }),
    form.getByRole("group", { name: "Places" }),
  ]);

  await page.getByRole("link", { name: "← Retour aux sorties" }).click();
  await screenHeading(page, "Sorties").waitFor();
  await rowAction(outingRow(page, activity.titre).first(), "Liste des participants").click();
  await screenHeading(page, /^Liste des participants/).waitFor();
  const participants = page.getByRole("table", { name: "Participants" });
  await participants.waitFor();
  await picture("espace-equipe-participants.png", [
    page.getByRole("link", { name: "← Retour aux sorties" }),
    participants,
  ]);

  await participants.getByRole("link", { name: "Monique Favre" }).click();
  await screenHeading(page, "Détails de l'inscription").waitFor();
  const payments = page.getByRole("table", { name: "Paiements de l'inscription" });
  await payments.waitFor();
  await picture(
    "espace-equipe-inscription.png",
    [page.getByRole("link", { name: "← Retour à la liste des participants" }), payments],
    1400,
  );
  await page.context().close();

  const phone = await signedInPage(browser, siteUrl, account, PHONE);
  await picture("espace-equipe-sortie-telephone.png", [outingRow(phone, activity.titre).first()]);
  await phone.context().close();
}
