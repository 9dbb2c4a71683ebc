import type { Payment } from "@core/payments/payment";
import { paymentReceiptEmail, qrBillEmail } from "@core/payments/payment-emails";
import { visitorEmail } from "@core/registrations/notifications";
import { describe, expect, it } from "vitest";
import { aRegistration, registrationActivity } from "../../support/payment-fakes";

const SITE = "https://www.jura-vtt-vitalite.ch";
const registration = aRegistration({
  short_reference: "JV-7K3M-Q9",
  // Sunday 3 May 2026, 09:00 in Zurich.
  deadline: "2026-05-03T07:00:00.000Z",
});
const OWED =
  "Reste à payer CHF 150.00 avant le dimanche 3 mai à 9h00, sinon l'inscription est annulée.";
/** What no e-mail says before the payment has arrived. */
const CLAIMS_BEFORE_PAYMENT = ["est confirmée", "Inscription confirmée", "est payée"];

const bankPayment: Payment = {
  id: "pay-2",
  inscription_id: "reg-1",
  activity_id: "act-1",
  method: "virement",
  provider: "bank",
  provider_ref: null,
  amount_centimes: 15000,
  currency: "CHF",
  status: "pending",
  created_at: "2026-05-01T08:00:00.000Z",
  updated_at: "2026-05-01T08:00:00.000Z",
  expires_at: null,
  refund_due: false,
  bank_reference: "210000000003139471430009017",
};

describe("what the visitor's e-mails say about money, deadline and reference", () => {
  it("the registration e-mail: what is owed by the stored deadline, the place held, the short reference", () => {
    const mail = visitorEmail(
      registration,
      registrationActivity,
      SITE,
      {
        url: `${SITE}/confirmation-inscription?x`,
        expiresAt: new Date(registration.deadline ?? ""),
      },
      { url: `${SITE}/annulation-inscription?x` },
    );
    expect(mail.text).toContain(OWED);
    expect(mail.html).toContain(OWED.replace("'", "&#39;"));
    expect(mail.text).toContain("réservée, mais pas encore payée");
    expect(mail.text).toContain("Numéro d'inscription : JV-7K3M-Q9");
    expect(mail.text).toContain("Date : dimanche 10 mai 2026");
    expect(mail.text).not.toContain("reg-1\n");
    for (const claim of CLAIMS_BEFORE_PAYMENT) expect(mail.text).not.toContain(claim);
  });

  it("the QR-bill e-mail: what is owed by the bank transfer's deadline, and the short reference", () => {
    const mail = qrBillEmail(bankPayment, registration, "CH4431999123000889012", SITE);
    expect(mail.text).toContain(OWED);
    expect(mail.text).toContain("Numéro d'inscription : JV-7K3M-Q9");
    for (const claim of CLAIMS_BEFORE_PAYMENT) expect(mail.text).not.toContain(claim);
  });

  it("the receipt says paid, with the short reference", () => {
    const mail = paymentReceiptEmail(
      { ...bankPayment, status: "completed", completed_at: "2026-05-02T08:00:00.000Z" },
      { ...registration, status: "paid" },
      registrationActivity,
      SITE,
    );
    expect(mail.text).toContain("votre inscription est payée");
    expect(mail.text).toContain("Numéro d'inscription : JV-7K3M-Q9");
    expect(mail.text).not.toContain("Reste à payer");
  });
});
