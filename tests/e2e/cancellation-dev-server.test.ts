/**
 * The cancellation page as `npm run dev` serves it: the Vite dev server (React's development
 * build, the app inside <React.StrictMode>, which mounts every component twice and so aborts the
 * first load) on WEB_PORT, its /api proxied to the local host. The e-mail's « Annuler mon
 * inscription » link, opened there, loads the registration and cancels it; the page never says
 * « Le serveur ne répond pas » for the load it aborted itself.
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
