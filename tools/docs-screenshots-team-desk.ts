/**
 * The team space's pictures of the day-to-day work for docs/provider-guide.md, from the same real
 * run as tools/docs-screenshots-team.ts: the « Demandes » after an invented company and an
 * invented visitor wrote through the public API, « Écrire aux participants », the cancellation of
 * a separate sample outing (its two invented registrations, one paid by bank transfer), and the
 * payments desk with the unpaid QR-bill and the refund left to do by hand.
 */
import type { Browser, Page } from "playwright-core";
import type { TeamAccount } from "../localstack/team-account";
import type { Activity } from "../shared/schemas/activity";
import { outingRow, rowAction, screenHeading } from "../tests/e2e/support/team";
import { picture } from "./docs-screenshot-picture";
import {
  LAPTOP,
  PHONE,
  post,
  registerSampleVisitors,
  type SampleVisitor,
  signedInPage,
} from "./docs-screenshots-team";

/** Invented people registered for the outing that gets cancelled; both ask for a QR-bill. */
const CANCELLED_OUTING_VISITORS: readonly SampleVisitor[] = [
  {
    nom: "Bovet",
    prenom: "Claudine",
    email: "claudine.bovet@exemple.ch",
    telephone: "+41 79 555 45 67",
    nombre_participants: 2,
    a_velo_electrique: true,
    remarques: "",
    virement: true,
  },
  {
    nom: "Jaquier",
    prenom: "André",
    email: "andre.jaquier@exemple.ch",
    telephone: "+41 76 555 23 45",
    nombre_participants: 1,
    a_velo_electrique: true,
    remarques: "",
    virement: true,
  },
];

/** A company's quote request and a visitor's message, sent as the site's dialogs send them. */
async function sendSampleRequests(siteUrl: string): Promise<void> {
  await post(`${siteUrl}/api/quotes`, {
    companyName: "Menuiserie Dufaux SA",
    contactName: "Sandrine Dufaux",
    email: "s.dufaux@exemple.ch",
    phone: "+41 21 555 34 56",
    participants: "9-12",
    date: "",
    comments: "Une sortie d'équipe en juin, avec un repas à midi si possible.",
  });
  await post(`${siteUrl}/api/contact`, {
    firstName: "Lucien",
    lastName: "Perrin",
    email: "lucien.perrin@exemple.ch",
    phone: "",
    message: "Bonjour, peut-on louer un vélo électrique pour une personne de 1 m 60 ?",
  });
}

async function pictureRequests(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Demandes", exact: true }).click();
  await screenHeading(page, "Demandes").waitFor();
  await page.getByText("Menuiserie Dufaux SA").first().waitFor();
  await page.getByText("Lucien Perrin").first().waitFor();
  await picture(
    "espace-equipe-demandes.png",
    [
      screenHeading(page, "Demandes"),
      page.locator("li.team-request").filter({ hasText: "Lucien Perrin" }),
    ],
    1400,
  );
}

async function pictureMessageForm(page: Page, activity: Activity): Promise<void> {
  await page.getByRole("link", { name: "Sorties", exact: true }).click();
  await screenHeading(page, "Sorties").waitFor();
  await rowAction(outingRow(page, activity.titre).first(), "Écrire aux participants").click();
  await screenHeading(page, /^Écrire aux participants/).waitFor();
  const form = page.getByRole("form", { name: "Message aux participants" });
  await form.getByLabel(/^Objet/).fill("Nouveau point de rendez-vous");
  await form
    .getByRole("textbox", { name: /^Message/ })
    .fill("Bonjour,\nNous nous retrouverons à la gare, à 9 h 15.\nÀ samedi !");
  await picture("espace-equipe-ecrire-participants.png", [
    screenHeading(page, /^Écrire aux participants/),
    form.getByRole("button", { name: "Envoyer le message" }),
  ]);
}

/** The founder received the first person's transfer: « Marquer comme payé » on the desk. */
async function markFirstAsPaid(page: Page): Promise<void> {
  const [first] = CANCELLED_OUTING_VISITORS;
  if (!first) return;
  const name = `${first.prenom} ${first.nom}`;
  await page.getByRole("link", { name: "Paiements", exact: true }).click();
  await screenHeading(page, "Paiements").waitFor();
  await page.getByRole("button", { name: new RegExp(`^Marquer comme payé : ${name}`) }).click();
  await page.getByRole("button", { name: "Oui, marquer comme payé" }).click();
  await page
    .getByRole("button", { name: new RegExp(`^Marquer comme payé : ${name}`) })
    .waitFor({ state: "detached" });
}

async function pictureCancellation(page: Page, activity: Activity): Promise<void> {
  await rowAction(outingRow(page, activity.titre).first(), "Annuler la sortie").click();
  await screenHeading(page, /^Annuler la sortie/).waitFor();
  const form = page.getByRole("form", { name: "Annuler la sortie" });
  await form.getByLabel("Météo").check();
  const confirm = form.getByRole("button", { name: "Confirmer l'annulation" });
  await picture(
    "espace-equipe-annuler-telephone.png",
    [page.getByRole("link", { name: "← Retour aux sorties" }), form],
    1400,
  );
  await confirm.click();
  const end = page.getByText("Annulation terminée :");
  await end.waitFor({ timeout: 60_000 });
  await picture("espace-equipe-annulation-terminee.png", [
    screenHeading(page, /^Annuler la sortie/),
    page.locator("main p.block").last(),
  ]);
}

async function picturePayments(page: Page): Promise<void> {
  await page.getByRole("link", { name: "Paiements", exact: true }).click();
  await screenHeading(page, "Paiements").waitFor();
  const refunds = page.getByRole("table", { name: "Remboursements à faire à la main" });
  await refunds.waitFor();
  await picture(
    "espace-equipe-paiements.png",
    [screenHeading(page, "Paiements"), page.locator("section[aria-labelledby=remboursements]")],
    1400,
  );
}

/**
 * `activity` has the sample registrations already (one unpaid QR-bill); `toCancel` is another
 * coming outing, with places, that only these pictures use.
 */
export async function pictureTeamDesk(
  browser: Browser,
  siteUrl: string,
  account: TeamAccount,
  activity: Activity,
  toCancel: Activity,
): Promise<void> {
  await sendSampleRequests(siteUrl);
  await registerSampleVisitors(siteUrl, toCancel, CANCELLED_OUTING_VISITORS);

  const page = await signedInPage(browser, siteUrl, account, LAPTOP);
  await pictureRequests(page);
  await pictureMessageForm(page, activity);
  await markFirstAsPaid(page);
  await page.context().close();

  const phone = await signedInPage(browser, siteUrl, account, PHONE);
  await pictureCancellation(phone, toCancel);
  await phone.context().close();

  const laptop = await signedInPage(browser, siteUrl, account, LAPTOP);
  await picturePayments(laptop);
  await laptop.context().close();
}
