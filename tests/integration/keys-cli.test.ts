/**
 * npm run keys against the emulator's Secrets Manager: set stores one provider key in the JSON
 * secret beside the others, never printing it, and the functions' settings readers find it there.
 */
import { randomBytes } from "node:crypto";
import {
  CreateSecretCommand,
  GetSecretValueCommand,
  SecretsManagerClient,
} from "@aws-sdk/client-secrets-manager";
import { beforeAll, describe, expect, it } from "vitest";
import { secretsReader } from "../../functions/adapters/secrets";
import { readStripeSettings } from "../../functions/adapters/stripe/stripe-settings";
import { emulatorClientConfig } from "../../localstack/emulator";
import { runKeysCli } from "../../tools/keys-cli";
import { endpoint } from "../support/aws";

// A deployment of its own: nothing else in the emulator uses this secret.
const prefix = `keys-${randomBytes(4).toString("hex")}`;
const secretName = `${prefix}/payment-providers`;
let client: SecretsManagerClient;
let arn: string;

async function cli(argv: string[], value = "") {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runKeysCli(
    [...argv, "--local", "--endpoint", endpoint(), "--prefix", prefix],
    { out: (t) => out.push(t), err: (t) => err.push(t) },
    async () => value,
  );
  return { code, out: out.join("\n"), err: err.join("\n") };
}

async function stored(): Promise<Record<string, string>> {
  const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretName }));
  return JSON.parse(SecretString ?? "");
}

beforeAll(async () => {
  client = new SecretsManagerClient(emulatorClientConfig(endpoint()));
  // As the data stack leaves it: a random value, not yet a JSON object.
  const created = await client.send(
    new CreateSecretCommand({ Name: secretName, SecretString: "p4Q#random-from-the-stack" }),
  );
  arn = created.ARN ?? "";
});

describe("the provider keys CLI against the emulator", () => {
  it("set: each key joins the JSON object beside the others, its value never printed", async () => {
    const first = await cli(["set", "STRIPE_SECRET_KEY"], "  sk_test_from_cli\n");
    expect(first.code).toBe(0);
    expect(first.out).toContain(`STRIPE_SECRET_KEY enregistré dans ${secretName}.`);
    const second = await cli(["set", "STRIPE_WEBHOOK_SECRET"], "whsec_from_cli");
    expect(second.code).toBe(0);
    expect(await stored()).toEqual({
      STRIPE_SECRET_KEY: "sk_test_from_cli",
      STRIPE_WEBHOOK_SECRET: "whsec_from_cli",
    });
    for (const run of [first, second]) {
      expect(`${run.out}\n${run.err}`).not.toMatch(/sk_test_from_cli|whsec_from_cli/);
    }

    const listed = await cli(["list"]);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(
      /^Réglages enregistrés : STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET$/m,
    );
    expect(listed.out).toMatch(/^Réglages manquants : SHOPIFY_WEBHOOK_SECRET, /m);
    expect(listed.out).not.toContain("sk_test_from_cli");
  });

  it("what it stores is what the functions read (one secret, one call)", async () => {
    const env = { STRIPE_SECRET_KEY_ARN: arn, STRIPE_WEBHOOK_SECRET_ARN: arn };
    const settings = await readStripeSettings(env, secretsReader(client));
    expect(settings.secretKey).toBe("sk_test_from_cli");
    expect(settings.webhookSecret).toBe("whsec_from_cli");
  });

  it("refuses an unknown setting, an empty value and a missing secret, storing nothing", async () => {
    const before = await stored();
    const unknown = await cli(["set", "STRIPE_PUBLIC_KEY"], "pk_test_x");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("Réglage inconnu : STRIPE_PUBLIC_KEY.");
    const empty = await cli(["set", "PAYPAL_CLIENT_ID"], "  \n");
    expect(empty.code).toBe(1);
    expect(empty.err).toContain("La valeur de PAYPAL_CLIENT_ID est vide");
    expect(await stored()).toEqual(before);

    const elsewhere = await runKeysCli(
      ["list", "--local", "--endpoint", endpoint(), "--prefix", `${prefix}-absent`],
      { out: () => {}, err: (t) => expect(t).toMatch(/n'existe pas ici|émulateur/) },
    );
    expect(elsewhere).toBe(1);
  });
});
