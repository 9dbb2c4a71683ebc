/**
 * Cancelling a date in AWS: the activity-cancellations queue (with its dead-letter queue) that
 * hands each cancelled date to its worker; the worker's rights (the tables it writes, the bus,
 * the provider secrets it refunds with, no e-mail) and the team function's (SendMessage only).
 */
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { synthStacks } from "./synth";

let api: Template;
let messaging: Template;

beforeAll(() => {
  const stacks = synthStacks();
  api = Template.fromStack(stacks.api);
  messaging = Template.fromStack(stacks.messaging);
});

function functionId(key: string): string {
  const ids = Object.keys(api.findResources("AWS::Lambda::Function")).filter((id) =>
    id.startsWith(`Fn${key}`),
  );
  expect(ids, `function ${key}`).toHaveLength(1);
  return ids[0] as string;
}

/** Every statement of a function's role, as text. */
function statementsOf(key: string): { Action: string | string[]; Resource: unknown }[] {
  // A role's grants overflow into managed policies once its inline policy is full.
  const ofRole = {
    Properties: { Roles: [{ Ref: Match.stringLikeRegexp(`^Fn${key}ServiceRole`) }] },
  };
  const policies = [
    ...Object.values(api.findResources("AWS::IAM::Policy", ofRole)),
    ...Object.values(api.findResources("AWS::IAM::ManagedPolicy", ofRole)),
  ];
  return policies.flatMap((p) => p.Properties.PolicyDocument.Statement);
}

describe("cancellation infrastructure", () => {
  it("redrives the activity-cancellations queue to its dead-letter queue after 5 receives", () => {
    const queues = messaging.findResources("AWS::SQS::Queue");
    const dlqId = Object.entries(queues).find(
      ([, q]) => q.Properties?.QueueName === "jura-vtt-activity-cancellations-dlq",
    )?.[0];
    expect(dlqId).toBeDefined();
    messaging.hasResourceProperties("AWS::SQS::Queue", {
      QueueName: "jura-vtt-activity-cancellations",
      VisibilityTimeout: 360,
      RedrivePolicy: {
        deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] },
        maxReceiveCount: 5,
      },
    });
  });

  it("feeds the cancellation worker from its queue with partial batch failures", () => {
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: functionId("activityCancellations") },
      BatchSize: 1,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
  });

  it("gives the worker the refund providers' secrets only, and no e-mail or SMS", () => {
    const env = api.findResources("AWS::Lambda::Function")[functionId("activityCancellations")]
      ?.Properties.Environment.Variables as Record<string, unknown>;
    const secrets = Object.keys(env)
      .filter((name) => name.endsWith("_ARN"))
      .sort();
    expect(secrets).toEqual([
      "PAYPAL_CLIENT_ID_ARN",
      "PAYPAL_CLIENT_SECRET_ARN",
      "PAYPAL_WEBHOOK_ID_ARN",
      "STRIPE_SECRET_KEY_ARN",
      "STRIPE_WEBHOOK_SECRET_ARN",
    ]);
    const text = JSON.stringify(statementsOf("activityCancellations"));
    expect(text).toContain("secretsmanager:GetSecretValue");
    expect(text).toContain("dynamodb:UpdateItem");
    expect(text).toContain("events:PutEvents");
    expect(text).toContain("sqs:DeleteMessage");
    expect(text).not.toContain("ses:");
    expect(text).not.toContain("sns:");
    expect(text).not.toMatch(/shopify|payment-link/i);
  });

  it("lets the team function only send to the cancellations queue and the refund job's queue (no receive, no other queue, no secret)", () => {
    const sqs = statementsOf("team").filter((s) => JSON.stringify(s.Action).includes("sqs:"));
    expect(sqs).toHaveLength(2);
    const text = JSON.stringify(sqs);
    expect(text).toContain("sqs:SendMessage");
    expect(text).not.toContain("sqs:ReceiveMessage");
    expect(text).not.toContain("sqs:DeleteMessage");
    expect(text).toMatch(/activitycancellations/i);
    expect(text).toMatch(/refundretries/i);
    expect(text).not.toMatch(/notifications|reconciliation|deadlines/i);
    expect(JSON.stringify(statementsOf("team"))).not.toContain("secretsmanager:");
  });
});
