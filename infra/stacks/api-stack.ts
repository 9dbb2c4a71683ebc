import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { AccessLogFormat } from "aws-cdk-lib/aws-apigateway";
import { HttpApi, HttpMethod, LogGroupLogDestination } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpJwtAuthorizer } from "aws-cdk-lib/aws-apigatewayv2-authorizers";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { IUserPoolClient, UserPool } from "aws-cdk-lib/aws-cognito";
import type { Table } from "aws-cdk-lib/aws-dynamodb";
import { type EventBus, Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { Effect, PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Architecture, Function as NodeFunction } from "aws-cdk-lib/aws-lambda";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import { BlockPublicAccess, Bucket, BucketEncryption, EventType } from "aws-cdk-lib/aws-s3";
import { LambdaDestination } from "aws-cdk-lib/aws-s3-notifications";
import { Secret } from "aws-cdk-lib/aws-secretsmanager";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import {
  FUNCTION_HANDLER,
  FUNCTION_NODE_OPTIONS,
  FUNCTION_RUNTIME,
  functionCode,
} from "../function-bundling";
import { API_ACCESS_LOG_FORMAT, API_ACCESS_LOG_RETENTION_DAYS, API_THROTTLE } from "../limits";
import {
  type FunctionKey,
  functionEnvironment,
  type Resources,
  type RouteFunction,
  type RuntimeSettings,
  teamFunctionEnvironment,
} from "../resources";

export interface ApiStackProps extends StackProps {
  resources: Resources;
  settings: RuntimeSettings;
  /** Repository root, where function entries (resources.functions[].entry) are resolved. */
  rootDir: string;
  /** The built site (web/dist), whose page renderer goes beside the functions that render pages. */
  siteDir?: string;
  tables: Record<string, Table>;
  queues: Record<string, Queue>;
  bus: EventBus;
  /** The founders' user pool and the team space's client (TeamAuthStack). */
  teamPool: { userPool: UserPool; client: IUserPoolClient };
  /**
   * Whether each function gets its reserved concurrency (resources.functions[].reservedConcurrency).
   * Off for an account whose concurrency limit is still 10 (docs/deploy.md, Limits). Default on.
   */
  reservedConcurrency?: boolean;
}

/** The functions, the HTTP API in front of the api function, queue consumers and schedules. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions = {} as Record<FunctionKey, NodeFunction>;
  readonly buckets: Record<string, Bucket> = {};

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { resources, tables, queues, bus } = props;
    const queueUrls = Object.fromEntries(Object.entries(queues).map(([k, q]) => [k, q.queueUrl]));
    const environment = functionEnvironment(resources, props.settings, queueUrls);
    const reserve = props.reservedConcurrency ?? true;

    for (const def of resources.functions) {
      this.functions[def.key] = new NodeFunction(this, `Fn-${def.key}`, {
        code: functionCode(props.rootDir, def, props.siteDir),
        handler: FUNCTION_HANDLER,
        runtime: FUNCTION_RUNTIME,
        architecture: Architecture.ARM_64,
        timeout: Duration.seconds(def.timeoutSeconds),
        memorySize: def.memoryMb,
        reservedConcurrentExecutions: reserve ? def.reservedConcurrency : undefined,
        environment: { ...environment, NODE_OPTIONS: FUNCTION_NODE_OPTIONS },
        logGroup: new LogGroup(this, `Logs-${def.key}`, {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
      });
    }
    const {
      api,
      notifier,
      outboxSweeper,
      paymentReconciler,
      paymentReconciliation,
      bankImport,
      deadlineScheduler,
      registrationDeadlines,
      team,
      activityCancellations,
      refundRetryScheduler,
      refundRetries,
      dayBeforeReminders,
      dataRetentionScheduler,
      dataRetention,
      waitlistOffers,
    } = this.functions;

    // Least privilege: each function gets only the services it calls.
    for (const table of Object.values(tables)) {
      table.grantReadWriteData(api);
      table.grantReadWriteData(notifier);
      table.grantReadWriteData(registrationDeadlines);
    }
    // The team function reads personal data: the outings it edits (with their outbox), the
    // Idempotency-Key answers it records and replays, and the registrations and payments it
    // lists (and settles, below). No secret, no e-mail or SMS.
    for (const key of ["activities", "outbox", "idempotency"])
      tables[key]?.grantReadWriteData(team);
    for (const key of ["inscriptions", "payments"]) tables[key]?.grantReadData(team);
    // Requests: the quote requests and contact messages it lists (by index) and marks handled, the
    // confirmed newsletter subscribers it exports (by index); no Put or Scan on them.
    for (const key of ["quote-requests", "contact-messages"])
      tables[key]?.grant(team, "dynamodb:Query", "dynamodb:GetItem", "dynamodb:UpdateItem");
    tables["newsletter-subscribers"]?.grant(team, "dynamodb:Query");
    // « Données d'une personne »: a person's records by the `by-email` indexes and the
    // newsletter's key; « Effacer » deletes the messages, quote requests and newsletter record
    // (registrations are anonymised, UpdateItem above). Still no Put or Scan on them.
    for (const key of ["quote-requests", "contact-messages", "newsletter-subscribers"])
      tables[key]?.grant(team, "dynamodb:DeleteItem");
    tables["newsletter-subscribers"]?.grant(team, "dynamodb:GetItem");
    // A person's waiting-list entries, by their `by-email` index: a waiting one leaves its list
    // (with the outing's counter, above) before it is deleted.
    tables.waitlist?.grant(team, "dynamodb:Query", "dynamodb:UpdateItem", "dynamodb:DeleteItem");
    // « Chercher une personne »: a name or a phone number has no index, so the search reads the
    // tables that hold names by a Scan of those fields alone (registrations and quote requests
    // are already readable above and below). Still no Put.
    for (const key of ["contact-messages", "waitlist"]) tables[key]?.grant(team, "dynamodb:Scan");
    bus.grantPutEventsTo(team);
    // The payments desk: « Marquer comme payé » and a bank file settle payments as the bank
    // import does (the payment, what it pays, an expired registration's places, the credits
    // imported); « Réessayer » only puts the refund on the refund job's queue (no secret).
    for (const key of ["payments", "inscriptions", "quote-requests", "webhook-events"])
      tables[key]?.grantReadWriteData(team);
    // The rental e-bikes: the founders write the fleet and a day's blocks, and every act that
    // takes or gives back places (a payment reclaiming them, a cancellation) does so with bikes.
    tables.fleet?.grantReadWriteData(team);
    queues["refund-retries"]?.grantSendMessages(team);
    const teamPoolEnvironment = teamFunctionEnvironment(resources, {
      userPoolId: props.teamPool.userPool.userPoolId,
      clientId: props.teamPool.client.userPoolClientId,
    });
    for (const [name, value] of Object.entries(teamPoolEnvironment))
      team.addEnvironment(name, value);
    const outbox = tables.outbox;
    if (outbox) outbox.grantReadWriteData(outboxSweeper);
    // The scheduler only reads the due index and fills the deadlines queue.
    tables.inscriptions?.grantReadData(deadlineScheduler);
    queues["registration-deadlines"]?.grantSendMessages(deadlineScheduler);
    bus.grantPutEventsTo(api);
    bus.grantPutEventsTo(outboxSweeper);
    // Reconciliation and the bank import settle payments: payments, registrations, provider
    // event ids and the outbox, then publish; the scheduler only reads the index of pending ones.
    // A payment may pay a quote request, or take back the places of an expired registration.
    for (const key of [
      "payments",
      "inscriptions",
      "quote-requests",
      "activities",
      "webhook-events",
      "outbox",
      "fleet",
    ]) {
      tables[key]?.grantReadWriteData(paymentReconciliation);
      tables[key]?.grantReadWriteData(bankImport);
    }
    tables.payments?.grantReadData(paymentReconciler);
    bus.grantPutEventsTo(paymentReconciliation);
    bus.grantPutEventsTo(bankImport);
    const reconciliationQueue = queues["payment-reconciliation"];
    if (reconciliationQueue) reconciliationQueue.grantSendMessages(paymentReconciler);
    bus.grantPutEventsTo(registrationDeadlines);
    // Cancelling a date: the team function only starts the job (SendMessage to its queue); the
    // worker cancels the registrations (places back to the outing, progress on it), refunds
    // their payments (its provider secrets below) and writes the events. No e-mail, no SMS.
    queues["activity-cancellations"]?.grantSendMessages(team);
    for (const key of ["activities", "inscriptions", "payments", "outbox", "fleet"])
      tables[key]?.grantReadWriteData(activityCancellations);
    bus.grantPutEventsTo(activityCancellations);
    // The refund job: the scheduler reads the index of refunds to do and fills the queue; the
    // worker asks the provider again and records the refund, or the next try, on the payment.
    tables.payments?.grantReadData(refundRetryScheduler);
    queues["refund-retries"]?.grantSendMessages(refundRetryScheduler);
    tables.payments?.grantReadWriteData(refundRetries);
    // The day-before reminder reads tomorrow's outings (date index) and their registrations, and
    // records each e-mail and SMS sent (sent-notifications); no event, no secret, no payment.
    tables.activities?.grantReadData(dayBeforeReminders);
    tables.inscriptions?.grantReadData(dayBeforeReminders);
    tables["sent-notifications"]?.grantReadWriteData(dayBeforeReminders);
    // Retention: the scheduler reads indexes (outings by date, their registrations, requests by
    // handling, pending sign-ups) and fills its queue; the worker updates and deletes those
    // records (reading a sign-up's key by its id) and writes its counts event (outbox, bus).
    // Neither reads a payment, sends an e-mail or holds a secret.
    for (const key of [
      "activities",
      "inscriptions",
      "contact-messages",
      "quote-requests",
      "newsletter-subscribers",
    ])
      tables[key]?.grant(dataRetentionScheduler, "dynamodb:Query");
    queues["data-retention"]?.grantSendMessages(dataRetentionScheduler);
    tables.inscriptions?.grant(dataRetention, "dynamodb:UpdateItem");
    for (const key of ["contact-messages", "quote-requests"])
      tables[key]?.grant(dataRetention, "dynamodb:DeleteItem", "dynamodb:UpdateItem");
    tables["newsletter-subscribers"]?.grant(
      dataRetention,
      "dynamodb:Query",
      "dynamodb:GetItem",
      "dynamodb:DeleteItem",
    );
    // Its event: stored in the outbox, then cleared once the bus took it.
    tables.outbox?.grant(dataRetention, "dynamodb:PutItem", "dynamodb:DeleteItem");
    bus.grantPutEventsTo(dataRetention);
    // The waiting list's worker: reads the outing and its list, takes the places, stores the
    // offer's registration (its short reference claimed in the idempotency table), moves the
    // entry and writes the event. No secret, no e-mail (the notifier sends the offer).
    for (const key of ["activities", "inscriptions", "waitlist", "idempotency", "outbox"])
      tables[key]?.grantReadWriteData(waitlistOffers);
    bus.grantPutEventsTo(waitlistOffers);
    for (const sender of [notifier, registrationDeadlines, dayBeforeReminders]) {
      sender.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ["ses:SendEmail", "ses:SendRawEmail"],
          resources: [`arn:${this.partition}:ses:${this.region}:${this.account}:identity/*`],
          conditions: { StringEquals: { "ses:FromAddress": props.settings.senderEmail } },
        }),
      );
    }
    // Each secret is readable by the functions that use one of its settings; each learns the
    // secret's ARN under the name of each setting it uses (<setting>_ARN).
    // The data stack's secrets, found by name rather than through a cross-stack export: a secret
    // added or removed there never blocks a deployment on an export still in use here.
    for (const def of resources.secrets) {
      const secret = Secret.fromSecretNameV2(this, `Secret-${def.key}`, def.name);
      for (const reader of new Set(def.settings.flatMap((s) => s.readers))) {
        secret.grantRead(this.functions[reader]);
      }
      for (const setting of def.settings) {
        for (const reader of setting.readers) {
          this.functions[reader].addEnvironment(`${setting.name}_ARN`, secret.secretArn);
        }
      }
    }
    // SMS go straight to phone numbers: SNS has no resource to narrow the grant to.
    for (const texter of [notifier, dayBeforeReminders]) {
      texter.addToRolePolicy(
        new PolicyStatement({ effect: Effect.ALLOW, actions: ["sns:Publish"], resources: ["*"] }),
      );
    }

    for (const def of resources.queues) {
      const queue = queues[def.key];
      if (!queue) throw new Error(`Queue "${def.key}" missing from the messaging stack`);
      this.functions[def.consumer].addEventSource(
        new SqsEventSource(queue, {
          batchSize: def.batchSize,
          maxConcurrency: def.maxConcurrency,
          reportBatchItemFailures: true,
        }),
      );
    }

    for (const def of resources.schedules) {
      new Rule(this, `Schedule-${def.name}`, {
        ruleName: def.name,
        schedule: Schedule.expression(def.expression),
        targets: [new LambdaFunction(this.functions[def.function])],
      });
    }

    for (const def of resources.buckets) {
      // Bank files: private, encrypted, HTTPS only, kept (versions too) when the stack goes.
      const bucket = new Bucket(this, `Bucket-${def.key}`, {
        encryption: BucketEncryption.S3_MANAGED,
        blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
        enforceSSL: true,
        versioned: true,
        removalPolicy: RemovalPolicy.RETAIN,
      });
      const consumer = this.functions[def.consumer];
      bucket.grantRead(consumer, `${def.prefix}*`);
      consumer.addEnvironment(def.envVar, bucket.bucketName);
      bucket.addEventNotification(EventType.OBJECT_CREATED, new LambdaDestination(consumer), {
        prefix: def.prefix,
      });
      this.buckets[def.key] = bucket;
    }

    // The default stage, made here to carry the throttling and the access log (infra/limits.ts).
    this.httpApi = new HttpApi(this, "HttpApi", {
      apiName: `${resources.prefix}-api`,
      createDefaultStage: false,
    });
    const accessLog = new LogGroup(this, "ApiAccessLog", {
      retention: API_ACCESS_LOG_RETENTION_DAYS,
      removalPolicy: RemovalPolicy.DESTROY,
    });
    this.httpApi.addStage("DefaultStage", {
      stageName: "$default",
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(accessLog),
        format: AccessLogFormat.custom(API_ACCESS_LOG_FORMAT),
      },
    });
    // Each route goes to its function; the team's behind the JWT authorizer of the founders'
    // pool (issuer the pool, audience its client), which the team function checks again itself.
    const integrations: Record<RouteFunction, HttpLambdaIntegration> = {
      api: new HttpLambdaIntegration("ApiIntegration", api),
      team: new HttpLambdaIntegration("TeamIntegration", team),
    };
    const teamAuthorizer = new HttpJwtAuthorizer(
      "TeamAuthorizer",
      props.teamPool.userPool.userPoolProviderUrl,
      { jwtAudience: [props.teamPool.client.userPoolClientId] },
    );
    const addRoute = (
      path: string,
      methods: HttpMethod[],
      route: { function: RouteFunction; teamAuthorizer: boolean },
    ) =>
      this.httpApi.addRoutes({
        path,
        methods,
        integration: integrations[route.function],
        ...(route.teamAuthorizer ? { authorizer: teamAuthorizer } : {}),
      });
    for (const route of resources.routes) addRoute(route.path, [HttpMethod[route.method]], route);
    // Everything else under /api/equipe reaches the team function (behind the authorizer), the
    // rest under /api the api function: their routers answer a JSON 404.
    for (const route of resources.catchAllRoutes) addRoute(route.path, [HttpMethod.ANY], route);
  }
}
