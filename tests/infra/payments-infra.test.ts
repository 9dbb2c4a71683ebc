import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { BankTransferBill } from "@core/payments/ports/bank-transfer";
import { Stage } from "aws-cdk-lib";
import { Match, Template } from "aws-cdk-lib/assertions";
import { beforeAll, describe, expect, it } from "vitest";
import { readBankAccount } from "../../functions/bank-account-config";
import { bundleFunction } from "../../infra/function-bundling";
import { defineResources } from "../../infra/resources";
import { LOCAL_BANK_ACCOUNTS } from "../../local/function-env";
import { pdfText } from "../support/pdf-text";
import { readQrBillPayload, readQrBillPdfPayload, SPC_FIELD } from "../support/qr-bill-payload";
import { ROOT_DIR, synthStacks } from "./synth";

const resources = defineResources();
let data: Template;
let api: Template;

beforeAll(() => {
  const stacks = synthStacks();
  data = Template.fromStack(stacks.data);
  api = Template.fromStack(stacks.api);
});

/** The logical id of the function whose environment holds this variable with this value. */
function functionsWithEnv(name: string): string[] {
  return Object.entries(api.findResources("AWS::Lambda::Function"))
    .filter(([, fn]) => fn.Properties.Environment?.Variables?.[name] !== undefined)
    .map(([id]) => id);
}

/**
 * The IAM policies that grant reading a secret whose ARN (by the secret's name) matches. The api role's grants
 * outgrow an inline policy: CDK moves the rest into a managed one, so both kinds are searched.
 */
function policiesReadingSecret(secret: RegExp) {
  const policies = [
    ...Object.values(api.findResources("AWS::IAM::Policy")),
    ...Object.values(api.findResources("AWS::IAM::ManagedPolicy")),
  ];
  return policies.filter((p) => {
    const document = JSON.stringify(p.Properties.PolicyDocument);
    return document.includes("secretsmanager:GetSecretValue") && secret.test(document);
  });
}

describe("payments infrastructure", () => {
  it("stores payments, findable by their QR-bill reference", () => {
    data.hasResource("AWS::DynamoDB::Table", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        TableName: "jura-vtt-payments",
        KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
        BillingMode: "PAY_PER_REQUEST",
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        GlobalSecondaryIndexes: [
          {
            IndexName: "by-bank-reference",
            KeySchema: [{ AttributeName: "bank_reference", KeyType: "HASH" }],
            Projection: { ProjectionType: "ALL" },
          },
          {
            IndexName: "by-pending-due",
            KeySchema: [
              { AttributeName: "reconcile_status", KeyType: "HASH" },
              { AttributeName: "reconcile_due_at", KeyType: "RANGE" },
            ],
            Projection: { ProjectionType: "ALL" },
          },
          {
            IndexName: "by-refund-pending",
            KeySchema: [
              { AttributeName: "refund_pending", KeyType: "HASH" },
              { AttributeName: "refund_retry_at", KeyType: "RANGE" },
            ],
            Projection: { ProjectionType: "ALL" },
          },
        ],
      }),
    });
  });

  it("records handled webhook event ids, which expire by themselves", () => {
    data.hasResourceProperties("AWS::DynamoDB::Table", {
      TableName: "jura-vtt-webhook-events",
      KeySchema: [{ AttributeName: "id", KeyType: "HASH" }],
      TimeToLiveSpecification: { AttributeName: "expires_at", Enabled: true },
    });
  });

  it("keeps Stripe's two secrets in Secrets Manager, retained, never in the template as text", () => {
    // With PayPal's and Shopify's, in the one secret of the payment providers' keys (one fee).
    data.hasResource("AWS::SecretsManager::Secret", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        Name: "jura-vtt/payment-providers",
        GenerateSecretString: Match.anyValue(),
        SecretString: Match.absent(),
      }),
    });
    data.resourceCountIs("AWS::SecretsManager::Secret", 2);
  });

  it("gives only the api function, the reconciliation worker, the deadlines worker (it expires Stripe sessions), the cancellation worker and the refund worker (they refund) the secrets' ARNs and the right to read them", () => {
    const withKey = functionsWithEnv("STRIPE_SECRET_KEY_ARN");
    const withWebhook = functionsWithEnv("STRIPE_WEBHOOK_SECRET_ARN");
    expect(withKey).toHaveLength(5);
    expect(withKey.some((id) => id.startsWith("Fnapi"))).toBe(true);
    expect(withKey.some((id) => id.startsWith("FnpaymentReconciliation"))).toBe(true);
    expect(withKey.some((id) => id.startsWith("FnregistrationDeadlines"))).toBe(true);
    expect(withKey.some((id) => id.startsWith("FnactivityCancellations"))).toBe(true);
    expect(withKey.some((id) => id.startsWith("FnrefundRetries"))).toBe(true);
    expect(withWebhook).toEqual(withKey);
    expect(functionsWithEnv("STRIPE_SECRET_KEY")).toEqual([]);

    const reading = policiesReadingSecret(/secret:jura-vtt\/payment-providers-/);
    expect(reading).toHaveLength(5);
    const roles = JSON.stringify(reading.map((p) => p.Properties.Roles));
    expect(roles).toMatch(/Fnapi/);
    expect(roles).toMatch(/FnpaymentReconciliation/);
    expect(roles).toMatch(/FnregistrationDeadlines/);
    expect(roles).toMatch(/FnactivityCancellations/);
    expect(roles).toMatch(/FnrefundRetries/);
    for (const policy of reading) {
      const statement = JSON.stringify(policy.Properties.PolicyDocument);
      expect(statement).toMatch(/secret:jura-vtt\/payment-providers-/);
    }
  });

  it("keeps PayPal's app credentials and webhook id in Secrets Manager, for the api function, the reconciliation worker, the cancellation worker and the refund worker (they refund) only", () => {
    data.hasResource("AWS::SecretsManager::Secret", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        Name: "jura-vtt/payment-providers",
        SecretString: Match.absent(),
      }),
    });
    const withId = functionsWithEnv("PAYPAL_CLIENT_ID_ARN");
    expect(withId).toHaveLength(4);
    expect(withId.find((id) => /^Fnapi/.test(id))).toBeDefined();
    expect(withId.find((id) => /^FnpaymentReconciliation/.test(id))).toBeDefined();
    expect(withId.find((id) => /^FnactivityCancellations/.test(id))).toBeDefined();
    expect(withId.find((id) => /^FnrefundRetries/.test(id))).toBeDefined();
    expect(functionsWithEnv("PAYPAL_CLIENT_SECRET_ARN")).toEqual(withId);
    expect(functionsWithEnv("PAYPAL_WEBHOOK_ID_ARN")).toEqual(withId);
    expect(functionsWithEnv("PAYPAL_CLIENT_SECRET")).toEqual([]);
  });

  it("keeps the payment link key in Secrets Manager, generated at random and retained", () => {
    data.hasResource("AWS::SecretsManager::Secret", {
      DeletionPolicy: "Retain",
      Properties: Match.objectLike({
        Name: "jura-vtt/payment-link/secret",
        GenerateSecretString: Match.anyValue(),
        SecretString: Match.absent(),
      }),
    });
  });

  it("lets the api (checks links), the notifier and the deadlines worker (e-mail them) read the payment link key", () => {
    const readers = functionsWithEnv("PAYMENT_LINK_SECRET_ARN");
    expect(readers).toHaveLength(3);
    expect(readers.some((id) => id.startsWith("Fnapi"))).toBe(true);
    expect(readers.some((id) => id.startsWith("Fnnotifier"))).toBe(true);
    expect(readers.some((id) => id.startsWith("FnregistrationDeadlines"))).toBe(true);
    expect(functionsWithEnv("PAYMENT_LINK_SECRET")).toEqual([]);

    const roles = JSON.stringify(
      policiesReadingSecret(/secret:jura-vtt\/payment-link\/secret-/).map(
        (p) => p.Properties.Roles,
      ),
    );
    expect(roles).toMatch(/Fnapi/);
    expect(roles).toMatch(/Fnnotifier/);
    expect(roles).toMatch(/FnregistrationDeadlines/);
    expect(roles).not.toMatch(/FnoutboxSweeper/);
    expect(roles).not.toMatch(/FndeadlineScheduler/);
  });

  it("routes the payment and webhook paths to the api function", () => {
    const routeKeys = Object.values(api.findResources("AWS::ApiGatewayV2::Route")).map(
      (r) => r.Properties.RouteKey,
    );
    expect(routeKeys).toEqual(
      expect.arrayContaining([
        "GET /api/inscriptions/{inscription_id}",
        "GET /api/inscriptions/{inscription_id}/annulation",
        "POST /api/inscriptions/{inscription_id}/annulation",
        "POST /api/payments",
        "GET /api/payments/{payment_id}",
        "POST /api/payments/{payment_id}/cancel",
        "POST /api/webhooks/stripe",
        "POST /api/webhooks/paypal",
      ]),
    );
  });

  it("passes the bank account to the functions only when one is configured", () => {
    expect(functionsWithEnv("BANK_IBAN")).toEqual([]);
    const withIban = Template.fromStack(
      synthStacksWithIban("CH44 3199 9123 0008 8901 2").api,
    ).findResources("AWS::Lambda::Function");
    const values = Object.values(withIban)
      .map((fn) => fn.Properties.Environment?.Variables?.BANK_IBAN)
      .filter(Boolean);
    expect(values).toEqual(resources.functions.map(() => "CH44 3199 9123 0008 8901 2"));
  });
});

describe("the bundles that render the QR-bill PDF (notifier: the e-mail; api: the download)", () => {
  it("carries pdfkit's font metrics and the import map pdfkit resolves them with", () => {
    const stack = synthStacks({ bundle: true }).api;
    const template = Template.fromStack(stack);
    const assembly = Stage.of(stack)?.synth();
    if (!assembly) throw new Error("no cloud assembly");
    const assetDir = (fnKey: string) => {
      const [, fn] =
        Object.entries(template.findResources("AWS::Lambda::Function")).find(([id]) =>
          id.startsWith(`Fn${fnKey}`),
        ) ?? [];
      const key = String(fn?.Properties.Code.S3Key).replace(/\.zip$/, "");
      return join(assembly.directory, `asset.${key}`);
    };

    for (const fnKey of ["notifier", "api"]) {
      const dir = assetDir(fnKey);
      expect(existsSync(join(dir, "index.mjs"))).toBe(true);
      // Resolved from the bundle's own place, as pdfkit does it in Lambda.
      const fromBundle = createRequire(join(dir, "index.mjs"));
      const helvetica = fromBundle("#standard-fonts/Helvetica");
      expect(JSON.stringify(helvetica)).toContain("Helvetica");
    }
    expect(existsSync(join(assetDir("outboxSweeper"), "standard-fonts"))).toBe(false);
  });
  it("renders the QR-bill, PDF and SVG, from a bundle in a fresh Node process (fontkit left out)", async () => {
    const dir = await mkdtemp(join(tmpdir(), "qr-bill-bundle-"));
    try {
      // The function bundler, on the module the payment adapters build the bills with.
      const metafile = bundleFunction(
        ROOT_DIR,
        { entry: "functions/adapters/qr-bill/payment-qr-bill.ts", rendersPdf: true },
        dir,
      );
      const inputs = Object.keys(metafile.inputs);
      expect(inputs.filter((input) => input.includes("node_modules/fontkit/"))).toEqual([]);
      expect(inputs.some((input) => input.includes("node_modules/pdfkit/"))).toBe(true);

      const account = readBankAccount({ BANK_IBAN: LOCAL_BANK_ACCOUNTS.qrIban });
      const bill: Omit<BankTransferBill, "reference"> = {
        amountCentimes: 12000,
        activityTitle: "Crêtes du Jura",
        activityDate: "2026-12-06",
        participants: 2,
        payer: { name: "Claudine Berset", address: "Rue du Lac 12, 1260 Nyon" },
      };
      const script = `
        const { paymentQrBill } = await import(${JSON.stringify(pathToFileURL(join(dir, "index.mjs")).href)});
        const qrBill = paymentQrBill(${JSON.stringify(account)});
        const bill = { ...${JSON.stringify(bill)}, reference: await qrBill.reference("7d1f0c3a-2b4e-4f6a-9c8d-1e2f3a4b5c6d") };
        const pdf = Buffer.from(await qrBill.pdf(bill)).toString("base64");
        process.stdout.write(JSON.stringify({ pdf, svg: await qrBill.svg(bill) }));
      `;
      const rendered = JSON.parse(
        execFileSync(process.execPath, ["--input-type=module", "-e", script], {
          cwd: dir,
          encoding: "utf8",
          maxBuffer: 16 * 1024 * 1024,
        }),
      ) as { pdf: string; svg: string };
      const pdf = Buffer.from(rendered.pdf, "base64");
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdfText(pdf)).toContain("Inscription : paiement par virement");
      expect(pdfText(pdf)).toContain("Crêtes du Jura");
      expect(readQrBillPdfPayload(pdf)[SPC_FIELD.debtorName]).toBe("Claudine Berset");
      expect(readQrBillPayload(rendered.svg)[SPC_FIELD.amount]).toBe("120.00");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

function synthStacksWithIban(bankIban: string) {
  return synthStacks({ settings: { bankIban } });
}
