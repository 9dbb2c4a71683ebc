/**
 * The refund job and the payments desk in AWS: the sparse index of refunds to do, the schedule,
 * the queue (with its dead-letter queue and alarm) that hands refunds to the worker, the worker's
 * provider secrets, and the team function's one right on that queue: sending to it.
 */
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import {
  expectQueueWithDeadLetter,
  functionId as functionIdIn,
  statementsOf as statementsIn,
} from "./function-policies";
import { synthStacks } from "./synth";

let api: Template;
let messaging: Template;
let data: Template;
let monitoring: Template;

const functionId = (key: string) => functionIdIn(api, key);
const statementsOf = (key: string) => statementsIn(api, key);

beforeAll(() => {
  const stacks = synthStacks();
  api = Template.fromStack(stacks.api);
  messaging = Template.fromStack(stacks.messaging);
  data = Template.fromStack(stacks.data);
  monitoring = Template.fromStack(stacks.monitoring);
});

const refundQueueStatements = (key: string) =>
  statementsOf(key).filter((s) => /Queuerefundretries(?!dlq)/i.test(JSON.stringify(s.Resource)));

describe("refund job infrastructure", () => {
  it("indexes the payments whose refund is still to do (sparse: refund_pending, by next try)", () => {
    data.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-payments",
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: "by-refund-pending",
          KeySchema: [
            { AttributeName: "refund_pending", KeyType: "HASH" },
            { AttributeName: "refund_retry_at", KeyType: "RANGE" },
          ],
        }),
      ]),
    });
  });

  it("runs the scheduler every 5 minutes; the worker takes the refund queue 5 at a time with partial batch failures", () => {
    api.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-refund-retries",
      ScheduleExpression: "rate(5 minutes)",
      Targets: [
        Match.objectLike({ Arn: { "Fn::GetAtt": [functionId("refundRetryScheduler"), "Arn"] } }),
      ],
    });
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: functionId("refundRetries") },
      BatchSize: 5,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
  });

  it("redrives the refund queue to its dead-letter queue after 5 receives, with an alarm on it", () => {
    expectQueueWithDeadLetter(messaging, monitoring, {
      name: "jura-vtt-refund-retries",
      visibilityTimeout: 180,
      maxReceiveCount: 5,
    });
  });

  it("lets the scheduler only read payments and send to the queue", () => {
    const text = JSON.stringify(statementsOf("refundRetryScheduler"));
    expect(text).toContain("dynamodb:Query");
    expect(text).not.toMatch(/dynamodb:(PutItem|UpdateItem|DeleteItem)/);
    expect(text).toContain("sqs:SendMessage");
    expect(text).not.toMatch(/secretsmanager|ses:|events:PutEvents/);
  });

  it("gives the worker the payments table, the queue it consumes, and Stripe's and PayPal's secrets only", () => {
    const statements = statementsOf("refundRetries");
    const text = JSON.stringify(statements);
    expect(text).toContain("dynamodb:UpdateItem");
    expect(text).toContain("sqs:DeleteMessage");
    expect(text).not.toMatch(/ses:|sns:|events:PutEvents/);
    const tables = new Set(
      [...text.matchAll(/Table([a-z]+)[A-F0-9]{8}/g)].map((m) => m[1] as string),
    );
    expect([...tables]).toEqual(["payments"]);
    const secrets = new Set([...text.matchAll(/:secret:([\w/-]+)-\?{6}/g)].map((m) => m[1]));
    // Stripe's and PayPal's keys are in the one payment providers' secret; not the link key.
    expect([...secrets].sort()).toEqual(["jura-vtt/payment-providers"]);
    const env =
      api.toJSON().Resources[functionId("refundRetries")].Properties.Environment.Variables;
    expect(Object.keys(env)).toEqual(
      expect.arrayContaining(["STRIPE_SECRET_KEY_ARN", "PAYPAL_CLIENT_SECRET_ARN"]),
    );
  });

  it("lets the team function send to the refund queue, and nothing else on it", () => {
    const statements = refundQueueStatements("team");
    expect(statements.length).toBeGreaterThan(0);
    const actions = statements.flatMap((s) => [s.Action].flat());
    expect(actions).toContain("sqs:SendMessage");
    expect(
      actions.filter((a) => !/^sqs:(SendMessage|GetQueueAttributes|GetQueueUrl)$/.test(a)),
    ).toEqual([]);
    expect(JSON.stringify(statementsOf("team"))).not.toMatch(/sqs:(ReceiveMessage|DeleteMessage)/);
  });
});
