/**
 * The visitor's PayPal journeys in Chromium against the local stack, the payment sandbox playing
 * PayPal (its webhooks reach the local host's /api/webhooks/paypal):
 * A. « Payer avec PayPal »: PayPal's approval page opens in a NEW tab, « Payer » there, and the
 *    first tab's dialog, which asks our API every 3 s (the server captures on that poll), turns
 *    « Paiement réussi ! »; the receipt e-mail and the PaymentCompleted event follow;
 * B. « Refuser » on PayPal's page: its link back lands on /payment-cancel, which says the place is
 *    still held and leads back to the payment choice; « Annuler » closes the first tab's dialog.
 * C. a blocked tab: the dialog offers the link « Ouvrir PayPal », which leads on all the same.
 * axe checks the dialog (waiting, succeeded) and /payment-cancel.
 */

import { BUSINESS } from "@shared/constants/business";
import { formatChf } from "@shared/money";
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SandboxControls } from "../support/payment-sandbox";
import { storedItem } from "../support/payment-world";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { emailTo, paymentCompletedEvent, paymentCreated } from "./support/payments";
import { activityWithRoom, newVisitor, registerThroughDialog } from "./support/registration";
import { sandboxUrl } from "./support/site";

const PAYPAL = "Payer avec PayPal";
const UUID = /^[0-9a-f-]{36}$/;

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

/** Clicks « Payer avec PayPal » and returns the created payment's answer and the new tab. */
async function choosePaypal(page: Page) {
  const created = paymentCreated(page);
  const newTab = page.context().waitForEvent("page");
  await page.locator("main").getByRole("button", { name: PAYPAL }).click();
  const response = await created;
  const tab = await newTab;
  await tab.waitForLoadState();
  return { response, tab };
}

describe("PayPal journeys", () => {
  it("A: PayPal's page in a new tab, « Payer » there, and the first tab's dialog says « Paiement réussi ! »", async () => {
    const activity = await activityWithRoom();
    const visitor = newVisitor("paypal");
    const page = await newPage(browser);
    const registrationId = await registerThroughDialog(page, activity, visitor);

    const { response, tab } = await choosePaypal(page);
    expect(response.status()).toBe(201);
    expect(response.request().headers()["idempotency-key"]).toMatch(UUID);
    expect(JSON.parse(response.request().postData() ?? "{}")).toEqual({
      inscription_id: registrationId,
      method: "paypal",
    });
    const payment = (await response.json()) as { payment_id: string; approval_url: string };
    expect(tab.url()).toBe(payment.approval_url);
    expect(tab.url().startsWith(sandboxUrl())).toBe(true);

    // The first tab waits in a dialog, having said where the visitor went.
    const dialog = page.getByRole("dialog", { name: "En attente du paiement PayPal…" });
    await dialog.waitFor();
    await page.getByText("Redirection vers PayPal").waitFor();
    // The footer's button (the header's own close button is « Fermer » in every dialog).
    const footer = dialog.locator("footer");
    expect(await footer.getByRole("button").allTextContents()).toEqual(["Annuler"]);
    // The tab opened: no fallback link.
    expect(await dialog.getByRole("link", { name: "Ouvrir PayPal" }).count()).toBe(0);
    await expectNoAxeViolations(page, { include: ".app-dialog" });

    // On PayPal's page, in the new tab.
    await tab
      .getByText(`Payer ${formatChf(activity.prix_centimes)}`)
      .first()
      .waitFor();
    const approvedAt = Date.now();
    await tab.getByRole("button", { name: "Payer", exact: true }).click();

    const succeeded = page.getByRole("dialog", { name: "Paiement réussi !" });
    await succeeded.waitFor({ timeout: 15_000 });
    const seconds = (Date.now() - approvedAt) / 1000;
    console.log(
      `first tab's dialog said « Paiement réussi ! » ${seconds.toFixed(1)} s after « Payer »`,
    );
    expect(await succeeded.locator("footer").getByRole("button").allTextContents()).toEqual([
      "Fermer",
    ]);
    await expectNoAxeViolations(page, { include: ".app-dialog" });

    // The new tab came back on /payment-success with the registration's short reference, the one
    // stored with it, instead of PayPal's token.
    await tab.waitForURL((url) => url.pathname === "/payment-success");
    const back = new URL(tab.url());
    expect(back.searchParams.get("payment_id")).toBe(payment.payment_id);
    const token = back.searchParams.get("token") ?? "";
    const shortReference = String(
      (await storedItem("inscriptions", registrationId))?.short_reference,
    );
    expect(shortReference).toMatch(SHORT_REFERENCE_PATTERN);
    await tab.getByRole("heading", { name: "Paiement réussi !" }).waitFor({ timeout: 15_000 });
    const successText = await tab.locator("main").textContent();
    expect(successText).toContain(`Référence${shortReference}`);
    expect(successText).not.toContain(token.slice(-8));

    // « Fermer »: the page shows the paid state and the way to the payment's confirmation.
    await succeeded.locator("footer").getByRole("button", { name: "Fermer" }).click();
    const paid = page
      .locator("main")
      .getByRole("link", { name: "Voir la confirmation du paiement" });
    await paid.waitFor();
    expect(await paid.getAttribute("href")).toBe(
      `/payment-success?payment_id=${encodeURIComponent(payment.payment_id)}`,
    );
    expect(await page.locator("main").getByRole("button", { name: PAYPAL }).count()).toBe(0);

    const receipt = await emailTo(visitor.email, (e) => /Paiement|Reçu/i.test(e.subject));
    expect(receipt.text).toContain(formatChf(activity.prix_centimes));
    const event = await paymentCompletedEvent(payment.payment_id);
    expect(event.data.inscription_id).toBe(registrationId);
    expect(JSON.stringify(event.data)).not.toContain(visitor.email);
    await page.context().close();
  }, 180_000);

  it("B: « Refuser » on PayPal leads to /payment-cancel; « Annuler » closes the waiting dialog", async () => {
    const activity = await activityWithRoom();
    const visitor = newVisitor("paypal-refus");
    const page = await newPage(browser);
    const registrationId = await registerThroughDialog(page, activity, visitor);

    const { response, tab } = await choosePaypal(page);
    const payment = (await response.json()) as { payment_id: string };
    await page.getByRole("dialog", { name: "En attente du paiement PayPal…" }).waitFor();

    await tab.getByRole("button", { name: "Refuser", exact: true }).click();
    await tab.getByRole("link", { name: `Revenir sur le site de ${BUSINESS.name}` }).click();
    await tab.waitForURL((url) => url.pathname === "/payment-cancel");
    const cancelled = new URL(tab.url()).searchParams;
    expect(cancelled.get("payment_id")).toBe(payment.payment_id);
    expect(cancelled.get("inscription")).toBe(registrationId);
    const main = tab.locator("main");
    await main.getByRole("heading", { name: "Paiement non effectué" }).waitFor();
    // The heading is in the prerendered frame; what the address adds follows once the app reads it.
    await main.getByText("Votre place reste réservée pour le moment.").waitFor();
    expect(await main.textContent()).toContain("Votre place reste réservée pour le moment.");
    // PayPal's cancel address carries the registration's payment link: back to the choice.
    const choose = main.getByRole("link", { name: "Choisir un mode de paiement" });
    await choose.waitFor();
    await expectNoAxeViolations(tab);
    await choose.click();
    await tab.waitForURL((url) => url.pathname === "/confirmation-inscription");
    await tab.locator("main").getByRole("button", { name: PAYPAL }).waitFor();

    // Nothing was paid: the first tab still waits; « Annuler » stops and offers PayPal again.
    const dialog = page.getByRole("dialog", { name: "En attente du paiement PayPal…" });
    await dialog.getByRole("button", { name: "Annuler" }).click();
    await dialog.waitFor({ state: "hidden" });
    const button = page.locator("main").getByRole("button", { name: PAYPAL });
    await expect(button.isEnabled()).resolves.toBe(true);
    await page.context().close();
  }, 180_000);

  it("C: a browser that blocks the new tab gets the link « Ouvrir PayPal » in the dialog", async () => {
    const activity = await activityWithRoom();
    const page = await newPage(browser);
    await registerThroughDialog(page, activity, newVisitor("paypal-bloque"));
    // What a popup blocker does: window.open answers null and nothing opens.
    await page.evaluate(() => {
      window.open = () => null;
    });

    const created = paymentCreated(page);
    await page.locator("main").getByRole("button", { name: PAYPAL }).click();
    const payment = (await (await created).json()) as { approval_url: string };
    const dialog = page.getByRole("dialog", { name: "En attente du paiement PayPal…" });
    const link = dialog.getByRole("link", { name: "Ouvrir PayPal" });
    await link.waitFor();
    expect(await link.getAttribute("href")).toBe(payment.approval_url);
    expect(await link.getAttribute("target")).toBe("_blank");
    await expectNoAxeViolations(page, { include: ".app-dialog" });

    const newTab = page.context().waitForEvent("page");
    await link.click();
    const tab = await newTab;
    await tab.getByRole("button", { name: "Payer", exact: true }).click();
    await page.getByRole("dialog", { name: "Paiement réussi !" }).waitFor({ timeout: 15_000 });
    await page.context().close();
  }, 180_000);
});
