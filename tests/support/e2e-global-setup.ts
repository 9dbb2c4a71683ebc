/**
 * e2e: builds the site, starts (or reuses) the emulator, provisions and seeds it, starts the
 * payment sandbox (plays Stripe, PayPal and Shopify, their webhooks to the local host's
 * /api/webhooks/stripe, /api/webhooks/paypal and /api/webhooks/shopify) and the
 * local host serving the built site and the API on one origin, as CloudFront will.
 */
import { resolve } from "node:path";
import type { TestProject } from "vitest/node";
import { localFunctionEnv, localTeamAuthEnv } from "../../local/function-env";
import { REPO_ROOT } from "../../local/host/load-handler";
import { startLocalHost } from "../../local/host/server";
import { emulatorCognitoClient, ensureEmulator } from "../../localstack/emulator";
import { provision } from "../../localstack/provision";
import { seedActivities } from "../../localstack/seed";
import { ensureTeamAccount, localTeamAccount } from "../../localstack/team-account";
import { buildSite } from "../../web/scripts/build";
import { startTestPaymentSandbox, type TestPaymentSandbox } from "./payment-sandbox";
import "./provided-context";

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = resolve(REPO_ROOT, process.env.WEB_OUT_DIR ?? "web/dist");
  const port = Number(process.env.LOCAL_HOST_PORT ?? 3001);
  const baseUrl = `http://127.0.0.1:${port}`;
  await buildSite({ outDir });

  const emulator = await ensureEmulator({ log: (line) => console.log(line), stopWithParent: true });
  let host: Awaited<ReturnType<typeof startLocalHost>> | undefined;
  let sandbox: TestPaymentSandbox | undefined;
  try {
    const provisioned = await provision(emulator.endpoint);
    await seedActivities(emulator.endpoint);
    // The team account npm run dev creates, for the team space's journeys.
    const cognito = emulatorCognitoClient(emulator.endpoint);
    try {
      await ensureTeamAccount(cognito, provisioned.teamPool.userPoolId, localTeamAccount());
    } finally {
      cognito.destroy();
    }
    // On PAYMENT_SANDBOX_PORT; the functions reach it through STRIPE_API_BASE, PAYPAL_API_BASE,
    // SHOPIFY_STORE_URL and their keys.
    sandbox = await startTestPaymentSandbox({
      stripeWebhookUrl: `${baseUrl}/api/webhooks/stripe`,
      paypalWebhookUrl: `${baseUrl}/api/webhooks/paypal`,
      shopifyWebhookUrl: `${baseUrl}/api/webhooks/shopify`,
      // The thank-you page of Shopify's checkout leads back to the site, as with npm run dev.
      shopifyReturnUrl: baseUrl,
    });
    // Links in e-mails and the provider's return addresses point to the site this host serves.
    const env = localFunctionEnv(emulator.endpoint, provisioned.queueUrls, {
      SITE_URL: baseUrl,
      // Every test's form comes from 127.0.0.1: the per-address limit (5 an hour, proven in
      // tests/integration/forms-protection.test.ts) would otherwise throttle the suite itself.
      FORM_RATE_LIMIT_PER_HOUR: "100",
      ...sandbox.env,
      ...sandbox.paypalEnv,
      ...sandbox.shopifyEnv,
      ...localTeamAuthEnv(emulator.endpoint, provisioned.teamPool),
    });
    host = await startLocalHost({
      port,
      endpoint: emulator.endpoint,
      env,
      staticDir: outDir,
      quiet: true,
    });
    process.env.E2E_BASE_URL = host.url;
    project.provide("e2eBaseUrl", host.url);
    project.provide("emulatorEndpoint", emulator.endpoint);
    project.provide("queueUrls", provisioned.queueUrls);
    project.provide("deadLetterUrls", provisioned.deadLetterUrls);
    project.provide("paymentSandboxUrl", sandbox.url);
    project.provide("webOutDir", outDir);
  } catch (error) {
    await host?.stop();
    await sandbox?.stop();
    if (emulator.startedHere) await emulator.stop();
    throw error;
  }
  return async () => {
    await host?.stop();
    await sandbox?.stop();
    if (emulator.startedHere) await emulator.stop();
  };
}
