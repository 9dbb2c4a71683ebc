/**
 * Creates in the emulator the resources that infra/resources.ts defines and the CDK stacks deploy:
 * tables (keys, indexes, expiry), queues with their dead-letter queues, the event bus, its rules
 * and targets, the event log group, and the SES sender identities. Idempotent: a second run finds
 * everything in place and changes nothing.
 */
import {
  CloudWatchLogsClient,
  CreateLogGroupCommand,
  DescribeLogGroupsCommand,
  PutRetentionPolicyCommand,
} from "@aws-sdk/client-cloudwatch-logs";
import {
  CreateTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  DynamoDBClient,
  ListTablesCommand,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from "@aws-sdk/client-dynamodb";
import {
  CreateEventBusCommand,
  DescribeEventBusCommand,
  EventBridgeClient,
  ListRulesCommand,
  ListTargetsByRuleCommand,
  PutRuleCommand,
  PutTargetsCommand,
} from "@aws-sdk/client-eventbridge";
import { ListIdentitiesCommand, SESClient, VerifyEmailIdentityCommand } from "@aws-sdk/client-ses";
import {
  CreateQueueCommand,
  GetQueueAttributesCommand,
  GetQueueUrlCommand,
  ListQueuesCommand,
  QueueDoesNotExist,
  SetQueueAttributesCommand,
  SQSClient,
} from "@aws-sdk/client-sqs";
import { canonicalJson, type InfraModel, normaliseModel } from "../infra/drift";
import { defineResources, type Resources, type TableDef } from "../infra/resources";
import { LOCAL_PROVIDER_EMAIL, LOCAL_SENDER_EMAIL } from "../local/function-env";
import { emulatorClientConfig, emulatorCognitoClient } from "./emulator";
import { describeTeamPool, provisionTeamPool, type TeamPoolIds } from "./team-pool";

export interface Provisioned {
  /** Queue URL per queue key (resources.queues[].key). */
  queueUrls: Record<string, string>;
  /** Dead-letter queue URL per queue key. */
  deadLetterUrls: Record<string, string>;
  /** The founders' user pool and the team space's client (resources.teamPool). */
  teamPool: TeamPoolIds;
}

function clients(endpoint: string) {
  const config = emulatorClientConfig(endpoint);
  return {
    dynamodb: new DynamoDBClient(config),
    sqs: new SQSClient(config),
    events: new EventBridgeClient(config),
    logs: new CloudWatchLogsClient(config),
    ses: new SESClient(config),
    cognito: emulatorCognitoClient(endpoint),
  };
}
type Clients = ReturnType<typeof clients>;

async function listTableNames(dynamodb: DynamoDBClient): Promise<Set<string>> {
  const names = new Set<string>();
  let start: string | undefined;
  do {
    const page = await dynamodb.send(new ListTablesCommand({ ExclusiveStartTableName: start }));
    for (const n of page.TableNames ?? []) names.add(n);
    start = page.LastEvaluatedTableName;
  } while (start);
  return names;
}

const keySchema = (partitionKey: string, sortKey?: string) => [
  { AttributeName: partitionKey, KeyType: "HASH" as const },
  ...(sortKey ? [{ AttributeName: sortKey, KeyType: "RANGE" as const }] : []),
];

// Every key of the product is a string (ids, ISO timestamps, e-mail addresses).
const stringAttributes = (names: Iterable<string>) =>
  [...names].map((name) => ({ AttributeName: name, AttributeType: "S" as const }));

function createTableInput(table: TableDef) {
  const attributes = new Set<string>([table.partitionKey]);
  if (table.sortKey) attributes.add(table.sortKey);
  for (const index of table.globalIndexes ?? []) {
    attributes.add(index.partitionKey);
    if (index.sortKey) attributes.add(index.sortKey);
  }
  const indexes = table.globalIndexes ?? [];
  return {
    TableName: table.name,
    BillingMode: "PAY_PER_REQUEST" as const,
    AttributeDefinitions: stringAttributes(attributes),
    KeySchema: keySchema(table.partitionKey, table.sortKey),
    GlobalSecondaryIndexes: indexes.length
      ? indexes.map((index) => ({
          IndexName: index.name,
          KeySchema: keySchema(index.partitionKey, index.sortKey),
          Projection: { ProjectionType: "ALL" as const },
        }))
      : undefined,
  };
}

/**
 * An emulator kept from an earlier version of the product gets the table's indexes as they are
 * declared now, as a deployment would: the missing ones created, the ones no longer declared
 * removed (one change per call, as DynamoDB requires). Items already stored keep their data; those
 * written before a new index's keys existed need the release's one-off (docs/deploy.md).
 */
export async function syncGlobalIndexes(dynamodb: DynamoDBClient, table: TableDef): Promise<void> {
  const described = await dynamodb.send(new DescribeTableCommand({ TableName: table.name }));
  const current = new Set((described.Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName));
  const declared = table.globalIndexes ?? [];
  for (const index of declared) {
    if (current.has(index.name)) continue;
    await dynamodb.send(
      new UpdateTableCommand({
        TableName: table.name,
        AttributeDefinitions: stringAttributes(
          new Set([index.partitionKey, ...(index.sortKey ? [index.sortKey] : [])]),
        ),
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: index.name,
              KeySchema: keySchema(index.partitionKey, index.sortKey),
              Projection: { ProjectionType: "ALL" },
            },
          },
        ],
      }),
    );
  }
  for (const name of current) {
    if (!name || declared.some((index) => index.name === name)) continue;
    await dynamodb.send(
      new UpdateTableCommand({
        TableName: table.name,
        GlobalSecondaryIndexUpdates: [{ Delete: { IndexName: name } }],
      }),
    );
  }
}

async function provisionTables(c: Clients, resources: Resources): Promise<void> {
  const existing = await listTableNames(c.dynamodb);
  for (const table of resources.tables) {
    if (!existing.has(table.name)) {
      await c.dynamodb.send(new CreateTableCommand(createTableInput(table)));
    } else {
      await syncGlobalIndexes(c.dynamodb, table);
    }
    if (table.timeToLiveAttribute) {
      const ttl = await c.dynamodb.send(new DescribeTimeToLiveCommand({ TableName: table.name }));
      const current = ttl.TimeToLiveDescription;
      if (
        current?.TimeToLiveStatus !== "ENABLED" ||
        current.AttributeName !== table.timeToLiveAttribute
      ) {
        await c.dynamodb.send(
          new UpdateTimeToLiveCommand({
            TableName: table.name,
            TimeToLiveSpecification: { AttributeName: table.timeToLiveAttribute, Enabled: true },
          }),
        );
      }
    }
  }
}

/** The URL of the queue of that name, or undefined when the emulator has none. */
export async function queueUrlIfExists(sqs: SQSClient, name: string): Promise<string | undefined> {
  try {
    return (await sqs.send(new GetQueueUrlCommand({ QueueName: name }))).QueueUrl;
  } catch (error) {
    if (error instanceof QueueDoesNotExist || (error as Error).name.includes("NonExistentQueue")) {
      return undefined;
    }
    throw error;
  }
}

/** Creates the queue, or brings an existing one's attributes to the wanted values. */
async function ensureQueue(
  sqs: SQSClient,
  name: string,
  attributes: Record<string, string>,
): Promise<{ url: string; arn: string }> {
  let url = await queueUrlIfExists(sqs, name);
  if (url) {
    const current = await sqs.send(
      new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ["All"] }),
    );
    const have: Record<string, string> = current.Attributes ?? {};
    const differs = Object.entries(attributes).some(([k, v]) =>
      k === "RedrivePolicy" ? canonicalJson(have[k] ?? "{}") !== canonicalJson(v) : have[k] !== v,
    );
    if (differs)
      await sqs.send(new SetQueueAttributesCommand({ QueueUrl: url, Attributes: attributes }));
  } else {
    url = (await sqs.send(new CreateQueueCommand({ QueueName: name, Attributes: attributes })))
      .QueueUrl;
  }
  if (!url) throw new Error(`No URL for queue ${name}`);
  const arn = (
    await sqs.send(new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ["QueueArn"] }))
  ).Attributes?.QueueArn;
  if (!arn) throw new Error(`No ARN for queue ${name}`);
  return { url, arn };
}

async function provisionQueues(
  c: Clients,
  resources: Resources,
): Promise<Provisioned & { arns: Record<string, string> }> {
  const result = { queueUrls: {}, deadLetterUrls: {}, arns: {} } as Provisioned & {
    arns: Record<string, string>;
  };
  for (const queue of resources.queues) {
    // 14 days, like the CDK stack: a message that failed must stay readable for long.
    const dlq = await ensureQueue(c.sqs, queue.deadLetterName, {
      MessageRetentionPeriod: "1209600",
    });
    const main = await ensureQueue(c.sqs, queue.name, {
      VisibilityTimeout: String(queue.visibilityTimeoutSeconds),
      RedrivePolicy: JSON.stringify({
        deadLetterTargetArn: dlq.arn,
        maxReceiveCount: queue.maxReceiveCount,
      }),
    });
    result.queueUrls[queue.key] = main.url;
    result.deadLetterUrls[queue.key] = dlq.url;
    result.arns[queue.key] = main.arn;
  }
  return result;
}

async function ensureLogGroup(c: Clients, resources: Resources): Promise<string> {
  const find = async () =>
    (
      await c.logs.send(
        new DescribeLogGroupsCommand({ logGroupNamePrefix: resources.logGroupName }),
      )
    ).logGroups?.find((g) => g.logGroupName === resources.logGroupName);
  let group = await find();
  if (!group) {
    await c.logs.send(new CreateLogGroupCommand({ logGroupName: resources.logGroupName }));
    group = await find();
  }
  if (group?.retentionInDays !== resources.logRetentionDays) {
    await c.logs.send(
      new PutRetentionPolicyCommand({
        logGroupName: resources.logGroupName,
        retentionInDays: resources.logRetentionDays,
      }),
    );
  }
  // Rule targets name the group without the ":*" suffix DescribeLogGroups adds.
  const arn = group?.arn?.replace(/:\*$/, "");
  if (!arn) throw new Error(`No ARN for log group ${resources.logGroupName}`);
  return arn;
}

async function ensureBus(events: EventBridgeClient, name: string): Promise<void> {
  try {
    await events.send(new DescribeEventBusCommand({ Name: name }));
  } catch (error) {
    if ((error as Error).name !== "ResourceNotFoundException") throw error;
    await events.send(new CreateEventBusCommand({ Name: name }));
  }
}

async function provisionRules(
  c: Clients,
  resources: Resources,
  queueArns: Record<string, string>,
  logGroupArn: string,
): Promise<void> {
  for (const rule of resources.rules) {
    // PutRule and PutTargets are upserts: running them again leaves the same rule and target.
    await c.events.send(
      new PutRuleCommand({
        Name: rule.name,
        EventBusName: resources.busName,
        Description: rule.description,
        EventPattern: JSON.stringify(rule.eventPattern),
        State: "ENABLED",
      }),
    );
    const target =
      rule.target.kind === "queue"
        ? { Id: `queue-${rule.target.queueKey}`, Arn: queueArns[rule.target.queueKey] }
        : { Id: "event-log", Arn: logGroupArn };
    if (!target.Arn) throw new Error(`Rule ${rule.name}: unknown target queue`);
    await c.events.send(
      new PutTargetsCommand({
        Rule: rule.name,
        EventBusName: resources.busName,
        Targets: [target],
      }),
    );
  }
}

async function verifySenders(ses: SESClient): Promise<void> {
  const known = new Set(
    (await ses.send(new ListIdentitiesCommand({ IdentityType: "EmailAddress" }))).Identities ?? [],
  );
  for (const email of [LOCAL_SENDER_EMAIL, LOCAL_PROVIDER_EMAIL]) {
    if (!known.has(email)) await ses.send(new VerifyEmailIdentityCommand({ EmailAddress: email }));
  }
}

export async function provision(
  endpoint: string,
  resources: Resources = defineResources(),
): Promise<Provisioned> {
  const c = clients(endpoint);
  try {
    await provisionTables(c, resources);
    const { queueUrls, deadLetterUrls, arns } = await provisionQueues(c, resources);
    await ensureBus(c.events, resources.busName);
    const logGroupArn = await ensureLogGroup(c, resources);
    await provisionRules(c, resources, arns, logGroupArn);
    await verifySenders(c.ses);
    const teamPool = await provisionTeamPool(c.cognito, resources);
    return { queueUrls, deadLetterUrls, teamPool };
  } finally {
    for (const client of Object.values(c)) client.destroy();
  }
}

const lastSegment = (arn: string, separator: string) => arn.slice(arn.lastIndexOf(separator) + 1);

/**
 * Reads back from the emulator what provisioning created, as the model the drift test compares
 * with the CDK template. Only resources named with the deployment's prefix are considered.
 */
export async function describeProvisioned(
  endpoint: string,
  resources: Resources = defineResources(),
): Promise<InfraModel> {
  const c = clients(endpoint);
  const prefix = resources.prefix;
  try {
    const model: InfraModel = {
      tables: [],
      queues: [],
      rules: [],
      logGroups: [],
      userPools: await describeTeamPool(c.cognito, resources),
    };

    for (const name of await listTableNames(c.dynamodb)) {
      if (!name.startsWith(`${prefix}-`)) continue;
      const table = (await c.dynamodb.send(new DescribeTableCommand({ TableName: name }))).Table;
      const keys = (schema: { AttributeName?: string; KeyType?: string }[] = []) => {
        const sortKey = schema.find((k) => k.KeyType === "RANGE")?.AttributeName;
        const partitionKey = schema.find((k) => k.KeyType === "HASH")?.AttributeName ?? "";
        return sortKey ? { partitionKey, sortKey } : { partitionKey };
      };
      const ttl = (await c.dynamodb.send(new DescribeTimeToLiveCommand({ TableName: name })))
        .TimeToLiveDescription;
      model.tables.push({
        name,
        ...keys(table?.KeySchema),
        ...(ttl?.TimeToLiveStatus === "ENABLED" && ttl.AttributeName
          ? { timeToLiveAttribute: ttl.AttributeName }
          : {}),
        globalIndexes: (table?.GlobalSecondaryIndexes ?? []).map((g) => ({
          name: g.IndexName ?? "",
          ...keys(g.KeySchema),
        })),
      });
    }

    const urls =
      (await c.sqs.send(new ListQueuesCommand({ QueueNamePrefix: `${prefix}-` }))).QueueUrls ?? [];
    for (const url of urls) {
      const attributes =
        (
          await c.sqs.send(
            new GetQueueAttributesCommand({ QueueUrl: url, AttributeNames: ["All"] }),
          )
        ).Attributes ?? {};
      const name = attributes.QueueArn
        ? lastSegment(attributes.QueueArn, ":")
        : lastSegment(url, "/");
      const redrive = attributes.RedrivePolicy
        ? (JSON.parse(attributes.RedrivePolicy) as {
            deadLetterTargetArn: string;
            maxReceiveCount: number | string;
          })
        : undefined;
      model.queues.push({
        name,
        visibilityTimeoutSeconds: Number(attributes.VisibilityTimeout ?? 30),
        ...(redrive
          ? {
              deadLetter: {
                queueName: lastSegment(redrive.deadLetterTargetArn, ":"),
                maxReceiveCount: Number(redrive.maxReceiveCount),
              },
            }
          : {}),
      });
    }

    const rules =
      (await c.events.send(new ListRulesCommand({ EventBusName: resources.busName }))).Rules ?? [];
    for (const rule of rules) {
      if (!rule.Name?.startsWith(`${prefix}-`)) continue;
      const targets =
        (
          await c.events.send(
            new ListTargetsByRuleCommand({ Rule: rule.Name, EventBusName: resources.busName }),
          )
        ).Targets ?? [];
      model.rules.push({
        name: rule.Name,
        busName: resources.busName,
        pattern: canonicalJson(rule.EventPattern ?? "{}"),
        targets: targets.map((t) => {
          const arn = t.Arn ?? "";
          if (arn.startsWith("arn:aws:sqs:")) return `queue:${lastSegment(arn, ":")}`;
          const logGroup = /:log-group:(.+?)(:\*)?$/.exec(arn)?.[1];
          return logGroup ? `logGroup:${logGroup}` : `unknown:${arn}`;
        }),
      });
    }

    const groups =
      (await c.logs.send(new DescribeLogGroupsCommand({ logGroupNamePrefix: `/${prefix}/` })))
        .logGroups ?? [];
    for (const g of groups) {
      model.logGroups.push({
        name: g.logGroupName ?? "",
        ...(g.retentionInDays ? { retentionDays: g.retentionInDays } : {}),
      });
    }
    return normaliseModel(model);
  } finally {
    for (const client of Object.values(c)) client.destroy();
  }
}
