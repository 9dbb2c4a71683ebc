import { InvalidWebhookSignature, verifyStripeWebhook } from "@adapters/stripe/stripe-webhooks";
import Stripe from "stripe";
import { describe, expect, it } from "vitest";
import { bodyBytes } from "../../../functions/api/http";
import { apiEvent } from "../../support/registration-fixtures";

const SECRET = "whsec_unit_test_secret";
const stripe = new Stripe("sk_test_unit", { telemetry: false });
/** Far from the real time on purpose: only the injected clock may decide the age. */
const NOW = new Date("2031-02-03T10:00:00Z");
const nowSeconds = Math.floor(NOW.getTime() / 1000);

const payload = JSON.stringify({
  id: "evt_123",
  object: "event",
  type: "checkout.session.completed",
  data: { object: { id: "cs_test_abc", object: "checkout.session" } },
});

function sign(body: string, { secret = SECRET, timestamp = nowSeconds } = {}) {
  return stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp });
}

const verify = (body: string | Buffer, signature: string | undefined, now = NOW) =>
  verifyStripeWebhook(stripe, {
    rawBody: Buffer.isBuffer(body) ? body : Buffer.from(body, "utf8"),
    signature,
    secret: SECRET,
    now,
  });

describe("Stripe webhook signature", () => {
  it("a good signature gives the event, reduced to id, type and the session id", () => {
    expect(verify(payload, sign(payload))).toEqual({
      id: "evt_123",
      type: "checkout.session.completed",
      objectId: "cs_test_abc",
    });
  });

  it("a signature made with another secret is refused", () => {
    expect(() => verify(payload, sign(payload, { secret: "whsec_other" }))).toThrow(
      InvalidWebhookSignature,
    );
  });

  it("a body changed after signing is refused (even one space)", () => {
    const signature = sign(payload);
    expect(() => verify(payload.replace('"type":', '"type": '), signature)).toThrow(
      InvalidWebhookSignature,
    );
  });

  it("no Stripe-Signature header, or a malformed one, is refused", () => {
    expect(() => verify(payload, undefined)).toThrow(InvalidWebhookSignature);
    expect(() => verify(payload, "t=1,v0=abc")).toThrow(InvalidWebhookSignature);
  });

  it("older than 300 s by the injected clock is refused; 300 s is still accepted", () => {
    expect(() => verify(payload, sign(payload, { timestamp: nowSeconds - 301 }))).toThrow(
      /tolerance/,
    );
    expect(verify(payload, sign(payload, { timestamp: nowSeconds - 300 })).id).toBe("evt_123");
  });

  it("the same signature verifies later only while the clock says it is young", () => {
    const signature = sign(payload);
    const later = new Date(NOW.getTime() + 10 * 60_000);
    expect(() => verify(payload, signature, later)).toThrow(InvalidWebhookSignature);
  });

  it("verifies the exact bytes API Gateway sent base64-encoded (accents included)", () => {
    const accented = payload.replace("cs_test_abc", "cs_test_é");
    const event = apiEvent("POST", "/api/webhooks/stripe", undefined);
    const encoded = {
      ...event,
      body: Buffer.from(accented, "utf8").toString("base64"),
      isBase64Encoded: true,
    };
    expect(verify(bodyBytes(encoded), sign(accented)).objectId).toBe("cs_test_é");
  });
});
