/**
 * npm run dev: the whole product on this machine. Starts (or reuses) the emulator, creates the
 * resources, writes the sample outings, starts the payment sandbox, the local host (API, queues,
 * schedules, local window) and the Vite dev server, then prints the URLs. Ctrl-C stops everything
 * started here.
 *
 * npm run preview (--preview): the same stack, but instead of Vite the site is built and served by
 * the local host as CloudFront will serve it: prerendered pages, cache headers, gzip, the 404 page
 * and /api on the same origin.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import {
  emulatorCognitoClient,
  ensureEmulator,
  killProcessGroup,
  type RunningEmulator,
} from "../localstack/emulator";
import { provision } from "../localstack/provision";
import { seedActivities } from "../localstack/seed";
import { ensureTeamAccount, localTeamAccount } from "../localstack/team-account";
import { localTeamMfa } from "../localstack/team-pool";
import { buildSite } from "../web/scripts/build";
import { localFunctionEnv, localSiteUrl, localTeamAuthEnv } from "./function-env";
import { REPO_ROOT } from "./host/load-handler";
import { type LocalHost, startLocalHost } from "./host/server";
import {
  LOCAL_SHOPIFY_STOREFRONT_TOKEN,
  LOCAL_STRIPE_SECRET_KEY,
  localWebhookTargets,
} from "./payment-sandbox/local-secrets";
import { type PaymentSandbox, startPaymentSandbox } from "./payment-sandbox/server";

const log = (line: string) => console.log(line);
const hostPort = Number(process.env.LOCAL_HOST_PORT ?? 3001);
const preview = process.argv.includes("--preview");
/** The built site of the preview (WEB_OUT_DIR, as npm run build). */
const previewDir = process.env.WEB_OUT_DIR ?? join(REPO_ROOT, "web", "dist");

let emulator: RunningEmulator | undefined;
let host: LocalHost | undefined;
let sandbox: PaymentSandbox | undefined;
let vite: ChildProcess | undefined;
let stopping: Promise<void> | undefined;

function stopAll(): Promise<void> {
  stopping ??= (async () => {
    if (vite) await stopVite(vite);
    await host?.stop();
    await sandbox?.stop();
    await emulator?.stop();
  })();
  return stopping;
}

/**
 * Asks Vite alone to stop first (it closes its own helpers, such as esbuild, cleanly), then ends
 * whatever of its process group is still there.
 */
async function stopVite(child: ChildProcess): Promise<void> {
  const pid = child.pid;
  if (pid === undefined) return;
  if (child.exitCode === null && child.signalCode === null) {
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
  }
  await killProcessGroup(pid);
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Vite exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
  }
  throw new Error(`Nothing answered on ${url} within ${timeoutMs / 1000} s`);
}

async function main(): Promise<void> {
  // Ctrl-C (or closing the terminal) reaches every process of the terminal's group, and npm and
  // tsx pass it on once more: later signals are ignored while stopping.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"] as const) {
    process.on(signal, () => {
      if (stopping) return;
      log("\nStopping…");
      stopAll().then(
        () => process.exit(0),
        (error) => {
          console.error(error);
          process.exit(1);
        },
      );
    });
  }

  if (preview) {
    log(`Building the site into ${previewDir}…`);
    await buildSite({ outDir: previewDir });
  }

  emulator = await ensureEmulator({ log, stopWithParent: true });
  log(
    emulator.startedHere
      ? `Emulator started on ${emulator.endpoint}`
      : `Reusing the emulator that answers on ${emulator.endpoint}`,
  );
  const { queueUrls, teamPool } = await provision(emulator.endpoint);
  const activities = await seedActivities(emulator.endpoint);
  log(`Resources provisioned, ${activities.length} sample outings in place`);
  const teamAccount = localTeamAccount();
  const cognito = emulatorCognitoClient(emulator.endpoint);
  try {
    await ensureTeamAccount(cognito, teamPool.userPoolId, teamAccount);
  } finally {
    cognito.destroy();
  }

  // In the preview the local host serves the site itself: links in e-mails and the providers'
  // return addresses point there.
  const siteUrl = preview ? `http://127.0.0.1:${hostPort}` : localSiteUrl();

  // Before the local host: the functions' environment points at it (STRIPE_API_BASE, PAYPAL_API_BASE).
  sandbox = await startPaymentSandbox({
    webhooks: localWebhookTargets(),
    stripe: { secretKey: LOCAL_STRIPE_SECRET_KEY },
    // The thank-you page of Shopify's checkout leads back to the site.
    shopify: { storefrontToken: LOCAL_SHOPIFY_STOREFRONT_TOKEN, returnUrl: siteUrl },
  });

  host = await startLocalHost({
    port: hostPort,
    endpoint: emulator.endpoint,
    env: localFunctionEnv(emulator.endpoint, queueUrls, {
      SITE_URL: siteUrl,
      ...localTeamAuthEnv(emulator.endpoint, teamPool),
    }),
    staticDir: preview ? previewDir : undefined,
    // The preview is the production site: the calendar's answers cached as CloudFront does.
    sharedCache: preview,
  });

  if (!preview) {
    // Vite runs in its own process group, so that stopping it also stops anything it started.
    const child = spawn(
      process.execPath,
      [join(REPO_ROOT, "node_modules", "vite", "bin", "vite.js"), "--config", "web/vite.config.ts"],
      { cwd: REPO_ROOT, stdio: "inherit", detached: true, env: process.env },
    );
    vite = child;
    child.on("exit", (code) => {
      if (!stopping) {
        console.error(`Vite stopped (code ${code}); stopping everything.`);
        stopAll().then(() => process.exit(1));
      }
    });
    await waitForHttp(siteUrl, child, 60_000);
  }

  log(`
  Site            ${siteUrl}${preview ? "   (built site, served as CloudFront will)" : ""}
  API             ${host.url}/api/health
  Local window    ${host.url}/_local/   (e-mails, SMS and booking events)
  Payment sandbox ${sandbox.url}   (plays Stripe, PayPal and Shopify; test controls under /_sandbox/)
  Emulator        ${emulator.endpoint}
  Team space      ${siteUrl}/espace-equipe   (e-mail ${teamAccount.email}, password ${teamAccount.password};
                  second factor ${localTeamMfa() ? "on" : "off, LOCAL_TEAM_MFA=on asks for it"})

  Ctrl-C stops everything.
`);
}

main().catch(async (error) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAll();
  process.exit(1);
});
