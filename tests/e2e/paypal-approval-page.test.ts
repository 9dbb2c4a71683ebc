/**
 * The sandbox's PayPal approval page in real Chromium, reached through the link the adapter's
 * client gets back: a person sees the merchant, the item and the amount, and « Payer » approves
 * the order and takes them back to the site's return_url with PayPal's token and PayerID (the
 * signed CHECKOUT.ORDER.APPROVED goes out and verifies); « Refuser » shows the refusal and the way
 * back to cancel_url. Every state of the page is checked by axe (WCAG 2.2 AA).
 */

import { createPaypalClient, type PaypalClient } from "@adapters/paypal/paypal-client";
import { readPaypalSettings } from "@adapters/paypal/paypal-settings";
import { BUSINESS } from "@shared/constants/business";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eventually } from "../support/eventually";
import {
  startTestPaymentSandbox,
  startWebhookReceiver,
  type TestPaymentSandbox,
  type WebhookReceiver,
} from "../support/payment-sandbox";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";

const base = () => process.env.E2E_BASE_URL as string;

let sandbox: TestPaymentSandbox;
let receiver: WebhookReceiver;
let paypal: PaypalClient;
let browser: Browser;
let page: Page;

/** An order as the adapter creates one, its way back leading to the site under test. */
function createOrder() {
  return paypal.createOrder({
    paymentId: `pay_${Date.now()}`,
    amountCentimes: 15000,
    description: "VTT électrique – Saint-Cergue, 12 mars 2026 × 2",
    returnUrl: `${base()}/payment-success?payment_id=pay_e2e`,
    cancelUrl: `${base()}/confirmation-inscription?inscription_id=reg_e2e`,
  });
}

beforeAll(async () => {
  receiver = await startWebhookReceiver("/api/webhooks/paypal");
  // Its own sandbox, on a free port: the one of the global setup (PAYMENT_SANDBOX_PORT) serves the site.
  sandbox = await startTestPaymentSandbox({ paypalWebhookUrl: receiver.url, port: 0 });
  paypal = createPaypalClient({
    settings: await readPaypalSettings(sandbox.paypalEnv, async () => undefined),
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await sandbox?.stop();
  await receiver?.stop();
});

beforeEach(async () => {
  await sandbox.controls.reset();
  receiver.received.length = 0;
  page = await newPage(browser, { width: 390, height: 844 });
});

afterEach(() => page.context().close());

describe("PayPal approval page of the sandbox", () => {
  it("shows the merchant, the item and the amount, in French, with « Payer » and « Refuser »", async () => {
    const order = await createOrder();
    const response = await page.goto(order.approvalUrl);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("fr");

    await expect(page.getByText(BUSINESS.name, { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Payer CHF 150.00",
    );
    await expect(
      page.getByText("VTT électrique – Saint-Cergue, 12 mars 2026 × 2").count(),
    ).resolves.toBe(1);
    for (const name of ["Payer", "Refuser"]) {
      const box = await page.getByRole("button", { name, exact: true }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
    await expectNoAxeViolations(page);
  });

  it("« Payer » approves the order and returns to return_url with token and PayerID", async () => {
    const order = await createOrder();
    await page.goto(order.approvalUrl);
    await page.getByRole("button", { name: "Payer", exact: true }).click();

    await page.waitForURL((url) => url.pathname === "/payment-success");
    const back = new URL(page.url());
    expect(back.searchParams.get("payment_id")).toBe("pay_e2e");
    expect(back.searchParams.get("token")).toBe(order.orderId);
    expect(back.searchParams.get("PayerID")).toMatch(/^[2-9A-HJ-NP-Z]{13}$/);

    const webhook = await eventually(() => {
      const received = receiver.received[0];
      if (!received) throw new Error("no webhook yet");
      return received;
    });
    expect(JSON.parse(webhook.rawBody).event_type).toBe("CHECKOUT.ORDER.APPROVED");
    await expect(
      paypal.verifyWebhook(webhook.headers as Record<string, string>, webhook.rawBody),
    ).resolves.toBe(true);
    await expect(paypal.getOrder(order.orderId)).resolves.toMatchObject({ status: "APPROVED" });

    // Coming back to the page of an approved order says so, and leads on to the site.
    await page.goto(order.approvalUrl);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Paiement approuvé",
    );
    await expect(page.getByRole("button", { name: "Payer" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
  });

  it("« Refuser » shows the refusal and the link back to cancel_url; the order still waits", async () => {
    const order = await createOrder();
    await page.goto(order.approvalUrl);
    await page.getByRole("button", { name: "Refuser", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Paiement refusé",
    );
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      "Le paiement de CHF 150.00 a été refusé. Aucun montant n'a été débité.",
    );
    await expectNoAxeViolations(page);
    const back = page.getByRole("link", { name: `Revenir sur le site de ${BUSINESS.name}` });
    await expect(back.getAttribute("href")).resolves.toBe(
      `${base()}/confirmation-inscription?inscription_id=reg_e2e&token=${order.orderId}`,
    );
    await expect(paypal.getOrder(order.orderId)).resolves.toMatchObject({
      status: "PAYER_ACTION_REQUIRED",
    });
    expect(receiver.received).toEqual([]);

    await back.click();
    await page.waitForURL((url) => url.pathname === "/confirmation-inscription");
  });

  it("an expired order's page says so, and passes axe", async () => {
    const order = await createOrder();
    await sandbox.controls.expire(order.orderId);
    await page.goto(order.approvalUrl);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Commande expirée",
    );
    await expect(page.getByRole("button", { name: "Payer" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
  });
});
