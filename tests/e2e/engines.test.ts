/**
 * The journeys that matter most, in each engine a visitor may have: Chromium, WebKit (Safari's, on
 * every iPhone and iPad) and Gecko (Firefox's), against the real local stack (built site, emulator,
 * payment sandbox). Each engine is driven through the engine-neutral page of
 * tests/e2e/support/engines/ (it says how), by the same helpers as the Chromium-only journeys:
 * 1. register from /calendrier and pay by card on the provider's page: « Paiement réussi ! »;
 * 2. register and choose the bank transfer: the QR-bill on the page, with its amount;
 * 3. join a full outing's waiting list from its card, the place freed, the offer's link paid;
 * 4. the confirmation e-mail's « Annuler mon inscription » link: cancelled, the place back;
 * 5. the team signs in (e-mail and password, sent with the Enter key) and reaches « Sorties ».
 * The visitor's journeys at a phone's size (most visitors come on a phone or a tablet), the team's
 * on a laptop's. What each journey proves in depth (axe, focus, events) stays with its Chromium
 * file.
 */

import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { formatChf } from "@shared/money";
import type { WaitlistEntryView } from "@shared/schemas/waitlist";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { localTeamAccount } from "../../localstack/team-account";
import { eventually } from "../support/eventually";
import { paymentLinkInEmail } from "../support/payment-link-email";
import { SandboxControls } from "../support/payment-sandbox";
import { cancellableActivity, cancellationLinkSentTo, registerOne } from "./support/cancellation";
import { ENGINES, type EngineBrowser, type EnginePage, openEngine } from "./support/engines";
import { emailTo, payByCardOnSandbox } from "./support/payments";
import {
  activityWithRoom,
  fillRegistrationDialog,
  loadActivities,
  newVisitor,
  openRegistrationDialog,
  sendRegistration,
} from "./support/registration";
import { baseUrl, sandboxUrl, VIEWPORTS, visit } from "./support/site";
import { openTeamSpace, screenHeading, signInForm } from "./support/team";
import { cancelThroughEmailLink, fillWaitlistDialog, fullOuting } from "./support/waitlist";

const BANK_TRANSFER = "Payer par virement (QR-facture)";
const OFFER_SUBJECT = /^(Une place s'est libérée|\d+ places se sont libérées) : /;

async function placesOf(activityId: string) {
  return (await loadActivities()).find((a) => a.id === activityId)?.places_disponibles;
}

/** The waiting-list entry as its link reads it. */
async function entryStatus(link: URL): Promise<WaitlistEntryView["status"]> {
  const entry = link.searchParams.get("entree") ?? "";
  const jeton = link.searchParams.get("jeton") ?? "";
  const answer = await fetch(
    new URL(`/api/liste-attente/${entry}?${new URLSearchParams({ jeton })}`, baseUrl()),
  );
  expect(answer.status).toBe(200);
  return ((await answer.json()) as WaitlistEntryView).status;
}

describe.each(ENGINES)("in %s", (engine) => {
  let browser: EngineBrowser;
  let page: EnginePage | undefined;

  beforeAll(async () => {
    browser = await openEngine(engine);
  }, 60_000);

  afterEach(async () => {
    await page?.close();
    page = undefined;
    await new SandboxControls(sandboxUrl()).release();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("registers from the calendar and pays by card: « Paiement réussi ! »", async () => {
    const activity = await activityWithRoom();
    const visitor = newVisitor(`${engine}-carte`);
    page = await browser.newPage(VIEWPORTS.mobile);
    const dialog = await openRegistrationDialog(page, activity);
    await fillRegistrationDialog(dialog, visitor);
    await sendRegistration(page, dialog);
    await payByCardOnSandbox(page, sandboxUrl());
    // Back from the payment, the focus is on the page's heading (a screen reader reads from there).
    await page.waitForFunction(() => document.activeElement?.textContent === "Paiement réussi !");
    const receipt = await emailTo(visitor.email, (e) => e.subject.startsWith("Paiement reçu"));
    expect(receipt.text).toContain(formatChf(activity.prix_centimes));
  }, 120_000);

  it("registers and chooses the bank transfer: the QR-bill and its amount", async () => {
    const activity = await activityWithRoom();
    const visitor = newVisitor(`${engine}-virement`);
    page = await browser.newPage(VIEWPORTS.mobile);
    const dialog = await openRegistrationDialog(page, activity);
    await fillRegistrationDialog(dialog, visitor);
    await sendRegistration(page, dialog);
    await page.locator("main").getByRole("button", { name: BANK_TRANSFER }).click();
    const bill = page.getByRole("region", { name: "Votre QR-facture" });
    await bill.waitFor();
    // The bill's heading takes the focus, so that a screen reader reads on from there.
    await page.waitForFunction(() => document.activeElement?.id === "qr-facture-titre");
    await bill.getByRole("img", { name: /^QR-facture de CHF / }).waitFor();
    const billText = (await bill.textContent()) ?? "";
    expect(billText).toContain(formatChf(activity.prix_centimes));
    expect(billText).toContain("envoyée par e-mail");
    const email = await emailTo(visitor.email, (e) =>
      e.attachments.some((name) => name.toLowerCase().endsWith(".pdf")),
    );
    expect(email.text).toContain(formatChf(activity.prix_centimes));
  }, 120_000);

  it("joins a full outing's waiting list, is offered the freed place and pays it", async () => {
    const holder = newVisitor(`${engine}-titulaire`);
    const waiting = newVisitor(`${engine}-attente`);
    const { activity } = await fullOuting(holder, 1);
    const title = activity.titre;
    page = await browser.newPage(VIEWPORTS.mobile);
    await visit(page, "/calendrier");
    await page.getByRole("tab", { name: /^À venir/ }).waitFor();
    await page
      .getByRole("article", { name: title })
      .getByRole("button", { name: `M'inscrire sur la liste d'attente : ${title}` })
      .click();
    // The dialog opens on its first field.
    await page.waitForFunction(
      () => document.activeElement?.getAttribute("autocomplete") === "family-name",
    );
    const dialog = await fillWaitlistDialog(page, waiting, 1);
    await dialog.getByRole("button", { name: "M'inscrire sur la liste d'attente" }).click();
    await dialog.getByRole("heading", { name: "Vous êtes sur la liste d'attente" }).waitFor();
    expect(await dialog.textContent()).toContain("au rang 1");

    await cancelThroughEmailLink(holder);
    const offer = await emailTo(waiting.email, (e) => OFFER_SUBJECT.test(e.subject));
    const payLink = paymentLinkInEmail(offer.text, "Payer mes places");
    await visit(page, `${payLink.pathname}${payLink.search}`);
    await payByCardOnSandbox(page, sandboxUrl());
    const entryLink = paymentLinkInEmail(offer.text, WAITLIST_TEXTS.declineButton);
    await eventually(async () => expect(await entryStatus(entryLink)).toBe("paid"), {
      timeoutMs: 45_000,
      intervalMs: 1_000,
    });
  }, 150_000);

  it("cancels through the e-mail's « Annuler mon inscription » link", async () => {
    const activity = await cancellableActivity();
    const visitor = newVisitor(`${engine}-annulation`);
    await registerOne(activity, visitor);
    const placesAfterRegistering = (await placesOf(activity.id)) ?? 0;
    const link = await cancellationLinkSentTo(visitor);
    page = await browser.newPage(VIEWPORTS.mobile);
    await visit(page, `${link.pathname}${link.search}`);
    await page.getByRole("heading", { level: 1, name: "Annuler mon inscription" }).waitFor();
    const confirm = page.getByRole("button", { name: "Oui, annuler mon inscription" });
    await confirm.waitFor();
    expect(await page.locator("main").textContent()).toContain(activity.titre);
    await confirm.click();
    await page.getByRole("heading", { level: 1, name: "Votre inscription est annulée" }).waitFor();
    expect(await page.locator("main").getByRole("status").textContent()).toContain(
      "Vos places sont libérées.",
    );
    expect(await placesOf(activity.id)).toBe(placesAfterRegistering + 1);
  }, 120_000);

  it("the team signs in and reaches « Sorties », then signs out", async () => {
    const account = localTeamAccount();
    page = await browser.newPage(VIEWPORTS.desktop);
    await openTeamSpace(page);
    await screenHeading(page, "Connexion à l'espace équipe").waitFor();
    const form = signInForm(page);
    await form.getByLabel("E-mail").fill(account.email);
    await form.getByLabel("Mot de passe").fill(account.password);
    // As many founders do: the Enter key in the password field sends the form.
    await page.keyboard.press("Enter");
    await screenHeading(page, "Sorties").waitFor();
    await page.getByText("Chargement des sorties…").waitFor({ state: "detached" });
    const nav = page.getByRole("navigation", { name: "Espace équipe" });
    await nav.getByRole("link", { name: "Sorties", exact: true }).waitFor();
    await nav.getByRole("button", { name: "Se déconnecter" }).click();
    await screenHeading(page, "Connexion à l'espace équipe").waitFor();
  }, 90_000);
});
