/**
 * No drift between AWS and local: the tables, queues, rules and log group that the CDK stacks
 * declare are exactly what provisioning creates in the emulator (read back with describe and
 * list calls). The comparison is shown to fail when the emulator holds one table more.
 */
import { App } from "aws-cdk-lib";
import { Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { buildStacks } from "../../infra/build-stacks";
import { compareModels, type InfraModel, modelFromTemplates } from "../../infra/drift";
import { defineResources } from "../../infra/resources";
import { describeProvisioned, provision } from "../../localstack/provision";
import { endpoint, resetState, resources } from "../support/aws";

let cdk: InfraModel;

beforeAll(() => {
  // Only data and messaging hold compared resources: function bundling is skipped.
  const app = new App({ context: { "aws:cdk:bundling-stacks": [] } });
  const stacks = buildStacks(app, {
    resources,
    settings: {
      senderEmail: "reservations@jura-vtt-vitalite.ch",
      providerEmail: "contact@jura-vtt-vitalite.ch",
      siteUrl: "https://www.jura-vtt-vitalite.ch",
    },
    rootDir: process.cwd(),
  });
  cdk = modelFromTemplates([
    Template.fromStack(stacks.data).toJSON(),
    Template.fromStack(stacks.messaging).toJSON(),
    Template.fromStack(stacks.teamAuth).toJSON(),
  ]);
}, 120_000);

describe("drift between CDK and the emulator", () => {
  it("finds the same tables, queues, rules and log group on both sides", async () => {
    const local = await describeProvisioned(endpoint(), resources);
    expect(local.tables.length).toBeGreaterThan(0);
    expect(compareModels(cdk, local)).toEqual([]);
  });

  it("reports a table that provisioning created and CDK does not declare", async () => {
    const withExtra = defineResources();
    withExtra.tables.push({
      key: "waiting-list",
      name: "jura-vtt-waiting-list",
      partitionKey: "id",
      envVar: "TABLE_WAITING_LIST",
    });
    try {
      await provision(endpoint(), withExtra);
      expect(compareModels(cdk, await describeProvisioned(endpoint(), resources))).toEqual([
        "table jura-vtt-waiting-list: only in local",
      ]);
    } finally {
      await resetState();
    }
  });
});
