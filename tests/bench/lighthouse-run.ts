/** One Lighthouse mobile run (default throttling) of a URL in Debian's Chromium, and its figures. */
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
export const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export interface LighthouseFigures {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  /** Non-performance audits that did not pass. */
  failedAudits: string[];
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

/** `performanceOnly` skips accessibility, best practices and SEO (the no-script copy's runs). */
export async function runLighthouse(
  url: string,
  { performanceOnly = false } = {},
): Promise<LighthouseFigures> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: performanceOnly
        ? ["performance"]
        : ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    const lhr = result.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
    const failedAudits = Object.values(lhr.categories)
      .filter((category) => category.id !== "performance")
      .flatMap((category) => category.auditRefs)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
      .map((a) => `${a?.id}`);
    return {
      performance: score(lhr.categories.performance?.score),
      accessibility: score(lhr.categories.accessibility?.score),
      bestPractices: score(lhr.categories["best-practices"]?.score),
      seo: score(lhr.categories.seo?.score),
      fcpMs: audit("first-contentful-paint"),
      lcpMs: audit("largest-contentful-paint"),
      tbtMs: audit("total-blocking-time"),
      cls: audit("cumulative-layout-shift"),
      failedAudits: [...new Set(failedAudits)],
    };
  } finally {
    await chrome.kill();
  }
}
