import { PAYMENT_FIELD_MESSAGES } from "@shared/messages/payment";
import { paymentRequestSchema } from "@shared/schemas/payment";
import { describe, expect, it } from "vitest";

describe("payment request schema", () => {
  it("keeps the registration and the method, and drops any amount, price or currency", () => {
    const parsed = paymentRequestSchema.parse({
      inscription_id: " reg-1 ",
      method: "card",
      amount: 1,
      amount_centimes: 1,
      total_price: 0.01,
      currency: "EUR",
    });
    expect(parsed).toEqual({ inscription_id: "reg-1", method: "card" });
  });

  it("accepts the bank transfer", () => {
    expect(paymentRequestSchema.parse({ inscription_id: "r", method: "virement" }).method).toBe(
      "virement",
    );
  });

  it.each(["shopify", "paypal", "twint"])("accepts %s", (method) => {
    expect(paymentRequestSchema.parse({ inscription_id: "r", method }).method).toBe(method);
  });

  it("names the missing fields in French", () => {
    const result = paymentRequestSchema.safeParse({ method: "bitcoin" });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      inscription_id: PAYMENT_FIELD_MESSAGES.registrationRequired,
      method: PAYMENT_FIELD_MESSAGES.methodRequired,
    });
  });

  it("refuses a body that is not an object", () => {
    const result = paymentRequestSchema.safeParse(["card"]);
    expect(result.error?.issues[0]?.message).toBe(PAYMENT_FIELD_MESSAGES.notAnObject);
  });
});
