/**
 * The payment providers' keys live in one JSON secret (infra/resources.ts): each setting is its
 * key, one reader reads the secret once, and a new reader (a refresh) sees a rolled key.
 */
import { GetSecretValueCommand, SecretsManagerClient } from "@aws-sdk/client-secrets-manager";
import { mockClient } from "aws-sdk-client-mock";
import { afterEach, describe, expect, it } from "vitest";
import {
  readSecretSetting,
  secretsReader,
  settingFromEnvOrSecret,
} from "../../../functions/adapters/secrets";
import { readStripeSettings } from "../../../functions/adapters/stripe/stripe-settings";

const ARN = "arn:aws:secretsmanager:eu-central-2:1:secret:jura-vtt/payment-providers";
const secrets = mockClient(SecretsManagerClient);

afterEach(() => secrets.reset());

describe("the payment providers' JSON secret", () => {
  it("gives each setting its key, trimmed; a key left out is missing, by its name", async () => {
    const read = async () => JSON.stringify({ STRIPE_SECRET_KEY: " sk_live_x\n", EMPTY: " " });
    expect(await readSecretSetting("STRIPE_SECRET_KEY", ARN, read)).toBe("sk_live_x");
    expect(await readSecretSetting("EMPTY", ARN, read)).toBeUndefined();
    await expect(
      settingFromEnvOrSecret("PAYPAL_CLIENT_ID", { PAYPAL_CLIENT_ID_ARN: ARN }, read),
    ).rejects.toThrow(
      `Configuration invalide ou manquante : PAYPAL_CLIENT_ID ou PAYPAL_CLIENT_ID_ARN (secret ${ARN})`,
    );
  });

  it("refuses anything but a JSON object (the stack's random value), naming the secret, never quoting it", async () => {
    for (const text of ["p4Q#generated-by-cloudformation", "[]", '"sk_live_x"', "null"]) {
      const attempt = readSecretSetting("STRIPE_SECRET_KEY", ARN, async () => text);
      await expect(attempt).rejects.toThrow(
        `Configuration invalide : STRIPE_SECRET_KEY (secret ${ARN}) : le secret doit contenir un objet JSON`,
      );
      await attempt.catch((error: Error) => expect(error.message).not.toContain("p4Q#"));
    }
  });

  it("one reader reads the secret once for all its settings; a new reader sees a rolled key", async () => {
    secrets
      .on(GetSecretValueCommand, { SecretId: ARN })
      .resolvesOnce({
        SecretString: JSON.stringify({
          STRIPE_SECRET_KEY: "sk_live_old",
          STRIPE_WEBHOOK_SECRET: "whsec_a",
        }),
      })
      .resolves({
        SecretString: JSON.stringify({
          STRIPE_SECRET_KEY: "sk_live_new",
          STRIPE_WEBHOOK_SECRET: "whsec_a",
        }),
      });
    const env = { STRIPE_SECRET_KEY_ARN: ARN, STRIPE_WEBHOOK_SECRET_ARN: ARN };
    const client = new SecretsManagerClient({ region: "eu-central-2" });
    const first = await readStripeSettings(env, secretsReader(client));
    expect(first.secretKey).toBe("sk_live_old");
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(1);
    const refreshed = await readStripeSettings(env, secretsReader(client));
    expect(refreshed.secretKey).toBe("sk_live_new");
    expect(secrets.commandCalls(GetSecretValueCommand)).toHaveLength(2);
  });
});
