/**
 * The sandbox's hosted Checkout page in real Chromium: a person sees the merchant, the item and
 * the amount, picks card or TWINT, and « Payer » takes them back to the site's success_url with
 * the session id (and the signed webhook goes out); « Refuser » shows the refusal and the way back
 * to cancel_url. Every state of the page is checked by axe (WCAG 2.2 AA).
 */

import { BUSINESS } from "@shared/constants/business";
import type { Browser, Page } from "playwright-core";
import type Stripe from "stripe";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { LOCAL_STRIPE_WEBHOOK_SECRET } from "../../local/payment-sandbox/local-secrets";
import { eventually } from "../support/eventually";
import {
  sampleCheckoutParams,
  startTestPaymentSandbox,
  startWebhookReceiver,
  type TestPaymentSandbox,
  type WebhookReceiver,
} from "../support/payment-sandbox";
import { expectNoAxeViolations, launchBrowser, newPage } from "./support/browser";

const base = () => process.env.E2E_BASE_URL as string;

let sandbox: TestPaymentSandbox;
let receiver: WebhookReceiver;
let stripe: Stripe;
let browser: Browser;
let page: Page;

/** A session as the adapter creates it; success and cancel lead back to the site under test. */
function createSession(allowed: string[] = ["card", "twint"]) {
  return stripe.checkout.sessions.create(
    sampleCheckoutParams({
      allowed_payment_method_types: allowed,
      success_url: `${base()}/paiement/confirmation?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${base()}/paiement/annule`,
    }),
  );
}

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  // Its own sandbox, on a free port: the one of the global setup (PAYMENT_SANDBOX_PORT) serves the site.
  sandbox = await startTestPaymentSandbox({ stripeWebhookUrl: receiver.url, port: 0 });
  stripe = sandbox.stripe();
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

describe("hosted payment page of the sandbox", () => {
  it("shows the merchant, the item and the amount, in French, and passes axe", async () => {
    const session = await createSession();
    const response = await page.goto(session.url as string);
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toBe("fr");

    await expect(page.getByText(BUSINESS.name, { exact: true }).count()).resolves.toBe(1);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Payer CHF 150.00",
    );
    await expect(
      page.getByText("VTT électrique – Saint-Cergue, 12 mars 2026 × 2").count(),
    ).resolves.toBe(1);
    await expect(
      page.getByRole("radio", { name: "Carte de crédit ou de débit" }).isChecked(),
    ).resolves.toBe(true);
    await expect(page.getByRole("radio", { name: "TWINT" }).count()).resolves.toBe(1);
    await expectNoAxeViolations(page);

    const fontSize = await page.evaluate(
      () => getComputedStyle(document.querySelector("main p") as Element).fontSize,
    );
    expect(Number.parseFloat(fontSize)).toBeGreaterThanOrEqual(18);
    for (const name of ["Payer", "Refuser"]) {
      const box = await page.getByRole("button", { name, exact: true }).boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(44);
      expect(box?.width).toBeGreaterThanOrEqual(44);
    }
  });

  it("offers only the methods the session allows", async () => {
    const session = await createSession(["card"]);
    await page.goto(session.url as string);
    await expect(page.getByRole("radio").count()).resolves.toBe(1);
    await expect(page.getByRole("radio", { name: "TWINT" }).count()).resolves.toBe(0);
  });

  it("« Payer » with TWINT completes the session and returns to success_url with its id", async () => {
    const session = await createSession();
    await page.goto(session.url as string);
    await page.getByRole("radio", { name: "TWINT" }).check();
    await page.getByRole("button", { name: "Payer", exact: true }).click();

    await page.waitForURL(`${base()}/paiement/confirmation?session_id=${session.id}`);
    const event = await eventually(() => {
      const webhook = receiver.received[0];
      if (!webhook) throw new Error("no webhook yet");
      return stripe.webhooks.constructEvent(
        webhook.rawBody,
        webhook.headers["stripe-signature"] as string,
        LOCAL_STRIPE_WEBHOOK_SECRET,
      );
    });
    expect(event.type).toBe("checkout.session.completed");
    expect((event.data.object as Stripe.Checkout.Session).id).toBe(session.id);
    await expect(stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: "complete",
      payment_status: "paid",
    });
    const [stored] = await sandbox.controls.sessions();
    expect(stored?.paid_with).toBe("twint");

    // Coming back to the page of a paid session says so, and leads on to the site.
    await page.goto(session.url as string);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Paiement effectué",
    );
    await expectNoAxeViolations(page);
  });

  it("« Refuser » shows the refusal and the link back to cancel_url; the session stays open", async () => {
    const session = await createSession();
    await page.goto(session.url as string);
    await page.getByRole("button", { name: "Refuser", exact: true }).click();

    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Paiement refusé",
    );
    await expect(page.getByRole("status").textContent()).resolves.toBe(
      "Le paiement de CHF 150.00 a été refusé. Aucun montant n'a été débité.",
    );
    await expectNoAxeViolations(page);
    const back = page.getByRole("link", { name: `Revenir sur le site de ${BUSINESS.name}` });
    await expect(back.getAttribute("href")).resolves.toBe(`${base()}/paiement/annule`);

    await expect(stripe.checkout.sessions.retrieve(session.id)).resolves.toMatchObject({
      status: "open",
      payment_status: "unpaid",
    });
    expect(receiver.received).toEqual([]);

    await back.click();
    await page.waitForURL(`${base()}/paiement/annule`);
  });

  it("an expired session's page says it has expired, and passes axe", async () => {
    const session = await createSession();
    await stripe.checkout.sessions.expire(session.id);
    await page.goto(`${sandbox.url}/pay/${session.id}`);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Session de paiement expirée",
    );
    await expect(page.getByRole("button", { name: "Payer" }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
  });
});
