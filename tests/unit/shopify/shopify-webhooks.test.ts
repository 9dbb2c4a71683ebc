/**
 * Shopify webhook verification on the raw body (X-Shopify-Hmac-Sha256, base64 HMAC-SHA256 with
 * the app's secret) and reading our payment id from an order.
 */

import {
  orderPaymentId,
  parseOrderPaid,
  verifyShopifyWebhook,
} from "@adapters/shopify/shopify-webhooks";
import { describe, expect, it } from "vitest";

const SECRET = "shpss_test_secret";
const BODY = '{"id":820982911946154508,"name":"#1001"}';
/** Computed apart: printf '%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET" -binary | base64 */
const SIGNATURE = "DhIRdKc/LXOvFjxrfojUuKJAjNUtjyZjstUwRpcOF2k=";

describe("verifyShopifyWebhook", () => {
  it("accepts the body's own signature, as text or as the raw bytes received", () => {
    expect(verifyShopifyWebhook(BODY, SIGNATURE, SECRET)).toBe(true);
    expect(verifyShopifyWebhook(Buffer.from(BODY, "utf8"), SIGNATURE, SECRET)).toBe(true);
    expect(verifyShopifyWebhook(BODY, ` ${SIGNATURE} `, SECRET)).toBe(true);
  });

  it("refuses a body changed by one byte, and another secret", () => {
    expect(verifyShopifyWebhook(BODY.replace("1001", "1002"), SIGNATURE, SECRET)).toBe(false);
    expect(verifyShopifyWebhook(`${BODY} `, SIGNATURE, SECRET)).toBe(false);
    expect(verifyShopifyWebhook(BODY, SIGNATURE, "shpss_other_secret")).toBe(false);
  });

  it("refuses a missing, empty, hex, truncated or wrong-length signature without comparing", () => {
    const hex = Buffer.from(SIGNATURE, "base64").toString("hex");
    const sixteenBytes = Buffer.alloc(16, 7).toString("base64");
    expect(verifyShopifyWebhook(BODY, undefined, SECRET)).toBe(false);
    expect(verifyShopifyWebhook(BODY, "", SECRET)).toBe(false);
    expect(verifyShopifyWebhook(BODY, hex, SECRET)).toBe(false);
    expect(verifyShopifyWebhook(BODY, SIGNATURE.slice(0, 40), SECRET)).toBe(false);
    expect(verifyShopifyWebhook(BODY, sixteenBytes, SECRET)).toBe(false);
    expect(verifyShopifyWebhook(BODY, `${SIGNATURE}AAAA`, SECRET)).toBe(false);
  });

  it("refuses the same bytes in a non-canonical base64 spelling", () => {
    // base64url: the same 32 bytes, another alphabet: not what Shopify sends.
    const urlSafe = Buffer.from(SIGNATURE, "base64").toString("base64url");
    expect(urlSafe).not.toBe(SIGNATURE);
    expect(verifyShopifyWebhook(BODY, urlSafe, SECRET)).toBe(false);
  });
});

describe("orderPaymentId", () => {
  const line = (properties: { name: string; value: string }[]) => ({ properties });

  it("reads payment_id from the order's note_attributes", () => {
    const order = {
      note_attributes: [
        { name: "inscription_id", value: "reg_1" },
        { name: "payment_id", value: "pay_1" },
      ],
      line_items: [line([{ name: "payment_id", value: "pay_from_line" }])],
    };
    expect(orderPaymentId(order)).toBe("pay_1");
  });

  it("falls back on a line item's properties when the note attributes lack it", () => {
    const order = {
      note_attributes: [{ name: "inscription_id", value: "reg_1" }],
      line_items: [line([]), line([{ name: "payment_id", value: "pay_2" }])],
    };
    expect(orderPaymentId(order)).toBe("pay_2");
  });

  it("finds nothing in an order that is not ours, or whose id is empty", () => {
    expect(orderPaymentId({ note_attributes: [], line_items: [] })).toBeUndefined();
    expect(
      orderPaymentId({ note_attributes: [{ name: "payment_id", value: "" }], line_items: [] }),
    ).toBeUndefined();
  });
});

describe("parseOrderPaid", () => {
  it("keeps the fields we read from a REST order and ignores the others", () => {
    const order = parseOrderPaid(
      JSON.stringify({
        id: 5001,
        name: "#1001",
        financial_status: "paid",
        total_price: "129.00",
        currency: "CHF",
        email: "marie.exemple@example.ch",
        note_attributes: [{ name: "payment_id", value: "pay_1" }],
        line_items: [{ id: 1, properties: [] }],
      }),
    );
    expect(order).toEqual({
      id: 5001,
      name: "#1001",
      financial_status: "paid",
      total_price: "129.00",
      currency: "CHF",
      note_attributes: [{ name: "payment_id", value: "pay_1" }],
      line_items: [{ properties: [] }],
    });
  });

  it("answers null for a body that is not an order", () => {
    expect(parseOrderPaid("not json")).toBeNull();
    expect(parseOrderPaid('{"id":"5001"}')).toBeNull();
  });
});
