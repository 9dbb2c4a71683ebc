/**
 * The company's direct payment in Chromium against the local stack, the payment sandbox playing
 * PayPal (its webhooks reach the local host's /api/webhooks/paypal): the quote dialog on
 * /activites/vtt-entreprise shows its three payment buttons once the five required fields are
 * filled; « Payer avec PayPal » sends the quote request, opens PayPal's page in a NEW tab where
 * « Payer » approves CHF 149.00, and the first tab's dialog turns « Paiement réussi ! »; the
 * company's receipt and the PaymentCompleted event follow. axe checks the quote dialog with its
 * buttons showing and the PayPal dialog.
 */

import { formatChf } from "@shared/money";
import { COMPANY_PAYMENT_CENTIMES } from "@shared/payments/company-payment";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { SandboxControls } from "../support/payment-sandbox";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { emailTo, paymentCompletedEvent, paymentCreated } from "./support/payments";
import { sandboxUrl, visit } from "./support/site";

const BUTTONS = ["Réserver et payer", "Payer avec Twint", "Payer avec PayPal"];
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

describe("the company's direct payment", () => {
  it("« Payer avec PayPal » in the quote dialog: PayPal in a new tab, « Payer », and « Paiement réussi ! »", async () => {
    const page = await newPage(browser);
    const email = `rh.${Date.now().toString(36)}@fromagerie-jura.ch`;
    await visit(page, "/activites/vtt-entreprise");
    await page.getByRole("button", { name: "Demander une offre personnalisée" }).click();
    const quoteDialog = page.getByRole("dialog", { name: "Demander une offre personnalisée" });
    const form = quoteDialog.getByRole("form", { name: "Demande d'offre" });
    const paymentButtons = () =>
      form
        .getByRole("button")
        .filter({ hasText: /^(Réserver et payer|Payer avec (Twint|PayPal))$/ });

    // The buttons appear once the five required fields are filled, not before.
    await form.locator('[name="companyName"]').fill("Fromagerie du Jura SA");
    await form.locator('[name="contactName"]').fill("Claire Dubois");
    await form.locator('[name="email"]').fill(email);
    await form.locator('[name="phone"]').fill("+41 79 555 12 34");
    expect(await paymentButtons().count()).toBe(0);
    await form.locator('[name="participants"]').selectOption("9-12");
    await expect.poll(() => paymentButtons().allTextContents()).toEqual(BUTTONS);
    expect(await form.textContent()).toContain(formatChf(COMPANY_PAYMENT_CENTIMES));
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    // « Payer avec PayPal »: the request is sent, then paid; PayPal opens in a new tab.
    const quoteSent = page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/quotes" && r.request().method() === "POST",
    );
    const created = paymentCreated(page);
    const newTab = page.context().waitForEvent("page");
    await form.getByRole("button", { name: "Payer avec PayPal" }).click();
    const quote = await quoteSent;
    expect(quote.status()).toBe(202);
    expect(quote.request().headers()["idempotency-key"]).toMatch(UUID);
    const { quote_id: quoteId } = (await quote.json()) as { quote_id: string };
    const response = await created;
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? "{}")).toEqual({
      quote_request_id: quoteId,
      method: "paypal",
    });
    const payment = (await response.json()) as {
      payment_id: string;
      approval_url: string;
      amount_centimes: number;
    };
    expect(payment.amount_centimes).toBe(COMPANY_PAYMENT_CENTIMES);
    const tab = await newTab;
    await tab.waitForLoadState();
    expect(tab.url()).toBe(payment.approval_url);

    // The first tab waits in PayPal's dialog, above the quote dialog.
    const waiting = page.getByRole("dialog", { name: "En attente du paiement PayPal…" });
    await waiting.waitFor();
    await expectNoAxeViolations(page, { include: ".app-dialog" });

    await tab
      .getByText(`Payer ${formatChf(COMPANY_PAYMENT_CENTIMES)}`)
      .first()
      .waitFor();
    await tab.getByRole("button", { name: "Payer", exact: true }).click();

    const succeeded = page.getByRole("dialog", { name: "Paiement réussi !" });
    await succeeded.waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(page, { include: ".app-dialog" });
    await succeeded.locator("footer").getByRole("button", { name: "Fermer" }).click();
    // The quote dialog stays open and says the payment went through.
    await quoteDialog.getByRole("link", { name: "Voir la confirmation du paiement" }).waitFor();
    expect(await quoteDialog.getByRole("button", { name: "Payer avec PayPal" }).count()).toBe(0);

    const receipt = await emailTo(email, (e) => e.subject.startsWith("Paiement reçu"));
    expect(receipt.text).toContain(formatChf(COMPANY_PAYMENT_CENTIMES));
    expect(receipt.text).toContain("Fromagerie du Jura SA");
    const acknowledgement = await emailTo(email, (e) => /demande d'offre/i.test(e.subject));
    expect(acknowledgement.text).toContain("48 heures");
    const event = await paymentCompletedEvent(payment.payment_id);
    expect(event.data).toMatchObject({
      quote_request_id: quoteId,
      amount_centimes: COMPANY_PAYMENT_CENTIMES,
      method: "paypal",
    });
    expect(JSON.stringify(event.data)).not.toMatch(/Fromagerie|Dubois|fromagerie/);
    await page.context().close();
  }, 180_000);
});
