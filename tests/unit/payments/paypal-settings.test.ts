import { PAYPAL_PRODUCTION_API_BASE, readPaypalSettings } from "@adapters/paypal/paypal-settings";
import { describe, expect, it } from "vitest";

const noSecrets = async () => {
  throw new Error("Secrets Manager must not be called");
};

describe("PayPal settings", () => {
  it("locally: credentials, webhook id and the sandbox's address from the environment", async () => {
    const settings = await readPaypalSettings(
      {
        PAYPAL_CLIENT_ID: "local-client-0000",
        PAYPAL_CLIENT_SECRET: "local-secret-0000",
        PAYPAL_WEBHOOK_ID: "LOCALWEBHOOK0000",
        PAYPAL_API_BASE: "http://127.0.0.1:4019",
      },
      noSecrets,
    );
    expect(settings).toEqual({
      apiBase: new URL("http://127.0.0.1:4019"),
      clientId: "local-client-0000",
      clientSecret: "local-secret-0000",
      webhookId: "LOCALWEBHOOK0000",
    });
  });

  it("deployed: read from Secrets Manager by ARN, PayPal's live host by default", async () => {
    // Deployed, the three are keys of the payment providers' JSON secret.
    const stored: Record<string, string> = {
      "arn:id": JSON.stringify({ PAYPAL_CLIENT_ID: "AeA1QIZXiflr1_-example\n" }),
      "arn:secret": JSON.stringify({ PAYPAL_CLIENT_SECRET: "ECYYrrSHdKfk_-example" }),
      "arn:hook": JSON.stringify({ PAYPAL_WEBHOOK_ID: "1JE4291016473214C" }),
    };
    const settings = await readPaypalSettings(
      {
        PAYPAL_CLIENT_ID_ARN: "arn:id",
        PAYPAL_CLIENT_SECRET_ARN: "arn:secret",
        PAYPAL_WEBHOOK_ID_ARN: "arn:hook",
      },
      async (id) => stored[id],
    );
    expect(settings).toEqual({
      apiBase: new URL(PAYPAL_PRODUCTION_API_BASE),
      clientId: "AeA1QIZXiflr1_-example",
      clientSecret: "ECYYrrSHdKfk_-example",
      webhookId: "1JE4291016473214C",
    });
  });

  it("fails naming what is missing, and refuses a placeholder by the secret's name", async () => {
    await expect(
      readPaypalSettings(
        { PAYPAL_CLIENT_ID: "local-client-0000", PAYPAL_WEBHOOK_ID: "HOOK1" },
        noSecrets,
      ),
    ).rejects.toThrow(
      "Configuration invalide ou manquante : PAYPAL_CLIENT_SECRET ou PAYPAL_CLIENT_SECRET_ARN",
    );
    await expect(
      readPaypalSettings(
        {
          PAYPAL_CLIENT_ID: "local-client-0000",
          PAYPAL_CLIENT_SECRET: "local-secret-0000",
          PAYPAL_WEBHOOK_ID_ARN: "arn:hook",
        },
        async () => "p4Q#generated-by-cloudformation",
      ),
    ).rejects.toThrow("Configuration invalide : PAYPAL_WEBHOOK_ID (secret arn:hook)");
  });
});
