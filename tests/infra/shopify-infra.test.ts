/**
 * Shopify's part of the infrastructure: the webhook route, the app's client secret in Secrets
 * Manager (read by the api function only), and the shop's address and public token passed to the
 * functions only when configured.
 */
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { synthStacks } from "./synth";

let data: Template;
let api: Template;

beforeAll(() => {
  const stacks = synthStacks();
  data = Template.fromStack(stacks.data);
  api = Template.fromStack(stacks.api);
}, 120_000);

const envOf = (template: Template, name: string) =>
  Object.entries(template.findResources("AWS::Lambda::Function"))
    .map(([id, fn]) => [id, fn.Properties.Environment?.Variables?.[name]] as const)
    .filter(([, value]) => value !== undefined);

describe("Shopify infrastructure", () => {
  it("routes POST /api/webhooks/shopify to the api function", () => {
    const routeKeys = Object.values(api.findResources("AWS::ApiGatewayV2::Route")).map(
      (r) => r.Properties.RouteKey,
    );
    expect(routeKeys).toContain("POST /api/webhooks/shopify");
  });

  it("keeps the webhook secret in Secrets Manager, retained, its ARN given to the api function and the reconciliation worker only", () => {
    data.hasResource("AWS::SecretsManager::Secret", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        Name: "jura-vtt/payment-providers",
        GenerateSecretString: Match.anyValue(),
        SecretString: Match.absent(),
      }),
    });
    const withArn = envOf(api, "SHOPIFY_WEBHOOK_SECRET_ARN").map(([id]) => id);
    expect(withArn).toHaveLength(2);
    expect(withArn.find((id) => /^Fnapi/.test(id))).toBeDefined();
    expect(withArn.find((id) => /^FnpaymentReconciliation/.test(id))).toBeDefined();
    expect(envOf(api, "SHOPIFY_WEBHOOK_SECRET")).toEqual([]);
  });

  it("passes the shop's address and public token only when they are configured", () => {
    expect(envOf(api, "SHOPIFY_STORE_URL")).toEqual([]);
    const configured = Template.fromStack(
      synthStacks({
        settings: {
          shopifyStoreUrl: "https://jura-vtt-vitalite.myshopify.com",
          shopifyStorefrontToken: "public-token",
        },
      }).api,
    );
    const urls = envOf(configured, "SHOPIFY_STORE_URL").map(([, value]) => value);
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls)).toEqual(new Set(["https://jura-vtt-vitalite.myshopify.com"]));
    expect(new Set(envOf(configured, "SHOPIFY_STOREFRONT_TOKEN").map(([, v]) => v))).toEqual(
      new Set(["public-token"]),
    );
  });
});
