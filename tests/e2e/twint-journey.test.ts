/**
 * TWINT journeys in Chromium against the local stack, the payment sandbox playing Stripe (its
 * webhooks reach the local host's /api/webhooks/stripe):
 * - the QR code: the dialog shows a code, read back from the page's pixels to the sandbox's
 *   payment page; that page, opened as a phone would, is paid with « Payer », and the dialog
 *   turns « Paiement réussi ! » on its own within seconds;
 * - « Annuler » cancels the code on the server; on a phone, « Ouvrir TWINT » leads to the same page;
 * - more time, with the keyboard alone: « J'ai besoin de plus de temps » closes the code on the
 *   server and shows a new one with its own 10 minutes; once a code's time is up (the local host's
 *   clock moved on, no waiting), the dialog offers « Créer un nouveau code »; Escape closes it and
 *   cancels the code, the focus back on the button that opened it. The old codes can no longer be
 *   paid at the provider;
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
import { advanceClock, resetClock } from "./support/clock";
import { Keyboard, weakStops } from "./support/keyboard";
import { activityWithRoom, newVisitor, registerThroughDialog } from "./support/registration";
import { baseUrl, sandboxUrl, VIEWPORTS, visit } from "./support/site";

const TWINT_QR = "Payer avec TWINT (QR code)";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await resetClock();
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

  it.each([
    ["a phone's touch screen", VIEWPORTS.mobile],
    ["a tablet's touch screen", { width: 820, height: 1180 }],
  ])(
    "on %s, « Ouvrir TWINT » leads to the same payment page",
    async (_, viewport) => {
      const page = await newPage(browser, viewport, { touch: true });
      expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches)).toBe(true);
      const { payment, dialog } = await openTwintDialog(page, "twint-phone");
      const open = dialog.getByRole("link", { name: "Ouvrir TWINT" });
      await open.waitFor();
      expect(await open.getAttribute("href")).toBe(payment.url);
      // First and in view without scrolling, above the code meant for another device.
      expect(
        await open.evaluate((link) => {
          const box = link.getBoundingClientRect();
          const qr = document.querySelector("dialog[open] .twint-qr")?.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= window.innerHeight && !!qr && box.bottom <= qr.top;
        }),
      ).toBe(true);
      await expectNoAxeViolations(page, { include: "dialog[open]" });
      await page.context().close();
    },
    180_000,
  );
});

describe("more time, with the keyboard alone (WCAG 2.2.1 Timing Adjustable)", () => {
  /** The provider's session of a payment, as the sandbox holds it. */
  async function sessionOf(paymentId: string) {
    return (await new SandboxControls(sandboxUrl()).sessions()).find(
      (s) =>
        (s.object as { metadata?: { payment_id?: string } }).metadata?.payment_id === paymentId,
    );
  }

  async function paymentStatus(paymentId: string): Promise<string> {
    const view = (await (await fetch(new URL(`/api/payments/${paymentId}`, baseUrl()))).json()) as {
      status: string;
    };
    return view.status;
  }

  it("« J'ai besoin de plus de temps » gives a new code and 10 minutes; a code whose time is up offers a new one; Escape cancels", async () => {
    const page = await newPage(browser);
    const activity = await activityWithRoom();
    await registerThroughDialog(page, activity, newVisitor("twint-temps"));
    await page.waitForFunction(() => document.activeElement?.tagName === "H1");
    const keys = new Keyboard(page);

    // From the page's heading to TWINT's button, and Enter: the dialog and its first code.
    const opener = `main button[aria-describedby='paiement-twint-aide']`;
    await keys.pressUntil("Tab", opener, 12);
    const first = twintCreated(page);
    await keys.press("Enter");
    const firstPayment = (await (await first).json()) as { payment_id: string };
    const dialog = page.getByRole("dialog", { name: "Payer avec TWINT" });
    await dialog.getByText("En attente du paiement...").waitFor();
    const moreTime = "dialog button.twint-more-time";
    await keys.pressUntil("Tab", moreTime, 6);
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    // More time: the code is closed on the server first, then a new one is made.
    const closed = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/payments/${firstPayment.payment_id}/cancel`,
    );
    const second = twintCreated(page);
    await keys.press("Enter");
    expect(await (await closed).json()).toMatchObject({ status: "expired" });
    const secondAnswer = await second;
    expect(secondAnswer.status()).toBe(201);
    const secondPayment = (await secondAnswer.json()) as { payment_id: string; url: string };
    expect(secondPayment.payment_id).not.toBe(firstPayment.payment_id);
    await dialog
      .getByRole("status")
      .getByText("Nouveau code : vous avez de nouveau 10 minutes.", { exact: false })
      .waitFor();
    expect(await dialog.getByText(/^Temps restant : (10:00|9:5\d)$/).count()).toBe(1);
    // The focus stayed on the button pressed, and can press it again.
    expect(await keys.focusedMatches(moreTime)).toBe(true);
    // The first code can no longer be paid: never two payments for one registration.
    expect((await sessionOf(firstPayment.payment_id))?.status).toBe("expired");
    expect(await paymentStatus(firstPayment.payment_id)).toBe("expired");
    await expectNoAxeViolations(page, { include: "dialog[open]" });

    // The code's 10 minutes pass (the server's clock, no waiting): the next question of the
    // dialog finds it closed, and the dialog offers a new code instead of ending.
    await advanceClock("PT11M");
    try {
      await dialog.getByRole("status").getByText("Code expiré").waitFor({ timeout: 15_000 });
    } finally {
      await resetClock();
    }
    expect((await sessionOf(secondPayment.payment_id))?.status).toBe("expired");
    expect(await dialog.getByText(/Temps restant/).count()).toBe(0);
    const newCode = "dialog .app-dialog-foot button.is-primary";
    await keys.pressUntil("Tab", newCode, 6);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      "Créer un nouveau code",
    );
    await expectNoAxeViolations(page, { include: "dialog[open]" });
    const third = twintCreated(page);
    await keys.press("Enter");
    const thirdPayment = (await (await third).json()) as { payment_id: string };
    expect(thirdPayment.payment_id).not.toBe(secondPayment.payment_id);
    await dialog.getByText("En attente du paiement...").waitFor();

    // Escape closes the dialog and cancels its code; the focus is back on TWINT's button.
    const canceled = page.waitForResponse(
      (r) => new URL(r.url()).pathname === `/api/payments/${thirdPayment.payment_id}/cancel`,
    );
    await keys.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    expect(await (await canceled).json()).toMatchObject({ status: "expired" });
    expect(await keys.focusedMatches(opener)).toBe(true);

    expect(weakStops(keys.stops)).toEqual([]);
    expect(keys.stops.length).toBe(keys.presses);
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
