/**
 * The prices `npm run cost` applies, in USD, with the date they were read and where. The stacks
 * deploy to eu-central-2 (Zurich, infra/resources.ts DEFAULT_REGION); AWS's pricing pages show
 * that region's figures only through their interactive tables, which the sources below do not
 * reproduce. Each price therefore says which it is:
 *   "page"  the figure is stated on the source page named (a page restating AWS's list price);
 *   "list"  the usual list price (us-east-1) that could not be confirmed for Zurich, where prices
 *           are often 10 to 25 % higher. Re-read them in the AWS Pricing Calculator for
 *           eu-central-2 and change them here; every figure of the bill follows.
 */

export type PriceBasis = "page" | "list";

export interface Price {
  usd: number;
  /** What one unit is. */
  per: string;
  basis: PriceBasis;
  source: string;
}

export interface FreeTier {
  /** Units free each month, for ever ("always free", not the 12-month trial). */
  units: number;
  source: string;
}

export const PRICES_READ_ON = "2026-11-26";
export const PRICES_REGION = "eu-central-2 (Zurich)";

/** The rate the CHF column uses: an assumption of that day, not a quoted rate. */
export const USD_TO_CHF = {
  rate: 0.8,
  date: "2026-11-26",
  source: "assumed rate, round figure (check a bank's rate of the day)",
};

const AWS = (service: string) => `https://aws.amazon.com/${service}/pricing/`;

export const PRICES = {
  secret: {
    usd: 0.4,
    per: "secret-month",
    basis: "page",
    source: `${AWS("secrets-manager")} (restated by hivebook.wiki, AWS Secrets Manager)`,
  },
  secretApiCalls: {
    usd: 0.05 / 10_000,
    per: "GetSecretValue call",
    basis: "page",
    source: `${AWS("secrets-manager")} (restated by hivebook.wiki, AWS Secrets Manager)`,
  },
  alarmMetric: {
    usd: 0.1,
    per: "standard-resolution alarm metric-month",
    basis: "page",
    source: `${AWS("cloudwatch")} (restated by c3x.dev, aws_cloudwatch_metric_alarm)`,
  },
  dashboard: {
    usd: 3,
    per: "dashboard-month",
    basis: "page",
    source: `${AWS("cloudwatch")} (restated by factualminds.com, CloudWatch pricing)`,
  },
  logIngestion: {
    usd: 0.5,
    per: "GB ingested (standard log class)",
    basis: "page",
    source: `${AWS("cloudwatch")} (restated by factualminds.com, CloudWatch pricing)`,
  },
  logStorage: { usd: 0.03, per: "GB-month stored", basis: "list", source: AWS("cloudwatch") },
  kmsKey: { usd: 1, per: "customer-managed key-month", basis: "list", source: AWS("kms") },
  hostedZone: { usd: 0.5, per: "hosted zone-month", basis: "list", source: AWS("route53") },
  s3Storage: { usd: 0.023, per: "GB-month stored (S3 Standard)", basis: "list", source: AWS("s3") },
  dynamoBackup: {
    usd: 0.2,
    per: "GB-month of point-in-time recovery",
    basis: "list",
    source: AWS("dynamodb"),
  },
  lambdaRequest: { usd: 0.2 / 1e6, per: "request", basis: "list", source: AWS("lambda") },
  lambdaArmGbSecond: {
    usd: 0.0000133334,
    per: "GB-second (Arm)",
    basis: "list",
    source: AWS("lambda"),
  },
  apiRequest: {
    usd: 1 / 1e6,
    per: "HTTP API request",
    basis: "list",
    source: AWS("api-gateway"),
  },
  dynamoRead: {
    usd: 0.125 / 1e6,
    per: "on-demand read request unit",
    basis: "list",
    source: AWS("dynamodb"),
  },
  dynamoWrite: {
    usd: 0.625 / 1e6,
    per: "on-demand write request unit",
    basis: "list",
    source: AWS("dynamodb"),
  },
  cloudfrontRequest: {
    usd: 0.012 / 10_000,
    per: "HTTPS request (Europe)",
    basis: "list",
    source: AWS("cloudfront"),
  },
  cloudfrontGb: {
    usd: 0.085,
    per: "GB to the internet (Europe)",
    basis: "list",
    source: AWS("cloudfront"),
  },
  sesEmail: { usd: 0.1 / 1000, per: "e-mail sent", basis: "list", source: AWS("ses") },
  smsSwitzerland: {
    usd: 0.06,
    per: "SMS part to a Swiss number",
    basis: "list",
    source: `${AWS("sns/sms")} (Switzerland; order of magnitude, not confirmed: check the SMS price list)`,
  },
  snsEmail: {
    usd: 2 / 100_000,
    per: "e-mail notification",
    basis: "page",
    source: `${AWS("sns")} (restated by factualminds.com, SNS pricing)`,
  },
  eventBridgeEvent: {
    usd: 1 / 1e6,
    per: "custom event published",
    basis: "list",
    source: AWS("eventbridge"),
  },
  sqsRequest: { usd: 0.4 / 1e6, per: "SQS request", basis: "list", source: AWS("sqs") },
} satisfies Record<string, Price>;

export type PriceKey = keyof typeof PRICES;

/** The always-free allowances counted (never the 12-month trial: a new account loses it). */
export const FREE_TIERS: Partial<Record<PriceKey, FreeTier>> = {
  alarmMetric: { units: 10, source: `${AWS("cloudwatch")}: 10 alarm metrics` },
  dashboard: {
    units: 3,
    source: `${AWS("cloudwatch")}: 3 dashboards of up to 50 metrics each`,
  },
  // 5 GB of logs data a month (ingestion, storage and Insights scans together): given to
  // ingestion, by far the larger.
  logIngestion: { units: 5, source: `${AWS("cloudwatch")}: 5 GB of logs data` },
  lambdaRequest: { units: 1e6, source: `${AWS("lambda")}: 1 million requests` },
  lambdaArmGbSecond: { units: 400_000, source: `${AWS("lambda")}: 400,000 GB-seconds` },
  cloudfrontRequest: { units: 10e6, source: `${AWS("cloudfront")}: 10 million requests` },
  cloudfrontGb: { units: 1000, source: `${AWS("cloudfront")}: 1 TB to the internet` },
  snsEmail: { units: 1000, source: `${AWS("sns")}: 1,000 e-mail notifications` },
  sqsRequest: { units: 1e6, source: `${AWS("sqs")}: 1 million requests` },
};
