/**
 * On a weak connection, in Chromium with the network throttled through the DevTools protocol: the
 * calendar's « S'inscrire » opens the registration dialog on the first tap, although the dialog's
 * code (form, schema, state machine) is not in the page until the visitor asks for it.
 */
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser } from "./support/browser";
import { VIEWPORTS, visit } from "./support/site";

/** Lighthouse's mobile profile: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const DIALOG_CODE = /\/RegistrationDialogHost-[^/]*\.js$/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe("on a slow connection", () => {
  it("opens the registration dialog on the first tap, its code loading on that tap", async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.mobile,
      isMobile: true,
      hasTouch: true,
      locale: "fr-CH",
      timezoneId: "Europe/Zurich",
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    const dialogCode: string[] = [];
    page.on("request", (request) => {
      if (DIALOG_CODE.test(request.url())) dialogCode.push("requested");
    });
    page.on("requestfinished", (request) => {
      if (DIALOG_CODE.test(request.url())) dialogCode.push("arrived");
    });

    await visit(page, "/calendrier");
    // An outing with places (a full one offers its waiting list from the same button).
    const register = page
      .locator(`button.activity-register[aria-label^="S'inscrire : "]:not([disabled])`)
      .first();
    await register.waitFor({ timeout: 30_000 });
    const label = (await register.getAttribute("aria-label")) ?? "";
    const title = label.replace("S'inscrire : ", "");
    expect(title).not.toBe("");
    expect(dialogCode).toEqual([]); // not loaded with the page

    await register.tap();
    expect(dialogCode).not.toContain("arrived"); // the tap came before the code
    const dialog = page.locator("dialog[open]");
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.getByRole("heading", { level: 2 }).first().textContent()).toBe(
      `Inscription à ${title}`,
    );
    expect(await dialog.locator('input[name="prenom"]').count()).toBe(1);
    expect(dialogCode).toEqual(["requested", "arrived"]);
    await context.close();
  }, 90_000);
});
