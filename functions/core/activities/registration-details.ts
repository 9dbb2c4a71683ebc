import { PAYMENT_METHOD_LABELS } from "@shared/payments/payment-methods";
import type { TeamPayment, TeamRegistration } from "@shared/schemas/team";
import type { Payment, RegistrationForPayment } from "../payments/payment";
import { participantLine, paymentIdsOf } from "./participants";

export const PAYMENT_STATUS_LABELS: Record<Payment["status"], string> = {
  pending: "En attente",
  completed: "Payé",
  failed: "Échoué",
  expired: "Expiré",
  canceled: "Annulé",
};

export function teamPayment(payment: Payment): TeamPayment {
  return {
    id: payment.id,
    moyen_paiement: PAYMENT_METHOD_LABELS[payment.method] ?? payment.method,
    statut: payment.status,
    statut_libelle: PAYMENT_STATUS_LABELS[payment.status] ?? payment.status,
    montant_centimes: payment.amount_centimes,
    cree_le: payment.created_at,
    mis_a_jour_le: payment.updated_at,
    reference: payment.bank_reference ?? payment.provider_ref ?? null,
    remboursement: payment.refund_status ?? null,
  };
}

/** A registration's details and its payments (read by its slots), for the team. */
export async function registrationDetails(
  registration: RegistrationForPayment,
  getPayment: (id: string) => Promise<Payment | undefined>,
): Promise<TeamRegistration> {
  const payments = (await Promise.all(paymentIdsOf(registration).map(getPayment)))
    .filter((p): p is Payment => p !== undefined)
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
  const booking = registration.kind === "booking" ? registration : undefined;
  const dialog = registration.kind === "booking" ? undefined : registration;
  return {
    success: true,
    inscription: {
      ...participantLine(registration, payments),
      activity_id: registration.activity_id,
      activity_title: registration.activity_title,
      activity_date: registration.activity_date,
      genre: booking ? "reservation" : "inscription",
      date_naissance: dialog?.date_naissance ?? null,
      adresse: dialog?.adresse_complete ?? booking?.address ?? null,
      besoin_aide_location: dialog?.besoin_aide_location ?? false,
      souhaite_newsletter: dialog?.souhaite_newsletter ?? false,
      echeance: registration.deadline ?? null,
    },
    paiements: payments.map(teamPayment),
  };
}
