import type { Payment, RegistrationForPayment } from "@core/payments/payment";
import {
  providerParticipantCancelledEmail,
  providerParticipantRequestEmail,
  visitorParticipantCancelledEmail,
} from "@core/registrations/participant-cancellation-emails";
import { describe, expect, it } from "vitest";

/** Anne's registration once Paul (position 1) is cancelled: one person, CHF 75.00 left. */
const registration = {
  id: "reg-1",
  short_reference: "JV-7K3M-Q9",
  activity_id: "act-1",
  activity_title: "Crêtes du Jura",
  activity_date: "2026-06-20",
  prenom: "Anne",
  nom: "Rochat",
  email: "anne@exemple.ch",
  telephone: "+41791234567",
  date_naissance: "1960-03-02",
  a_velo_electrique: true,
  nombre_participants: 1,
  participants: [
    {
      prenom: "Paul",
      nom: "Favre",
      date_naissance: "1958-01-01",
      a_velo_electrique: true,
      annule_le: "2026-06-01T08:00:00.000Z",
    },
  ],
  total_centimes: 7500,
  status: "paid",
  created_at: "2026-05-01T08:00:00.000Z",
} as unknown as RegistrationForPayment;

const bank = {
  id: "pay-1",
  provider: "bank",
  method: "virement",
  status: "completed",
  amount_centimes: 15000,
  refund_parts: { p1: { amount_centimes: 7500, status: "by_hand", requested_at: "x" } },
} as unknown as Payment;

const facts = { position: 1, share_centimes: 7500 };

describe("the e-mails of one participant cancelled alone", () => {
  it("the visitor reads who is cancelled, the new total and her share's refund", () => {
    const email = visitorParticipantCancelledEmail(
      registration,
      undefined,
      facts,
      { mode: "provider_api", payment: { ...bank, provider: "stripe" } as Payment },
      "https://jura.example",
    );
    expect(email.subject).toBe(
      "Participation annulée : Paul Favre – Crêtes du Jura le 20 juin 2026",
    );
    expect(email.text).toContain("La participation de Paul Favre est bien annulée");
    expect(email.text).toContain("CHF 75.00");
    expect(email.text).toContain("Sa part de CHF 75.00 vous est remboursée");
  });

  it("unpaid: « rien à payer » for her share and the amount now due", () => {
    const email = visitorParticipantCancelledEmail(
      { ...registration, status: "pending_payment" } as RegistrationForPayment,
      undefined,
      facts,
      { mode: "none" },
      "https://jura.example",
    );
    expect(email.text).toContain("rien à payer pour sa part");
    expect(email.text).toContain("Le montant à payer est désormais de CHF 75.00");
  });

  it("the founders' notice says the share to refund by hand, not the payment's amount", () => {
    const email = providerParticipantCancelledEmail(registration, undefined, facts, {
      mode: "by_hand",
      payment: bank,
    });
    expect(email.subject).toContain("Paul Favre");
    expect(email.text).toContain("À rembourser à la main : CHF 75.00 (sa part seulement)");
    expect(email.text).not.toContain("CHF 150.00");
  });

  it("a late request: the founders decide, her share stays due", () => {
    const email = providerParticipantRequestEmail(registration, undefined, facts);
    expect(email.subject).toContain("Demande d'annulation tardive : Paul Favre");
    expect(email.text).toContain("sa part (CHF 75.00) reste due");
  });
});
