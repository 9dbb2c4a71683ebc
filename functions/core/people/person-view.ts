import { formatDate, formatDateTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { PAYMENT_METHOD_LABELS } from "@shared/payments/payment-methods";
import { displayPhone } from "@shared/phone";
import { registrationReference } from "@shared/registrations/short-reference";
import type {
  PersonDataView,
  PersonRecordKind,
  PersonRecordLine,
} from "@shared/schemas/team-people";
import { REGISTRATION_STATUS_LABELS } from "../activities/participants";
import { PAYMENT_STATUS_LABELS } from "../activities/registration-details";
import type { StoredContactMessage } from "../contact/contact-message";
import type { Subscriber } from "../newsletter/subscription";
import type { Payment, QuoteRequestForPayment, RegistrationForPayment } from "../payments/payment";
import type { StoredParticipant } from "../registrations/create-registration";
import { personCounts } from "./find-person-records";
import type { PersonRecords, WaitlistRecord } from "./ports";

const WAITLIST_STATUS_LABELS: Record<WaitlistRecord["status"], string> = {
  waiting: "En attente d'une place",
  offered: "Place proposée",
  paid: "Inscrite ou inscrit",
  left: "A quitté la liste",
  declined: "A refusé la place",
  expired: "Offre expirée",
};

const NEWSLETTER_STATUS_LABELS: Record<Subscriber["status"], string> = {
  pending: "Inscription pas encore confirmée",
  confirmed: "Abonnée ou abonné",
  unsubscribed: "Désinscrite ou désinscrit",
};

/** Label and value pairs, leaving out what the record does not have. */
function fields(pairs: [string, unknown][]): PersonRecordLine["champs"] {
  return pairs
    .filter(([, value]) => value !== undefined && value !== null && value !== "")
    .map(([libelle, value]) => ({ libelle, valeur: String(value) }));
}

/**
 * The others she named, one line each: « Participant 2 » (the registrant is the first), her name,
 * date of birth and bike, and when she alone was cancelled. Anonymised lines have no name left.
 */
function participantFields(participants: StoredParticipant[] | undefined): [string, unknown][] {
  return (participants ?? []).map((p, i) => [
    `Participant ${i + 2}`,
    [
      [p.prenom, p.nom].filter(Boolean).join(" "),
      p.date_naissance ? `date de naissance : ${formatDate(p.date_naissance)}` : undefined,
      p.a_velo_electrique
        ? "son propre vélo électrique"
        : p.taille_velo && `vélo loué, taille ${p.taille_velo}`,
      p.annule_le ? `annulé le ${formatDateTime(p.annule_le)}` : undefined,
    ]
      .filter(Boolean)
      .join(", "),
  ]);
}

function registrationLine(r: RegistrationForPayment): PersonRecordLine {
  const booking = r.kind === "booking" ? r : undefined;
  const dialog = r.kind === "booking" ? undefined : r;
  return {
    id: r.id,
    date: r.created_at,
    titre: `${r.activity_title}, ${formatDate(r.activity_date)}`,
    champs: fields([
      ["Référence", registrationReference(r)],
      ["Nom", booking ? booking.fullName : `${dialog?.prenom} ${dialog?.nom}`],
      ["E-mail", r.email],
      ["Téléphone", r.telephone && displayPhone(r.telephone)],
      ["Adresse", dialog?.adresse_complete ?? booking?.address],
      ["Date de naissance", dialog?.date_naissance ? formatDate(dialog.date_naissance) : undefined],
      ["Âge", booking?.age],
      ["Participants", r.nombre_participants],
      ...participantFields(dialog?.participants),
      ["Montant", formatChf(r.total_centimes)],
      ["Statut", REGISTRATION_STATUS_LABELS[r.status] ?? r.status],
      ["Remarques", dialog?.remarques],
      ["Reçue le", formatDateTime(r.created_at)],
    ]),
  };
}

function paymentLine(p: Payment, records: PersonRecords): PersonRecordLine {
  const registration = records.registrations.find((r) => r.id === p.inscription_id);
  return {
    id: p.id,
    date: p.created_at,
    titre: `${PAYMENT_METHOD_LABELS[p.method] ?? p.method}, ${formatChf(p.amount_centimes)}`,
    champs: fields([
      ["Statut", PAYMENT_STATUS_LABELS[p.status] ?? p.status],
      ["Pour", registration ? `Inscription ${registrationReference(registration)}` : "Devis"],
      ["Référence", p.bank_reference ?? p.provider_ref],
      ["Remboursement", p.refund_status],
      ["Créé le", formatDateTime(p.created_at)],
    ]),
  };
}

function messageLine(m: StoredContactMessage): PersonRecordLine {
  return {
    id: m.id,
    date: m.created_at,
    titre: `Message du ${formatDateTime(m.created_at)}`,
    champs: fields([
      ["Nom", `${m.firstName} ${m.lastName}`],
      ["E-mail", m.email],
      ["Téléphone", m.phone && displayPhone(m.phone)],
      ["Message", m.message],
    ]),
  };
}

function quoteLine(q: QuoteRequestForPayment): PersonRecordLine {
  return {
    id: q.id,
    date: q.created_at,
    titre: `${q.companyName}, demande du ${formatDateTime(q.created_at)}`,
    champs: fields([
      ["Contact", q.contactName],
      ["E-mail", q.email],
      ["Téléphone", q.phone && displayPhone(q.phone)],
      ["Participants", q.participants],
      ["Date souhaitée", q.date ? formatDate(q.date) : undefined],
      ["Remarques", q.comments],
    ]),
  };
}

function newsletterLine(s: Subscriber): PersonRecordLine {
  return {
    id: s.subscriber_id,
    date: s.created_at,
    titre: "Newsletter",
    champs: fields([
      ["E-mail", s.email],
      ["Statut", NEWSLETTER_STATUS_LABELS[s.status] ?? s.status],
      ["Demandée le", formatDateTime(s.created_at)],
      ["Confirmée le", s.confirmed_at ? formatDateTime(s.confirmed_at) : undefined],
      ["Désinscription le", s.unsubscribed_at ? formatDateTime(s.unsubscribed_at) : undefined],
    ]),
  };
}

function waitlistLine(w: WaitlistRecord): PersonRecordLine {
  return {
    id: w.entry_id,
    date: w.created_at,
    titre: `Liste d'attente du ${formatDateTime(w.created_at)}`,
    champs: fields([
      ["Nom", `${w.prenom} ${w.nom}`],
      ["E-mail", w.email],
      ["Téléphone", w.telephone && displayPhone(w.telephone)],
      ["Places", w.places],
      ["Statut", WAITLIST_STATUS_LABELS[w.status] ?? w.status],
    ]),
  };
}

/** The records as lines per kind, in the order they arrived. */
export function personLines(records: PersonRecords): Record<PersonRecordKind, PersonRecordLine[]> {
  return {
    inscriptions: records.registrations.map(registrationLine),
    paiements: records.payments.map((p) => paymentLine(p, records)),
    messages: records.messages.map(messageLine),
    devis: records.quotes.map(quoteLine),
    newsletter: records.newsletter.map(newsletterLine),
    liste_attente: records.waitlist.map(waitlistLine),
  };
}

/** What the screen shows: the counts and the lines. */
export function personDataView(email: string, records: PersonRecords): PersonDataView {
  return {
    success: true,
    email,
    nombre: personCounts(records),
    donnees: personLines(records),
  };
}
