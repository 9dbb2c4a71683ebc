import { EVENT_SOURCE } from "@shared/events/envelope";
import { NOTIFICATION_EVENTS } from "@shared/events/names";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { synthStacks } from "./synth";

let template: Template;

beforeAll(() => {
  template = Template.fromStack(synthStacks().messaging);
});

/** The logical id of the resource of the given type whose property has the given value. */
function logicalId(type: string, property: string, value: string): string {
  const found = Object.entries(template.findResources(type)).filter(
    ([, r]) => r.Properties?.[property] === value,
  );
  expect(found, `${type} with ${property}=${value}`).toHaveLength(1);
  return found[0]?.[0] ?? "";
}

/** Logical ids of the queues some other queue redrives to. */
function deadLetterQueueIds(): string[] {
  return Object.values(template.findResources("AWS::SQS::Queue")).flatMap((q) => {
    const target = q.Properties?.RedrivePolicy?.deadLetterTargetArn?.["Fn::GetAtt"]?.[0];
    return target ? [target as string] : [];
  });
}

describe("messaging stack", () => {
  it("creates the event bus", () => {
    template.hasResourceProperties("AWS::Events::EventBus", { Name: "jura-vtt-bus" });
  });

  it("notifications: redriven to their dead-letter queue after 5 failures, kept 14 days there", () => {
    const dlqId = logicalId("AWS::SQS::Queue", "QueueName", "jura-vtt-notifications-dlq");
    template.hasResourceProperties("AWS::SQS::Queue", {
      QueueName: "jura-vtt-notifications",
      VisibilityTimeout: 180,
      RedrivePolicy: { deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] }, maxReceiveCount: 5 },
    });
    template.hasResourceProperties("AWS::SQS::Queue", {
      QueueName: "jura-vtt-notifications-dlq",
      MessageRetentionPeriod: 14 * 24 * 3600,
    });
  });

  it("registration deadlines: redriven to their dead-letter queue after 5 failures", () => {
    const dlqId = logicalId("AWS::SQS::Queue", "QueueName", "jura-vtt-registration-deadlines-dlq");
    template.hasResourceProperties("AWS::SQS::Queue", {
      QueueName: "jura-vtt-registration-deadlines",
      RedrivePolicy: { deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] }, maxReceiveCount: 5 },
    });
    // Its alarm is the monitoring stack's, like every dead-letter queue's (monitoring-stack.test.ts).
  });

  it("gives every queue a dead-letter queue: none can drop a message for good", () => {
    const deadLetters = new Set(deadLetterQueueIds());
    const queues = Object.entries(template.findResources("AWS::SQS::Queue"));
    expect(deadLetters.size).toBeGreaterThan(0);
    for (const [id, queue] of queues) {
      if (deadLetters.has(id)) continue;
      expect(queue.Properties.RedrivePolicy?.maxReceiveCount, id).toBeGreaterThan(1);
    }
  });

  it("encrypts every queue, dead-letter queues included, with SQS's keys, and refuses plain HTTP", () => {
    const queues = Object.entries(template.findResources("AWS::SQS::Queue"));
    // Seven queues (notifications, reconciliation, deadlines, cancellations, refund retries,
    // waiting-list offers, data retention), each with its dead-letter queue.
    expect(queues).toHaveLength(14);
    for (const [id, queue] of queues) {
      expect(queue.Properties.SqsManagedSseEnabled, id).toBe(true);
      // SSE-KMS with the AWS-managed key would stop EventBridge from delivering.
      expect(queue.Properties.KmsMasterKeyId, id).toBeUndefined();
      template.hasResourceProperties("AWS::SQS::QueuePolicy", {
        Queues: Match.arrayWith([{ Ref: id }]),
        PolicyDocument: {
          Statement: Match.arrayWith([
            Match.objectLike({
              Effect: "Deny",
              Action: "sqs:*",
              Condition: { Bool: { "aws:SecureTransport": "false" } },
            }),
          ]),
        },
      });
    }
  });

  it("keeps the booking event log a year, and keeps it when the stack goes", () => {
    template.hasResource("AWS::Logs::LogGroup", {
      DeletionPolicy: "Retain",
      Properties: { LogGroupName: "/jura-vtt/booking-events", RetentionInDays: 365 },
    });
  });

  it("copies every product event to the log group", () => {
    const logGroupId = logicalId("AWS::Logs::LogGroup", "LogGroupName", "/jura-vtt/booking-events");
    template.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-all-events-to-log",
      EventBusName: { Ref: Match.anyValue() },
      EventPattern: { source: [EVENT_SOURCE] },
      Targets: [
        Match.objectLike({
          Arn: {
            "Fn::Join": ["", Match.arrayWith([":log-group:", { Ref: logGroupId }])],
          },
        }),
      ],
    });
  });

  it("sends notification events to the notifications queue", () => {
    const queueId = logicalId("AWS::SQS::Queue", "QueueName", "jura-vtt-notifications");
    template.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-notifications",
      EventPattern: { source: [EVENT_SOURCE], "detail-type": [...NOTIFICATION_EVENTS] },
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [queueId, "Arn"] } })],
    });
    // EventBridge may write to the queue, and only for this rule.
    template.hasResourceProperties("AWS::SQS::QueuePolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Action: Match.arrayWith(["sqs:SendMessage"]),
            Principal: { Service: "events.amazonaws.com" },
          }),
        ]),
      },
    });
  });
});
