import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Stage } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { build } from "esbuild";
import { beforeAll, describe, expect, it } from "vitest";
import { BUNDLE_FILE, esbuildOptions } from "../../infra/function-bundling";
import { defineResources } from "../../infra/resources";
import { ROOT_DIR, SETTINGS, synthStacks } from "./synth";

/** The product's functions, with the limits each one needs. */
const FUNCTIONS = {
  api: { timeout: 10, memory: 512 },
  notifier: { timeout: 30, memory: 512 },
  outboxSweeper: { timeout: 30, memory: 256 },
  paymentReconciler: { timeout: 30, memory: 256 },
  paymentReconciliation: { timeout: 30, memory: 512 },
  bankImport: { timeout: 60, memory: 512 },
  deadlineScheduler: { timeout: 30, memory: 256 },
  registrationDeadlines: { timeout: 30, memory: 512 },
  team: { timeout: 10, memory: 512 },
  activityCancellations: { timeout: 60, memory: 512 },
  refundRetryScheduler: { timeout: 30, memory: 256 },
  refundRetries: { timeout: 30, memory: 512 },
  dayBeforeReminders: { timeout: 30, memory: 256 },
  dataRetentionScheduler: { timeout: 60, memory: 256 },
  dataRetention: { timeout: 30, memory: 256 },
  waitlistOffers: { timeout: 30, memory: 512 },
} as const;
type FunctionKey = keyof typeof FUNCTIONS;

let template: Template;
let messaging: Template;
/** Our functions' logical ids (custom-resource helpers left out). */
let functionIds: Partial<Record<FunctionKey, string>>;
/** Where the app staged its assets (the bundles, asset.<hash>/). */
let assemblyDir: string;

beforeAll(() => {
  // The real bundling (local esbuild, no Docker): slow, so once for the whole file.
  const stacks = synthStacks({ bundle: true });
  template = Template.fromStack(stacks.api);
  assemblyDir = Stage.of(stacks.api)?.outdir ?? "";
  messaging = Template.fromStack(stacks.messaging);
  functionIds = {};
  for (const id of Object.keys(template.findResources("AWS::Lambda::Function"))) {
    const name = /^Fn([A-Za-z]+?)[0-9A-F]{8}$/.exec(id.replace(/-/g, ""))?.[1]?.toLowerCase();
    const key = (Object.keys(FUNCTIONS) as FunctionKey[]).find((k) => k.toLowerCase() === name);
    if (key) functionIds[key] = id;
  }
});

function policyOf(fnKey: FunctionKey): string {
  const fnId = functionIds[fnKey];
  const roleId = template.toJSON().Resources[fnId ?? ""].Properties.Role["Fn::GetAtt"][0];
  // A role whose grants outgrow one inline policy gets the rest in a managed "overflow" policy.
  const policies = [
    ...Object.values(template.findResources("AWS::IAM::Policy")),
    ...Object.values(template.findResources("AWS::IAM::ManagedPolicy")),
  ].filter((p) => p.Properties.Roles?.some((r: { Ref: string }) => r.Ref === roleId));
  return JSON.stringify(policies.map((p) => p.Properties.PolicyDocument));
}

describe("api stack", () => {
  it.each(Object.entries(FUNCTIONS))(
    "%s: Node 22 on arm64, bundled as ES module, with its timeout, memory and settings",
    (key, limits) => {
      const id = functionIds[key as FunctionKey];
      expect(id, `function ${key}`).toBeDefined();
      expect(template.toJSON().Resources[id ?? ""].Properties).toMatchObject({
        Runtime: "nodejs22.x",
        Architectures: ["arm64"],
        Handler: "index.handler",
        Timeout: limits.timeout,
        MemorySize: limits.memory,
        Environment: {
          Variables: expect.objectContaining({
            EVENT_BUS_NAME: "jura-vtt-bus",
            SENDER_EMAIL: SETTINGS.senderEmail,
            PROVIDER_EMAIL: SETTINGS.providerEmail,
            SITE_URL: SETTINGS.siteUrl,
            TABLE_ACTIVITIES: "jura-vtt-activities",
            TABLE_INSCRIPTIONS: "jura-vtt-inscriptions",
            TABLE_OUTBOX: "jura-vtt-outbox",
          }),
        },
      });
    },
  );

  it("keeps the functions' own logs one month", () => {
    const groups = Object.values(template.findResources("AWS::Logs::LogGroup"));
    expect(groups.length).toBeGreaterThanOrEqual(Object.keys(FUNCTIONS).length);
    for (const group of groups) expect(group.Properties.RetentionInDays).toBe(30);
  });

  it("routes each public API path to the api function, and anything else under /api too", () => {
    const routeKeys = Object.values(template.findResources("AWS::ApiGatewayV2::Route")).map(
      (r) => r.Properties.RouteKey,
    );
    expect(routeKeys).toEqual(
      expect.arrayContaining([
        "GET /api/health",
        "GET /api/activities",
        "POST /api/inscriptions",
        "POST /api/reservations",
        "POST /api/contact",
        "POST /api/newsletter",
        "GET /api/newsletter/confirm",
        "GET /api/newsletter/unsubscribe",
        "POST /api/newsletter/unsubscribe",
        "POST /api/quotes",
        "ANY /api/{proxy+}",
      ]),
    );
    // Two integrations: the public routes and their catch-all reach the api function, the
    // team's (/api/equipe/*) the team function (tests/infra/api-routes.test.ts, route by route).
    template.resourceCountIs("AWS::ApiGatewayV2::Integration", 2);
    for (const fn of ["api", "team"] as const) {
      template.hasResourceProperties("AWS::ApiGatewayV2::Integration", {
        IntegrationType: "AWS_PROXY",
        PayloadFormatVersion: "2.0",
        IntegrationUri: { "Fn::GetAtt": [functionIds[fn], "Arn"] },
      });
    }
  });

  it("feeds the notifier from the notifications queue, 5 at a time, reporting partial batch failures", () => {
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: functionIds.notifier },
      BatchSize: 5,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    // A message must stay hidden while the notifier may still be working on it, with the margin
    // AWS advises for an SQS event source (six times the function's timeout).
    const queue = Object.values(messaging.findResources("AWS::SQS::Queue")).find(
      (q) => q.Properties.QueueName === "jura-vtt-notifications",
    );
    expect(queue?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(
      6 * FUNCTIONS.notifier.timeout,
    );
  });

  it("runs the outbox sweeper every minute", () => {
    template.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-outbox-sweeper",
      ScheduleExpression: "rate(1 minute)",
      Targets: [Match.objectLike({ Arn: { "Fn::GetAtt": [functionIds.outboxSweeper, "Arn"] } })],
    });
  });

  it("runs the deadline job every 5 minutes; its worker takes the registration-deadlines queue, 5 at a time, reporting partial batch failures", () => {
    template.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-registration-deadlines",
      ScheduleExpression: "rate(5 minutes)",
      Targets: [
        Match.objectLike({ Arn: { "Fn::GetAtt": [functionIds.deadlineScheduler, "Arn"] } }),
      ],
    });
    template.hasResourceProperties("AWS::Lambda::EventSourceMapping", {
      FunctionName: { Ref: functionIds.registrationDeadlines },
      BatchSize: 5,
      FunctionResponseTypes: ["ReportBatchItemFailures"],
    });
    const queue = Object.values(messaging.findResources("AWS::SQS::Queue")).find(
      (q) => q.Properties.QueueName === "jura-vtt-registration-deadlines",
    );
    expect(queue?.Properties.VisibilityTimeout).toBeGreaterThanOrEqual(
      6 * FUNCTIONS.registrationDeadlines.timeout,
    );
  });

  it("the deadline job only reads registrations and fills its queue; its worker e-mails, publishes and reaches Stripe", () => {
    const scheduler = policyOf("deadlineScheduler");
    expect(scheduler).toContain("dynamodb:Query");
    expect(scheduler).not.toContain("dynamodb:PutItem");
    expect(scheduler).not.toContain("dynamodb:UpdateItem");
    expect(scheduler).toContain("sqs:SendMessage");
    expect(scheduler).not.toContain("ses:");
    expect(scheduler).not.toContain("events:PutEvents");
    const worker = policyOf("registrationDeadlines");
    expect(worker).toContain("dynamodb:UpdateItem");
    expect(worker).toContain("sqs:DeleteMessage");
    expect(worker).toContain("ses:SendRawEmail");
    expect(worker).toContain("ses:FromAddress");
    expect(worker).toContain("events:PutEvents");
    expect(worker).toContain("secretsmanager:GetSecretValue");
    const workerEnv =
      template.toJSON().Resources[functionIds.registrationDeadlines ?? ""].Properties.Environment
        .Variables;
    expect(Object.keys(workerEnv)).toEqual(
      expect.arrayContaining(["STRIPE_SECRET_KEY_ARN", "PAYMENT_LINK_SECRET_ARN"]),
    );
  });

  it("runs the day-before reminder every quarter of an hour from 16:00 to 22:45 UTC: 18:00 in Zurich falls inside in summer and winter time", () => {
    template.hasResourceProperties("AWS::Events::Rule", {
      Name: "jura-vtt-day-before-reminders",
      ScheduleExpression: "cron(0/15 16-22 * * ? *)",
      Targets: [
        Match.objectLike({ Arn: { "Fn::GetAtt": [functionIds.dayBeforeReminders, "Arn"] } }),
      ],
    });
  });

  it("the day-before reminder reads outings and registrations, records what it sent, e-mails and texts; nothing else", () => {
    const reminder = policyOf("dayBeforeReminders");
    expect(reminder).toContain("dynamodb:Query");
    expect(reminder).toContain("ses:SendRawEmail");
    expect(reminder).toContain("ses:FromAddress");
    expect(reminder).toContain("sns:Publish");
    expect(reminder).not.toContain("events:PutEvents");
    expect(reminder).not.toContain("sqs:");
    expect(reminder).not.toContain("secretsmanager:");
    // Writes reach the sent-notifications table only.
    const written = JSON.parse(reminder)
      .flatMap((doc: { Statement: { Action: unknown; Resource: unknown }[] }) => doc.Statement)
      .filter((s: { Action: unknown }) => [s.Action].flat().includes("dynamodb:PutItem"))
      .flatMap((s: { Resource: unknown }) => [s.Resource].flat())
      .map((r: unknown) => JSON.stringify(r))
      .filter((r: string) => r.includes("Table"));
    expect(written.length).toBeGreaterThan(0);
    for (const ref of written) expect(ref).toMatch(/Tablesentnotifications/);
  });

  it("the founders' switch reaches the functions: DAY_BEFORE_REMINDER=off (on when not set)", () => {
    const envOf = (t: Template) =>
      Object.values(t.findResources("AWS::Lambda::Function")).find((f) =>
        JSON.stringify(f.Properties.Handler ?? "").includes("index.handler"),
      )?.Properties.Environment.Variables;
    const off = synthStacks({ settings: { dayBeforeReminder: "off" } });
    expect(envOf(Template.fromStack(off.api))?.DAY_BEFORE_REMINDER).toBe("off");
    expect(envOf(template)?.DAY_BEFORE_REMINDER).toBeUndefined();
  });

  it("grants each function only what it calls", () => {
    const api = policyOf("api");
    const notifier = policyOf("notifier");
    const sweeper = policyOf("outboxSweeper");
    expect(api).toContain("dynamodb:PutItem");
    expect(api).toContain("events:PutEvents");
    expect(api).not.toContain("ses:");
    expect(api).not.toContain("sns:");
    expect(notifier).toContain("ses:SendRawEmail");
    expect(notifier).toContain("ses:FromAddress");
    expect(notifier).toContain("sns:Publish");
    expect(notifier).toContain("sqs:DeleteMessage");
    expect(notifier).not.toContain("events:PutEvents");
    expect(sweeper).toContain("events:PutEvents");
    expect(sweeper).not.toContain("ses:");
    // The sweeper reaches the outbox table only.
    const sweeperTables = JSON.parse(sweeper)
      .flatMap((doc: { Statement: { Resource: unknown }[] }) => doc.Statement)
      .flatMap((s: { Resource: unknown }) => [s.Resource].flat())
      .map((r: unknown) => JSON.stringify(r))
      .filter((r: string) => r.includes("ImportValue") && r.includes("Table"));
    expect(sweeperTables.length).toBeGreaterThan(0);
    for (const ref of sweeperTables) expect(ref).toMatch(/Tableoutbox/);
    expect(JSON.stringify(api)).not.toContain('"Action":"*"');
  });

  it("bundles each function byte for byte as the backend bench does (one set of esbuild options)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "bench-bundle-"));
    try {
      for (const def of defineResources().functions) {
        const code = template.toJSON().Resources[functionIds[def.key] ?? ""].Properties.Code;
        const deployed = await readFile(
          join(assemblyDir, `asset.${String(code.S3Key).replace(/\.zip$/, "")}`, BUNDLE_FILE),
        );
        const file = join(dir, def.key, BUNDLE_FILE);
        await build(esbuildOptions(join(ROOT_DIR, def.entry), file));
        const benched = await readFile(file);
        expect(benched.length, def.key).toBe(deployed.length);
        expect(benched.equals(deployed), def.key).toBe(true);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("leaves the payment providers' SDKs and the PDF renderer out of the functions that never pay", async () => {
    const paymentPackages = /node_modules\/(stripe|pdfkit|fontkit|swissqrbill|qrcode)\//;
    for (const key of ["outboxSweeper", "deadlineScheduler"]) {
      const def = defineResources().functions.find((f) => f.key === key);
      if (!def) throw new Error(`no function ${key}`);
      const result = await build({
        ...esbuildOptions(join(ROOT_DIR, def.entry), join(tmpdir(), key, BUNDLE_FILE)),
        metafile: true,
        write: false,
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(
        inputs.filter((path) => paymentPackages.test(path)),
        key,
      ).toEqual([]);
      expect(
        inputs.some((path) => path.includes("functions/adapters/outbox.ts")),
        key,
      ).toBe(true);
    }
  });

  it("bundles zod's small build only: no function carries zod's classic build or its locales", async () => {
    // The classic build's methods reach every schema type: one import of it weighs ~440 KB.
    const fullZod = /node_modules\/zod\/v4\/(classic|locales)\//;
    for (const def of defineResources().functions) {
      const result = await build({
        ...esbuildOptions(join(ROOT_DIR, def.entry), join(tmpdir(), def.key, BUNDLE_FILE)),
        metafile: true,
        write: false,
      });
      const bundle = Object.values(result.metafile.outputs).find((output) => output.entryPoint);
      const bundled = Object.entries(bundle?.inputs ?? {})
        .filter(([, input]) => input.bytesInOutput > 0)
        .map(([path]) => path);
      expect(
        bundled.filter((path) => fullZod.test(path)),
        def.key,
      ).toEqual([]);
      expect(
        bundled.some((path) => path.includes("node_modules/zod/v4/mini/")),
        def.key,
      ).toBe(true);
    }
  });
});
