/**
 * A payment link's page comes from the server with the visitor's summary in its HTML (the api
 * function renders it, functions/api/visitor-page.ts): read here with JavaScript off, then with
 * JavaScript on, where the app takes over that very markup (no hydration error, nothing moves),
 * asks the API nothing more for it, and the payment choice works (the card reaches the sandbox).
 */

import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCAL_PAYMENT_LINK_SECRET } from "../../local/function-env";
import { CONFIRMATION_TEXTS } from "../../web/src/features/registration/confirmation-texts";
import { confirmationPageThroughLink } from "../bench/confirmation-page";
import { launchBrowser, newPage } from "./support/browser";
import { layoutShift, watchLayoutShifts } from "./support/layout-shift";
import { paymentCreated } from "./support/payments";
import { baseUrl, sandboxUrl, VIEWPORTS, visit } from "./support/site";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function withoutScripts<T>(run: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: VIEWPORTS.mobile,
    locale: "fr-CH",
  });
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

/** Every error the page logs or throws (React reports a hydration mismatch as one). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

describe("the payment link's page, rendered by the server", () => {
  it("holds the visitor's summary and what is owed before any script, with its headers", async () => {
    const address = await confirmationPageThroughLink(baseUrl(), LOCAL_PAYMENT_LINK_SECRET);
    await withoutScripts(async (page) => {
      const response = await page.goto(new URL(address, baseUrl()).href);
      expect(response?.status()).toBe(200);
      expect(response?.headers()["cache-control"]).toBe("private, no-store");
      expect(response?.headers()["x-robots-tag"]).toBe("noindex");
      expect(response?.headers()["content-security-policy"]).toContain("script-src 'self'");
      const main = page.locator("main");
      await main.getByRole("heading", { level: 1, name: CONFIRMATION_TEXTS.title }).waitFor();
      const text = (await main.textContent()) ?? "";
      expect(text).toContain("Monique Favre");
      expect(text).toMatch(/Reste à payer CHF \d+\.\d{2} avant le /);
      expect(text).toContain("Récapitulatif");
      await main.getByRole("button", { name: "Payer par carte ou TWINT" }).waitFor();
      expect(await page.getByRole("contentinfo").count()).toBe(1);
    });
  });

  it("with a forged jeton, holds the refusal and nothing of the registration", async () => {
    const address = await confirmationPageThroughLink(baseUrl(), LOCAL_PAYMENT_LINK_SECRET);
    const forged = new URL(address, baseUrl());
    forged.searchParams.set("jeton", `${forged.searchParams.get("jeton")}x`);
    await withoutScripts(async (page) => {
      await page.goto(forged.href);
      const main = page.locator("main");
      await main
        .getByRole("heading", { level: 1, name: CONFIRMATION_TEXTS.refusedTitle })
        .waitFor();
      await main.getByText(CONFIRMATION_TEXTS.refused).waitFor();
      expect(await main.textContent()).not.toContain("Favre");
      expect(await page.content()).not.toContain("Favre");
    });
  });

  it("hydrates without an error, asks the API nothing, moves nothing, and the card reaches the sandbox", async () => {
    const page = await newPage(browser, VIEWPORTS.mobile);
    const errors = watchErrors(page);
    await watchLayoutShifts(page);
    const address = await confirmationPageThroughLink(baseUrl(), LOCAL_PAYMENT_LINK_SECRET);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/api/inscriptions/")) {
        asked.push(request.url());
      }
    });
    await visit(page, address);
    const main = page.locator("main");
    const card = main.getByRole("button", { name: "Payer par carte ou TWINT" });
    // Enabled once the app has taken over the server's markup (use-hydrated).
    await expect.poll(() => card.isEnabled()).toBe(true);
    await page.waitForLoadState("networkidle");
    expect(await main.textContent()).toContain("Monique Favre");
    expect(asked).toEqual([]);
    expect(await layoutShift(page)).toBe(0);
    expect(errors).toEqual([]);

    const created = paymentCreated(page);
    await card.click();
    await created;
    await page.waitForURL((url) => url.href.startsWith(sandboxUrl()));
    await page.context().close();
  });
});
