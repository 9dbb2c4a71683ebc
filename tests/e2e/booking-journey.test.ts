/**
 * The booking page /reservation-vtt in Chromium against the local stack, the payment sandbox
 * playing Shopify (its orders/paid webhook reaches the local host's /api/webhooks/shopify):
 * A. the form's errors beside their fields and both dialogs (axe on each), then a valid booking
 *    paid at the shop's checkout (« Réserver et payer », « Payer »): the booking turns paid, the
 *    receipt e-mail and the events are in the emulator;
 * B. the bank transfer: « Confirmer la réservation » stores the booking, says it was sent and the
 *    provider will be in touch, and shows the QR-bill;
 * C. « Payer avec Twint »: the TWINT dialog opens on the booking, paid on the code's page;
 * D. « Payer avec PayPal »: PayPal's page in a new tab, the first tab's dialog turns successful.
 */

import { bookableActivities } from "@shared/bookings/booking-offer";
import type { Activity } from "@shared/schemas/activity";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { readEventLog } from "../support/aws";
import { eventually } from "../support/eventually";
import { SandboxControls } from "../support/payment-sandbox";
import { storedItem } from "../support/payment-world";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { emailTo, paymentCompletedEvent, paymentCreated } from "./support/payments";
import { loadActivities, newVisitor, type Visitor } from "./support/registration";
import { sandboxUrl, visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await new SandboxControls(sandboxUrl()).release();
});

/** An outing the booking page offers (VTT at CHF 129 with a place left), from the seed. */
async function bookableActivity(): Promise<Activity> {
  const [first] = bookableActivities(await loadActivities(), new Date());
  if (!first) throw new Error("No outing open for booking in the seed");
  return first;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Opens the booking page and waits for the outing among the dates it offers. */
async function openBookingPage(page: Page, activity: Activity) {
  await visit(page, "/reservation-vtt");
  const main = page.locator("main");
  await main
    .getByRole("radio", { name: new RegExp(escapeRegExp(activity.titre)) })
    .first()
    .waitFor();
  return main;
}

/** Fills a valid booking for the outing; the payment method is left to the caller. */
async function fillBooking(page: Page, activity: Activity, visitor: Visitor) {
  const main = page.locator("main");
  await main
    .getByRole("radio", { name: new RegExp(escapeRegExp(activity.titre)) })
    .first()
    .check();
  await main.getByLabel("Nom complet").fill("Claudine Berset");
  await main.getByLabel("Adresse").fill("Rue du Vieux-Moulin 3, 1264 Saint-Cergue");
  await main.getByLabel("Âge").fill("66");
  await main.getByLabel("Niveau").selectOption("intermediaire");
  await main.getByLabel("E-mail").fill(visitor.email);
  await main.getByLabel("Téléphone").fill(visitor.phone);
  await main
    .getByLabel("J'accepte les conditions générales et la décharge de responsabilité")
    .check();
  await main.getByLabel("Signature numérique (facultatif)").fill("Claudine Berset");
}

function bookingAnswer(page: Page) {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/reservations" && r.request().method() === "POST",
  );
}

describe("booking journeys on /reservation-vtt", () => {
  it("A: errors and dialogs are accessible, then « Réserver et payer » at the shop's checkout turns the booking paid", async () => {
    const activity = await bookableActivity();
    const visitor = newVisitor("reservation");
    const page = await newPage(browser);
    const main = await openBookingPage(page, activity);
    const confirm = main.getByRole("button", { name: "Confirmer la réservation" });
    // The forms' one rule (docs/forms.md): the button is never disabled; pressing it checks.
    expect(await confirm.isEnabled()).toBe(true);

    // Each message beside its field once the visitor presses the button (spec section 5).
    await main.getByLabel("Nom complet").fill("C");
    await main.getByLabel("Adresse").fill("Rue");
    await main.getByLabel("Âge").fill("15");
    await confirm.click();
    await main.getByRole("alert").getByText("Le formulaire contient").waitFor();
    for (const message of [
      "Le nom complet est obligatoire",
      "L'adresse est obligatoire",
      "L'âge minimum est de 16 ans",
      "Veuillez sélectionner votre niveau",
    ]) {
      await main.getByText(message).waitFor();
    }
    await main.getByLabel("Âge").fill("101");
    await main.getByText("Âge invalide").waitFor();
    await main
      .getByLabel("J'accepte les conditions générales et la décharge de responsabilité")
      .check();
    await main
      .getByLabel("J'accepte les conditions générales et la décharge de responsabilité")
      .uncheck();
    await main.getByLabel("Signature numérique (facultatif)").focus();
    await main.getByText("Vous devez accepter les conditions générales").waitFor();
    expect(await main.getByLabel("Nom complet").getAttribute("aria-invalid")).toBe("true");
    expect(await confirm.isEnabled()).toBe(true);
    await expectNoAxeViolations(page);

    // The terms and the liability waiver open and close; axe in each.
    await main.getByRole("button", { name: "Lire les conditions générales" }).click();
    const terms = page.getByRole("dialog", { name: "Conditions générales" });
    await terms.waitFor();
    await terms.getByText("Le for juridique est à Nyon.").waitFor();
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await terms.getByRole("button", { name: "Fermer" }).last().click();
    await terms.waitFor({ state: "hidden" });
    await main.getByRole("button", { name: "Lire la décharge de responsabilité" }).click();
    const waiver = page.getByRole("dialog", { name: "Décharge de responsabilité" });
    await waiver.waitFor();
    await waiver
      .getByText("Je porte un casque pendant toute la sortie", { exact: false })
      .waitFor();
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await page.keyboard.press("Escape");
    await waiver.waitFor({ state: "hidden" });

    // A valid booking by card: the pay-and-reserve button replaces the confirm button.
    await fillBooking(page, activity, visitor);
    const pay = main.getByRole("button", { name: "Réserver et payer" });
    await pay.waitFor();
    expect(await confirm.count()).toBe(0);
    expect(await pay.isEnabled()).toBe(true);
    await expectNoAxeViolations(page);

    const answered = bookingAnswer(page);
    await pay.click();
    const answer = await answered;
    expect(answer.status()).toBe(201);
    expect(answer.request().headers()["idempotency-key"]).toMatch(/^[0-9a-f-]{36}$/);
    const { inscription_id: registrationId, total_price } = (await answer.json()) as {
      inscription_id: string;
      total_price: number;
    };
    expect(total_price).toBe(129);

    await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
    await page.getByRole("heading", { name: "Payer CHF 129.00" }).waitFor();
    await page.getByRole("button", { name: "Payer", exact: true }).click();
    await page.getByRole("heading", { name: "Merci pour votre commande" }).waitFor();

    const booking = await eventually(async () => {
      const stored = await storedItem("inscriptions", registrationId);
      expect(stored?.status).toBe("paid");
      return stored;
    });
    expect(booking).toMatchObject({
      kind: "booking",
      activity_id: activity.id,
      fullName: "Claudine Berset",
      skillLevel: "intermediaire",
      paymentMethod: "shopify",
      total_centimes: 12900,
    });
    const paymentId = String(booking?.paid_payment_id);
    const receipt = await emailTo(visitor.email, (e) => e.subject.startsWith("Paiement reçu"));
    expect(receipt.text).toContain("Bonjour Claudine Berset,");
    expect(receipt.text).toContain("Montant payé : CHF 129.00");
    const completed = await paymentCompletedEvent(paymentId);
    expect(completed.data.inscription_id).toBe(registrationId);
    const created = await eventually(async () => {
      const found = (await readEventLog()).find(
        (e) => e.detailType === "InscriptionCreated" && e.data.inscription_id === registrationId,
      );
      if (!found) throw new Error("no InscriptionCreated yet");
      return found;
    });
    expect(created.data).toMatchObject({ participants: 1, total_centimes: 12900 });
    expect(JSON.stringify([completed, created])).not.toMatch(/Berset|Claudine|e2e\.reservation/);
    await page.context().close();
  }, 180_000);

  it("B: the bank transfer: « Confirmer la réservation », the alert that the booking was sent, and the QR-bill", async () => {
    const activity = await bookableActivity();
    const visitor = newVisitor("reservation-virement");
    const page = await newPage(browser);
    const main = await openBookingPage(page, activity);
    await fillBooking(page, activity, visitor);
    await main.getByRole("radio", { name: "Virement bancaire (QR-facture)" }).check();
    const answered = bookingAnswer(page);
    await main.getByRole("button", { name: "Confirmer la réservation" }).click();
    expect((await answered).status()).toBe(201);

    const alert = main.getByRole("alert").filter({ hasText: "Réservation envoyée !" });
    await alert.waitFor();
    expect(await alert.textContent()).toContain("Nous vous contacterons très prochainement");
    await main.getByRole("heading", { name: "Votre QR-facture" }).waitFor();
    expect(await main.textContent()).toContain("CHF 129.00");
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 120_000);

  it("C: « Payer avec Twint » opens the TWINT dialog on the booking; paid on the code's page, it says « Paiement réussi ! »", async () => {
    const activity = await bookableActivity();
    const page = await newPage(browser);
    const main = await openBookingPage(page, activity);
    await fillBooking(page, activity, newVisitor("reservation-twint"));
    await main.getByRole("radio", { name: "TWINT" }).check();
    const created = paymentCreated(page);
    await main.getByRole("button", { name: "Payer avec Twint" }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const payment = (await response.json()) as { url: string; amount_centimes: number };
    expect(payment.amount_centimes).toBe(12900);

    const dialog = page.getByRole("dialog", { name: "Payer avec TWINT" });
    await dialog.getByText("En attente du paiement...").waitFor();
    expect(await dialog.textContent()).toContain("CHF 129.00");
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    const phone = await newPage(browser);
    await phone.goto(payment.url);
    await phone.getByRole("button", { name: "Payer", exact: true }).click();
    await dialog.getByRole("status").getByText("Paiement réussi !").waitFor({ timeout: 10_000 });
    await phone.context().close();
    await page.context().close();
  }, 120_000);

  it("D: « Payer avec PayPal » opens PayPal's page in a new tab; « Payer » there, the dialog says « Paiement réussi ! »", async () => {
    const activity = await bookableActivity();
    const page = await newPage(browser);
    const main = await openBookingPage(page, activity);
    await fillBooking(page, activity, newVisitor("reservation-paypal"));
    await main.getByRole("radio", { name: "PayPal" }).check();
    const created = paymentCreated(page);
    const newTab = page.context().waitForEvent("page");
    await main.getByRole("button", { name: "Payer avec PayPal" }).click();
    expect((await created).status()).toBe(201);
    const tab = await newTab;
    await tab.waitForLoadState();
    expect(tab.url().startsWith(sandboxUrl())).toBe(true);
    await page.getByRole("dialog", { name: "En attente du paiement PayPal…" }).waitFor();
    await tab.getByText("Payer CHF 129.00").first().waitFor();
    await tab.getByRole("button", { name: "Payer", exact: true }).click();
    await page.getByRole("dialog", { name: "Paiement réussi !" }).waitFor({ timeout: 15_000 });
    await page.context().close();
  }, 120_000);
});
