/**
 * Chromium for the engine-neutral journeys: Debian's /usr/bin/chromium through playwright-core,
 * launched as every other e2e test launches it (tests/e2e/support/browser.ts), so its pages are
 * watched for CSP violations too.
 */
import type { ElementHandle, Page } from "playwright-core";
import { launchBrowser, newPage } from "../browser";
import { type EngineBrowser, type EngineDriver, EnginePage } from "./driver";

const ACTION_TIMEOUT_MS = 5_000;

function call(functionSource: string, arg: unknown): string {
  return `(${functionSource})(${JSON.stringify(arg)})`;
}

function playwrightDriver(page: Page): EngineDriver<ElementHandle> {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    currentUrl: async () => page.url(),
    evaluate: (functionSource, arg) => page.evaluate(call(functionSource, arg)),
    element: async (functionSource, arg) => {
      const handle = await page.evaluateHandle(call(functionSource, arg));
      const element = handle.asElement();
      if (element) return element as ElementHandle;
      const count = (await handle.jsonValue()) as number;
      await handle.dispose();
      return count;
    },
    click: (element) => element.click({ timeout: ACTION_TIMEOUT_MS }),
    type: (element, text) => element.fill(text, { timeout: ACTION_TIMEOUT_MS }),
    press: (key) => page.keyboard.press(key),
    close: () => page.context().close(),
  };
}

export async function openChromium(): Promise<EngineBrowser> {
  const browser = await launchBrowser();
  return {
    engine: "chromium",
    newPage: async (viewport) =>
      new EnginePage("chromium", playwrightDriver(await newPage(browser, viewport)), false),
    close: () => browser.close(),
  };
}
