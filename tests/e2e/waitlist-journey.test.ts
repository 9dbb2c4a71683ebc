/**
 * The waiting list in Chromium against the local stack: an outing filled through the API shows
 * « M'inscrire sur la liste d'attente » on its card; a visitor joins from the card (laptop) and
 * gets rank 1, another (phone) rank 2. Their confirmation e-mails, read in the local window
 * (/_local/), lead to /liste-attente: the second leaves the list there. The holder's registration
 * is cancelled, the places go to the first entry: « Une place s'est libérée » in /_local/, its
 * page shows the offer, and its payment link is paid by card on the sandbox to « Paiement
 * réussi ! ». Declining an offer gives it at once to the next entry; a registration dialog whose
 * outing fills meanwhile offers the waiting list. axe checks the dialogs at both sizes and each
 * state of the page.
 */

import { WAITLIST_ERRORS, WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { paymentReminderPromise } from "@shared/registrations/amount-owed";
import { noBikeLeftMessage } from "@shared/schemas/bikes";
import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSentSms } from "../support/aws";
import { eventually } from "../support/eventually";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { emailTo, payByCardOnSandbox } from "./support/payments";
import { fillBirthDate, fillRegistrationDialog, newVisitor } from "./support/registration";
import { baseUrl, sandboxUrl, VIEWPORTS, visit } from "./support/site";
import {
  cancelThroughEmailLink,
  fillOuting,
  fleetWithFreeOn,
  fullOuting,
  joinThroughApi,
  joinThroughDialog,
  linkInLocalWindow,
  outingWithPlaces,
  rentedOn,
  restoreFleet,
} from "./support/waitlist";

/** The e-mails' previews: frames without scripts, where axe cannot run. */
const PREVIEWS = "iframe.apercu";
const JOINED_SUBJECT = /^Liste d'attente : /;
/** « Une place s'est libérée » for one place, « 2 places se sont libérées » for two. */
const OFFER_SUBJECT = /^(Une place s'est libérée|\d+ places se sont libérées) : /;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The calendar's card of the outing, and its waiting-list button opening the dialog. */
async function openWaitlistFromCard(page: Page, title: string) {
  await visit(page, "/calendrier");
  await page.getByRole("tab", { name: /^À venir/ }).waitFor();
  const card = page.getByRole("article", { name: title });
  await card.getByRole("button", { name: `M'inscrire sur la liste d'attente : ${title}` }).click();
  const dialog = page.getByRole("dialog", { name: `Liste d'attente : ${title}` });
  await dialog.waitFor();
  // The dialog opens on its first field.
  expect(await page.evaluate(() => document.activeElement?.getAttribute("autocomplete"))).toBe(
    "family-name",
  );
  return dialog;
}

/** The entry as the API reads it through the link (what the page shows). */
async function entryThroughLink(link: URL): Promise<WaitlistEntryView> {
  const entry = link.searchParams.get("entree") ?? "";
  const jeton = link.searchParams.get("jeton") ?? "";
  const answer = await fetch(
    new URL(`/api/liste-attente/${entry}?${new URLSearchParams({ jeton })}`, baseUrl()),
  );
  expect(answer.status).toBe(200);
  return (await answer.json()) as WaitlistEntryView;
}

describe("waiting-list journey", () => {
  it("joins a full outing's list from its card, leaves it, and pays the places offered", async () => {
    const holder = newVisitor("titulaire");
    const first = newVisitor("attente1");
    const second = newVisitor("attente2");
    const { activity } = await fullOuting(holder, 2);
    const title = activity.titre;

    // Laptop: the card's button, the dialog (axe), the rank.
    const laptop = await newPage(browser, VIEWPORTS.desktop);
    const dialog = await openWaitlistFromCard(laptop, title);
    expect(await dialog.textContent()).toContain("Cette sortie est complète.");
    await expectNoAxeViolations(laptop);
    // Sent empty with no place: the errors in French, beside their fields and summed up.
    await dialog.getByLabel("Nombre de places souhaitées").fill("0");
    await dialog.getByRole("button", { name: "M'inscrire sur la liste d'attente" }).click();
    await dialog.getByText(/^Le formulaire contient \d+ erreurs\./).waitFor();
    await dialog.getByText("Au moins 1 place").waitFor();
    await dialog.getByText("Le nom doit contenir au moins 2 caractères").waitFor();
    await expectNoAxeViolations(laptop);
    const joined = await joinThroughDialog(laptop, first, 1);
    expect(joined.status()).toBe(201);
    expect(((await joined.json()) as { rank: number }).rank).toBe(1);
    await dialog.getByRole("heading", { name: "Vous êtes sur la liste d'attente" }).waitFor();
    const said = (await dialog.textContent()) ?? "";
    expect(said).toContain("au rang 1");
    expect(said).toContain("Un e-mail de confirmation vous a été envoyé");
    await expectNoAxeViolations(laptop);

    // The same e-mail again: the API's French refusal, shown in the dialog.
    await dialog.getByRole("button", { name: "Fermer" }).first().click();
    await openWaitlistFromCard(laptop, title);
    const again = await joinThroughDialog(laptop, first, 1);
    expect(again.status()).toBe(409);
    await laptop
      .getByRole("dialog", { name: `Liste d'attente : ${title}` })
      .getByText(WAITLIST_ERRORS.alreadyOnList)
      .first()
      .waitFor();
    await laptop.context().close();

    // Phone: the second entry, axe on the dialog at 390 px.
    const phone = await newPage(browser, VIEWPORTS.mobile);
    const phoneDialog = await openWaitlistFromCard(phone, title);
    await expectNoAxeViolations(phone);
    const secondJoined = await joinThroughDialog(phone, second, 2);
    expect(secondJoined.status()).toBe(201);
    await phoneDialog.getByText(/au rang 2\./).waitFor();
    await expectNoAxeViolations(phone);

    // The second visitor leaves the list through the link of the e-mail read in /_local/.
    const secondLink = await linkInLocalWindow(
      phone,
      second.email,
      JOINED_SUBJECT,
      "Me retirer de la liste",
    );
    expect(secondLink.pathname).toBe("/liste-attente");
    await expectNoAxeViolations(phone, { exclude: PREVIEWS });
    await visit(phone, `${secondLink.pathname}${secondLink.search}`);
    await phone
      .getByRole("heading", { level: 1, name: "Ma place sur la liste d'attente" })
      .waitFor();
    const leave = phone.getByRole("button", { name: "Me retirer de la liste" });
    await leave.waitFor();
    const secondPage = (await phone.locator("main").textContent()) ?? "";
    expect(secondPage).toContain(title);
    expect(secondPage).toContain("2 places");
    expect(secondPage).toContain("au rang 2");
    expect(await phone.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    await expectNoAxeViolations(phone);
    // Opening the link changed nothing (mail scanners open links): still waiting.
    expect((await entryThroughLink(secondLink)).status).toBe("waiting");
    await leave.click();
    await phone
      .getByRole("heading", { level: 1, name: "Vous avez quitté la liste d'attente" })
      .waitFor();
    await phone
      .getByRole("status")
      .getByText("Vous n'êtes plus sur la liste d'attente de cette sortie.")
      .waitFor();
    await expectNoAxeViolations(phone);
    expect((await entryThroughLink(secondLink)).status).toBe("left");

    // The first visitor's page: rank 1, waiting.
    const firstLink = await linkInLocalWindow(
      phone,
      first.email,
      JOINED_SUBJECT,
      "Me retirer de la liste",
    );
    await visit(phone, `${firstLink.pathname}${firstLink.search}`);
    await phone.getByRole("button", { name: "Me retirer de la liste" }).waitFor();
    expect(await phone.locator("main").textContent()).toContain("au rang 1");

    // The holder cancels: the places go to the first entry, « Une place s'est libérée ».
    await cancelThroughEmailLink(holder);
    const payLink = await linkInLocalWindow(phone, first.email, OFFER_SUBJECT, "Payer mes places");
    await eventually(
      async () => expect((await entryThroughLink(firstLink)).status).toBe("offered"),
      {
        timeoutMs: 30_000,
        intervalMs: 1_000,
      },
    );
    await visit(phone, `${firstLink.pathname}${firstLink.search}`);
    await phone
      .getByRole("heading", {
        level: 2,
        name: /^(Une place s'est libérée|\d+ places se sont libérées)$/,
      })
      .waitFor();
    await phone.getByRole("link", { name: "Payer maintenant" }).waitFor();
    await phone.getByRole("button", { name: "Je ne suis plus intéressé·e" }).waitFor();
    expect(await phone.locator("main").textContent()).toMatch(/Payez-l(a|es) avant le/);
    await expectNoAxeViolations(phone);
    await phone.context().close();

    // The e-mail's payment link, paid by card on the sandbox.
    const payer = await newPage(browser, VIEWPORTS.mobile);
    await visit(payer, `${payLink.pathname}${payLink.search}`);
    // Its page promises what is true of an offer: the summary e-mail with its invitation
    // (tentative until paid), and the reminder the server planned halfway to its deadline.
    await payer
      .getByRole("heading", { level: 1, name: "Inscription enregistrée : reste à payer" })
      .waitFor();
    const planned = await fetch(
      new URL(
        `/api/inscriptions/${payLink.searchParams.get("inscription")}?${new URLSearchParams({ jeton: payLink.searchParams.get("jeton") ?? "" })}`,
        baseUrl(),
      ),
    );
    const { remind_at: remindAt } = (await planned.json()) as { remind_at?: string };
    expect(remindAt).toBeDefined();
    const offerPage = (await payer.locator("main").textContent()) ?? "";
    expect(offerPage).toContain(paymentReminderPromise(remindAt ?? ""));
    expect(offerPage).not.toContain("dans les 24 heures");
    const offerEmail = await emailTo(first.email, (e) => OFFER_SUBJECT.test(e.subject));
    expect(offerEmail.calendars[0]).toContain("\r\nSTATUS:TENTATIVE\r\n");
    await payByCardOnSandbox(payer, sandboxUrl());
    await eventually(async () => expect((await entryThroughLink(firstLink)).status).toBe("paid"), {
      timeoutMs: 45_000,
      intervalMs: 1_000,
    });
    await visit(payer, `${firstLink.pathname}${firstLink.search}`);
    await payer.getByText("Ces places sont payées").waitFor();
    await expectNoAxeViolations(payer);
    await payer.context().close();

    // A place like any other: the offer came by SMS too, and the receipt confirms it as a
    // registration's does, with the meeting place, the invitation confirmed and the cancel link.
    const offerSms = await eventually(
      async () => {
        const found = (await readSentSms()).find(
          (m) => m.phoneNumber === first.phone && m.message.includes("libérée"),
        );
        if (!found) throw new Error(`no offer SMS to ${first.phone} yet`);
        return found;
      },
      { timeoutMs: 30_000, intervalMs: 1_000 },
    );
    expect(offerSms.message).toContain(`« ${title} »`);
    expect(offerSms.message).toContain("à payer avant le");
    const receipt = await emailTo(first.email, (e) => e.subject.startsWith("Paiement reçu"));
    expect(receipt.text).toContain("Point de rendez-vous :");
    expect(receipt.text).toContain("Annuler mon inscription :");
    expect(receipt.calendars).toHaveLength(1);
    expect(receipt.calendars[0]).toContain("\r\nSTATUS:CONFIRMED\r\n");
  }, 300_000);

  it("places offered for two ask the other participant's name, date of birth and bike before the payment", async () => {
    const holder = newVisitor("titulaire-deux");
    const first = newVisitor("deux-places");
    const { activity } = await fullOuting(holder, 2);
    await joinThroughApi(activity, first, 2);
    await cancelThroughEmailLink(holder);

    const page = await newPage(browser, VIEWPORTS.mobile);
    const naming = await linkInLocalWindow(
      page,
      first.email,
      OFFER_SUBJECT,
      WAITLIST_TEXTS.nameParticipantsButton,
    );
    await eventually(async () => expect((await entryThroughLink(naming)).status).toBe("offered"), {
      timeoutMs: 30_000,
      intervalMs: 1_000,
    });
    await visit(page, `${naming.pathname}${naming.search}`);
    await page.getByRole("heading", { level: 2, name: "Qui vient avec vous ?" }).waitFor();
    expect(await page.getByRole("link", { name: "Payer maintenant" }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // Sent empty: the registration's French messages beside the fields, summed up (axe).
    const submit = page.getByRole("button", { name: "Enregistrer et passer au paiement" });
    await submit.click();
    await page.getByText(/^Le formulaire contient \d+ erreurs\./).waitFor();
    await page.getByText("Le prénom doit contenir au moins 2 caractères").waitFor();
    await expectNoAxeViolations(page);

    // Named, birth date in three fields, but no bike size: the outing's check asks for it.
    const other = page.getByRole("group", { name: "Personne 2", exact: true });
    await other.getByLabel("Prénom (personne 2)", { exact: true }).fill("Léa");
    await other.getByLabel("Nom (personne 2)", { exact: true }).fill("Berset");
    await fillBirthDate(other, "1990-07-21");
    // The registrant's own bike, which the waiting list did not ask.
    await page
      .getByRole("group", { name: "Vous-même" })
      .getByRole("radio", { name: "Mon propre vélo électrique" })
      .check();
    await submit.click();
    await other
      .locator(".form-error", { hasText: "Choisissez la taille du vélo de location" })
      .waitFor();
    await other.getByLabel("Taille du vélo de location").selectOption("M");

    // No M left that day: the server's refusal beside her size; nothing named yet.
    const fleetBefore = await fleetWithFreeOn(activity.date, { M: 0 });
    try {
      await submit.click();
      await other.getByText(noBikeLeftMessage("M")).waitFor();
      await other.getByRole("button", { name: "Venir avec mon propre vélo" }).waitFor();
      await expectNoAxeViolations(page);
      expect(await entryThroughLink(naming)).toMatchObject({ participants_nommes: false });

      // One M free: her bike is taken from the day's fleet with the naming.
      await fleetWithFreeOn(activity.date, { M: 1 });
      const rentedBefore = await rentedOn(activity.date, "M");
      await submit.click();
      await page.getByRole("link", { name: "Payer maintenant" }).waitFor();
      await expectNoAxeViolations(page);
      expect(await rentedOn(activity.date, "M")).toBe(rentedBefore + 1);
    } finally {
      await restoreFleet(fleetBefore);
    }
    expect(await entryThroughLink(naming)).toMatchObject({
      status: "offered",
      participants_nommes: true,
    });
    await page.context().close();
  }, 180_000);

  it("« Je ne suis plus intéressé·e » on the offer gives the places at once to the next entry", async () => {
    const holder = newVisitor("titulaire");
    const first = newVisitor("renonce");
    const next = newVisitor("suivante");
    const { activity } = await fullOuting(holder, 1);
    await joinThroughApi(activity, first, 1);
    await joinThroughApi(activity, next, 1);
    await cancelThroughEmailLink(holder);

    const page = await newPage(browser, VIEWPORTS.mobile);
    const decline = await linkInLocalWindow(
      page,
      first.email,
      OFFER_SUBJECT,
      "Je ne suis plus intéressé·e",
    );
    expect(decline.pathname).toBe("/liste-attente");
    await visit(page, `${decline.pathname}${decline.search}`);
    const button = page.getByRole("button", { name: "Je ne suis plus intéressé·e" });
    await button.waitFor();
    // Opening the offer's link declined nothing (mail scanners open links).
    expect((await entryThroughLink(decline)).status).toBe("offered");
    await button.click();
    await page
      .getByRole("heading", { level: 1, name: "Vous avez renoncé aux places proposées" })
      .waitFor();
    await page.getByRole("status").getByText(WAITLIST_TEXTS.declined).waitFor();
    await expectNoAxeViolations(page);
    expect((await entryThroughLink(decline)).status).toBe("declined");

    // The next entry is offered the place, without waiting for any deadline.
    await linkInLocalWindow(page, next.email, OFFER_SUBJECT, "Payer mes places");
    await page.context().close();
  }, 180_000);

  it("the registration dialog of an outing that fills meanwhile offers the waiting list", async () => {
    const activity = await outingWithPlaces(1);
    const page = await newPage(browser, VIEWPORTS.desktop);
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    await page
      .getByRole("article", { name: activity.titre })
      .getByRole("button", { name: `S'inscrire : ${activity.titre}` })
      .click();
    const registration = page.getByRole("dialog", { name: `Inscription à ${activity.titre}` });
    await registration.waitFor();
    await fillRegistrationDialog(registration, newVisitor("tardive"));
    // Someone else takes the last place while the form is being filled.
    await fillOuting(activity, newVisitor("rapide"), 1);
    const refused = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/inscriptions" && r.request().method() === "POST",
    );
    await registration.getByRole("button", { name: "S'inscrire", exact: true }).click();
    expect((await refused).status()).toBe(409);

    const notice = registration.getByRole("heading", {
      name: "Cette sortie est désormais complète",
    });
    await notice.waitFor();
    // The form the visitor was in is gone: the focus is on the reason.
    expect(await notice.evaluate((heading) => heading === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await registration.getByRole("button", { name: "M'inscrire sur la liste d'attente" }).click();
    await page.getByRole("dialog", { name: `Liste d'attente : ${activity.titre}` }).waitFor();
    expect(await registration.isVisible()).toBe(false);
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 120_000);

  it("a damaged link: the API's French message, no data", async () => {
    const page = await newPage(browser);
    await visit(page, `/liste-attente?entree=quelqu-un&jeton=1999999999.${"A".repeat(43)}`);
    await page
      .getByRole("heading", { level: 1, name: "Ce lien ne permet pas d'ouvrir la liste d'attente" })
      .waitFor();
    await page.getByText(WAITLIST_ERRORS.invalidLink).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 60_000);
});
