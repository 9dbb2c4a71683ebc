import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { defineResources } from "../../infra/resources";
import { SETTINGS, synthStacks } from "./synth";

const resources = defineResources();
let template: Template;
/** Our functions, by resource-definition key (custom-resource helpers left out). */
let functionIds: Record<string, string>;

beforeAll(() => {
  // The real bundling (local esbuild, no Docker): slow, so once for the whole file.
  template = Template.fromStack(synthStacks({ bundle: true }).api);
  functionIds = {};
  for (const [id, fn] of Object.entries(template.findResources("AWS::Lambda::Function"))) {
    const key = /^Fn([A-Za-z]+?)[0-9A-F]{8}$/.exec(id.replace(/-/g, ""))?.[1];
    const def = resources.functions.find((f) => f.key.toLowerCase() === key?.toLowerCase());
    if (def) functionIds[def.key] = id;
    expect(fn.Properties).toBeDefined();
  }
});

function policyOf(fnKey: string): string {
  const fnId = functionIds[fnKey];
  const roleId = template.toJSON().Resources[fnId ?? ""].Properties.Role["Fn::GetAtt"][0];
  // A role whose grants outgrow one inline policy gets the rest in a managed "overflow" policy.
  const policies = [
    ...Object.values(template.findResources("AWS::IAM::Policy")),
    ...Object.values(template.findResources("AWS::IAM::ManagedPolicy")),
  ].filter((p) => p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === roleId));
  return JSON.stringify(policies.map((p) => p.Properties.PolicyDocument));
}

describe("api stack", () => {
  it("deploys every function of the definition on Node 22, arm64, bundled as ES module", () => {
    expect(Object.keys(functionIds).sort()).toEqual(resources.functions.map((f) => f.key).sort());
    for (const def of resources.functions) {
      template.hasResourceProperties("AWS::Lambda::Function", {
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
        Timeout: def.timeoutSeconds,
        MemorySize: def.memoryMb,
        Environment: {
          Variables: Match.objectLike({
            EVENT_BUS_NAME: resources.busName,
            SENDER_EMAIL: SETTINGS.senderEmail,
            PROVIDER_EMAIL: SETTINGS.providerEmail,
            SITE_URL: SETTINGS.siteUrl,
            TABLE_ACTIVITIES: "jura-vtt-activities",
            QUEUE_NOTIFICATIONS_URL: Match.anyValue(),
          }),
        },
      });
    }
  });

  it("routes every API path to the api function, and anything else under /api too", () => {
    const routeKeys = Object.values(template.findResources("AWS::ApiGatewayV2::Route")).map(
      (r) => r.Properties.RouteKey,
    );
    expect(routeKeys.sort()).toEqual(
      [...resources.routes.map((r) => `${r.method} ${r.path}`), "ANY /api/{proxy+}"].sort(),
    );
    template.resourceCountIs("AWS::ApiGatewayV2::Integration", 1);
    template.hasResourceProperties("AWS::ApiGatewayV2::Integration", {
      IntegrationType: "AWS_PROXY",
      PayloadFormatVersion: "2.0",
    });
  });

  it("feeds the notifier from its queue, reporting partial batch failures", () => {
    for (const queue of resources.queues) {
      template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
        FunctionName: { Ref: functionIds[queue.consumer] },
        BatchSize: queue.batchSize,
        FunctionResponseTypes: ["ReportBatchItemFailures"],
      });
    }
  });

  it("runs the scheduled functions on their schedule", () => {
    for (const schedule of resources.schedules) {
      template.hasResourceProperties("AWS::Events::Rule", {
        Name: schedule.name,
        ScheduleExpression: schedule.expression,
        Targets: [
          Match.objectLike({ Arn: { "Fn::GetAtt": [functionIds[schedule.function], "Arn"] } }),
        ],
      });
    }
  });

  it("grants each function only what it calls", () => {
    const api = policyOf("api");
    const notifier = policyOf("notifier");
    const sweeper = policyOf("outboxSweeper");
    expect(api).toContain("dynamodb:PutItem");
    expect(api).toContain("events:PutEvents");
    expect(api).not.toContain("ses:");
    expect(api).not.toContain("sns:");
    expect(notifier).toContain("ses:SendRawEmail");
    expect(notifier).toContain("ses:FromAddress");
    expect(notifier).toContain("sns:Publish");
    expect(notifier).toContain("sqs:DeleteMessage");
    expect(notifier).not.toContain("events:PutEvents");
    expect(sweeper).toContain("events:PutEvents");
    expect(sweeper).not.toContain("ses:");
    // The sweeper reaches the outbox table only.
    const sweeperTables = JSON.parse(sweeper)
      .flatMap((doc: { Statement: { Resource: unknown }[] }) => doc.Statement)
      .flatMap((s: { Resource: unknown }) => [s.Resource].flat())
      .map((r: unknown) => JSON.stringify(r))
      .filter((r: string) => r.includes("ImportValue") && r.includes("Table"));
    expect(sweeperTables.length).toBeGreaterThan(0);
    for (const ref of sweeperTables) expect(ref).toMatch(/Tableoutbox/);
    expect(JSON.stringify(api)).not.toContain('"Action":"*"');
  });
});
