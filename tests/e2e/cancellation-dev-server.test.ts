/**
 * The cancellation page as `npm run dev` serves it: the Vite dev server (React's development
 * build, the app inside <React.StrictMode>, which mounts every component twice and so aborts the
 * first load) on WEB_PORT, its /api proxied to the local host. The e-mail's « Annuler mon
 * inscription » link, opened there, loads the registration and cancels it; the page never says
 * « Le serveur ne répond pas » for the load it aborted itself. Pages and deferred parts that
 * suspend while their code loads finish without React's development warnings.
 */
import { resolve } from "node:path";
import type { Browser } from "playwright-core";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../local/host/load-handler";
import { launchBrowser, newPage } from "./support/browser";
import { cancellableActivity, cancellationLinkSentTo, registerOne } from "./support/cancellation";
import { newVisitor } from "./support/registration";
import { baseUrl } from "./support/site";

let browser: Browser;
let vite: ViteDevServer;
let devUrl: string;

beforeAll(async () => {
  const port = Number(process.env.WEB_PORT ?? 5173);
  vite = await createServer({
    configFile: resolve(REPO_ROOT, "web/vite.config.ts"),
    logLevel: "warn",
    server: { port, strictPort: true, proxy: { "/api": { target: baseUrl() } } },
  });
  await vite.listen();
  devUrl = `http://127.0.0.1:${port}`;
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await vite?.close();
});

describe("the cancellation page under the dev server (React strict mode)", () => {
  it("loads the registration from the e-mail's link and cancels it", async () => {
    const activity = await cancellableActivity();
    const visitor = newVisitor("annulation-dev");
    await registerOne(activity, visitor);
    const link = await cancellationLinkSentTo(visitor);

    const page = await newPage(browser);
    const loads: number[] = [];
    page.on("response", (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith("/annulation") && r.request().method() === "GET") {
        loads.push(r.status());
      }
    });
    // The first visit compiles the app on demand: give the dev server time.
    await page.goto(`${devUrl}${link.pathname}${link.search}`, { timeout: 120_000 });
    const confirm = page.getByRole("button", { name: "Oui, annuler mon inscription" });
    const noAnswer = page.getByText("Le serveur ne répond pas", { exact: false });
    await confirm.or(noAnswer).first().waitFor({ timeout: 120_000 });
    expect(await noAnswer.count()).toBe(0);
    expect(await page.locator("main").textContent()).toContain(activity.titre);

    await confirm.click();
    await page.getByRole("heading", { level: 1, name: "Votre inscription est annulée" }).waitFor();
    expect(await page.locator("main").getByRole("status").textContent()).toContain(
      "Vos places sont libérées.",
    );
    // Strict mode did mount the page twice: the first load was aborted, the second one shown.
    expect(loads.every((status) => status === 200)).toBe(true);
    await page.context().close();
  }, 300_000);
});

describe("the site under the dev server (React's development build)", () => {
  it("loads pages and deferred parts without React's warnings about use()", async () => {
    const page = await newPage(browser);
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (["error", "warning"].includes(message.type())) warnings.push(message.text());
    });
    await page.goto(`${devUrl}/`, { timeout: 120_000 });
    await page.getByRole("heading", { level: 1 }).waitFor({ timeout: 120_000 });
    // Every deferred part of the home page comes into view, then a page whose chunk is not
    // loaded yet is reached by the menu: both suspend on use() and finish.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1_000);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page
      .locator("header")
      .getByRole("link", { name: "Calendrier", exact: true })
      .first()
      .click();
    await page
      .getByRole("heading", { level: 1, name: /calendrier/i })
      .waitFor({ timeout: 120_000 });
    expect(warnings.filter((text) => text.includes("use()"))).toEqual([]);
    await page.context().close();
  }, 300_000);
});
