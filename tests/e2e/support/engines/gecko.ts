/**
 * Gecko (Firefox's engine) for the engine-neutral journeys: Debian's firefox-esr, headless, driven
 * through WebDriver BiDi by puppeteer-core (which downloads nothing). One browser per file, one
 * browser context (no shared cookies or storage) per page.
 */
import puppeteer, { type ElementHandle, type Page } from "puppeteer-core";
import { CSP_WATCH, type EngineBrowser, type EngineDriver, EnginePage } from "./driver";

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

function call(functionSource: string, arg: unknown): string {
  return `(${functionSource})(${JSON.stringify(arg)})`;
}

function puppeteerDriver(page: Page, close: () => Promise<void>): EngineDriver<ElementHandle> {
  return {
    goto: async (url) => {
      await page.goto(url, { waitUntil: "domcontentloaded" });
    },
    currentUrl: async () => page.url(),
    evaluate: <T>(functionSource: string, arg: unknown) =>
      page.evaluate(call(functionSource, arg)) as Promise<T>,
    element: async (functionSource, arg) => {
      const handle = await page.evaluateHandle(call(functionSource, arg));
      const element = handle.asElement();
      if (element) return element as ElementHandle;
      const count = (await handle.jsonValue()) as number;
      await handle.dispose();
      return count;
    },
    click: (element) => element.click(),
    type: async (element, text) => {
      // As a visitor replaces a field's text: into it, select all, delete, type.
      await element.focus();
      await page.keyboard.down("Control");
      await page.keyboard.press("KeyA");
      await page.keyboard.up("Control");
      await page.keyboard.press("Backspace");
      await page.keyboard.type(text);
    },
    press: (key) => page.keyboard.press(key),
    close,
  };
}

export async function openGecko(): Promise<EngineBrowser> {
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX_PATH,
    protocol: "webDriverBiDi",
    headless: true,
    env: { ...process.env, TZ: "Europe/Zurich" },
    extraPrefsFirefox: { "intl.accept_languages": "fr-CH, fr" },
  });
  return {
    engine: "gecko",
    newPage: async (viewport = { width: 1280, height: 800 }) => {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(viewport);
      const [width, height] = await page.evaluate(() => [innerWidth, innerHeight]);
      if (width !== viewport.width || height !== viewport.height) {
        throw new Error(
          `Gecko's page is ${width}×${height}, not ${viewport.width}×${viewport.height}`,
        );
      }
      // Before any script of every document the page opens.
      await page.evaluateOnNewDocument(`(${CSP_WATCH})()`);
      return new EnginePage(
        "gecko",
        puppeteerDriver(page, () => context.close()),
      );
    },
    close: () => browser.close(),
  };
}
