import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import {
  baseUrl,
  REDIRECTS,
  SITE_ROUTES,
  VIEWPORTS,
  type ViewportName,
  visibleText,
  visit,
} from "./support/site";

let browser: Browser;
const contexts: BrowserContext[] = [];
const pages = {} as Record<ViewportName, Page>;

beforeAll(async () => {
  browser = await launchBrowser();
  for (const name of Object.keys(VIEWPORTS) as ViewportName[]) {
    const context = await browser.newContext({
      viewport: VIEWPORTS[name],
      locale: "fr-CH",
      timezoneId: "Europe/Zurich",
    });
    contexts.push(context);
    pages[name] = await context.newPage();
  }
});

afterAll(async () => {
  await browser?.close();
});

describe.each(Object.keys(VIEWPORTS) as ViewportName[])("every route at %s size", (size) => {
  it.each(SITE_ROUTES)("$path shows its heading and the specification's texts", async (route) => {
    const page = pages[size];
    const response = await visit(page, route.path);
    expect(response?.status()).toBe(200);
    const headings = page.locator("h1");
    expect(await headings.count()).toBe(1);
    expect((await visibleText(headings)).trim()).toMatch(route.heading);
    // Some texts arrive after the page has loaded (the calendar's outings): wait for each.
    const main = page.locator("main");
    for (const text of route.texts) await main.getByText(text).first().waitFor({ timeout: 5_000 });
    expect(await page.title()).not.toBe("");
  });
});

describe("short addresses and unknown paths", () => {
  it.each(REDIRECTS)("$from leads to $to", async ({ from, to }) => {
    const page = pages.desktop;
    await visit(page, from);
    await page.waitForURL((url) => url.pathname === to);
    expect(await page.locator("h1").count()).toBe(1);
  });

  it("an unknown path answers 404 and shows « Oops! Page not found » with a link home", async () => {
    const page = pages.mobile;
    const response = await visit(page, "/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    await page.getByText("Oops! Page not found").waitFor();
    const home = page.locator("main").locator('a[href="/"]');
    expect(await home.count()).toBeGreaterThan(0);
    await home.first().click();
    await page.waitForURL((url) => url.pathname === "/");
    expect(new URL(page.url()).origin).toBe(new URL(baseUrl()).origin);
  });
});
