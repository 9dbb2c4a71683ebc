/**
 * Page-weight and Lighthouse benchmark of the built site: `npm run bench`.
 *
 * Builds the site, serves it with the local host (API on the same origin, emulator seeded), then
 * for /, /activites and /faq measures the JS and CSS a mobile visitor transfers before any
 * interaction (gzip, as served) and runs Lighthouse (mobile, default throttling). Prints a table
 * and writes tests/bench/results/latest.json. A measurement, never a pass/fail test.
 */
import { mkdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { ensureEmulator } from "../../localstack/emulator";
import { startLocalHost } from "../../localstack/host/server";
import { localFunctionEnv } from "../../localstack/local-env";
import { provision } from "../../localstack/provision";
import { seedActivities } from "../../localstack/seed";
import { buildSite } from "../../web/scripts/build";
import { runBackendBench } from "./backend";

const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PATHS = ["/", "/activites", "/faq"] as const;
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

interface Weight {
  jsBytes: number;
  cssBytes: number;
  jsFiles: number;
  cssFiles: number;
}

interface PageResult extends Weight {
  path: string;
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  failedAudits: string[];
}

/** JS and CSS transferred (encoded bytes) by a phone-sized page load, without interaction. */
async function measureWeight(baseUrl: string, pagePath: string): Promise<Weight> {
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
    await page.goto(`${baseUrl}${pagePath}`, { waitUntil: "networkidle" });
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

async function runLighthouse(url: string) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance", "accessibility", "best-practices", "seo"],
    });
    if (!result) throw new Error(`Lighthouse n'a rien rendu pour ${url}`);
    return result.lhr;
  } finally {
    await chrome.kill();
  }
}

const score = (value: number | null | undefined) =>
  value === null || value === undefined ? null : Math.round(value * 100);

async function main(): Promise<void> {
  const outDir = process.env.WEB_OUT_DIR ?? path.join(tmpdir(), "site-bench");
  console.log(`Construction du site dans ${outDir}…`);
  await buildSite({ outDir });

  const emulator = await ensureEmulator({ log: () => {} });
  const provisioned = await provision(emulator.endpoint);
  await seedActivities(emulator.endpoint);
  const port = Number(process.env.LOCAL_HOST_PORT ?? 3001);
  const baseUrl = `http://127.0.0.1:${port}`;
  const host = await startLocalHost({
    port,
    endpoint: emulator.endpoint,
    env: localFunctionEnv(emulator.endpoint, provisioned.queueUrls, { SITE_URL: baseUrl }),
    staticDir: outDir,
    pollers: false,
    timers: false,
    quiet: true,
  });

  const results: PageResult[] = [];
  try {
    for (const pagePath of PATHS) {
      const weight = await measureWeight(host.url, pagePath);
      const lhr = await runLighthouse(`${host.url}${pagePath}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? null;
      const failedAudits = Object.values(lhr.categories)
        .filter((category) => category.id !== "performance")
        .flatMap((category) => category.auditRefs)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
        .map((a) => `${a?.id}`);
      results.push({
        path: pagePath,
        ...weight,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories["best-practices"]?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: audit("largest-contentful-paint"),
        cls: audit("cumulative-layout-shift"),
        tbtMs: audit("total-blocking-time"),
        failedAudits: [...new Set(failedAudits)],
      });
    }
  } finally {
    await host.stop();
    if (emulator.startedHere) await emulator.stop();
  }

  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.table(
    results.map((r) => ({
      page: r.path,
      "JS gzip KB": kb(r.jsBytes),
      "CSS gzip KB": kb(r.cssBytes),
      perf: r.performance,
      a11y: r.accessibility,
      "best pr.": r.bestPractices,
      seo: r.seo,
      "LCP ms": r.lcpMs === null ? null : Math.round(r.lcpMs),
      CLS: r.cls === null ? null : Number(r.cls.toFixed(3)),
      "TBT ms": r.tbtMs === null ? null : Math.round(r.tbtMs),
    })),
  );
  for (const r of results) {
    if (r.failedAudits.length > 0)
      console.log(`${r.path}: audits à revoir : ${r.failedAudits.join(", ")}`);
  }
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    path.join(resultsDir, "latest.json"),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), formFactor: "mobile", pages: results }, null, 2)}\n`,
  );
  console.log(`Résultats : ${path.join(resultsDir, "latest.json")}`);

  await runBackendBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
