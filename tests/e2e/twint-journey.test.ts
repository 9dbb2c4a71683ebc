/**
 * TWINT journeys in Chromium against the local stack, the payment sandbox playing Stripe (its
 * webhooks reach the local host's /api/webhooks/stripe):
 * - the QR code: the dialog shows a code, read back from the page's pixels to the sandbox's
 *   payment page; that page, opened as a phone would, is paid with « Payer », and the dialog
 *   turns « Paiement réussi ! » on its own within seconds;
 * - « Annuler » cancels the code on the server; on a phone, « Ouvrir TWINT » leads to the same page;
 * - TWINT by hand: /paiement-twint from the confirmation page, and back to /calendrier without it.
 * axe checks the open dialog and the manual page.
 */

import { BUSINESS } from "@shared/constants/business";
import { formatChf } from "@shared/money";
import type { Browser, Page, Response } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SandboxControls } from "../support/payment-sandbox";
import { readQrPng } from "../support/qr-image";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";
import { activityWithRoom, newVisitor, registerThroughDialog } from "./support/registration";
import { baseUrl, sandboxUrl, VIEWPORTS, visit } from "./support/site";

const TWINT_QR = "Payer avec TWINT (QR code)";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function twintCreated(page: Page): Promise<Response> {
  return page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/payments" && r.request().method() === "POST",
  );
}

/** Registers for an outing and opens the TWINT dialog; returns the dialog and the API's answer. */
async function openTwintDialog(page: Page, label: string) {
  const activity = await activityWithRoom();
  const registrationId = await registerThroughDialog(page, activity, newVisitor(label));
  const created = twintCreated(page);
  await page.locator("main").getByRole("button", { name: TWINT_QR }).click();
  const response = await created;
  expect(response.status()).toBe(201);
  expect(JSON.parse(response.request().postData() ?? "{}")).toEqual({
    inscription_id: registrationId,
    method: "twint",
  });
  const payment = (await response.json()) as { payment_id: string; url: string };
  const dialog = page.getByRole("dialog", { name: "Payer avec TWINT" });
  await dialog.waitFor();
  return { activity, registrationId, payment, dialog };
}

describe("TWINT by QR code", () => {
  it("the code shown in the page opens the payment page; paid there, the dialog says « Paiement réussi ! »", async () => {
    const page = await newPage(browser);
    const { activity, payment, dialog } = await openTwintDialog(page, "twint");

    await dialog.getByText("En attente du paiement...").waitFor();
    await page.getByRole("status").getByText("Paiement Twint créé").waitFor();
    expect(await dialog.textContent()).toContain(formatChf(activity.prix_centimes));
    expect(await dialog.getByText(/^Temps restant : (10:00|9:\d\d)$/).count()).toBe(1);
    expect(await dialog.getByRole("button", { name: "Annuler", exact: true }).count()).toBe(1);
    // On a laptop the code is what is offered.
    expect(await dialog.getByRole("link", { name: "Ouvrir TWINT" }).count()).toBe(0);

    // The code as the screen shows it, read back from its pixels.
    const code = dialog.getByRole("img", { name: /^Code QR TWINT pour payer CHF / });
    const size = await code.evaluate((img: HTMLImageElement) => [img.width, img.height]);
    expect(size).toEqual([200, 200]);
    const shown = readQrPng(await code.screenshot());
    expect(shown.text).toBe(payment.url);
    expect(shown.text?.startsWith(`${sandboxUrl()}/pay/cs_`)).toBe(true);
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    // The phone: the page the code leads to, TWINT the only method offered, « Payer ».
    const phone = await newPage(browser, VIEWPORTS.mobile);
    await phone.goto(shown.text ?? "");
    expect(await phone.getByRole("radio").count()).toBe(1);
    await phone.getByRole("radio", { name: "TWINT" }).waitFor();
    const paidAt = Date.now();
    await phone.getByRole("button", { name: "Payer", exact: true }).click();

    // The dialog sees it on its own (it asks every 2 s), within a few seconds.
    await dialog.getByRole("status").getByText("Paiement réussi !").waitFor({ timeout: 10_000 });
    const seenAfterMs = Date.now() - paidAt;
    expect(seenAfterMs).toBeLessThan(10_000);

    // The phone comes back to /payment-callback, which reads our API too.
    await phone.waitForURL((url) => url.pathname === "/payment-callback");
    expect(new URL(phone.url()).searchParams.get("payment_id")).toBe(payment.payment_id);
    await phone.getByRole("heading", { name: "Paiement réussi !" }).waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(phone);
    await phone.context().close();

    expect(await dialog.getByRole("img").count()).toBe(0);
    expect(await dialog.getByText(/Temps restant/).count()).toBe(0);
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await dialog.locator("footer").getByRole("button", { name: "Fermer", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    await page.getByText("Paiement TWINT reçu : votre inscription est confirmée.").waitFor();

    const view = (await (
      await fetch(new URL(`/api/payments/${payment.payment_id}`, baseUrl()))
    ).json()) as { status: string; method: string };
    expect(view).toMatchObject({ status: "completed", method: "twint" });
    await page.context().close();
  }, 180_000);

  it("« Annuler » closes the dialog and the server expires the code", async () => {
    const page = await newPage(browser);
    const { payment, dialog } = await openTwintDialog(page, "twint-annule");
    await dialog.getByText("En attente du paiement...").waitFor();
    const canceled = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/payments/${payment.payment_id}/cancel`,
    );
    await dialog.getByRole("button", { name: "Annuler", exact: true }).click();
    await dialog.waitFor({ state: "hidden" });
    const answer = await canceled;
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toMatchObject({ status: "expired" });
    const session = (await new SandboxControls(sandboxUrl()).sessions()).find(
      (s) =>
        (s.object as { metadata?: { payment_id?: string } }).metadata?.payment_id ===
        payment.payment_id,
    );
    expect(session?.status).toBe("expired");
    // TWINT is offered again.
    expect(await page.getByRole("button", { name: TWINT_QR }).isEnabled()).toBe(true);
    await page.context().close();
  }, 180_000);

  it("on a phone, « Ouvrir TWINT » leads to the same payment page", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const { payment, dialog } = await openTwintDialog(page, "twint-phone");
    const open = dialog.getByRole("link", { name: "Ouvrir TWINT" });
    await open.waitFor();
    expect(await open.getAttribute("href")).toBe(payment.url);
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    await page.context().close();
  }, 180_000);
});

describe("TWINT by hand", () => {
  it("/paiement-twint from the confirmation page: amount, number, reference, 24 h, contact, axe clean", async () => {
    const page = await newPage(browser);
    const activity = await activityWithRoom();
    const registrationId = await registerThroughDialog(page, activity, newVisitor("twint-main"));
    await page.getByRole("link", { name: "Payer par TWINT sans code QR" }).click();
    await page.waitForURL((url) => url.pathname === "/paiement-twint");
    await page.getByRole("heading", { level: 1, name: "Payer par TWINT" }).waitFor();
    const text = (await page.locator("main").textContent()) ?? "";
    expect(text).toContain(formatChf(activity.prix_centimes));
    expect(text).toContain(activity.titre);
    expect(text).toContain(BUSINESS.twintNumber);
    expect(text).toContain(registrationId);
    expect(text).toContain("dans les 24 heures");
    expect(text).toContain(BUSINESS.email);
    await expectNoAxeViolations(page);

    // Or the code after all, from the same page.
    await page.getByRole("button", { name: "Payer maintenant avec le code QR" }).click();
    await page.getByRole("dialog", { name: "Payer avec TWINT" }).waitFor();
    await page.getByText("En attente du paiement...").waitFor();
    await page.context().close();
  }, 180_000);

  it("without its navigation state, /paiement-twint goes to /calendrier", async () => {
    const page = await newPage(browser);
    await visit(page, "/paiement-twint");
    await page.waitForURL((url) => url.pathname === "/calendrier");
    await page.context().close();
  });
});
