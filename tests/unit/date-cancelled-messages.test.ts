/**
 * A date the founders cancelled: the visitor's SMS and e-mail say the same thing about the money,
 * per situation (refunded by the provider, to refund by hand, nothing paid, partly refunded).
 */
import {
  dateCancelledEmail,
  dateCancelledMoney,
  dateCancelledSms,
} from "@core/activities/cancellation-emails";
import type { Payment, RegistrationForPayment } from "@core/payments/payment";
import type { Activity } from "@shared/schemas/activity";
import { describe, expect, it } from "vitest";

const activity = {
  id: "2027-04-17-vtt",
  titre: "Balade VTT électrique",
  date: "2027-04-17",
  heure_rdv: "09:00",
  lieu: "Saint-Cergue",
  categorie: "VTT",
} as Activity;

const payment = (overrides: Partial<Payment>) =>
  ({
    id: "pay-1",
    method: "card",
    provider: "stripe",
    status: "completed",
    amount_centimes: 6000,
    ...overrides,
  }) as Payment;

const registration = { id: "r-1", prenom: "Anne", nom: "Rochat" } as RegistrationForPayment;

const both = (refund: { mode: "provider_api" | "by_hand" | "none"; payment?: Payment }) => {
  const sms = dateCancelledSms(activity, "Météo", refund);
  const email = dateCancelledEmail({
    registration,
    activity,
    reason: "Météo",
    refund,
    nextOutings: [],
    siteUrl: "https://jura.example",
  }).text;
  return { sms, email };
};

describe("the money of a cancelled date, in the SMS and the e-mail", () => {
  it("paid by card and refunded by the provider: the refund and its amount, never « rien à payer »", () => {
    const { sms, email } = both({ mode: "provider_api", payment: payment({}) });
    expect(sms).toContain("est annulée (Météo). Vos CHF 60.00 reviennent sur votre carte.");
    expect(sms).not.toContain("rien à payer");
    expect(email).toContain("CHF 60.00 reviennent sur votre carte");
  });

  it("PayPal and TWINT by QR code name where the money goes", () => {
    expect(
      both({ mode: "provider_api", payment: payment({ provider: "paypal", method: "paypal" }) })
        .sms,
    ).toContain("reviennent sur votre compte PayPal");
    const twint = both({ mode: "provider_api", payment: payment({ method: "twint" }) });
    expect(twint.sms).toContain("reviennent sur votre compte TWINT");
    expect(twint.email).toContain("reviennent sur votre compte TWINT");
  });

  it("paid by transfer: refunded by hand, the amount, in both", () => {
    const refund = {
      mode: "by_hand" as const,
      payment: payment({ method: "virement", provider: "bank" }),
    };
    const { sms, email } = both(refund);
    expect(sms).toContain("Nous vous rembourserons CHF 60.00 dans les prochains jours.");
    expect(sms).not.toContain("rien à payer");
    expect(email).toContain("Vous êtes remboursé en entier (CHF 60.00)");
  });

  it("unpaid: nothing to pay, in both", () => {
    const { sms, email } = both({ mode: "none" });
    expect(sms).toContain("Vous n'avez rien à payer.");
    expect(email).toContain("vous n'avez rien à payer");
  });

  it("a participant already refunded alone: the rest only", () => {
    const partly = payment({ amount_centimes: 12000, refunded_centimes: 6000 });
    expect(dateCancelledMoney("provider_api", partly)).toEqual({
      kind: "refunded",
      amount: "CHF 60.00",
      where: "votre carte",
    });
    expect(both({ mode: "provider_api", payment: partly }).sms).toContain("Vos CHF 60.00");
  });
});
