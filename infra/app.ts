/**
 * The CDK app (cdk.json: "npx tsx infra/app.ts"). Context values, all optional:
 *   prefix        name prefix of every resource (default "jura-vtt")
 *   senderEmail   verified SES sender of every e-mail
 *   providerEmail the provider's mailbox
 *   siteUrl       public address of the site, used in e-mail links
 *   bankIban      the account QR-bills pay into (IBAN or QR-IBAN); bank transfers need it
 *   shopifyStoreUrl, shopifyStorefrontToken   the shop and its public Storefront token; Shopify
 *                 payments need them (the webhook secret is in Secrets Manager)
 *   automaticExpiry  "off" keeps unpaid registrations past their deadline (default "on",
 *                 docs/payments.md)
 *   dayBeforeReminder  "off" sends no reminder of the outing the evening before (default "on",
 *                 docs/day-before-reminder.md)
 *   domainName, certificateArn   the site's own address and its ACM certificate in us-east-1:
 *                 CloudFront then requires TLS 1.2 or newer (both or neither; without them the
 *                 site answers at its *.cloudfront.net address)
 *   reservedConcurrency  "off" deploys the functions without reserved concurrency, for an account
 *                 whose Lambda concurrency limit is still that of a new account (docs/deploy.md, Limits)
 * e.g. npx cdk deploy --all -c prefix=jura-vtt-test -c siteUrl=https://test.example.ch
 * Deploy parameter of the monitoring stack: AlarmEmail, the address the alarms write to (default
 * providerEmail), e.g. npx cdk deploy --all --parameters jura-vtt-monitoring:AlarmEmail=a@b.ch
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { App } from "aws-cdk-lib";
import { buildStacks } from "./build-stacks";
import { reservedConcurrencyEnabled } from "./limits";
import { DEFAULT_PREFIX, defineResources } from "./resources";

const rootDir = join(fileURLToPath(new URL(".", import.meta.url)), "..");
const app = new App();
const context = (key: string, fallback: string): string =>
  String(app.node.tryGetContext(key) ?? fallback);

const domainName = context("domainName", "");
const certificateArn = context("certificateArn", "");
if (Boolean(domainName) !== Boolean(certificateArn)) {
  throw new Error("domainName and certificateArn go together: give both or neither.");
}

buildStacks(app, {
  resources: defineResources(context("prefix", DEFAULT_PREFIX)),
  settings: {
    senderEmail: context("senderEmail", "reservations@jura-vtt-vitalite.ch"),
    providerEmail: context("providerEmail", "contact@jura-vtt-vitalite.ch"),
    siteUrl: context("siteUrl", "https://www.jura-vtt-vitalite.ch"),
    bankIban: context("bankIban", "") || undefined,
    shopifyStoreUrl: context("shopifyStoreUrl", "") || undefined,
    shopifyStorefrontToken: context("shopifyStorefrontToken", "") || undefined,
    automaticExpiry: context("automaticExpiry", "on") === "off" ? "off" : "on",
    dayBeforeReminder: context("dayBeforeReminder", "on") === "off" ? "off" : "on",
  },
  rootDir,
  siteDir: resolve(rootDir, process.env.WEB_OUT_DIR ?? "web/dist"),
  customDomain: domainName ? { domainName, certificateArn } : undefined,
  reservedConcurrency: reservedConcurrencyEnabled(app.node.tryGetContext("reservedConcurrency")),
});
