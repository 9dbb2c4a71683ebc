import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "@shared/zod";

/**
 * Shopify's webhooks (shopify.dev/docs/apps/build/webhooks/verify-deliveries):
 * X-Shopify-Hmac-Sha256 is the base64 HMAC-SHA256 of the exact raw body, keyed with the app's
 * client secret; X-Shopify-Webhook-Id names one delivery and is the key to deduplicate on.
 */

/** The cart attribute (and line property) that carries our payment id to the order. */
export const PAYMENT_ID_ATTRIBUTE = "payment_id";

/** 32 bytes in canonical base64: anything else is not a signature Shopify sent. */
const HMAC_BASE64 = /^[A-Za-z0-9+/]{43}=$/;

/** True when the header is the body's signature under `secret`; compared in constant time. */
export function verifyShopifyWebhook(
  rawBody: Buffer | string,
  hmacHeader: string | undefined,
  secret: string,
): boolean {
  const given = hmacHeader?.trim() ?? "";
  if (!HMAC_BASE64.test(given)) return false;
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const received = Buffer.from(given, "base64");
  return received.length === expected.length && timingSafeEqual(received, expected);
}

const nameValues = z._default(z.array(z.object({ name: z.string(), value: z.unknown() })), []);

/** The part of the REST Order (orders/paid) that we read; other fields pass through unread. */
export const orderPaidSchema = z.object({
  id: z.number(),
  name: z.string(),
  financial_status: z.nullable(z.string()),
  total_price: z.string(),
  currency: z.string(),
  note_attributes: nameValues,
  line_items: z._default(z.array(z.object({ properties: nameValues })), []),
});

export type OrderPaid = z.infer<typeof orderPaidSchema>;

/** Parses an order from a verified body; null when it is not one. */
export function parseOrderPaid(rawBody: Buffer | string): OrderPaid | null {
  try {
    const parsed = orderPaidSchema.safeParse(JSON.parse(rawBody.toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const paymentIdIn = (pairs: { name: string; value: unknown }[]) => {
  const value = pairs.find((pair) => pair.name === PAYMENT_ID_ATTRIBUTE)?.value;
  return typeof value === "string" && value !== "" ? value : undefined;
};

/** Our payment id: from the order's note_attributes, else from a line item's properties. */
export function orderPaymentId(
  order: Pick<OrderPaid, "note_attributes" | "line_items">,
): string | undefined {
  return (
    paymentIdIn(order.note_attributes) ??
    order.line_items.map((item) => paymentIdIn(item.properties)).find((id) => id !== undefined)
  );
}
