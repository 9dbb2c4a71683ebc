/**
 * Reconciliation in AWS: the schedule that lists pending payments, the queue (with its
 * dead-letter queue and alarm) that hands them to the worker, and the private bucket whose
 * imports/ prefix feeds bank files to the import function.
 */
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { defineResources } from "../../infra/resources";
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

/** The logical id of the one function whose id starts with `prefix` (Fn-<key>). */
function functionId(key: string): string {
  const ids = Object.keys(api.findResources("AWS::Lambda::Function")).filter((id) =>
    id.startsWith(`Fn${key}`),
  );
  expect(ids, `function ${key}`).toHaveLength(1);
  return ids[0] as string;
}

describe("reconciliation infrastructure", () => {
  it("defines the three functions in the one resource definition", () => {
    const keys = defineResources().functions.map((f) => f.key);
    expect(keys).toEqual(
      expect.arrayContaining(["paymentReconciler", "paymentReconciliation", "bankImport"]),
    );
    for (const key of ["paymentReconciler", "paymentReconciliation", "bankImport"]) {
      functionId(key);
    }
  });

  it("redrives the reconciliation queue to its dead-letter queue after 5 receives, with an alarm on it", () => {
    const queues = messaging.findResources("AWS::SQS::Queue");
    const dlqId = Object.entries(queues).find(
      ([, q]) => q.Properties?.QueueName === "jura-vtt-payment-reconciliation-dlq",
    )?.[0];
    expect(dlqId).toBeDefined();
    messaging.hasResourceProperties("AWS::SQS::Queue", {
      QueueName: "jura-vtt-payment-reconciliation",
      VisibilityTimeout: 180,
      RedrivePolicy: {
        deadLetterTargetArn: { "Fn::GetAtt": [dlqId, "Arn"] },
        maxReceiveCount: 5,
      },
    });
    monitoring.hasResourceProperties("AWS::CloudWatch::Alarm", {
      AlarmName: "jura-vtt-payment-reconciliation-dlq-not-empty",
      Threshold: 0,
      ComparisonOperator: "GreaterThanThreshold",
      Metrics: [
        Match.objectLike({
          MetricStat: Match.objectLike({
            Metric: Match.objectLike({
              Dimensions: [{ Name: "QueueName", Value: "jura-vtt-payment-reconciliation-dlq" }],
            }),
          }),
        }),
      ],
      AlarmActions: [{ Ref: Match.stringLikeRegexp("^AlarmTopic") }],
    });
  });

  it("runs the reconciler every 15 minutes and feeds the worker from the queue with partial batch failures", () => {
    api.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-payment-reconciler",
      ScheduleExpression: "rate(15 minutes)",
      Targets: [
        Match.objectLike({ Arn: { "Fn::GetAtt": [functionId("paymentReconciler"), "Arn"] } }),
      ],
    });
    api.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: functionId("paymentReconciliation") },
      BatchSize: 5,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
      EventSourceArn: {
        "Fn::ImportValue": Match.stringLikeRegexp(
          "QueuepaymentReconciliation|Queuepaymentreconciliation",
        ),
      },
    });
  });

  it("lets the scheduler send to the queue and only read the payments table", () => {
    const policies = api.findResources("AWS::IAM::Policy", {
      Properties: {
        Roles: [{ Ref: Match.stringLikeRegexp("^FnpaymentReconcilerServiceRole") }],
      },
    });
    const statements = JSON.stringify(Object.values(policies).map((p) => p.Properties));
    expect(statements).toContain("sqs:SendMessage");
    expect(statements).toContain("dynamodb:Query");
    expect(statements).not.toContain("dynamodb:PutItem");
    expect(statements).not.toContain("dynamodb:UpdateItem");
  });

  it("keeps bank files in a private, encrypted, HTTPS-only, versioned bucket that is retained", () => {
    api.hasResource("AWS::S3::Bucket", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        BucketEncryption: {
          ServerSideEncryptionConfiguration: [
            { ServerSideEncryptionByDefault: { SSEAlgorithm: "AES256" } },
          ],
        },
        PublicAccessBlockConfiguration: {
          BlockPublicAcls: true,
          BlockPublicPolicy: true,
          IgnorePublicAcls: true,
          RestrictPublicBuckets: true,
        },
        VersioningConfiguration: { Status: "Enabled" },
      }),
    });
    api.hasResourceProperties("AWS::S3::BucketPolicy", {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Effect: "Deny",
            Action: "s3:*",
            Condition: { Bool: { "aws:SecureTransport": "false" } },
          }),
        ]),
      },
    });
  });

  it("hands each file created under imports/ to the import function, which learns the bucket's name", () => {
    api.hasResourceProperties("Custom::S3BucketNotifications", {
      NotificationConfiguration: {
        LambdaFunctionConfigurations: [
          {
            Events: ["s3:ObjectCreated:*"],
            Filter: { Key: { FilterRules: [{ Name: "prefix", Value: "imports/" }] } },
            LambdaFunctionArn: { "Fn::GetAtt": [functionId("bankImport"), "Arn"] },
          },
        ],
      },
    });
    const bankImport = api.findResources("AWS::Lambda::Function")[functionId("bankImport")];
    expect(bankImport?.Properties.Environment.Variables.BUCKET_BANK_IMPORTS).toBeDefined();
  });

  it("keeps the Shopify Admin API token in Secrets Manager, for the reconciliation worker only", () => {
    data.hasResource("AWS::SecretsManager::Secret", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        Name: "jura-vtt/payment-providers",
        SecretString: Match.absent(),
      }),
    });
    const withArn = Object.entries(api.findResources("AWS::Lambda::Function"))
      .filter(([, f]) => f.Properties.Environment?.Variables?.SHOPIFY_ADMIN_TOKEN_ARN)
      .map(([id]) => id);
    expect(withArn).toEqual([functionId("paymentReconciliation")]);
  });
});
