/**
 * What a synthesized api stack grants one function: its logical id (Fn<key><hash>) and every
 * statement of the policies attached to its role. Shared by the infra tests of each job.
 */
import type { Template } from "aws-cdk-lib/assertions";
import { expect } from "vitest";

export function functionId(api: Template, key: string): string {
  const ids = Object.keys(api.findResources("AWS::Lambda::Function")).filter((id) =>
    new RegExp(`^Fn${key}[0-9A-F]{8}$`).test(id),
  );
  expect(ids, `function ${key}`).toHaveLength(1);
  return ids[0] as string;
}

export function statementsOf(
  api: Template,
  key: string,
): { Action: string | string[]; Resource: unknown }[] {
  const roleId = api.toJSON().Resources[functionId(api, key)].Properties.Role["Fn::GetAtt"][0];
  return [
    ...Object.values(api.findResources("AWS::IAM::Policy")),
    ...Object.values(api.findResources("AWS::IAM::ManagedPolicy")),
  ]
    .filter((p) => p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === roleId))
    .flatMap((p) => p.Properties.PolicyDocument.Statement);
}

/** A queue, its dead-letter queue after `maxReceiveCount` receives, and the alarm on that. */
export function expectQueueWithDeadLetter(
  messaging: Template,
  monitoring: Template,
  queue: { name: string; visibilityTimeout: number; maxReceiveCount: number },
) {
  const dlqId = Object.entries(messaging.findResources("AWS::SQS::Queue")).find(
    ([, q]) => q.Properties?.QueueName === `${queue.name}-dlq`,
  )?.[0];
  expect(dlqId).toBeDefined();
  messaging.hasResourceProperties("AWS::SQS::Queue", {
    QueueName: queue.name,
    VisibilityTimeout: queue.visibilityTimeout,
    RedrivePolicy: {
      deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] },
      maxReceiveCount: queue.maxReceiveCount,
    },
  });
  monitoring.hasResourceProperties("AWS::CloudWatch::Alarm", {
    AlarmName: `${queue.name}-dlq-not-empty`,
  });
}
