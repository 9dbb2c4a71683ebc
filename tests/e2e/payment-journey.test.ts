/**
 * The visitor's payment journeys in Chromium against the local stack, with the payment sandbox
 * playing Stripe (its webhooks reach the local host's /api/webhooks/stripe):
 * A. card: the provider's page, « Payer », back on /payment-success which waits for our API to
 *    say completed, then « Paiement réussi ! », the receipt e-mail and the PaymentCompleted event;
 * B. card refused, back to the confirmation page, then the bank transfer: the QR-bill on the page
 *    and its PDF in the e-mail.
 * axe checks every screen on the way (choices, error toast, bill, waiting, succeeded, /success).
 */
import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { formatChf } from "../../shared/money";
import { printedIban } from "../../shared/payments/bank-account";
import { printedBankReference } from "../../shared/payments/bank-reference";
import { eventually } from "../support/eventually";
import { SandboxControls } from "../support/payment-sandbox";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { emailTo, paymentCompletedEvent, paymentCreated, sandboxUrl } from "./support/payments";
import { newVisitor, outingWithRoom, registerThroughDialog } from "./support/registration";
import { baseUrl, visit } from "./support/site";

const CARD = "Payer par carte ou TWINT";
const BANK_TRANSFER = "Payer par virement (QR-facture)";
const UUID = /^[0-9a-f-]{36}$/;

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
    const outing = await outingWithRoom();
    const visitor = newVisitor("carte");
    const controls = new SandboxControls(sandboxUrl());
    const page = await newPage(browser);
    const inscriptionId = await registerThroughDialog(page, outing, visitor);

    const main = page.locator("main");
    await main.getByRole("button", { name: CARD }).waitFor();
    await main.getByRole("button", { name: BANK_TRANSFER }).waitFor();
    const text = await main.textContent();
    expect(text).toContain("24 heures");
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
      inscription_id: inscriptionId,
      method: "card",
    });

    await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
    await page.getByRole("heading", { name: `Payer ${formatChf(outing.prix_centimes)}` }).waitFor();
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
      inscription_id: inscriptionId,
      amount_centimes: outing.prix_centimes,
    });
    await main.getByText("Nous attendons la confirmation de votre paiement…").waitFor();
    expect(await main.textContent()).toContain(`Référence : ${sessionId.slice(-8)}`);
    await expectNoAxeViolations(page);

    await controls.release();
    await page.getByRole("heading", { name: "Paiement réussi !" }).waitFor({ timeout: 30_000 });
    expect(await main.textContent()).toContain(`Référence : ${sessionId.slice(-8)}`);
    await expectNoAxeViolations(page);

    // The receipt, and the event in the provider's log, without personal data.
    const receipt = await emailTo(visitor.email, (e) => /Paiement|Reçu/i.test(e.subject));
    expect(receipt.text).toContain(formatChf(outing.prix_centimes));
    const event = await paymentCompletedEvent(payment.payment_id);
    expect(event.data.inscription_id).toBe(inscriptionId);
    expect(JSON.stringify(event.data)).not.toContain(visitor.email);

    // The thank-you page of the route table.
    await visit(page, "/success");
    await page.getByRole("heading", { name: "Merci pour votre paiement !" }).waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  }, 180_000);

  it("B: card refused, back to the site, then the bank transfer with its QR-bill on the page and in the e-mail", async () => {
    const outing = await outingWithRoom();
    const visitor = newVisitor("virement");
    const page = await newPage(browser);
    const inscriptionId = await registerThroughDialog(page, outing, visitor);
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
          inscription_id: inscriptionId,
          method: "card",
          status: "pending",
          amount_centimes: outing.prix_centimes,
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
    await page.getByRole("heading", { name: "Inscription confirmée" }).waitFor();
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

    // The provider's link back opens the same registration's confirmation page.
    await page.waitForURL((url) => url.pathname === "/confirmation-inscription");
    expect(new URL(page.url()).searchParams.get("inscription_id")).toBe(inscriptionId);
    await page.getByRole("heading", { name: "Inscription confirmée" }).waitFor();

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
    expect(billText).toContain(formatChf(outing.prix_centimes));
    expect(billText).toContain(printedBankReference(payment.qr_bill.reference));
    expect(billText).toContain(printedIban(payment.qr_bill.iban));
    expect(billText).toContain("envoyée par e-mail");
    const pdfLink = bill.getByRole("link", { name: "Télécharger la QR-facture (PDF)" });
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

  it("/payment-success without its parameters says what it can", async () => {
    const page = await newPage(browser);
    await visit(page, "/payment-success");
    await page.getByText("Nous ne trouvons pas les références de ce paiement.").waitFor();
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
