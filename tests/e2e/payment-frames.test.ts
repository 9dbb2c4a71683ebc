/**
 * The payment pages paint first: their built HTML already holds the site's header, the page's
 * title, the wait at its size and the footer (read here with JavaScript off), and once the app
 * has filled them in from the address and the API, nothing on screen has moved (the layout
 * shifts Chromium reports, summed, on a phone and a laptop). The confirmation page reached by a
 * payment link comes from the server with its registration in the HTML (payment-page-server.test.ts):
 * the app asks the API nothing more for it; its frame is what the page shows without a link.
 */

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_PAYMENT_LINK_SECRET } from "../../local/function-env";
import { confirmationPageThroughLink } from "../bench/confirmation-page";
import { launchBrowser, newPage } from "./support/browser";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift";
import { baseUrl, VIEWPORTS, visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("the payment pages' prerendered frames", () => {
  it("/confirmation-inscription without a link holds the header, its title, the wait and the summary's frame before any script", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORTS.mobile,
      locale: "fr-CH",
    });
    const page = await context.newPage();
    // Without a link, the server answers the frame as built (a link's page holds its summary).
    await page.goto(new URL("/confirmation-inscription", baseUrl()).href);
    await page.getByRole("banner").getByRole("link", { name: "Jura VTT Vitalité" }).waitFor();
    await page.getByRole("heading", { level: 1, name: "Votre inscription" }).waitFor();
    await page.getByRole("status").getByText("Chargement de votre inscription…").waitFor();
    const summary = page.locator("main .confirmation-summary.is-frame");
    expect((await summary.boundingBox())?.height ?? 0).toBeGreaterThan(200);
    expect(await page.getByRole("contentinfo").count()).toBe(1);
    // The frame is the same for everyone: nothing of this registration is in it.
    expect(await page.locator("main").textContent()).not.toContain("Favre");
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`/confirmation-inscription through a payment link shows without moving (${name}), its registration not asked for again`, async () => {
      const page = await newPage(browser, viewport);
      await watchLayoutShifts(page);
      const address = await confirmationPageThroughLink(baseUrl(), LOCAL_PAYMENT_LINK_SECRET);
      const registrationPath = `/api/inscriptions/${new URL(address, baseUrl()).searchParams.get("inscription")}`;
      const asked: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === registrationPath) asked.push(request.url());
      });
      await visit(page, address);
      const main = page.locator("main");
      await page
        .getByRole("heading", { name: "Inscription enregistrée : reste à payer" })
        .waitFor();
      await main.getByRole("button", { name: "Payer par carte ou TWINT" }).waitFor();
      expect(await main.textContent()).toContain("Monique Favre");
      await page.waitForLoadState("networkidle");
      expect(await layoutShift(page)).toBe(0);
      // The server rendered the page with the registration: neither the start module nor the app asks.
      expect(asked).toHaveLength(0);
      await page.context().close();
    });
  }

  it("/payment-success, /payment-cancel and /paiement-twint hold their title before any script", async () => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: VIEWPORTS.mobile,
      locale: "fr-CH",
    });
    const page = await context.newPage();
    for (const [path, title] of [
      ["/payment-success?payment_id=p_1&session_id=cs_test_12345678", "Confirmation du paiement"],
      ["/payment-callback?payment_id=p_1", "Confirmation du paiement"],
      ["/payment-cancel?inscription=r_1&jeton=1.abc", "Paiement non effectué"],
      ["/paiement-twint", "Payer par TWINT"],
    ] as const) {
      await page.goto(new URL(path, baseUrl()).href);
      await page.getByRole("banner").getByRole("link", { name: "Jura VTT Vitalité" }).waitFor();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();
      expect(await page.getByRole("contentinfo").count(), path).toBe(1);
    }
    await context.close();
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`/payment-success and /payment-cancel fill in without moving (${name})`, async () => {
      for (const [path, outcome] of [
        // A payment our API does not know: the wait, then what the page can say.
        [
          "/payment-success?payment_id=inconnu&session_id=cs_test_12345678",
          "Nous ne trouvons pas les références de ce paiement.",
        ],
        ["/payment-cancel?inscription=r_1&jeton=1.abc", "Choisir un mode de paiement"],
        ["/payment-cancel?pour=entreprise", "Votre demande d'offre nous a bien été transmise"],
      ] as const) {
        const page = await newPage(browser, viewport);
        await watchLayoutShifts(page);
        await visit(page, path);
        await page.locator("main").getByText(outcome).waitFor({ timeout: 30_000 });
        await page.waitForLoadState("networkidle");
        expect(await layoutShift(page), path).toBe(0);
        await page.context().close();
      }
    }, 90_000);
  }
});
