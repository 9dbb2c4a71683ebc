/**
 * The retention job in AWS: the sparse index of pending newsletter sign-ups, the nightly schedule,
 * the queue (with its dead-letter queue and alarm) that hands records to the worker, and each
 * function's rights: the scheduler reads indexes and sends to the queue; the worker updates and
 * deletes the records it anonymises or erases and writes its counts event; neither touches a
 * payment, sends an e-mail or reads a secret.
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

/** The tables a function's statements name, each with the actions granted on it. */
function tableActions(key: string): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const s of statementsOf(key)) {
    const tables = [...JSON.stringify(s.Resource).matchAll(/Table([a-z]+)[A-F0-9]{8}/g)].map(
      (m) => m[1] as string,
    );
    for (const table of tables) {
      out[table] ??= new Set();
      for (const action of [s.Action].flat()) out[table].add(action);
    }
  }
  return Object.fromEntries(Object.entries(out).map(([t, a]) => [t, [...a].sort()]));
}

describe("retention job infrastructure", () => {
  it("indexes the newsletter sign-ups awaiting confirmation (sparse: pending_status, by request time)", () => {
    data.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-newsletter-subscribers",
      GlobalSecondaryIndexes: Match.arrayWith([
        Match.objectLike({
          IndexName: "by-pending",
          KeySchema: [
            { AttributeName: "pending_status", KeyType: "HASH" },
            { AttributeName: "requested_at", KeyType: "RANGE" },
          ],
        }),
      ]),
    });
  });

  it("runs the scheduler every night at 01:30 UTC; the worker takes the queue 10 at a time with partial batch failures", () => {
    api.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-data-retention",
      ScheduleExpression: "cron(30 1 * * ? *)",
      Targets: [
        Match.objectLike({ Arn: { "Fn::GetAtt": [functionId("dataRetentionScheduler"), "Arn"] } }),
      ],
    });
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: functionId("dataRetention") },
      BatchSize: 10,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
  });

  it("redrives the queue to its dead-letter queue after 5 receives, with an alarm on it", () => {
    expectQueueWithDeadLetter(messaging, monitoring, {
      name: "jura-vtt-data-retention",
      visibilityTimeout: 180,
      maxReceiveCount: 5,
    });
  });

  it("lets the scheduler only query the indexes it reads and send to its queue", () => {
    const tables = tableActions("dataRetentionScheduler");
    expect(Object.keys(tables).sort()).toEqual([
      "activities",
      "contactmessages",
      "inscriptions",
      "newslettersubscribers",
      "quoterequests",
    ]);
    for (const actions of Object.values(tables)) expect(actions).toEqual(["dynamodb:Query"]);
    const text = JSON.stringify(statementsOf("dataRetentionScheduler"));
    expect(text).toContain("sqs:SendMessage");
    expect(text).toMatch(/Queuedataretention(?!dlq)/i);
    expect(text).not.toMatch(/secretsmanager|ses:|sns:|events:PutEvents|dynamodb:Scan/);
  });

  it("lets the worker change only the records it anonymises or erases, and write its event", () => {
    const tables = tableActions("dataRetention");
    expect(tables.inscriptions).toEqual(["dynamodb:UpdateItem"]);
    expect(tables.contactmessages).toEqual(["dynamodb:DeleteItem", "dynamodb:UpdateItem"]);
    expect(tables.quoterequests).toEqual(["dynamodb:DeleteItem", "dynamodb:UpdateItem"]);
    expect(tables.newslettersubscribers).toEqual([
      "dynamodb:DeleteItem",
      "dynamodb:GetItem",
      "dynamodb:Query",
    ]);
    expect(tables.outbox).toEqual(["dynamodb:DeleteItem", "dynamodb:PutItem"]);
    expect(tables).not.toHaveProperty("payments");
    expect(tables).not.toHaveProperty("activities");
    const text = JSON.stringify(statementsOf("dataRetention"));
    expect(text).toContain("events:PutEvents");
    expect(text).toContain("sqs:DeleteMessage");
    expect(text).not.toMatch(/secretsmanager|ses:|sns:|dynamodb:Scan/);
  });
});
