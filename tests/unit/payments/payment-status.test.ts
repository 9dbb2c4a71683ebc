import {
  canTransition,
  isFinalPaymentStatus,
  PAYMENT_STATUSES,
} from "@shared/payments/payment-status";
import { describe, expect, it } from "vitest";

describe("payment status: one way only", () => {
  it("a pending payment moves to each final state", () => {
    for (const to of ["completed", "failed", "expired", "canceled"] as const) {
      expect(canTransition("pending", to)).toBe(true);
    }
  });

  it("a pending payment does not 'move' to pending", () => {
    expect(canTransition("pending", "pending")).toBe(false);
  });

  it.each(["completed", "failed", "expired", "canceled"] as const)(
    "%s is final: no transition leaves it, not even back to pending",
    (from) => {
      expect(isFinalPaymentStatus(from)).toBe(true);
      for (const to of PAYMENT_STATUSES) expect(canTransition(from, to)).toBe(false);
    },
  );

  it("there is no way back from completed (late failure, expiry or cancellation)", () => {
    expect(canTransition("completed", "failed")).toBe(false);
    expect(canTransition("completed", "expired")).toBe(false);
    expect(canTransition("completed", "canceled")).toBe(false);
  });
});
