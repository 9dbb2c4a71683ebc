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
 * e.g. npx cdk deploy --all -c prefix=jura-vtt-test -c siteUrl=https://test.example.ch
 * Deploy parameter of the monitoring stack: AlarmEmail, the address the alarms write to (default
 * providerEmail), e.g. npx cdk deploy --all --parameters jura-vtt-monitoring:AlarmEmail=a@b.ch
 */
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { App } from "aws-cdk-lib";
import { buildStacks } from "./build-stacks";
import { DEFAULT_PREFIX, defineResources } from "./resources";

const rootDir = join(fileURLToPath(new URL(".", import.meta.url)), "..");
const app = new App();
const context = (key: string, fallback: string): string =>
  String(app.node.tryGetContext(key) ?? fallback);

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
  },
  rootDir,
  siteDir: resolve(rootDir, process.env.WEB_OUT_DIR ?? "web/dist"),
});
