import { refundDestination } from "@core/registrations/cancellation-emails";
import { describe, expect, it } from "vitest";
import { paidWords } from "../../web/src/features/cancellation/CancellationSummary";

describe("the cancellation page and e-mails say one thing about the money", () => {
  it("a registration cancelled after paying reads « payé », never « pas encore payé »", () => {
    expect(paidWords({ status: "paid", refund: "provider_api" })).toBe(" (payé)");
    expect(paidWords({ status: "cancelled", refund: "provider_api" })).toBe(" (payé)");
    expect(paidWords({ status: "cancelled", refund: "by_hand" })).toBe(" (payé)");
    expect(paidWords({ status: "cancelled", refund: "none" })).toBe(" (rien à payer)");
    expect(paidWords({ status: "pending_payment", refund: "none" })).toBe(" (pas encore payé)");
  });

  it("names where the refund goes as she paid: TWINT, card or PayPal", () => {
    expect(refundDestination({ provider: "stripe", method: "twint" })).toBe("votre compte TWINT");
    expect(refundDestination({ provider: "stripe", method: "card" })).toBe("votre carte");
    expect(refundDestination({ provider: "paypal", method: "paypal" })).toBe("votre compte PayPal");
  });
});
