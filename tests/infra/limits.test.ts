/**
 * The deployed limits: the HTTP API stage's throttling and access log, each function's reserved
 * concurrency (and the switch that leaves them out on a new account), each queue consumer's
 * concurrency, and the table of docs/deploy.md that writes them down.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import {
  API_ACCESS_LOG_FORMAT,
  API_THROTTLE,
  reservedConcurrencyEnabled,
  totalReservedConcurrency,
} from "../../infra/limits";
import { defineResources } from "../../infra/resources";
import { ROOT_DIR, synthStacks } from "./synth";

const resources = defineResources();
let api: Template;

beforeAll(() => {
  api = Template.fromStack(synthStacks().api);
});

/** Our function of the given key: its logical id is Fn<key><hash>. */
function functionOf(template: Template, key: string) {
  const found = Object.entries(template.findResources("AWS::Lambda::Function")).find(([id]) =>
    new RegExp(`^Fn${key}[0-9A-F]{8}$`).test(id),
  );
  if (!found) throw new Error(`No function ${key}`);
  return { id: found[0], properties: found[1].Properties };
}

describe("HTTP API stage", () => {
  it("throttles every route of the one auto-deployed default stage", () => {
    api.resourceCountIs("AWS::ApiGatewayV2::Stage", 1);
    api.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      StageName: "$default",
      AutoDeploy: true,
      DefaultRouteSettings: {
        ThrottlingRateLimit: API_THROTTLE.rateLimit,
        ThrottlingBurstLimit: API_THROTTLE.burstLimit,
      },
    });
    expect(API_THROTTLE).toEqual({ rateLimit: 20, burstLimit: 40 });
  });

  it("writes an access log, kept 30 days, with no source IP, user agent or request values", () => {
    const [logGroupId] = Object.keys(
      api.findResources("AWS::Logs::LogGroup", { Properties: { RetentionInDays: 30 } }),
    ).filter((id) => id.startsWith("ApiAccessLog"));
    expect(logGroupId).toBeDefined();
    api.hasResourceProperties("AWS::ApiGatewayV2::Stage", {
      AccessLogSettings: {
        DestinationArn: { "Fn::GetAtt": [logGroupId, "Arn"] },
        Format: API_ACCESS_LOG_FORMAT,
      },
    });
    const fields = Object.values(JSON.parse(API_ACCESS_LOG_FORMAT) as Record<string, string>);
    expect(fields).toEqual(
      expect.arrayContaining(["$context.requestId", "$context.routeKey", "$context.status"]),
    );
    for (const personal of ["sourceIp", "userAgent", "identity", "path", "authorizer"]) {
      expect(API_ACCESS_LOG_FORMAT).not.toContain(personal);
    }
  });
});

describe("reserved concurrency", () => {
  it("reserves each function's executions, as infra/resources.ts sizes them", () => {
    for (const def of resources.functions) {
      expect(functionOf(api, def.key).properties.ReservedConcurrentExecutions, def.key).toBe(
        def.reservedConcurrency,
      );
    }
    // The api function serves a whole burst, even if every execution starts cold.
    const apiDef = resources.functions.find((f) => f.key === "api");
    expect(apiDef?.reservedConcurrency).toBeGreaterThanOrEqual(API_THROTTLE.burstLimit);
  });

  it("reserves nothing with reservedConcurrency=off, for an account still at a limit of 10", () => {
    const off = Template.fromStack(synthStacks({ reservedConcurrency: false }).api);
    for (const def of resources.functions) {
      expect(functionOf(off, def.key).properties.ReservedConcurrentExecutions).toBeUndefined();
    }
    expect(reservedConcurrencyEnabled("off")).toBe(false);
    expect(reservedConcurrencyEnabled(undefined)).toBe(true);
    expect(reservedConcurrencyEnabled("on")).toBe(true);
    expect(() => reservedConcurrencyEnabled("no")).toThrow(/"on" or "off"/);
  });

  it("lets each queue consumer run no more batches than it reserves: none is throttled", () => {
    for (const queue of resources.queues) {
      const consumer = resources.functions.find((f) => f.key === queue.consumer);
      expect(queue.maxConcurrency).toBeGreaterThanOrEqual(2);
      expect(consumer?.reservedConcurrency).toBeGreaterThanOrEqual(queue.maxConcurrency);
      api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
        FunctionName: { Ref: functionOf(api, queue.consumer).id },
        BatchSize: queue.batchSize,
        ScalingConfig: { MaximumConcurrency: queue.maxConcurrency },
        FunctionResponseTypes: ["ReportBatchItemFailures"],
        EventSourceArn: Match.anyValue(),
      });
    }
  });
});

describe("docs/deploy.md, Limits", () => {
  const doc = readFileSync(join(ROOT_DIR, "docs", "deploy.md"), "utf8");
  const limits = doc.slice(doc.indexOf("## Limits"));

  it("writes down the API's rate and burst, and each function's reservation and total", () => {
    expect(limits).toContain(
      `| HTTP API, every route | ${API_THROTTLE.rateLimit} requests/s, bursts of ${API_THROTTLE.burstLimit} |`,
    );
    for (const def of resources.functions) {
      expect(limits).toContain(`| \`${def.key}\` | ${def.reservedConcurrency} |`);
    }
    expect(limits).toContain(`${totalReservedConcurrency(resources)} executions in all`);
  });

  it("writes down each queue's batch size and concurrency", () => {
    for (const queue of resources.queues) {
      expect(limits).toContain(
        `| \`${queue.name.replace(/^jura-vtt-/, "<prefix>-")}\` | ${queue.batchSize} | ${queue.maxConcurrency} |`,
      );
    }
  });
});
