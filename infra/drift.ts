/**
 * A plain model of the resources that must be identical in AWS (CDK template) and in the local
 * emulator (provisioning), and the comparison that tells where they differ. Only what the code
 * depends on is compared: names, keys, indexes, expiry, dead-letter wiring, rule patterns and
 * target kinds.
 */
import type { Resources } from "./resources";

/** SQS's default, which dead-letter queues keep. */
const DEFAULT_VISIBILITY_TIMEOUT_SECONDS = 30;

export interface TableModel {
  name: string;
  partitionKey: string;
  sortKey?: string;
  timeToLiveAttribute?: string;
  globalIndexes: { name: string; partitionKey: string; sortKey?: string }[];
}

export interface QueueModel {
  name: string;
  visibilityTimeoutSeconds: number;
  deadLetter?: { queueName: string; maxReceiveCount: number };
}

export interface RuleModel {
  name: string;
  busName: string;
  /** Event pattern as canonical JSON (keys sorted). */
  pattern: string;
  /** "queue:<name>" or "logGroup:<name>", sorted. */
  targets: string[];
}

export interface LogGroupModel {
  name: string;
  retentionDays?: number;
}

/**
 * A user pool as the code depends on it: sign-in by e-mail, its groups, its clients' flows. Its
 * MFA setting is left out: required in AWS, off locally unless LOCAL_TEAM_MFA=on.
 */
export interface UserPoolModel {
  name: string;
  usernameAttributes: string[];
  passwordMinimumLength: number;
  groups: string[];
  clients: { name: string; generateSecret: boolean; explicitAuthFlows: string[] }[];
}

export interface InfraModel {
  tables: TableModel[];
  queues: QueueModel[];
  rules: RuleModel[];
  logGroups: LogGroupModel[];
  userPools: UserPoolModel[];
}

/** The flows the team space's client allows: password sign-in and the refresh token. */
export const TEAM_CLIENT_AUTH_FLOWS = ["ALLOW_REFRESH_TOKEN_AUTH", "ALLOW_USER_PASSWORD_AUTH"];

/** JSON with object keys sorted, so that equal patterns compare equal whatever their key order. */
export function canonicalJson(value: unknown): string {
  const sort = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(sort);
    if (v && typeof v === "object") {
      return Object.fromEntries(
        Object.entries(v as Record<string, unknown>)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([k, inner]) => [k, sort(inner)]),
      );
    }
    return v;
  };
  return JSON.stringify(sort(typeof value === "string" ? JSON.parse(value) : value));
}

/** Sorts every list of the model so that two models of the same resources are deep-equal. */
export function normaliseModel(model: InfraModel): InfraModel {
  const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name);
  return {
    tables: model.tables
      .map((t) => ({ ...t, globalIndexes: [...t.globalIndexes].sort(byName) }))
      .sort(byName),
    queues: [...model.queues].sort(byName),
    rules: model.rules.map((r) => ({ ...r, targets: [...r.targets].sort() })).sort(byName),
    logGroups: [...model.logGroups].sort(byName),
    userPools: model.userPools
      .map((p) => ({
        ...p,
        usernameAttributes: [...p.usernameAttributes].sort(),
        groups: [...p.groups].sort(),
        clients: p.clients
          .map((c) => ({ ...c, explicitAuthFlows: [...c.explicitAuthFlows].sort() }))
          .sort(byName),
      }))
      .sort(byName),
  };
}

/**
 * Lists the differences between two models, one readable line each ("table x: only in cdk").
 * An empty list means no drift.
 */
export function compareModels(
  left: InfraModel,
  right: InfraModel,
  labels: [string, string] = ["cdk", "local"],
): string[] {
  const differences: string[] = [];
  const compareKind = <T extends { name: string }>(kind: string, a: T[], b: T[]) => {
    const rightByName = new Map(b.map((item) => [item.name, item]));
    const leftNames = new Set(a.map((item) => item.name));
    for (const item of a) {
      const other = rightByName.get(item.name);
      if (!other) {
        differences.push(`${kind} ${item.name}: only in ${labels[0]}`);
        continue;
      }
      const x = canonicalJson(item);
      const y = canonicalJson(other);
      if (x !== y) differences.push(`${kind} ${item.name}: ${labels[0]} ${x} != ${labels[1]} ${y}`);
    }
    for (const item of b) {
      if (!leftNames.has(item.name)) differences.push(`${kind} ${item.name}: only in ${labels[1]}`);
    }
  };
  const l = normaliseModel(left);
  const r = normaliseModel(right);
  compareKind("table", l.tables, r.tables);
  compareKind("queue", l.queues, r.queues);
  compareKind("rule", l.rules, r.rules);
  compareKind("log group", l.logGroups, r.logGroups);
  compareKind("user pool", l.userPools, r.userPools);
  return differences;
}

type CfnResource = { Type: string; Properties?: Record<string, unknown> };
type CfnTemplate = { Resources?: Record<string, CfnResource> };

interface KeyElement {
  AttributeName: string;
  KeyType: "HASH" | "RANGE";
}

function keysOf(schema: unknown): { partitionKey: string; sortKey?: string } {
  const elements = (schema ?? []) as KeyElement[];
  const partitionKey = elements.find((k) => k.KeyType === "HASH")?.AttributeName ?? "";
  const sortKey = elements.find((k) => k.KeyType === "RANGE")?.AttributeName;
  return sortKey ? { partitionKey, sortKey } : { partitionKey };
}

/** The logical id a CloudFormation reference ({Ref} or {Fn::GetAtt}) points to, if any. */
function referencedId(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const v = value as Record<string, unknown>;
  if (typeof v.Ref === "string") return v.Ref;
  const getAtt = v["Fn::GetAtt"];
  if (Array.isArray(getAtt) && typeof getAtt[0] === "string") return getAtt[0];
  return undefined;
}

/** Builds the model from synthesized CloudFormation templates (all stacks together). */
export function modelFromTemplates(templates: CfnTemplate[]): InfraModel {
  const resources = new Map<string, CfnResource>();
  for (const t of templates) {
    for (const [id, r] of Object.entries(t.Resources ?? {})) resources.set(id, r);
  }
  const nameOf = (id: string | undefined, property: string): string | undefined => {
    const props = id ? resources.get(id)?.Properties : undefined;
    const name = props?.[property];
    return typeof name === "string" ? name : undefined;
  };
  const all = [...resources.values()];

  const tables: TableModel[] = all
    .filter((r) => r.Type === "AWS::DynamoDB::Table")
    .map((r) => {
      const p = r.Properties ?? {};
      const ttl = p.TimeToLiveSpecification as { AttributeName?: string; Enabled?: boolean };
      const gsis = (p.GlobalSecondaryIndexes ?? []) as { IndexName: string; KeySchema: unknown }[];
      const table: TableModel = {
        name: String(p.TableName),
        ...keysOf(p.KeySchema),
        globalIndexes: gsis.map((g) => ({ name: g.IndexName, ...keysOf(g.KeySchema) })),
      };
      if (ttl?.Enabled && ttl.AttributeName) table.timeToLiveAttribute = ttl.AttributeName;
      return table;
    });

  const queues: QueueModel[] = all
    .filter((r) => r.Type === "AWS::SQS::Queue")
    .map((r) => {
      const p = r.Properties ?? {};
      const redrive = p.RedrivePolicy as
        | { deadLetterTargetArn: unknown; maxReceiveCount: number }
        | undefined;
      const queue: QueueModel = {
        name: String(p.QueueName),
        visibilityTimeoutSeconds: Number(p.VisibilityTimeout ?? DEFAULT_VISIBILITY_TIMEOUT_SECONDS),
      };
      if (redrive) {
        queue.deadLetter = {
          queueName: nameOf(referencedId(redrive.deadLetterTargetArn), "QueueName") ?? "?",
          maxReceiveCount: Number(redrive.maxReceiveCount),
        };
      }
      return queue;
    });

  const targetName = (arn: unknown): string => {
    // A log group's ARN is built with Fn::Join around a {Ref} to the group.
    const join = (arn as Record<string, unknown> | undefined)?.["Fn::Join"];
    const parts = Array.isArray(join) && Array.isArray(join[1]) ? (join[1] as unknown[]) : [arn];
    const id = parts.map(referencedId).find((ref) => ref && resources.has(ref));
    const target = id ? resources.get(id) : undefined;
    if (target?.Type === "AWS::SQS::Queue") return `queue:${nameOf(id, "QueueName")}`;
    if (target?.Type === "AWS::Logs::LogGroup") return `logGroup:${nameOf(id, "LogGroupName")}`;
    return `unknown:${JSON.stringify(arn)}`;
  };

  const rules: RuleModel[] = all
    .filter((r) => r.Type === "AWS::Events::Rule")
    .map((r) => {
      const p = r.Properties ?? {};
      const targets = (p.Targets ?? []) as { Arn: unknown }[];
      return {
        name: String(p.Name),
        busName: nameOf(referencedId(p.EventBusName), "Name") ?? String(p.EventBusName),
        pattern: canonicalJson(p.EventPattern),
        targets: targets.map((t) => targetName(t.Arn)),
      };
    });

  const logGroups: LogGroupModel[] = all
    .filter((r) => r.Type === "AWS::Logs::LogGroup")
    .map((r) => {
      const p = r.Properties ?? {};
      const group: LogGroupModel = { name: String(p.LogGroupName) };
      if (typeof p.RetentionInDays === "number") group.retentionDays = p.RetentionInDays;
      return group;
    });

  const resourceIdOf = (r: CfnResource) => [...resources.entries()].find(([, v]) => v === r)?.[0];
  const userPools: UserPoolModel[] = all
    .filter((r) => r.Type === "AWS::Cognito::UserPool")
    .map((pool) => {
      const id = resourceIdOf(pool);
      const p = pool.Properties ?? {};
      const ofPool = (type: string) =>
        all.filter((r) => r.Type === type && referencedId(r.Properties?.UserPoolId) === id);
      const policy = (p.Policies as { PasswordPolicy?: { MinimumLength?: number } } | undefined)
        ?.PasswordPolicy;
      return {
        name: String(p.UserPoolName),
        usernameAttributes: (p.UsernameAttributes ?? []) as string[],
        passwordMinimumLength: Number(policy?.MinimumLength ?? 8),
        groups: ofPool("AWS::Cognito::UserPoolGroup").map((g) => String(g.Properties?.GroupName)),
        clients: ofPool("AWS::Cognito::UserPoolClient").map((c) => ({
          name: String(c.Properties?.ClientName),
          generateSecret: c.Properties?.GenerateSecret === true,
          explicitAuthFlows: (c.Properties?.ExplicitAuthFlows ?? []) as string[],
        })),
      };
    });

  return normaliseModel({ tables, queues, rules, logGroups, userPools });
}

/** The model the resource definition asks for: what both CDK and provisioning must produce. */
export function modelFromResources(resources: Resources): InfraModel {
  return normaliseModel({
    tables: resources.tables.map((t) => ({
      name: t.name,
      partitionKey: t.partitionKey,
      ...(t.sortKey ? { sortKey: t.sortKey } : {}),
      ...(t.timeToLiveAttribute ? { timeToLiveAttribute: t.timeToLiveAttribute } : {}),
      globalIndexes: (t.globalIndexes ?? []).map((g) => ({
        name: g.name,
        partitionKey: g.partitionKey,
        ...(g.sortKey ? { sortKey: g.sortKey } : {}),
      })),
    })),
    queues: resources.queues.flatMap((q) => [
      {
        name: q.name,
        visibilityTimeoutSeconds: q.visibilityTimeoutSeconds,
        deadLetter: { queueName: q.deadLetterName, maxReceiveCount: q.maxReceiveCount },
      },
      { name: q.deadLetterName, visibilityTimeoutSeconds: DEFAULT_VISIBILITY_TIMEOUT_SECONDS },
    ]),
    rules: resources.rules.map((r) => {
      const target = r.target;
      const queue =
        target.kind === "queue"
          ? resources.queues.find((q) => q.key === target.queueKey)
          : undefined;
      return {
        name: r.name,
        busName: resources.busName,
        pattern: canonicalJson(r.eventPattern),
        targets: [queue ? `queue:${queue.name}` : `logGroup:${resources.logGroupName}`],
      };
    }),
    logGroups: [{ name: resources.logGroupName, retentionDays: resources.logRetentionDays }],
    userPools: [
      {
        name: resources.teamPool.name,
        usernameAttributes: ["email"],
        passwordMinimumLength: resources.teamPool.passwordPolicy.minimumLength,
        groups: [resources.teamPool.group],
        clients: [
          {
            name: resources.teamPool.clientName,
            generateSecret: false,
            explicitAuthFlows: TEAM_CLIENT_AUTH_FLOWS,
          },
        ],
      },
    ],
  });
}
