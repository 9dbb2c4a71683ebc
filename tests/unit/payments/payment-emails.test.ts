import type { Payment } from "@core/payments/payment";
import {
  paymentProviderEmail,
  paymentReceiptEmail,
  qrBillEmail,
  refundDueEmail,
} from "@core/payments/payment-emails";
import { describe, expect, it } from "vitest";
import { aRegistration } from "../../support/payment-fakes";
import { anActivity } from "../../support/registration-fixtures";

const registration = aRegistration({
  prenom: "Monique",
  nom: "Favre <script>",
  activity_title: "Crêtes du Jura",
  activity_date: "2026-05-10",
  nombre_participants: 2,
  total_centimes: 15000,
  paid_payment_id: "pay-first",
});

const activity = anActivity({
  id: "act-1",
  titre: "Crêtes du Jura",
  date: "2026-05-10",
  lieu_rdv: "Parking de la gare",
});

const cardPayment: Payment = {
  id: "pay-1",
  inscription_id: "reg-1",
  activity_id: "act-1",
  method: "card",
  provider: "stripe",
  provider_ref: "cs_test_a1B2c3D4e5F6g7H8",
  redirect_url: "https://checkout.example/pay",
  amount_centimes: 15000,
  currency: "CHF",
  status: "completed",
  created_at: "2026-05-01T08:00:00.000Z",
  updated_at: "2026-05-01T08:05:00.000Z",
  completed_at: "2026-05-01T08:05:00.000Z",
  expires_at: "2026-05-01T08:31:00.000Z",
  refund_due: false,
};

const bankPayment: Payment = {
  ...cardPayment,
  id: "pay-2",
  method: "virement",
  provider: "bank",
  provider_ref: null,
  redirect_url: undefined,
  expires_at: null,
  bank_reference: "210000000003139471430009017",
};

describe("payment e-mails", () => {
  it("the receipt: activity, date, participants, amount « CHF 150.00 », method, reference, in French", () => {
    const mail = paymentReceiptEmail(cardPayment, registration, activity, "https://site.example");
    expect(mail.subject).toBe("Paiement reçu : Crêtes du Jura le 10 mai 2026");
    for (const line of [
      "Activité : Crêtes du Jura",
      "Date : dimanche 10 mai 2026",
      "Heure de rendez-vous : 9h30",
      "Participants : 2 participants",
      "Montant payé : CHF 150.00",
      "Moyen de paiement : Carte\n",
      "Référence du paiement : e5F6g7H8",
      "Date du paiement : 1 mai 2026 à 10h05",
      "Numéro d'inscription : reg-1",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.html).toContain("CHF 150.00");
    expect(mail.html).toContain('lang="fr"');
    // Visitor input is escaped in HTML.
    expect(mail.html).toContain("Favre &lt;script&gt;");
    expect(mail.html).not.toContain("<script>");
  });

  it("a bank-transfer receipt shows the QR reference in its printed groups", () => {
    const mail = paymentReceiptEmail(bankPayment, registration, undefined, "https://site.example");
    expect(mail.text).toContain("Moyen de paiement : Virement (QR-facture)");
    expect(mail.text).toContain("Référence du paiement : 21 00000 00003 13947 14300 09017");
  });

  it("the provider's notice names the participant and the Stripe session", () => {
    const mail = paymentProviderEmail(cardPayment, registration, activity);
    expect(mail.subject).toBe(
      "Paiement reçu : Monique Favre <script> – Crêtes du Jura le 10 mai 2026 (CHF 150.00)",
    );
    expect(mail.text).toContain("Session Stripe : cs_test_a1B2c3D4e5F6g7H8");
    expect(mail.text).toContain("E-mail : monique.favre@example.ch");
  });

  it("the refund request says what to refund, where, and which payment came first", () => {
    const mail = refundDueEmail({ ...cardPayment, refund_due: true }, registration);
    expect(mail.subject).toMatch(/^À rembourser : paiement en double – Monique/);
    expect(mail.text).toContain("tableau de bord Stripe");
    expect(mail.text).toContain("Payée d'abord par le paiement : pay-first");
    expect(mail.text).toContain("Numéro de paiement : pay-1");
  });

  it("a PayPal payment: the receipt names PayPal, the provider finds the order, and refunds it in PayPal", () => {
    const paypalPayment: Payment = {
      ...cardPayment,
      method: "paypal",
      provider: "paypal",
      provider_ref: "5O190127TN364715T",
    };
    const receipt = paymentReceiptEmail(
      paypalPayment,
      registration,
      activity,
      "https://site.example",
    );
    expect(receipt.text).toContain("Moyen de paiement : PayPal");
    expect(receipt.text).toContain("Référence du paiement : N364715T");
    expect(paymentProviderEmail(paypalPayment, registration, activity).text).toContain(
      "Commande PayPal : 5O190127TN364715T",
    );
    expect(refundDueEmail({ ...paypalPayment, refund_due: true }, registration).text).toContain(
      "depuis votre compte PayPal",
    );
  });

  it("the QR-bill e-mail gives account, amount and reference", () => {
    const mail = qrBillEmail(
      { ...bankPayment, status: "pending" },
      registration,
      "CH4431999123000889012",
      "https://site.example",
    );
    expect(mail.subject).toBe("Votre QR-facture : Crêtes du Jura le 10 mai 2026");
    expect(mail.text).toContain("Compte (IBAN) : CH44 3199 9123 0008 8901 2");
    expect(mail.text).toContain("Montant : CHF 150.00");
    expect(mail.text).toContain("Référence : 21 00000 00003 13947 14300 09017");
    expect(mail.text).toContain("Votre QR-facture est jointe à cet e-mail (PDF).");
  });
});
