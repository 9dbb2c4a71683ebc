import { paymentStatusOfOrder } from "@adapters/paypal/paypal-order-status";
import { describe, expect, it } from "vitest";

const withCapture = (status: string) => ({
  status: "COMPLETED",
  purchase_units: [{ payments: { captures: [{ id: "3C679366HH908993F", status }] } }],
});

describe("PayPal order -> payment status shown to the browser", () => {
  it.each(["CREATED", "SAVED", "PAYER_ACTION_REQUIRED", "APPROVED"])(
    "%s is pending (a brand-new order is not a failure)",
    (status) => {
      expect(paymentStatusOfOrder({ status })).toBe("pending");
    },
  );

  it.each([
    ["COMPLETED", "completed"],
    ["PARTIALLY_REFUNDED", "completed"],
    ["REFUNDED", "completed"],
    ["DECLINED", "failed"],
    ["FAILED", "failed"],
    ["PENDING", "pending"],
  ] as const)("a COMPLETED order with a %s capture is %s", (capture, expected) => {
    expect(paymentStatusOfOrder(withCapture(capture))).toBe(expected);
  });

  it("a COMPLETED order without a capture yet stays pending", () => {
    expect(paymentStatusOfOrder({ status: "COMPLETED", purchase_units: [{}] })).toBe("pending");
  });

  it("VOIDED is failed", () => {
    expect(paymentStatusOfOrder({ status: "VOIDED" })).toBe("failed");
  });

  it("a status PayPal may add later is read as pending, never as paid or failed", () => {
    expect(paymentStatusOfOrder({ status: "SOMETHING_NEW" })).toBe("pending");
  });
});
