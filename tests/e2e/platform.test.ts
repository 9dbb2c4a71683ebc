import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newPage } from "./support/browser";

const base = () => process.env.E2E_BASE_URL as string;

describe("platform smoke test: the built site, the API and the local window on one origin", () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await newPage(browser, { width: 1280, height: 800 });
  });
  afterAll(() => browser?.close());

  it("loads the built home page in Chromium", async () => {
    const response = await page.goto(`${base()}/`, { waitUntil: "load" });
    expect(response?.status()).toBe(200);
    expect(await page.getAttribute("html", "lang")).toMatch(/^fr(-CH)?$/);
    await expect(page.locator("main").count()).resolves.toBe(1);
    expect((await page.title()).length).toBeGreaterThan(0);
  });

  it("reaches /api/health through the same origin", async () => {
    const result = await page.evaluate(async () => {
      const res = await fetch("/api/health");
      return { status: res.status, body: await res.json() };
    });
    expect(result).toEqual({ status: 200, body: { status: "ok", emulator: "reachable" } });
  });

  it("answers an unknown page with the site's 404 page", async () => {
    const response = await page.goto(`${base()}/cette-page-n-existe-pas`);
    expect(response?.status()).toBe(404);
    expect(await page.getAttribute("html", "lang")).toMatch(/^fr(-CH)?$/);
  });

  it("renders the local window", async () => {
    const response = await page.goto(`${base()}/_local/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
      "Fenêtre locale",
    );
    await expect(page.getByRole("heading", { name: /E-mails envoyés/ }).count()).resolves.toBe(1);
  });
});
