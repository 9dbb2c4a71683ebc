/**
 * What the synthesized templates declare that AWS bills by the month, or by the run whatever the
 * traffic (schedules, queue consumers): counted from the resources alone, so that a secret or an
 * alarm added anywhere shows in the bill.
 */

export interface TemplateResource {
  Type: string;
  Properties?: Record<string, unknown>;
}

export interface CfnTemplate {
  Resources?: Record<string, TemplateResource>;
}

export interface Schedule {
  name: string;
  runsPerMonth: number;
  /** The function's memory (MB) when the rule targets one of the templates' functions. */
  memoryMb: number;
}

export interface Counts {
  secrets: number;
  /** Metrics read by alarms: a metric-math alarm is billed for each metric it reads. */
  alarmMetrics: number;
  dashboards: number;
  /** Metrics shown by each dashboard (free within 50 each). */
  dashboardMetrics: number[];
  /** Each log group's retention in days (undefined: kept for ever). */
  logRetentionDays: (number | undefined)[];
  kmsKeys: number;
  hostedZones: number;
  snsTopics: number;
  emailSubscriptions: number;
  buckets: number;
  /** Tables with point-in-time recovery (billed per GB stored). */
  backedUpTables: number;
  userPools: number;
  distributions: number;
  /** Queues consumed by a function (Lambda's event source polls them day and night). */
  polledQueues: number;
  schedules: Schedule[];
  /** Memory (MB) of each function, by logical id. */
  functionMemory: Record<string, number>;
}

const DAYS_PER_MONTH = 30;

function resourcesOf(templates: CfnTemplate[]): [string, TemplateResource][] {
  return templates.flatMap((t) => Object.entries(t.Resources ?? {}));
}

/** An alarm on one metric counts 1; one with `Metrics` counts the metrics it reads (not the math). */
function alarmMetricCount(props: Record<string, unknown> = {}): number {
  const metrics = props.Metrics as { MetricStat?: unknown }[] | undefined;
  if (!metrics) return 1;
  return metrics.filter((m) => m.MetricStat).length;
}

/** A dashboard body is JSON, possibly joined around CloudFormation tokens (the region). */
function dashboardMetricCount(body: unknown): number {
  const joined = (body as { "Fn::Join"?: [string, unknown[]] })?.["Fn::Join"];
  const text = joined
    ? joined[1].map((part) => (typeof part === "string" ? part : "token")).join("")
    : String(body);
  const { widgets } = JSON.parse(text) as {
    widgets: { properties?: { metrics?: unknown[] } }[];
  };
  return widgets.reduce((sum, w) => sum + (w.properties?.metrics?.length ?? 0), 0);
}

/** Runs a month of `rate(...)` or of a `cron(minutes hours * * ? *)` expression. */
export function runsPerMonth(expression: string): number {
  const rate = /^rate\((\d+) (minute|minutes|hour|hours|day|days)\)$/.exec(expression);
  if (rate) {
    const minutes = { minute: 1, hour: 60, day: 1440 }[
      rate[2]?.replace(/s$/, "") as "minute" | "hour" | "day"
    ];
    return (DAYS_PER_MONTH * 1440) / (Number(rate[1]) * minutes);
  }
  const cron = /^cron\((\S+) (\S+) [*?] \* [*?](?: \*)?\)$/.exec(expression);
  if (cron?.[1] && cron[2])
    return DAYS_PER_MONTH * fieldCount(cron[1], 60) * fieldCount(cron[2], 24);
  throw new Error(`Expression de planification non comptée : ${expression}`);
}

/** How many values a cron field takes: `*`, `n`, `a-b`, `a/step`, `a-b/step`, lists of these. */
function fieldCount(field: string, size: number): number {
  return field.split(",").reduce((sum, part) => {
    const [range = "*", step = "1"] = part.split("/");
    const [from, to] =
      range === "*"
        ? [0, size - 1]
        : range.includes("-")
          ? range.split("-").map(Number)
          : [Number(range), part.includes("/") ? size - 1 : Number(range)];
    return sum + Math.floor(((to ?? from ?? 0) - (from ?? 0)) / Number(step)) + 1;
  }, 0);
}

export function countTemplates(templates: CfnTemplate[]): Counts {
  const all = resourcesOf(templates);
  const ofType = (type: string) => all.filter(([, r]) => r.Type === type);
  const functionMemory = Object.fromEntries(
    ofType("AWS::Lambda::Function").map(([id, r]) => [id, Number(r.Properties?.MemorySize ?? 128)]),
  );
  const schedules = ofType("AWS::Events::Rule")
    .filter(([, r]) => typeof r.Properties?.ScheduleExpression === "string")
    .map(([id, r]) => {
      const targets = (r.Properties?.Targets ?? []) as { Arn?: { "Fn::GetAtt"?: [string] } }[];
      const fn = targets[0]?.Arn?.["Fn::GetAtt"]?.[0];
      return {
        name: String(r.Properties?.Name ?? id),
        runsPerMonth: runsPerMonth(String(r.Properties?.ScheduleExpression)),
        memoryMb: (fn && functionMemory[fn]) || 128,
      };
    });
  const dashboards = ofType("AWS::CloudWatch::Dashboard");
  return {
    secrets: ofType("AWS::SecretsManager::Secret").length,
    alarmMetrics: ofType("AWS::CloudWatch::Alarm").reduce(
      (sum, [, r]) => sum + alarmMetricCount(r.Properties),
      0,
    ),
    dashboards: dashboards.length,
    dashboardMetrics: dashboards.map(([, r]) => dashboardMetricCount(r.Properties?.DashboardBody)),
    logRetentionDays: ofType("AWS::Logs::LogGroup").map(([, r]) => {
      const days = r.Properties?.RetentionInDays;
      return typeof days === "number" ? days : undefined;
    }),
    kmsKeys: ofType("AWS::KMS::Key").length,
    hostedZones: ofType("AWS::Route53::HostedZone").length,
    snsTopics: ofType("AWS::SNS::Topic").length,
    emailSubscriptions: ofType("AWS::SNS::Subscription").filter(
      ([, r]) => r.Properties?.Protocol === "email",
    ).length,
    buckets: ofType("AWS::S3::Bucket").length,
    backedUpTables: ofType("AWS::DynamoDB::Table").filter(
      ([, r]) =>
        (r.Properties?.PointInTimeRecoverySpecification as { PointInTimeRecoveryEnabled?: boolean })
          ?.PointInTimeRecoveryEnabled === true,
    ).length,
    userPools: ofType("AWS::Cognito::UserPool").length,
    distributions: ofType("AWS::CloudFront::Distribution").length,
    // A stream (DynamoDB, Kinesis) needs a StartingPosition; a queue has none.
    polledQueues: ofType("AWS::Lambda::EventSourceMapping").filter(
      ([, r]) => r.Properties?.StartingPosition === undefined,
    ).length,
    schedules,
    functionMemory,
  };
}
