import { ANONYMISED_PARTICIPANT_NAME } from "@shared/messages/data-protection";
import {
  AVAILABLE_PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from "@shared/payments/payment-methods";
import { holdsPlaces, splitByPlaces } from "@shared/registrations/holds-places";
import { heldBikes } from "@shared/registrations/people";
import { type BikeCounts, sumBikeCounts } from "@shared/schemas/bikes";
import type { TeamParticipant } from "@shared/schemas/team";
import { openPaymentSlot, type Payment, type RegistrationForPayment } from "../payments/payment";
import { levelLabel } from "../registrations/person";
import { type ListedOuting, registrationPeople } from "./participant-people";
import { paidBy } from "./team-activity-view";

/** A registration's status, in French, for the founders. */
export const REGISTRATION_STATUS_LABELS: Record<string, string> = {
  pending_payment: "En attente de paiement",
  paid: "Payée",
  cancelled: "Annulée",
  expired: "Expirée",
};

/**
 * The ids of a registration's payments, from its slots (the one that paid it, the open one of
 * each method): read by key, never by a Scan of the payments table.
 */
export function paymentIdsOf(registration: RegistrationForPayment): string[] {
  const ids = [
    registration.paid_payment_id,
    ...AVAILABLE_PAYMENT_METHODS.map((m) => registration[openPaymentSlot(m)]),
  ];
  return [...new Set(ids.filter((id): id is string => typeof id === "string" && id !== ""))];
}

/** The method named: the payment that paid, else the booking's choice, else an open payment's. */
function methodOf(registration: RegistrationForPayment, payments: Payment[]): string | null {
  const paid = payments.find((p) => p.id === registration.paid_payment_id);
  const method: PaymentMethod | undefined =
    paid?.method ??
    (registration.kind === "booking" ? registration.paymentMethod : undefined) ??
    payments[0]?.method;
  return method ? PAYMENT_METHOD_LABELS[method] : null;
}

/**
 * One registration of « Liste des participants », from the registration and its payments, with
 * its people (one line each on the list, its print and its file).
 */
export function participantLine(
  registration: RegistrationForPayment,
  payments: Payment[],
  outing?: ListedOuting,
): TeamParticipant {
  const booking = registration.kind === "booking" ? registration : undefined;
  const dialog = registration.kind === "booking" ? undefined : registration;
  // Anonymised by the retention job: no name, phone or e-mail left to show.
  const anonymised = Boolean(registration.anonymised_at);
  return {
    inscription_id: registration.id,
    reference: registration.short_reference ?? null,
    nom: anonymised
      ? ANONYMISED_PARTICIPANT_NAME
      : booking
        ? booking.fullName
        : (dialog?.nom ?? ""),
    prenom: anonymised ? "" : (dialog?.prenom ?? ""),
    telephone: anonymised ? "" : registration.telephone,
    email: anonymised ? "" : registration.email,
    nombre_participants: registration.nombre_participants,
    niveau: levelLabel(registration),
    velo_propre: dialog?.a_velo_electrique ?? false,
    remarques: anonymised ? "" : (dialog?.remarques ?? ""),
    moyen_paiement: methodOf(registration, payments),
    statut: registration.status,
    statut_libelle: REGISTRATION_STATUS_LABELS[registration.status] ?? registration.status,
    montant_centimes: registration.total_centimes,
    montant_paye_centimes: paidBy(payments.find((p) => p.id === registration.paid_payment_id)),
    cree_le: registration.created_at,
    personnes: registrationPeople(registration, outing),
  };
}

const byName = (a: TeamParticipant, b: TeamParticipant) =>
  a.nom.localeCompare(b.nom, "fr") || a.prenom.localeCompare(b.prenom, "fr");

/** The registrations that hold places first (by name), then the cancelled and expired ones. */
export function sortParticipants(lines: TeamParticipant[]): TeamParticipant[] {
  const { coming, released } = splitByPlaces(lines);
  return [...coming.sort(byName), ...released.sort(byName)];
}

/** Every registration of an outing as participant lines, each with its payments read by key. */
export async function participantLines(
  registrations: RegistrationForPayment[],
  getPayment: (id: string) => Promise<Payment | undefined>,
  outing?: ListedOuting,
): Promise<TeamParticipant[]> {
  const lines = await Promise.all(
    registrations.map(async (registration) => {
      const payments = await Promise.all(paymentIdsOf(registration).map(getPayment));
      return participantLine(
        registration,
        payments.filter((p): p is Payment => p !== undefined),
        outing,
      );
    }),
  );
  return sortParticipants(lines);
}

/** The rental bikes that go out with an outing: what its registrations holding places hold. */
export function rentalBikesOut(registrations: RegistrationForPayment[]): BikeCounts {
  return sumBikeCounts(
    registrations.filter(holdsPlaces).map((r) => (r.kind === "booking" ? {} : heldBikes(r))),
  );
}
