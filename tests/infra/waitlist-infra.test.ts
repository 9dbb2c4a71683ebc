/**
 * The waiting list in AWS: its table (an outing's list in one Query, an entry by its id), the
 * rule that sends the events after which places may free to its queue (with its dead-letter
 * queue and alarm), the worker consuming it with partial batch failures, and the worker's rights:
 * the tables an offer writes and the bus, no secret, no e-mail.
 */
import { WAITLIST_OFFER_EVENTS } from "@shared/events/names";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { synthStacks } from "./synth";

let api: Template;
let messaging: Template;
let data: Template;
let monitoring: Template;

beforeAll(() => {
  const stacks = synthStacks();
  api = Template.fromStack(stacks.api);
  messaging = Template.fromStack(stacks.messaging);
  data = Template.fromStack(stacks.data);
  monitoring = Template.fromStack(stacks.monitoring);
});

function functionId(key: string): string {
  const ids = Object.keys(api.findResources("AWS::Lambda::Function")).filter((id) =>
    id.startsWith(`Fn${key}`),
  );
  expect(ids, `function ${key}`).toHaveLength(1);
  return ids[0] as string;
}

function statementsOf(key: string): { Action: string | string[]; Resource: unknown }[] {
  const roleId = api.toJSON().Resources[functionId(key)].Properties.Role["Fn::GetAtt"][0];
  return [
    ...Object.values(api.findResources("AWS::IAM::Policy")),
    ...Object.values(api.findResources("AWS::IAM::ManagedPolicy")),
  ]
    .filter((p) => p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

describe("waiting list infrastructure", () => {
  it("keys the entries by outing, then by entry id (arrival order), with an index by entry id; entries expire by themselves", () => {
    data.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-waitlist",
      TimeToLiveSpecification: { AttributeName: "expires_at", Enabled: true },
      KeySchema: [
        { AttributeName: "activity_id", KeyType: "HASH" },
        { AttributeName: "entry_id", KeyType: "RANGE" },
      ],
      GlobalSecondaryIndexes: [
        Match.objectLike({
          IndexName: "by-entry",
          KeySchema: [{ AttributeName: "entry_id", KeyType: "HASH" }],
        }),
        // « Données d'une personne » finds a person's entries by their address in lower case.
        Match.objectLike({
          IndexName: "by-email",
          KeySchema: [
            { AttributeName: "email_key", KeyType: "HASH" },
            { AttributeName: "entry_id", KeyType: "RANGE" },
          ],
        }),
      ],
    });
  });

  it("sends expiries, cancellations, the founders' changes (an outing shown again too) and the list's own events to its queue", () => {
    expect([...WAITLIST_OFFER_EVENTS].sort()).toEqual(
      [
        "ActivityChanged",
        "ActivityShown",
        "InscriptionCancelled",
        "InscriptionExpired",
        "InscriptionParticipantCancelled",
        "WaitlistJoined",
        "WaitlistLeft",
      ].sort(),
    );
    const rule = Object.values(messaging.findResources("AWS::Events::Rule")).find(
      (r) => r.Properties?.Name === "jura-vtt-waitlist-offers",
    );
    expect(rule?.Properties.EventPattern["detail-type"]).toEqual([...WAITLIST_OFFER_EVENTS]);
    expect(JSON.stringify(rule?.Properties.Targets)).toMatch(/Queuewaitlistoffers(?!dlq)/i);
  });

  it("redrives its queue to a dead-letter queue after 5 receives, with an alarm on it", () => {
    const dlqId = Object.entries(messaging.findResources("AWS::SQS::Queue")).find(
      ([, q]) => q.Properties?.QueueName === "jura-vtt-waitlist-offers-dlq",
    )?.[0];
    expect(dlqId).toBeDefined();
    messaging.hasResourceProperties("AWS::SQS::Queue", {
      QueueName: "jura-vtt-waitlist-offers",
      VisibilityTimeout: 180,
      RedrivePolicy: { deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] }, maxReceiveCount: 5 },
    });
    monitoring.hasResourceProperties("AWS::CloudWatch::Alarm", {
      AlarmName: "jura-vtt-waitlist-offers-dlq-not-empty",
    });
  });

  it("runs the worker on its queue, 5 at a time, with partial batch failures", () => {
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: functionId("waitlistOffers") },
      BatchSize: 5,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      ScalingConfig: { MaximumConcurrency: 2 },
    });
    api.hasResourceProperties("AWS::Lambda::Function", {
      ReservedConcurrentExecutions: 2,
      Timeout: 30,
    });
  });

  it("lets the worker write the tables an offer touches and publish, with no secret and no e-mail", () => {
    const text = JSON.stringify(statementsOf("waitlistOffers"));
    expect(text).toContain("dynamodb:UpdateItem");
    expect(text).toContain("events:PutEvents");
    expect(text).toContain("sqs:DeleteMessage");
    expect(text).not.toMatch(/secretsmanager|ses:|sns:/);
    const tables = new Set(
      [...text.matchAll(/Table([a-z]+)[A-F0-9]{8}/g)].map((m) => m[1] as string),
    );
    expect([...tables].sort()).toEqual(
      ["activities", "idempotency", "inscriptions", "outbox", "waitlist"].sort(),
    );
  });
});
