import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { defineResources } from "../../infra/resources";
import { EVENT_SOURCE } from "../../shared/events/envelope";
import { NOTIFICATION_EVENTS } from "../../shared/events/names";
import { synthStacks } from "./synth";

const resources = defineResources();
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

describe("messaging stack", () => {
  it("creates the event bus", () => {
    template.hasResourceProperties("AWS::Events::EventBus", { Name: resources.busName });
  });

  it.each(resources.queues.map((q) => [q.name, q] as const))(
    "%s: redrives to its dead-letter queue after maxReceiveCount failures",
    (_name, queue) => {
      const dlqId = logicalId("AWS::SQS::Queue", "QueueName", queue.deadLetterName);
      template.hasResourceProperties("AWS::SQS::Queue", {
        QueueName: queue.name,
        VisibilityTimeout: queue.visibilityTimeoutSeconds,
        RedrivePolicy: {
          deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] },
          maxReceiveCount: queue.maxReceiveCount,
        },
      });
      template.hasResourceProperties("AWS::SQS::Queue", {
        QueueName: queue.deadLetterName,
        MessageRetentionPeriod: 1_209_600,
      });
    },
  );

  it("raises an alarm as soon as a dead-letter queue holds a message", () => {
    for (const queue of resources.queues) {
      const dlqId = logicalId("AWS::SQS::Queue", "QueueName", queue.deadLetterName);
      template.hasResourceProperties("AWS::CloudWatch::Alarm", {
        MetricName: "ApproximateNumberOfMessagesVisible",
        Namespace: "AWS/SQS",
        Threshold: 0,
        ComparisonOperator: "GreaterThanThreshold",
        Dimensions: [{ Name: "QueueName", Value: { "Fn::GetAtt": [dlqId, "QueueName"] } }],
      });
    }
    expect(Object.keys(template.findResources("AWS::CloudWatch::Alarm"))).toHaveLength(
      resources.queues.length,
    );
  });

  it("keeps the booking event log for its retention period", () => {
    template.hasResource("AWS::Logs::LogGroup", {
      DeletionPolicy: "Retain",
      Properties: {
        LogGroupName: resources.logGroupName,
        RetentionInDays: resources.logRetentionDays,
      },
    });
  });

  it("copies every product event to the log group", () => {
    const logGroupId = logicalId("AWS::Logs::LogGroup", "LogGroupName", resources.logGroupName);
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
