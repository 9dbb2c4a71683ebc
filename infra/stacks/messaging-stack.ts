import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { EventBus, Rule } from "aws-cdk-lib/aws-events";
import { CloudWatchLogGroup, SqsQueue } from "aws-cdk-lib/aws-events-targets";
import { LogGroup } from "aws-cdk-lib/aws-logs";
import { Queue, QueueEncryption } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import type { Resources } from "../resources";

export interface MessagingStackProps extends StackProps {
  resources: Resources;
}

/**
 * The event bus, its rules, the queues they feed (each with a dead-letter queue, whose alarm is in
 * the monitoring stack) and the event log group that the provider's dashboard reads.
 */
export class MessagingStack extends Stack {
  readonly bus: EventBus;
  readonly eventLog: LogGroup;
  /** Queues and their dead-letter queues by their key in the resource definition. */
  readonly queues: Record<string, Queue> = {};
  readonly deadLetterQueues: Record<string, Queue> = {};

  constructor(scope: Construct, id: string, props: MessagingStackProps) {
    super(scope, id, props);
    const { resources } = props;

    this.bus = new EventBus(this, "Bus", { eventBusName: resources.busName });

    this.eventLog = new LogGroup(this, "EventLog", {
      logGroupName: resources.logGroupName,
      retention: resources.logRetentionDays,
      removalPolicy: RemovalPolicy.RETAIN,
    });

    // Encrypted at rest with SQS's own keys (free, and EventBridge can still deliver, which the
    // AWS-managed KMS key would forbid), and reachable over HTTPS only.
    const protection = { encryption: QueueEncryption.SQS_MANAGED, enforceSSL: true };
    for (const def of resources.queues) {
      const dlq = new Queue(this, `Dlq-${def.key}`, {
        ...protection,
        queueName: def.deadLetterName,
        retentionPeriod: Duration.days(14),
      });
      const queue = new Queue(this, `Queue-${def.key}`, {
        ...protection,
        queueName: def.name,
        visibilityTimeout: Duration.seconds(def.visibilityTimeoutSeconds),
        deadLetterQueue: { queue: dlq, maxReceiveCount: def.maxReceiveCount },
      });
      this.queues[def.key] = queue;
      this.deadLetterQueues[def.key] = dlq;
    }

    for (const def of resources.rules) {
      const target =
        def.target.kind === "logGroup"
          ? new CloudWatchLogGroup(this.eventLog)
          : new SqsQueue(this.queueFor(def.target.queueKey, def.name));
      new Rule(this, `Rule-${def.name}`, {
        ruleName: def.name,
        description: def.description,
        eventBus: this.bus,
        eventPattern: {
          source: def.eventPattern.source,
          detailType: def.eventPattern["detail-type"],
        },
        targets: [target],
      });
    }
  }

  private queueFor(key: string, ruleName: string): Queue {
    const queue = this.queues[key];
    if (!queue) throw new Error(`Rule ${ruleName} targets unknown queue "${key}"`);
    return queue;
  }
}
