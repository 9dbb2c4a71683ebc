/**
 * The one definition of the product's AWS resources. The CDK stacks build from it and local
 * provisioning creates the same resources in the emulator from it; tests/infra/drift.test.ts fails
 * when the two disagree. Names are physical names, prefixed per deployment.
 */

import {
  CALENDAR_INDEX,
  CALENDAR_PARTITION,
  CALENDAR_START,
} from "../functions/adapters/activities-calendar";
import { FLEET_DAYS_INDEX } from "../functions/adapters/fleet";
import {
  API_ROUTES,
  type ApiFeature,
  type ApiRoute,
  TEAM_FEATURES,
} from "../functions/api/route-table";
import { EVENT_SOURCE } from "../shared/events/envelope";
import { NOTIFICATION_EVENTS, WAITLIST_OFFER_EVENTS } from "../shared/events/names";
import { TEAM_GROUP, TEAM_PASSWORD_POLICY } from "../shared/team/accounts";

export const DEFAULT_PREFIX = "jura-vtt";
export const DEFAULT_REGION = "eu-central-2";

export interface TableDef {
  /** Logical key, used in code and for the function environment variable. */
  key: string;
  name: string;
  partitionKey: string;
  sortKey?: string;
  /** Attribute holding an epoch-seconds expiry, when items expire by themselves. */
  timeToLiveAttribute?: string;
  globalIndexes?: { name: string; partitionKey: string; sortKey?: string }[];
  /** Environment variable through which functions learn the table's name. */
  envVar: string;
}

export interface QueueDef {
  key: string;
  name: string;
  deadLetterName: string;
  maxReceiveCount: number;
  visibilityTimeoutSeconds: number;
  /** Worker function that consumes the queue. */
  consumer: FunctionKey;
  batchSize: number;
  /**
   * At most this many batches at once (the event source's maximum concurrency, 2 or more): the
   * queue waits instead of the consumer being throttled, which would count as a failed receive
   * and could send a message to the dead-letter queue. Deployed only (docs/deploy.md, Limits).
   */
  maxConcurrency: number;
  envVar: string;
}

export interface RuleDef {
  name: string;
  description: string;
  eventPattern: { source: string[]; "detail-type"?: string[] };
  target: { kind: "queue"; queueKey: string } | { kind: "logGroup" };
}

export interface ScheduleDef {
  name: string;
  /** EventBridge schedule expression, as deployed. */
  expression: string;
  /** How often the local host calls the function instead. */
  localEverySeconds: number;
  function: FunctionKey;
}

export type FunctionKey =
  | "api"
  | "notifier"
  | "outboxSweeper"
  | "paymentReconciler"
  | "paymentReconciliation"
  | "bankImport"
  | "deadlineScheduler"
  | "registrationDeadlines"
  | "team"
  | "activityCancellations"
  | "refundRetryScheduler"
  | "refundRetries"
  | "dayBeforeReminders"
  | "dataRetentionScheduler"
  | "dataRetention"
  | "waitlistOffers";

/**
 * A private bucket whose new files under `prefix` are handed to a function (S3 event
 * notification). Deployed only: locally the same import runs from the command line.
 */
export interface BucketDef {
  key: string;
  /** Only objects created under this prefix trigger the function. */
  prefix: string;
  consumer: FunctionKey;
  /** Environment variable through which functions learn the bucket's name. */
  envVar: string;
}

export interface FunctionDef {
  key: FunctionKey;
  /** Source file, relative to the repository root, exporting `handler`. */
  entry: string;
  timeoutSeconds: number;
  memoryMb: number;
  /**
   * Executions reserved for the function, which are also its ceiling (deployed only; the app's
   * context `reservedConcurrency=off` leaves them out for new accounts, docs/deploy.md, Limits).
   */
  reservedConcurrency: number;
  /** The function renders PDFs (QR-bills): pdfkit's font metrics go beside its bundle. */
  rendersPdf?: boolean;
  /** The function renders the payment link's page: the built site's renderer goes beside it. */
  rendersPages?: boolean;
}

/**
 * A secret functions read at run time (AWS Secrets Manager, USD 0.40 a month each: npm run cost).
 * The stack creates it with a random value. Each setting it holds is given to its readers as
 * `<setting>_ARN`, the secret's ARN; the secret is readable by every reader of one of its
 * settings, and by no other function.
 */
export interface SecretDef {
  key: string;
  name: string;
  description: string;
  /**
   * "json": one JSON object, `{ "<setting>": "value", … }`, which the provider fills in (the
   * functions refuse a setting missing from it, naming it). "text": the secret's value is its one
   * setting (the random value is the key itself).
   */
  format: "json" | "text";
  settings: SecretSetting[];
}

export interface SecretSetting {
  /** The setting's name: its environment variable locally, its key in a JSON secret. */
  name: string;
  readers: FunctionKey[];
}

/** The function that serves an HTTP API route. */
export type RouteFunction = Extract<FunctionKey, "api" | "team">;

/**
 * A route of the HTTP API, as functions/api/route-table.ts declares it, with the function that
 * serves it: the team's routes (TEAM_FEATURES) go to the team function behind the team pool's JWT
 * authorizer, the others to the api function without one.
 */
export interface RouteDef extends ApiRoute {
  function: RouteFunction;
  /** Behind the JWT authorizer of the team's user pool (API Gateway checks the token first). */
  teamAuthorizer: boolean;
}

/** A catch-all route (`ANY <prefix>{proxy+}`): undeclared paths under it reach its function. */
export interface CatchAllRouteDef {
  path: string;
  function: RouteFunction;
  teamAuthorizer: boolean;
}

/**
 * The founders' user pool (Cognito): accounts made by the provider only (npm run team), the
 * e-mail as user name, a group whose members the team function serves, and one app client for
 * the browser (no secret: a browser cannot keep one).
 */
export interface TeamPoolDef {
  name: string;
  /** The group the team function requires in the access token's cognito:groups. */
  group: string;
  clientName: string;
  passwordPolicy: typeof TEAM_PASSWORD_POLICY;
  /** Access and id tokens: one hour, then the refresh token renews them quietly. */
  accessTokenMinutes: number;
  idTokenMinutes: number;
  /** A founder signs in again after this many days (of the refresh token). */
  refreshTokenDays: number;
  /** Environment variables through which the team function learns the pool and its client. */
  userPoolIdEnvVar: "TEAM_USER_POOL_ID";
  clientIdEnvVar: "TEAM_CLIENT_ID";
}

export interface Resources {
  prefix: string;
  tables: TableDef[];
  queues: QueueDef[];
  busName: string;
  logGroupName: string;
  logRetentionDays: number;
  rules: RuleDef[];
  schedules: ScheduleDef[];
  functions: FunctionDef[];
  buckets: BucketDef[];
  /**
   * Routes of the HTTP API: those of functions/api/route-table.ts, each with the function whose
   * router binds it.
   */
  routes: RouteDef[];
  /**
   * Anything else under these prefixes reaches that function, whose router answers a JSON 404:
   * /api/equipe/ (behind the authorizer) before /api/.
   */
  catchAllRoutes: CatchAllRouteDef[];
  secrets: SecretDef[];
  teamPool: TeamPoolDef;
}

/** The function serving a feature's routes: the team function for TEAM_FEATURES, else the api. */
export function routeFunctionOf(feature: ApiFeature): RouteFunction {
  return (TEAM_FEATURES as readonly ApiFeature[]).includes(feature) ? "team" : "api";
}

/** The HTTP API's routes from the route table, each with its function and authorizer. */
function routeDefs(): RouteDef[] {
  return (Object.entries(API_ROUTES) as [ApiFeature, Record<string, ApiRoute>][]).flatMap(
    ([feature, group]) => {
      const fn = routeFunctionOf(feature);
      return Object.values(group).map((route) => ({
        method: route.method,
        path: route.path,
        function: fn,
        teamAuthorizer: fn === "team",
      }));
    },
  );
}

/** The index of the team space's request lists (functions/adapters/request-inbox.ts). */
const BY_HANDLING = { name: "by-handling", partitionKey: "handling", sortKey: "created_at" };
/**
 * « Données d'une personne » finds a person's messages and quote requests by their e-mail, stored
 * in lower case (functions/adapters/person-records.ts), never by a Scan.
 */
const BY_EMAIL = { name: "by-email", partitionKey: "email", sortKey: "created_at" };

export function defineResources(prefix: string = DEFAULT_PREFIX): Resources {
  const table = (
    key: string,
    partitionKey: string,
    extra: Partial<Pick<TableDef, "sortKey" | "timeToLiveAttribute" | "globalIndexes">> = {},
  ): TableDef => ({
    key,
    name: `${prefix}-${key}`,
    partitionKey,
    envVar: `TABLE_${key.replace(/-/g, "_").toUpperCase()}`,
    ...extra,
  });

  return {
    prefix,
    tables: [
      // The outings by their start (functions/adapters/activities-calendar.ts): the calendar's
      // upcoming and past pages, the day-before reminder's and the retention job's dates, each a
      // Query. One index for all three: DynamoDB adds one per table per deployment.
      table("activities", "id", {
        globalIndexes: [
          { name: CALENDAR_INDEX, partitionKey: CALENDAR_PARTITION, sortKey: CALENDAR_START },
        ],
      }),
      table("inscriptions", "id", {
        globalIndexes: [
          { name: "by-activity", partitionKey: "activity_id", sortKey: "created_at" },
          // Sparse: only unpaid registrations carry due_status (reminder and expiry job).
          { name: "by-due-time", partitionKey: "due_status", sortKey: "next_due_at" },
          // « Données d'une personne »: a person's registrations by the address in lower case
          // (email_key; sparse: an anonymised registration leaves the index).
          { name: "by-email", partitionKey: "email_key", sortKey: "created_at" },
        ],
      }),
      table("idempotency", "key", { timeToLiveAttribute: "expires_at" }),
      table("outbox", "id"),
      // The team space lists messages and quote requests newest first by their handling status,
      // without a Scan, and a person's by e-mail (one new index per table: DynamoDB adds one per
      // deployment).
      table("contact-messages", "id", { globalIndexes: [BY_HANDLING, BY_EMAIL] }),
      table("quote-requests", "id", { globalIndexes: [BY_HANDLING, BY_EMAIL] }),
      table("newsletter-subscribers", "email", {
        globalIndexes: [
          { name: "by-token", partitionKey: "token" },
          { name: "by-id", partitionKey: "subscriber_id" },
          // Confirmed subscribers by date (pending ones have no confirmed_at: not in the index).
          { name: "by-status", partitionKey: "status", sortKey: "confirmed_at" },
          // Sparse: only a sign-up awaiting confirmation carries pending_status; the retention
          // job erases those asked for more than 30 days ago without a Scan.
          { name: "by-pending", partitionKey: "pending_status", sortKey: "requested_at" },
        ],
      }),
      table("rate-limits", "key", { timeToLiveAttribute: "expires_at" }),
      table("sent-notifications", "key", { timeToLiveAttribute: "expires_at" }),
      // A bank import finds the payment a transfer's QR-bill reference belongs to; reconciliation
      // lists the pending payments whose check is due (a sparse index: pending ones only).
      table("payments", "id", {
        globalIndexes: [
          { name: "by-bank-reference", partitionKey: "bank_reference" },
          { name: "by-pending-due", partitionKey: "reconcile_status", sortKey: "reconcile_due_at" },
          // Sparse: only a refund still to do carries refund_pending ("requested" or "by_hand"),
          // with its next try; the refund job and the payments desk read it, never a Scan.
          { name: "by-refund-pending", partitionKey: "refund_pending", sortKey: "refund_retry_at" },
        ],
      }),
      // Provider webhook event ids already handled (a redelivery then does nothing).
      table("webhook-events", "id", { timeToLiveAttribute: "expires_at" }),
      // The waiting lists: one Query reads an outing's list in order of arrival (entry ids sort
      // by time); the entry's signed link finds it by its id alone. An entry erases itself once
      // its outing has taken place (shared/data-protection/retention.ts, waitlistEntry).
      table("waitlist", "activity_id", {
        sortKey: "entry_id",
        timeToLiveAttribute: "expires_at",
        globalIndexes: [
          { name: "by-entry", partitionKey: "entry_id" },
          // « Données d'une personne »: a person's entries by the address in lower case.
          { name: "by-email", partitionKey: "email_key", sortKey: "entry_id" },
        ],
      }),
      // The rental e-bikes (functions/adapters/fleet.ts): the fleet's one item and one item per
      // day (bikes rented and blocked by size, shared by every outing of the day), which the
      // founders' screen lists from today by the date index.
      table("fleet", "id", {
        globalIndexes: [{ name: FLEET_DAYS_INDEX, partitionKey: "kind", sortKey: "date" }],
      }),
    ],
    queues: [
      {
        key: "notifications",
        name: `${prefix}-notifications`,
        deadLetterName: `${prefix}-notifications-dlq`,
        maxReceiveCount: 5,
        // Six times the worker's timeout, as AWS advises for an SQS event source.
        visibilityTimeoutSeconds: 180,
        consumer: "notifier",
        batchSize: 5,
        maxConcurrency: 2,
        envVar: "QUEUE_NOTIFICATIONS_URL",
      },
      {
        // One message per pending payment to check with its provider (Stripe, PayPal, Shopify).
        key: "payment-reconciliation",
        name: `${prefix}-payment-reconciliation`,
        deadLetterName: `${prefix}-payment-reconciliation-dlq`,
        maxReceiveCount: 5,
        // Six times the worker's timeout, as AWS advises for an SQS event source.
        visibilityTimeoutSeconds: 180,
        consumer: "paymentReconciliation",
        batchSize: 5,
        maxConcurrency: 2,
        envVar: "QUEUE_PAYMENT_RECONCILIATION_URL",
      },
      {
        // One message per unpaid registration whose reminder or deadline has come.
        key: "registration-deadlines",
        name: `${prefix}-registration-deadlines`,
        deadLetterName: `${prefix}-registration-deadlines-dlq`,
        maxReceiveCount: 5,
        // Six times the worker's timeout, as AWS advises for an SQS event source.
        visibilityTimeoutSeconds: 180,
        consumer: "registrationDeadlines",
        batchSize: 5,
        maxConcurrency: 2,
        envVar: "QUEUE_REGISTRATION_DEADLINES_URL",
      },
      {
        // One message per date the founders cancel (team space): its registrations, refunds and
        // messages, as one job that is safe to run again.
        key: "activity-cancellations",
        name: `${prefix}-activity-cancellations`,
        deadLetterName: `${prefix}-activity-cancellations-dlq`,
        maxReceiveCount: 5,
        // Six times the worker's timeout, as AWS advises for an SQS event source.
        visibilityTimeoutSeconds: 360,
        consumer: "activityCancellations",
        batchSize: 1,
        maxConcurrency: 2,
        envVar: "QUEUE_ACTIVITY_CANCELLATIONS_URL",
      },
      {
        // One message per refund that the provider refused: asked again, with backoff.
        key: "refund-retries",
        name: `${prefix}-refund-retries`,
        deadLetterName: `${prefix}-refund-retries-dlq`,
        maxReceiveCount: 5,
        // Six times the worker's timeout, as AWS advises for an SQS event source.
        visibilityTimeoutSeconds: 180,
        consumer: "refundRetries",
        batchSize: 5,
        maxConcurrency: 2,
        envVar: "QUEUE_REFUND_RETRIES_URL",
      },
      {
        // One message per record whose retention period has ended: anonymised or erased once.
        key: "data-retention",
        name: `${prefix}-data-retention`,
        deadLetterName: `${prefix}-data-retention-dlq`,
        maxReceiveCount: 5,
        // Six times the worker's timeout, as AWS advises for an SQS event source.
        visibilityTimeoutSeconds: 180,
        consumer: "dataRetention",
        batchSize: 10,
        maxConcurrency: 2,
        envVar: "QUEUE_DATA_RETENTION_URL",
      },
      {
        // One message per event after which places may have freed on an outing: its worker
        // offers them to the next entry of the waiting list whose wish fits.
        key: "waitlist-offers",
        name: `${prefix}-waitlist-offers`,
        deadLetterName: `${prefix}-waitlist-offers-dlq`,
        maxReceiveCount: 5,
        // Six times the worker's timeout, as AWS advises for an SQS event source.
        visibilityTimeoutSeconds: 180,
        consumer: "waitlistOffers",
        batchSize: 5,
        maxConcurrency: 2,
        envVar: "QUEUE_WAITLIST_OFFERS_URL",
      },
    ],
    busName: `${prefix}-bus`,
    logGroupName: `/${prefix}/booking-events`,
    logRetentionDays: 365,
    rules: [
      {
        name: `${prefix}-all-events-to-log`,
        description: "Copies every booking event into the event log group (provider dashboard).",
        eventPattern: { source: [EVENT_SOURCE] },
        target: { kind: "logGroup" },
      },
      {
        name: `${prefix}-notifications`,
        description: "Events that send e-mails or SMS go to the notifications queue.",
        eventPattern: { source: [EVENT_SOURCE], "detail-type": [...NOTIFICATION_EVENTS] },
        target: { kind: "queue", queueKey: "notifications" },
      },
      {
        name: `${prefix}-waitlist-offers`,
        description:
          "Events after which places may free on an outing go to the waiting list's queue.",
        eventPattern: { source: [EVENT_SOURCE], "detail-type": [...WAITLIST_OFFER_EVENTS] },
        target: { kind: "queue", queueKey: "waitlist-offers" },
      },
    ],
    schedules: [
      {
        name: `${prefix}-outbox-sweeper`,
        expression: "rate(1 minute)",
        localEverySeconds: 10,
        function: "outboxSweeper",
      },
      {
        // A lost webhook costs at most one run: payments pending for more than 10 minutes.
        name: `${prefix}-payment-reconciler`,
        expression: "rate(15 minutes)",
        localEverySeconds: 5,
        function: "paymentReconciler",
      },
      {
        // Reminders 24 h after registering, expiry at the deadline: a few minutes late at most.
        name: `${prefix}-registration-deadlines`,
        expression: "rate(5 minutes)",
        localEverySeconds: 5,
        function: "deadlineScheduler",
      },
      {
        // The reminder of the outing, 18:00 in Zurich the day before: 16:00 UTC in summer time,
        // 17:00 UTC in winter time. Every quarter of an hour from 16:00 to 22:45 UTC (before
        // midnight in Zurich either way); the job itself waits for 18:00 Zurich, and a run that
        // fails is taken up by the next one.
        name: `${prefix}-day-before-reminders`,
        expression: "cron(0/15 16-22 * * ? *)",
        localEverySeconds: 10,
        function: "dayBeforeReminders",
      },
      {
        // Refunds the provider refused: asked again after 2 min, 5 min, 30 min, 2 h, 12 h, then daily.
        name: `${prefix}-refund-retries`,
        expression: "rate(5 minutes)",
        localEverySeconds: 5,
        function: "refundRetryScheduler",
      },
      {
        // Retention (shared/data-protection/retention.ts): every night at 01:30 UTC, 02:30 or
        // 03:30 in Zurich, when nobody books. A missed night is caught up by the next ones.
        name: `${prefix}-data-retention`,
        expression: "cron(30 1 * * ? *)",
        localEverySeconds: 60,
        function: "dataRetentionScheduler",
      },
    ],
    functions: [
      {
        key: "api",
        entry: "functions/api/handler.ts",
        timeoutSeconds: 10,
        memoryMb: 512,
        // As many as the API stage lets through in one burst (API_THROTTLE, infra/limits.ts),
        // so that a burst is served even when every execution starts cold.
        reservedConcurrency: 40,
        // The QR-bill PDF offered for download on the confirmation page.
        rendersPdf: true,
        // The confirmation page itself, reached by a payment link (functions/api/visitor-page.ts).
        rendersPages: true,
      },
      {
        key: "notifier",
        entry: "functions/workers/notifier/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 512,
        // Its queue's two batches at a time: 10 messages, within SES's 14 e-mails a second.
        reservedConcurrency: 2,
        rendersPdf: true,
      },
      {
        key: "outboxSweeper",
        entry: "functions/workers/outbox-sweeper/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 256,
        // Scheduled: one run at a time; Lambda retries a throttled scheduled call by itself.
        reservedConcurrency: 1,
      },
      {
        key: "paymentReconciler",
        entry: "functions/workers/reconciliation-scheduler/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 256,
        reservedConcurrency: 1,
      },
      {
        key: "deadlineScheduler",
        entry: "functions/workers/deadline-scheduler/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 256,
        reservedConcurrency: 1,
      },
      {
        key: "paymentReconciliation",
        entry: "functions/workers/reconciliation-worker/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 512,
        // Its queue's maxConcurrency: the batches run, none is throttled.
        reservedConcurrency: 2,
      },
      {
        key: "bankImport",
        entry: "functions/workers/bank-import/handler.ts",
        timeoutSeconds: 60,
        memoryMb: 512,
        // One bank file at a time; a second waits in Lambda's queue of asynchronous calls.
        reservedConcurrency: 1,
      },
      {
        key: "registrationDeadlines",
        entry: "functions/workers/deadline-worker/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 512,
        reservedConcurrency: 2,
      },
      {
        // The founders' team space: two people reading lists and saving a form, a few calls
        // a minute. A small ceiling (deployed only) that a stolen token cannot turn into a flood
        // of reads of personal data, and that leaves the account's concurrency to the public API.
        key: "team",
        entry: "functions/team/handler.ts",
        timeoutSeconds: 10,
        memoryMb: 512,
        reservedConcurrency: 5,
      },
      {
        // Cancels a date's registrations and refunds them: one date at a time per execution.
        key: "activityCancellations",
        entry: "functions/workers/cancellation-worker/handler.ts",
        timeoutSeconds: 60,
        memoryMb: 512,
        reservedConcurrency: 2,
      },
      {
        key: "refundRetryScheduler",
        entry: "functions/workers/refund-retry-scheduler/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 256,
        reservedConcurrency: 1,
      },
      {
        // The day-before reminder: tomorrow's outings, their registrations, one e-mail and SMS each.
        key: "dayBeforeReminders",
        entry: "functions/workers/day-before-reminder/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 256,
        // Scheduled: one run at a time.
        reservedConcurrency: 1,
      },
      {
        // Asks Stripe or PayPal again for a refund they refused (the team's « Réessayer » too).
        key: "refundRetries",
        entry: "functions/workers/refund-retry-worker/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 512,
        reservedConcurrency: 2,
      },
      {
        // Retention: finds through indexes what has passed its period and queues it.
        key: "dataRetentionScheduler",
        entry: "functions/workers/data-retention-scheduler/handler.ts",
        timeoutSeconds: 60,
        memoryMb: 256,
        // Scheduled: one run at a time.
        reservedConcurrency: 1,
      },
      {
        // Retention: anonymises or erases each record queued, once, and counts them.
        key: "dataRetention",
        entry: "functions/workers/data-retention-worker/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 256,
        // Its queue's maxConcurrency: the batches run, none is throttled.
        reservedConcurrency: 2,
      },
      {
        // Offers freed places to the waiting list; its transactions make two runs at once safe.
        key: "waitlistOffers",
        entry: "functions/workers/waitlist-worker/handler.ts",
        timeoutSeconds: 30,
        memoryMb: 512,
        reservedConcurrency: 2,
      },
    ],
    buckets: [
      {
        // The provider's bank files (camt.054 / camt.053), dropped under imports/.
        key: "bank-imports",
        prefix: "imports/",
        consumer: "bankImport",
        envVar: "BUCKET_BANK_IMPORTS",
      },
    ],
    routes: routeDefs(),
    catchAllRoutes: [
      { path: "/api/equipe/{proxy+}", function: "team", teamAuthorizer: true },
      { path: "/api/{proxy+}", function: "api", teamAuthorizer: false },
    ],
    teamPool: {
      name: `${prefix}-team`,
      group: TEAM_GROUP,
      clientName: `${prefix}-team-web`,
      passwordPolicy: TEAM_PASSWORD_POLICY,
      accessTokenMinutes: 60,
      idTokenMinutes: 60,
      refreshTokenDays: 30,
      userPoolIdEnvVar: "TEAM_USER_POOL_ID",
      clientIdEnvVar: "TEAM_CLIENT_ID",
    },
    secrets: [
      {
        // The payment providers' keys, in one secret (one fee): every function that reads one of
        // them talks to a provider already. The link key stays apart, below.
        key: "payment-providers",
        name: `${prefix}/payment-providers`,
        description:
          "Keys of Stripe, PayPal and Shopify: one JSON object of their settings (docs/payments.md)",
        format: "json",
        settings: [
          {
            // Stripe's secret key (sk_live_... or sk_test_...). The deadlines worker expires the
            // Stripe sessions of an expired registration; the cancellation and refund workers refund.
            name: "STRIPE_SECRET_KEY",
            readers: [
              "api",
              "paymentReconciliation",
              "registrationDeadlines",
              "activityCancellations",
              "refundRetries",
            ],
          },
          {
            // The signing secret of the Stripe webhook endpoint (whsec_...), read with the key.
            name: "STRIPE_WEBHOOK_SECRET",
            readers: [
              "api",
              "paymentReconciliation",
              "registrationDeadlines",
              "activityCancellations",
              "refundRetries",
            ],
          },
          {
            // The Shopify app's client secret, which signs X-Shopify-Hmac-Sha256.
            name: "SHOPIFY_WEBHOOK_SECRET",
            readers: ["api", "paymentReconciliation"],
          },
          {
            // The Shopify custom app's Admin API token (shpat_..., read_orders): reconciliation.
            name: "SHOPIFY_ADMIN_TOKEN",
            readers: ["paymentReconciliation"],
          },
          // The PayPal REST app (Live) and its webhook's id: one PayPal client, which the
          // cancellation and refund workers use too.
          ...["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET", "PAYPAL_WEBHOOK_ID"].map(
            (name): SecretSetting => ({
              name,
              readers: ["api", "paymentReconciliation", "activityCancellations", "refundRetries"],
            }),
          ),
        ],
      },
      {
        // Its random value is the key: nothing to paste in. Changing it voids the links sent.
        // Apart from the providers' keys: the notifier, which signs the links it e-mails, never
        // holds a key that can move money.
        key: "payment-link-secret",
        name: `${prefix}/payment-link/secret`,
        description: "Key that signs the payment links sent to visitors (random, generated)",
        format: "text",
        settings: [
          { name: "PAYMENT_LINK_SECRET", readers: ["api", "notifier", "registrationDeadlines"] },
        ],
      },
    ],
  };
}

/** Settings every function receives besides table and queue names (values differ per place). */
export interface RuntimeSettings {
  senderEmail: string;
  providerEmail: string;
  siteUrl: string;
  /** The account QR-bills pay into (BANK_IBAN); without it, bank transfers are refused. */
  bankIban?: string;
  /** The shop (SHOPIFY_STORE_URL, https://<shop>.myshopify.com); without it, Shopify is refused. */
  shopifyStoreUrl?: string;
  /** The Storefront API's public token (SHOPIFY_STOREFRONT_TOKEN), public by design. */
  shopifyStorefrontToken?: string;
  /** "off": unpaid registrations are kept past their deadline (AUTOMATIC_EXPIRY). */
  automaticExpiry?: "on" | "off";
  /** "off": no reminder of the outing the evening before (DAY_BEFORE_REMINDER). */
  dayBeforeReminder?: "on" | "off";
}

/**
 * The environment of every function: the same builder feeds CDK (with tokens for queue URLs)
 * and the local host (with the emulator's URLs).
 */
export function functionEnvironment(
  resources: Resources,
  settings: RuntimeSettings,
  queueUrls: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {
    EVENT_BUS_NAME: resources.busName,
    SENDER_EMAIL: settings.senderEmail,
    PROVIDER_EMAIL: settings.providerEmail,
    SITE_URL: settings.siteUrl,
    ...(settings.bankIban ? { BANK_IBAN: settings.bankIban } : {}),
    ...(settings.shopifyStoreUrl ? { SHOPIFY_STORE_URL: settings.shopifyStoreUrl } : {}),
    ...(settings.shopifyStorefrontToken
      ? { SHOPIFY_STOREFRONT_TOKEN: settings.shopifyStorefrontToken }
      : {}),
    ...(settings.automaticExpiry ? { AUTOMATIC_EXPIRY: settings.automaticExpiry } : {}),
    ...(settings.dayBeforeReminder ? { DAY_BEFORE_REMINDER: settings.dayBeforeReminder } : {}),
  };
  for (const t of resources.tables) env[t.envVar] = t.name;
  for (const q of resources.queues) env[q.envVar] = queueUrls[q.key] ?? "";
  return env;
}

/** The team pool's ids, as CDK (tokens) or the emulator (provisioning) know them. */
export interface TeamPoolIds {
  userPoolId: string;
  clientId: string;
}

/** What the team function learns of its user pool (besides functionEnvironment). */
export function teamFunctionEnvironment(
  resources: Resources,
  pool: TeamPoolIds,
): Record<string, string> {
  return {
    [resources.teamPool.userPoolIdEnvVar]: pool.userPoolId,
    [resources.teamPool.clientIdEnvVar]: pool.clientId,
  };
}
