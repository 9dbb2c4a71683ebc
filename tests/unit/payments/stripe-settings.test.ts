import { createStripeClient } from "@adapters/stripe/stripe-client";
import { readStripeSettings, STRIPE_PRODUCTION_API_BASE } from "@adapters/stripe/stripe-settings";
import { describe, expect, it } from "vitest";

const noSecrets = async () => {
  throw new Error("Secrets Manager must not be called");
};

describe("Stripe settings", () => {
  it("locally: keys and the sandbox's address from the environment", async () => {
    const settings = await readStripeSettings(
      {
        STRIPE_SECRET_KEY: "sk_test_local",
        STRIPE_WEBHOOK_SECRET: "whsec_local",
        STRIPE_API_BASE: "http://127.0.0.1:4016",
      },
      noSecrets,
    );
    expect(settings).toEqual({
      apiBase: new URL("http://127.0.0.1:4016"),
      secretKey: "sk_test_local",
      webhookSecret: "whsec_local",
    });
  });

  it("deployed: both secrets read from Secrets Manager by ARN, Stripe's own host by default", async () => {
    const asked: string[] = [];
    const settings = await readStripeSettings(
      { STRIPE_SECRET_KEY_ARN: "arn:key", STRIPE_WEBHOOK_SECRET_ARN: "arn:hook" },
      async (id) => {
        asked.push(id);
        // Deployed, both are keys of the payment providers' JSON secret.
        return JSON.stringify(
          id === "arn:key"
            ? { STRIPE_SECRET_KEY: "sk_live_real\n" }
            : { STRIPE_WEBHOOK_SECRET: "whsec_real" },
        );
      },
    );
    expect(asked.sort()).toEqual(["arn:hook", "arn:key"]);
    expect(settings.secretKey).toBe("sk_live_real");
    expect(settings.webhookSecret).toBe("whsec_real");
    expect(settings.apiBase.href).toBe(`${STRIPE_PRODUCTION_API_BASE}/`);
  });

  it("fails naming what is missing", async () => {
    await expect(
      readStripeSettings({ STRIPE_WEBHOOK_SECRET: "whsec_x" }, noSecrets),
    ).rejects.toThrow(
      "Configuration invalide ou manquante : STRIPE_SECRET_KEY ou STRIPE_SECRET_KEY_ARN",
    );
  });

  it("refuses the random value the stack creates until the real key is stored, naming the secret", async () => {
    await expect(
      readStripeSettings(
        { STRIPE_SECRET_KEY: "sk_test_x", STRIPE_WEBHOOK_SECRET_ARN: "arn:hook" },
        async () => "p4Q#generated-by-cloudformation",
      ),
    ).rejects.toThrow("Configuration invalide : STRIPE_WEBHOOK_SECRET (secret arn:hook)");
  });

  it("the client talks to the configured host, port and protocol", () => {
    const local = createStripeClient({
      apiBase: new URL("http://127.0.0.1:4016"),
      secretKey: "sk_test_x",
      webhookSecret: "whsec_x",
    });
    expect(local.getApiField("host")).toBe("127.0.0.1");
    expect(String(local.getApiField("port"))).toBe("4016");
    expect(local.getApiField("protocol")).toBe("http");
    const production = createStripeClient({
      apiBase: new URL(STRIPE_PRODUCTION_API_BASE),
      secretKey: "sk_live_x",
      webhookSecret: "whsec_x",
    });
    expect(production.getApiField("host")).toBe("api.stripe.com");
    expect(String(production.getApiField("port"))).toBe("443");
    expect(production.getApiField("protocol")).toBe("https");
  });
});
