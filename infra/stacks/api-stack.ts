import { join } from "node:path";
import { Duration, RemovalPolicy, Stack, type StackProps } from "aws-cdk-lib";
import { HttpApi, HttpMethod } from "aws-cdk-lib/aws-apigatewayv2";
import { HttpLambdaIntegration } from "aws-cdk-lib/aws-apigatewayv2-integrations";
import type { Table } from "aws-cdk-lib/aws-dynamodb";
import { type EventBus, Rule, Schedule } from "aws-cdk-lib/aws-events";
import { LambdaFunction } from "aws-cdk-lib/aws-events-targets";
import { Effect, PolicyStatement } from "aws-cdk-lib/aws-iam";
import { Architecture, Runtime } from "aws-cdk-lib/aws-lambda";
import { SqsEventSource } from "aws-cdk-lib/aws-lambda-event-sources";
import { type ICommandHooks, NodejsFunction, OutputFormat } from "aws-cdk-lib/aws-lambda-nodejs";
import { LogGroup, RetentionDays } from "aws-cdk-lib/aws-logs";
import type { ISecret } from "aws-cdk-lib/aws-secretsmanager";
import type { Queue } from "aws-cdk-lib/aws-sqs";
import type { Construct } from "constructs";
import {
  type FunctionKey,
  functionEnvironment,
  type Resources,
  type RuntimeSettings,
} from "../resources";

export interface ApiStackProps extends StackProps {
  resources: Resources;
  settings: RuntimeSettings;
  /** Repository root, where function entries (resources.functions[].entry) are resolved. */
  rootDir: string;
  tables: Record<string, Table>;
  queues: Record<string, Queue>;
  bus: EventBus;
  secrets: Record<string, ISecret>;
}

/**
 * pdfkit loads its standard fonts' metrics at run time through its package's `#standard-fonts/*`
 * import map, which a bundle cannot follow. Beside a bundle that renders PDFs go those files and
 * a package.json with the same map: the PDF then renders in Lambda. Plain copies, no npm install,
 * so `cdk synth` stays offline.
 */
export const PDFKIT_FONTS_BESIDE_BUNDLE: ICommandHooks = {
  beforeBundling: () => [],
  beforeInstall: () => [],
  afterBundling: (inputDir, outputDir) => [
    `mkdir -p "${outputDir}/standard-fonts"`,
    `cp -R "${inputDir}/node_modules/pdfkit/js/standard-fonts/." "${outputDir}/standard-fonts/"`,
    `node -e "require('node:fs').writeFileSync(process.argv[1], JSON.stringify({ imports: { '#standard-fonts/*': './standard-fonts/*.cjs' } }))" "${outputDir}/package.json"`,
  ],
};

/** The functions, the HTTP API in front of the api function, queue consumers and schedules. */
export class ApiStack extends Stack {
  readonly httpApi: HttpApi;
  readonly functions = {} as Record<FunctionKey, NodejsFunction>;

  constructor(scope: Construct, id: string, props: ApiStackProps) {
    super(scope, id, props);
    const { resources, tables, queues, bus } = props;
    const queueUrls = Object.fromEntries(Object.entries(queues).map(([k, q]) => [k, q.queueUrl]));
    const environment = functionEnvironment(resources, props.settings, queueUrls);

    for (const def of resources.functions) {
      this.functions[def.key] = new NodejsFunction(this, `Fn-${def.key}`, {
        entry: join(props.rootDir, def.entry),
        handler: "handler",
        runtime: Runtime.NODEJS_22_X,
        architecture: Architecture.ARM_64,
        timeout: Duration.seconds(def.timeoutSeconds),
        memorySize: def.memoryMb,
        environment: { ...environment, NODE_OPTIONS: "--enable-source-maps" },
        logGroup: new LogGroup(this, `Logs-${def.key}`, {
          retention: RetentionDays.ONE_MONTH,
          removalPolicy: RemovalPolicy.DESTROY,
        }),
        bundling: {
          // Bundled by the esbuild of node_modules: no Docker needed.
          forceDockerBundling: false,
          format: OutputFormat.ESM,
          target: "node22",
          minify: true,
          sourceMap: true,
          mainFields: ["module", "main"],
          // Some dependencies still call require(); give them one inside the ES module.
          banner:
            "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
          ...(def.rendersPdf ? { commandHooks: PDFKIT_FONTS_BESIDE_BUNDLE } : {}),
        },
      });
    }
    const { api, notifier, outboxSweeper, deadlineScheduler, registrationDeadlines } =
      this.functions;

    // Least privilege: each function gets only the services it calls.
    for (const table of Object.values(tables)) {
      table.grantReadWriteData(api);
      table.grantReadWriteData(notifier);
      table.grantReadWriteData(registrationDeadlines);
    }
    const outbox = tables.outbox;
    if (outbox) outbox.grantReadWriteData(outboxSweeper);
    // The scheduler only reads the due index and fills the deadlines queue.
    tables.inscriptions?.grantReadData(deadlineScheduler);
    queues["registration-deadlines"]?.grantSendMessages(deadlineScheduler);
    bus.grantPutEventsTo(api);
    bus.grantPutEventsTo(outboxSweeper);
    bus.grantPutEventsTo(registrationDeadlines);
    for (const sender of [notifier, registrationDeadlines]) {
      sender.addToRolePolicy(
        new PolicyStatement({
          effect: Effect.ALLOW,
          actions: ["ses:SendEmail", "ses:SendRawEmail"],
          resources: [`arn:${this.partition}:ses:${this.region}:${this.account}:identity/*`],
          conditions: { StringEquals: { "ses:FromAddress": props.settings.senderEmail } },
        }),
      );
    }
    // Each secret is readable by the functions that use it, which learn its ARN.
    for (const def of resources.secrets) {
      const secret = props.secrets[def.key];
      if (!secret) throw new Error(`Secret "${def.key}" missing from the data stack`);
      for (const reader of def.readers) {
        secret.grantRead(this.functions[reader]);
        this.functions[reader].addEnvironment(def.envVar, secret.secretArn);
      }
    }
    // SMS go straight to phone numbers: SNS has no resource to narrow the grant to.
    notifier.addToRolePolicy(
      new PolicyStatement({ effect: Effect.ALLOW, actions: ["sns:Publish"], resources: ["*"] }),
    );

    for (const def of resources.queues) {
      const queue = queues[def.key];
      if (!queue) throw new Error(`Queue "${def.key}" missing from the messaging stack`);
      this.functions[def.consumer].addEventSource(
        new SqsEventSource(queue, { batchSize: def.batchSize, reportBatchItemFailures: true }),
      );
    }

    for (const def of resources.schedules) {
      new Rule(this, `Schedule-${def.name}`, {
        ruleName: def.name,
        schedule: Schedule.expression(def.expression),
        targets: [new LambdaFunction(this.functions[def.function])],
      });
    }

    this.httpApi = new HttpApi(this, "HttpApi", { apiName: `${resources.prefix}-api` });
    const integration = new HttpLambdaIntegration("ApiIntegration", api);
    for (const route of resources.routes) {
      this.httpApi.addRoutes({
        path: route.path,
        methods: [HttpMethod[route.method]],
        integration,
      });
    }
    // Everything else under /api reaches the router too, which answers a JSON 404.
    this.httpApi.addRoutes({ path: "/api/{proxy+}", methods: [HttpMethod.ANY], integration });
  }
}
