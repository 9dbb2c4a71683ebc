/**
 * How far the scripts keep each page from its physical limit: `npm run bench`.
 *
 * Builds the site and a copy of it without any script (no-script-copy.ts), serves both the same
 * way (local/host/static-site.ts: gzip and CloudFront's cache headers; the site with its API
 * on the same origin, emulator seeded), then for every prerendered route, and the pages of one
 * visitor that a link opens (confirmation-page.ts): /confirmation-inscription through a real
 * registration's payment link, /payment-success through a real payment's return address,
 * measures the JS and CSS a phone transfers before any interaction and runs Lighthouse mobile
 * (default throttling) on both copies, alternately, median of BENCH_RUNS runs (3). Prints one table and writes it to
 * tests/bench/results/latest.md and latest.json. A measurement, never a pass/fail test.
 *
 * Environment: LOCAL_HOST_PORT (the site, 3001), BENCH_NO_SCRIPT_PORT (the copy, LOCAL_HOST_PORT
 * + 1), EMULATOR_PORT, BENCH_ROUTES (comma-separated paths, to iterate on a few: "/,/calendrier"),
 * BENCH_RUNS, WEB_OUT_DIR (where the site is built), BENCH_BACKEND=0 (the pages only: no backend half),
 * BENCH_LIGHTHOUSE=0 (each page's weight alone, in a minute: to compare two builds' JS and CSS).
 *
 * Then the visitor's interactions (interactions.ts): taps and keys on /calendrier and the
 * confirmation page, at 390×844 with the CPU slowed 4×, the longest event duration of each
 * (Event Timing API), median of BENCH_RUNS runs; in the same table files. The payment sandbox
 * runs for them on PAYMENT_SANDBOX_PORT (the TWINT dialog asks it for its code).
 * BENCH_INTERACTIONS_ONLY=1 measures the interactions alone (no copy without scripts, no
 * Lighthouse, no backend: a few minutes); BENCH_INTERACTIONS=0 leaves them out.
 */
import { mkdir, rm, writeFile } from "node:fs/promises";
import { createServer } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { localFunctionEnv } from "../../local/function-env";
import { startLocalHost } from "../../local/host/server";
import { serveStatic } from "../../local/host/static-site";
import { LOCAL_STRIPE_SECRET_KEY } from "../../local/payment-sandbox/local-secrets";
import { startPaymentSandbox } from "../../local/payment-sandbox/server";
import { ensureEmulator } from "../../localstack/emulator";
import { provision } from "../../localstack/provision";
import { seedActivities } from "../../localstack/seed";
import { buildSite } from "../../web/scripts/build";
import { PAGE_ROUTES } from "../../web/src/app/routes";
import { runBackendBench } from "./backend";
import { kb, markdownTable, medianFigures, type PageBench } from "./bench-table";
import {
  confirmationPageThroughLink,
  confirmationReady,
  paymentReturnReady,
  paymentReturnThroughLink,
} from "./confirmation-page";
import {
  CPU_SLOWDOWN,
  type InteractionBench,
  interactionsTable,
  measureInteractions,
  VIEWPORT,
} from "./interactions";
import { type LighthouseFigures, runLighthouse } from "./lighthouse-run";
import { writeNoScriptCopy, writeRenderedCopy } from "./no-script-copy";
import { measureWeight, openRegistrationDialog } from "./page-weight";

const resultsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "results");

/**
 * The pages of one visitor measured, each opened by a link made for the run, and what shows it
 * is filled in (see confirmation-page.ts). /paiement-twint is not: only the confirmation page's
 * navigation state opens it, which no address carries.
 */
const LINKED_PAGES: Record<
  string,
  {
    address: (siteUrl: string, secret: string) => Promise<string>;
    ready: typeof confirmationReady;
  }
> = {
  "/confirmation-inscription": { address: confirmationPageThroughLink, ready: confirmationReady },
  "/payment-success": { address: paymentReturnThroughLink, ready: paymentReturnReady },
};

function benchRoutes(): string[] {
  const known = [
    ...PAGE_ROUTES.filter((route) => route.prerender).map((route) => route.path),
    ...Object.keys(LINKED_PAGES),
  ];
  const asked = process.env.BENCH_ROUTES?.split(",")
    .map((p) => p.trim())
    .filter(Boolean);
  if (!asked?.length) return known;
  const unknown = asked.filter((p) => !known.includes(p));
  if (unknown.length > 0)
    throw new Error(`BENCH_ROUTES : pas de page mesurée ${unknown.join(", ")}`);
  return asked;
}

/** Serves a directory exactly as the local host serves the site, without the API. */
async function serveCopy(
  root: string,
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = createServer((req, res) => {
    serveStatic(root, req, res).catch(() => {
      res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function main(): Promise<void> {
  const interactionsOnly = process.env.BENCH_INTERACTIONS_ONLY === "1";
  const withInteractions = interactionsOnly || process.env.BENCH_INTERACTIONS !== "0";
  const paths = interactionsOnly ? [] : benchRoutes();
  const runs = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
  const outDir = process.env.WEB_OUT_DIR ?? path.join(tmpdir(), "site-bench");
  const copyDir = `${outDir}-no-script`;
  console.log(
    `Construction du site dans ${outDir}${interactionsOnly ? "" : " et de sa copie sans script"}…`,
  );
  await buildSite({ outDir });
  if (!interactionsOnly) {
    await rm(copyDir, { recursive: true, force: true });
    await writeNoScriptCopy(outDir, copyDir);
  }

  const emulator = await ensureEmulator({ log: () => {}, stopWithParent: true });
  const provisioned = await provision(emulator.endpoint);
  await seedActivities(emulator.endpoint);
  const port = Number(process.env.LOCAL_HOST_PORT ?? 3001);
  const functionEnv = localFunctionEnv(emulator.endpoint, provisioned.queueUrls, {
    SITE_URL: `http://127.0.0.1:${port}`,
  });
  const host = await startLocalHost({
    port,
    endpoint: emulator.endpoint,
    env: functionEnv,
    staticDir: outDir,
    pollers: false,
    timers: false,
    quiet: true,
  });
  const copy = interactionsOnly
    ? undefined
    : await serveCopy(copyDir, Number(process.env.BENCH_NO_SCRIPT_PORT ?? port + 1));
  const sandbox = withInteractions
    ? await startPaymentSandbox({
        port: Number(process.env.PAYMENT_SANDBOX_PORT ?? 4010),
        stripe: { secretKey: LOCAL_STRIPE_SECRET_KEY },
      })
    : undefined;

  const pages: PageBench[] = [];
  const weightsOnly = process.env.BENCH_LIGHTHOUSE === "0";
  const weights: string[] = [];
  let dialogLine = "";
  let interactions: InteractionBench[] = [];
  const secret = functionEnv.PAYMENT_LINK_SECRET;
  if (!secret) throw new Error("PAYMENT_LINK_SECRET manque dans l'environnement local");
  try {
    // The registration dialog's chunks: loaded on the first « S'inscrire », not by any page.
    const dialog = interactionsOnly
      ? undefined
      : (await measureWeight(host.url, "/calendrier", openRegistrationDialog)).interaction;
    if (dialog) {
      dialogLine = `Registration dialog (opened on /calendrier): ${kb(dialog.jsBytes)} KB JS gzip in ${dialog.jsFiles} files`;
      console.log(dialogLine);
    }
    for (const pagePath of paths) {
      // The address a visitor loads (with its query), and the copy's page for it.
      let address = pagePath;
      const linked = LINKED_PAGES[pagePath];
      if (linked) {
        address = await linked.address(host.url, secret);
        await writeRenderedCopy(host.url, address, linked.ready, copyDir);
      }
      const weight = await measureWeight(host.url, address);
      if (weightsOnly) {
        weights.push(
          `| \`${pagePath}\` | ${kb(weight.jsBytes)} (${weight.jsFiles}) | ${kb(weight.cssBytes)} |`,
        );
        continue;
      }
      const site: LighthouseFigures[] = [];
      const noScript: LighthouseFigures[] = [];
      // Alternated, so that a busy moment of the machine weighs on both copies alike.
      for (let run = 0; run < runs; run++) {
        site.push(await runLighthouse(`${host.url}${address}`));
        noScript.push(await runLighthouse(`${copy?.url}${address}`, { performanceOnly: true }));
      }
      const bench: PageBench = {
        path: pagePath,
        ...weight,
        site: medianFigures(site),
        noScript: medianFigures(noScript),
        runs,
      };
      pages.push(bench);
      console.log(
        `${pagePath} : perf ${bench.site.performance}, LCP ${Math.round(bench.site.lcpMs ?? 0)} ms (sans script ${Math.round(bench.noScript.lcpMs ?? 0)} ms)`,
      );
    }
    if (withInteractions && !weightsOnly) {
      interactions = await measureInteractions(host.url, {
        runs,
        paymentLinkSecret: secret,
        log: (line) => console.log(line),
      });
    }
  } finally {
    await sandbox?.stop();
    await copy?.stop();
    await host.stop();
    if (emulator.startedHere) await emulator.stop();
  }

  if (weightsOnly) {
    console.log(
      `\n| page | JS gzip KB (files) | CSS gzip KB |\n| --- | --- | --- |\n${weights.join("\n")}\n\n${dialogLine}\n`,
    );
    return;
  }
  const table = interactionsOnly ? "" : markdownTable(pages);
  if (table) console.log(`\n${table}\n`);
  const interactionsHeading = `Interactions (Event Timing, longest event duration per interaction, ${CPU_SLOWDOWN}× CPU, ${VIEWPORT.width}×${VIEWPORT.height}), median of ${runs} runs`;
  const interactionsPart =
    interactions.length > 0 ? `${interactionsHeading}\n\n${interactionsTable(interactions)}\n` : "";
  if (interactionsPart) console.log(`\n${interactionsPart}`);
  for (const page of pages) {
    if (page.site.failedAudits.length > 0)
      console.log(`${page.path} : audits à revoir : ${page.site.failedAudits.join(", ")}`);
  }
  const measuredAt = new Date().toISOString();
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    path.join(resultsDir, "latest.md"),
    [
      table
        ? `Lighthouse mobile, default throttling, median of ${runs} runs, ${measuredAt}\n\n${table}\n\n${dialogLine}\n`
        : `${measuredAt}\n`,
      interactionsPart,
    ]
      .filter(Boolean)
      .join("\n"),
  );
  await writeFile(
    path.join(resultsDir, "latest.json"),
    `${JSON.stringify(
      {
        measuredAt,
        formFactor: "mobile",
        runs,
        pages,
        interactions: { cpuSlowdown: CPU_SLOWDOWN, viewport: VIEWPORT, steps: interactions },
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Résultats : ${path.join(resultsDir, "latest.md")}, latest.json`);

  if (process.env.BENCH_BACKEND !== "0" && !interactionsOnly) await runBackendBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
