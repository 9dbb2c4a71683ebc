/** JS and CSS transferred (encoded bytes, gzip as served) by a phone-sized load, no interaction. */
import { chromium, type Page } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run";

export interface Weight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
}

/** What an interaction made the page fetch on top of its load (the chunks it loads lazily). */
export interface InteractionWeight {
  jsBytes: number;
  jsFiles: number;
}

/**
 * The page's weight; with `interact`, also the JS that the interaction then loaded (the
 * registration dialog's chunks, fetched on the first « S'inscrire »).
 */
export async function measureWeight(
  baseUrl: string,
  pagePath: string,
  interact?: (page: Page) => Promise<void>,
): Promise<Weight & { interaction?: InteractionWeight }> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    args: CHROME_FLAGS.slice(1),
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const requests: Promise<{ type: string; bytes: number }>[] = [];
    page.on("requestfinished", (request) => {
      const type = request.resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      requests.push(request.sizes().then((sizes) => ({ type, bytes: sizes.responseBodySize })));
    });
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "domcontentloaded" });
    // The app starts after the first paint: wait for it to have hydrated, then for the network.
    await page.waitForFunction(() => {
      const main = document.querySelector("main");
      return main !== null && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
    });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const done = await Promise.all(requests);
    const scripts = (list: typeof done) => list.filter((r) => r.type === "script");
    const sum = (list: typeof done) => list.reduce((total, r) => total + r.bytes, 0);
    const weight = {
      jsBytes: sum(scripts(done)),
      cssBytes: sum(done.filter((r) => r.type === "stylesheet")),
      jsFiles: scripts(done).length,
      cssFiles: done.filter((r) => r.type === "stylesheet").length,
    };
    if (!interact) return weight;
    await interact(page);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const after = scripts((await Promise.all(requests)).slice(done.length));
    return { ...weight, interaction: { jsBytes: sum(after), jsFiles: after.length } };
  } finally {
    await browser.close();
  }
}

/**
 * Opens the first outing's registration dialog of /calendrier, as a visitor's first click (or,
 * with "tap", a touch screen's tap) does.
 */
export async function openRegistrationDialog(
  page: Page,
  input: "click" | "tap" = "click",
): Promise<void> {
  const button = page.locator('button[aria-label^="S\'inscrire : "]').first();
  await (input === "tap" ? button.tap() : button.click());
  await page.locator("dialog[open] form").waitFor();
}
