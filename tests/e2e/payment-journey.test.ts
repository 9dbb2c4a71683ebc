/**
 * The visitor's payment journeys in Chromium against the local stack, with the payment sandbox
 * playing Stripe (its webhooks reach the local host's /api/webhooks/stripe):
 * A. card: the provider's page, « Payer », back on /payment-success which waits for our API to
 *    say completed, then « Paiement réussi ! », the receipt e-mail and the PaymentCompleted event;
 * B. card refused, back to the confirmation page through the registration's payment link, then
 *    the bank transfer: the QR-bill on the page and its PDF in the e-mail;
 * C. the registration e-mail's payment link opened in another browser (no navigation state): the
 *    summary loaded from the API, the bank transfer; a damaged link gets the French error page.
 * axe checks every screen on the way (choices, error toast, bill, waiting, succeeded, /success,
 * the page loaded through the link, the expired-link page).
 */

import { BUSINESS } from "@shared/constants/business";
import { formatChf } from "@shared/money";
import { printedIban } from "@shared/payments/bank-account";
import { printedBankReference } from "@shared/payments/bank-reference";
import { paymentLinkPath } from "@shared/payments/payment-link";
import { SHORT_REFERENCE_PATTERN } from "@shared/registrations/short-reference";
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import { paymentLinkInEmail } from "../support/payment-link-email";
import { SandboxControls } from "../support/payment-sandbox";
import { storedItem } from "../support/payment-world";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { emailTo, paymentCompletedEvent, paymentCreated } from "./support/payments";
import { activityWithRoom, newVisitor, registerThroughDialog } from "./support/registration";
import { baseUrl, sandboxUrl, visit } from "./support/site";

/** The reminder the page promises, at the time the server planned (24 h after, far from the outing). */
const REMINDER_PROMISED =
  /Sans paiement d'ici le \S+ \d+ \S+ à \d+h\d{2}, nous vous enverrons un e-mail de rappel\./;

const CARD = "Payer par carte ou TWINT";
const BANK_TRANSFER = "Payer par virement (QR-facture)";
const UUID = /^[0-9a-f-]{36}$/;
const JETON = /^\d+\.[\w-]{43}$/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

// Webhooks held by a journey that stopped half-way must not stay held for the next ones.
afterEach(async () => {
  await new SandboxControls(sandboxUrl()).release();
});

describe("payment journeys", () => {
  it("A: pays by card on the provider's page, waits for the confirmation, then « Paiement réussi ! »", async () => {
    const activity = await activityWithRoom();
    const visitor = newVisitor("carte");
    const controls = new SandboxControls(sandboxUrl());
    const page = await newPage(browser);
    const registrationId = await registerThroughDialog(page, activity, visitor);

    const main = page.locator("main");
    await main.getByRole("button", { name: CARD }).waitFor();
    await main.getByRole("button", { name: BANK_TRANSFER }).waitFor();
    const text = await main.textContent();
    expect(text).toMatch(REMINDER_PROMISED);
    expect(text).not.toContain("Notre équipe vous envoie les informations de paiement");
    await main.getByRole("button", { name: "Payer avec PayPal" }).waitFor();
    await expectNoAxeViolations(page);

    // Webhooks are held a moment, so that the return page is seen while it waits.
    await controls.hold();
    const created = paymentCreated(page);
    await main.getByRole("button", { name: CARD }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    expect(response.request().headers()["idempotency-key"]).toMatch(UUID);
    expect(JSON.parse(response.request().postData() ?? "{}")).toEqual({
      inscription_id: registrationId,
      method: "card",
    });

    await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
    await page
      .getByRole("heading", { name: `Payer ${formatChf(activity.prix_centimes)}` })
      .waitFor();
    await page.getByRole("button", { name: "Payer", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/payment-success");
    const returned = new URL(page.url());
    const sessionId = returned.searchParams.get("session_id") ?? "";
    expect(sessionId).toMatch(/^cs_/);
    // The answer's body is gone with the page; the payment is read back from the API.
    const paymentId = returned.searchParams.get("payment_id") ?? "";
    const payment = (await (
      await fetch(new URL(`/api/payments/${encodeURIComponent(paymentId)}`, baseUrl()))
    ).json()) as { payment_id: string; inscription_id: string; amount_centimes: number };
    expect(payment).toMatchObject({
      payment_id: paymentId,
      inscription_id: registrationId,
      amount_centimes: activity.prix_centimes,
    });
    await main.getByText("Nous attendons la confirmation de votre paiement…").waitFor();
    // The registration's short reference, the one stored with it, instead of Stripe's session id.
    const shortReference = String(
      (await storedItem("inscriptions", registrationId))?.short_reference,
    );
    expect(shortReference).toMatch(SHORT_REFERENCE_PATTERN);
    await main.getByText(shortReference).waitFor();
    expect(await main.textContent()).not.toContain(sessionId.slice(-8));
    await expectNoAxeViolations(page);

    await controls.release();
    await page.getByRole("heading", { name: "Paiement réussi !" }).waitFor({ timeout: 30_000 });
    expect(await main.textContent()).toContain(`Référence${shortReference}`);
    // Back from the payment, the focus is on the page's heading, not on <body>.
    await page.waitForFunction(() => document.activeElement?.textContent === "Paiement réussi !");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("H1");
    await expectNoAxeViolations(page);

    // The receipt, and the event in the provider's log, without personal data.
    const receipt = await emailTo(visitor.email, (e) => /Paiement|Reçu/i.test(e.subject));
    expect(receipt.text).toContain(formatChf(activity.prix_centimes));
    const event = await paymentCompletedEvent(payment.payment_id);
    expect(event.data.inscription_id).toBe(registrationId);
    expect(JSON.stringify(event.data)).not.toContain(visitor.email);

    // The payment link the return address carries now says the registration is paid.
    const jeton = returned.searchParams.get("jeton") ?? "";
    expect(jeton).toMatch(JETON);
    await visit(page, paymentLinkPath({ registrationId: registrationId, jeton }));
    await main.getByText("Cette inscription est déjà payée.", { exact: false }).waitFor();
    expect(await main.getByRole("button", { name: CARD }).count()).toBe(0);
    expect(await main.getByRole("button", { name: BANK_TRANSFER }).count()).toBe(0);

    // The thank-you page of the route table.
    await visit(page, "/success");
    await page.getByRole("heading", { name: "Merci pour votre paiement !" }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 180_000);

  it("B: card refused, back to the site, then the bank transfer with its QR-bill on the page and in the e-mail", async () => {
    const activity = await activityWithRoom();
    const visitor = newVisitor("virement");
    const page = await newPage(browser);
    const registrationId = await registerThroughDialog(page, activity, visitor);
    const main = page.locator("main");

    // The server's refusal, then an answer without url: the spec's toasts, announced, axe clean.
    // The first answer is held back, to see the button busy and disabled meanwhile.
    let answerNow!: () => void;
    const held = new Promise<void>((resolve) => {
      answerNow = resolve;
    });
    await page.route("**/api/payments", async (route) => {
      await held;
      await route.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({
          success: false,
          error: "Une erreur s'est produite lors de la création de la session de paiement",
        }),
      });
    });
    await main.getByRole("button", { name: CARD }).click();
    const preparing = main.getByRole("button", { name: "Préparation du paiement…" });
    await preparing.waitFor();
    expect(await preparing.isDisabled()).toBe(true);
    expect(await main.getByRole("button", { name: BANK_TRANSFER }).isDisabled()).toBe(true);
    answerNow();
    const alert = page.getByRole("alert");
    await alert.getByText("Erreur de paiement").waitFor();
    await alert
      .getByText("Erreur: Une erreur s'est produite lors de la création de la session de paiement")
      .waitFor();
    await expectNoAxeViolations(page);
    // Loading is over: the button is itself again.
    expect(await main.getByRole("button", { name: CARD }).isEnabled()).toBe(true);
    await page.unroute("**/api/payments");
    await page.route("**/api/payments", (route) =>
      route.fulfill({
        status: 201,
        contentType: "application/json",
        body: JSON.stringify({
          success: true,
          payment_id: "pay_sans_url",
          inscription_id: registrationId,
          method: "card",
          status: "pending",
          amount_centimes: activity.prix_centimes,
          currency: "CHF",
          expires_at: null,
        }),
      }),
    );
    await main.getByRole("button", { name: CARD }).click();
    await alert.getByText("Pas d'URL de paiement reçue").waitFor();
    await page.unroute("**/api/payments");

    // The real one: to the provider's page, and back with the browser's back button.
    const first = paymentCreated(page);
    await main.getByRole("button", { name: CARD }).click();
    const firstKey = (await first).request().headers()["idempotency-key"];
    await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
    await page.goBack();
    await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
    const cardButton = main.getByRole("button", { name: CARD });
    await eventually(async () => expect(await cardButton.isEnabled()).toBe(true));

    // Again, a new attempt (new key) answered with the payment still open; this time « Refuser ».
    const second = paymentCreated(page);
    await cardButton.click();
    const secondResponse = await second;
    expect(secondResponse.request().headers()["idempotency-key"]).not.toBe(firstKey);
    await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
    await page.getByRole("button", { name: "Refuser" }).click();
    await page.getByRole("heading", { name: "Paiement refusé" }).waitFor();
    await page.getByRole("link", { name: /^Revenir sur le site de / }).click();

    // The provider's link back is the registration's payment link: the page loads it from the API.
    await page.waitForURL((url) => url.pathname === "/confirmation-inscription");
    const back = new URL(page.url());
    expect(back.searchParams.get("inscription")).toBe(registrationId);
    expect(back.searchParams.get("jeton")).toMatch(JETON);
    await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
    expect(await main.textContent()).toContain(visitor.email);
    // Nothing of the visitor was kept in the tab's storage on the way.
    expect(await page.evaluate(() => JSON.stringify({ ...sessionStorage }))).not.toContain(
      visitor.email,
    );

    const created = paymentCreated(page);
    await main.getByRole("button", { name: BANK_TRANSFER }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const payment = (await response.json()) as {
      payment_id: string;
      qr_bill: { reference: string; iban: string; amount_centimes: number };
    };
    const bill = page.getByRole("region", { name: "Votre QR-facture" });
    await bill.waitFor();
    // The bill's heading takes the focus, so that a screen reader reads on from there.
    expect(await bill.getByRole("heading").evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    const slip = bill.getByRole("img", { name: /^QR-facture de CHF / });
    const drawing = slip.locator(":scope > svg");
    await drawing.waitFor({ state: "visible" });
    const box = await drawing.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(300);
    const billText = (await bill.textContent()) ?? "";
    expect(billText).toContain(formatChf(activity.prix_centimes));
    expect(billText).toContain(printedBankReference(payment.qr_bill.reference));
    expect(billText).toContain(printedIban(payment.qr_bill.iban));
    expect(billText).toContain("envoyée par e-mail");
    const pdfLink = bill.getByRole("link", { name: "Ouvrir la QR-facture (PDF)" });
    expect(await pdfLink.getAttribute("href")).toBe(
      `/api/payments/${encodeURIComponent(payment.payment_id)}/qr-bill.pdf`,
    );
    await expectNoAxeViolations(page);

    const email = await emailTo(visitor.email, (e) =>
      e.attachments.some((name) => name.toLowerCase().endsWith(".pdf")),
    );
    expect(email.text).toContain(printedBankReference(payment.qr_bill.reference));

    // The link's PDF: the same bill, from the API.
    const pdf = await fetch(new URL((await pdfLink.getAttribute("href")) ?? "", baseUrl()));
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toContain("application/pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");

    await page.context().close();
  }, 180_000);

  it("C: the e-mail's payment link in another browser: the summary, the bank transfer; a damaged link says so", async () => {
    const activity = await activityWithRoom();
    const visitor = newVisitor("lien");
    const registering = await newPage(browser);
    const registrationId = await registerThroughDialog(registering, activity, visitor);
    await registering.context().close();

    const email = await emailTo(visitor.email, (e) =>
      e.subject.startsWith("Inscription enregistrée"),
    );
    const link = paymentLinkInEmail(email.text);
    expect(link.searchParams.get("inscription")).toBe(registrationId);

    // A fresh browser: no navigation state, no storage, only the link. The page comes from the
    // server with the registration in it: the browser asks the API nothing for it.
    const page = await newPage(browser);
    const main = page.locator("main");
    const askedByLink: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === `/api/inscriptions/${registrationId}`) {
        askedByLink.push(request.url());
      }
    });
    const document = await visit(page, `${link.pathname}${link.search}`);
    expect(document?.status()).toBe(200);
    await page.getByRole("heading", { name: "Inscription enregistrée : reste à payer" }).waitFor();
    await main.getByRole("button", { name: CARD }).waitFor();
    const summary = (await main.textContent()) ?? "";
    for (const part of [
      activity.titre,
      formatChf(activity.prix_centimes),
      visitor.email,
      "Claudine Berset",
      "1 personne",
    ]) {
      expect(summary).toContain(part);
    }
    expect(summary).toMatch(REMINDER_PROMISED);
    await expectNoAxeViolations(page);

    const created = paymentCreated(page);
    await main.getByRole("button", { name: BANK_TRANSFER }).click();
    expect((await created).status()).toBe(201);
    const bill = page.getByRole("region", { name: "Votre QR-facture" });
    await bill.waitFor();
    expect(await bill.textContent()).toContain(formatChf(activity.prix_centimes));
    await expectNoAxeViolations(page);

    // A link damaged in copying: a clear French page with the provider's contact, no one's data.
    const jeton = link.searchParams.get("jeton") ?? "";
    const damaged = new URL(link);
    damaged.searchParams.set("jeton", `${jeton.slice(0, -1)}${jeton.endsWith("A") ? "B" : "A"}`);
    await visit(page, `${damaged.pathname}${damaged.search}`);
    await page.getByRole("heading", { name: "Ce lien n'est plus valable" }).waitFor();
    await main.getByRole("link", { name: BUSINESS.email }).waitFor();
    await main.getByRole("link", { name: BUSINESS.phoneDisplay }).waitFor();
    const errorPage = (await main.textContent()) ?? "";
    for (const personal of [visitor.email, "Berset", "Claudine", activity.titre]) {
      expect(errorPage).not.toContain(personal);
    }
    expect(await main.getByRole("button", { name: CARD }).count()).toBe(0);
    await expectNoAxeViolations(page);
    // Both pages came with the API's answer (the summary, then the refusal) in their HTML.
    expect(askedByLink).toEqual([]);
    await page.context().close();
  }, 180_000);

  it("/payment-success without its parameters says what it can", async () => {
    const page = await newPage(browser);
    await visit(page, "/payment-success");
    await page.getByText("Nous ne trouvons pas les références de ce paiement.").waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
