import { importBankCredits } from "@core/payments/bank/bank-import";
import { describe, expect, it } from "vitest";
import { aBankTransferPayment, aRegistration, paymentPorts } from "../../support/payment-fakes";

const REFERENCE = "210000000003139471430009017";

function world() {
  const { ports, store, published } = paymentPorts();
  store.registrations.set("reg-1", aRegistration({ open_virement_payment_id: "pay-bank-1" }));
  store.payments.set(
    "pay-bank-1",
    aBankTransferPayment({ id: "pay-bank-1", bank_reference: REFERENCE }),
  );
  return { ports, store, published };
}

const credit = (entryRef: string, amountCentimes: number | null, reference = REFERENCE) => ({
  entryRef,
  reference,
  amountCentimes,
  currency: "CHF",
});

describe("bank import, credit by credit", () => {
  it("applies only the exact amount, to the centime; partial and excess are reported", async () => {
    const { ports, store } = world();
    const reports = await importBankCredits(
      [credit("E1", 14999), credit("E2", 15001), credit("E3", 15000)],
      ports,
    );
    expect(reports.map((r) => r.outcome)).toEqual(["partial", "excess", "paid"]);
    expect(reports[0]).toMatchObject({ inscription_id: "reg-1", expected_centimes: 15000 });
    expect(store.registrations.get("reg-1")?.status).toBe("paid");
    expect(store.payments.get("pay-bank-1")?.status).toBe("completed");
  });

  it("reports an unknown reference and a credit without one, and never applies a credit twice", async () => {
    const { ports, published } = world();
    const first = await importBankCredits(
      [
        credit("E1", 15000),
        credit("E2", 15000, "210000000003139471430009041"),
        credit("E1", 15000),
      ],
      ports,
    );
    expect(first.map((r) => r.outcome)).toEqual(["paid", "unknown_reference", "duplicate"]);
    const again = await importBankCredits([credit("E1", 15000), credit("E2", 15000)], ports);
    expect(again.map((r) => r.outcome)).toEqual(["duplicate", "duplicate"]);
    expect(published.filter((e) => e.detailType === "PaymentCompleted")).toHaveLength(1);
  });
});
