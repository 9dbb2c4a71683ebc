/** JS and CSS transferred (encoded bytes, gzip as served) by a phone-sized load, no interaction. */
import { chromium } from "playwright-core";
import { CHROME_FLAGS, CHROME_PATH } from "./lighthouse-run";

export interface Weight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
}

export async function measureWeight(baseUrl: string, pagePath: string): Promise<Weight> {
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
    const sum = (type: string) =>
      done.filter((r) => r.type === type).reduce((total, r) => total + r.bytes, 0);
    return {
      jsBytes: sum("script"),
      cssBytes: sum("stylesheet"),
      jsFiles: done.filter((r) => r.type === "script").length,
      cssFiles: done.filter((r) => r.type === "stylesheet").length,
    };
  } finally {
    await browser.close();
  }
}
