import { BUSINESS } from "@shared/constants/business";
import { POLICY } from "@shared/constants/offer";
import { formatDate, formatDateTime, formatDeadline, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { amountOwed, PLACE_HELD } from "@shared/registrations/amount-owed";
import { noDayBeforeReminderNotice } from "@shared/registrations/day-before-reminder";
import { participantsLabel } from "@shared/registrations/participants-label";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { registrationReference } from "@shared/registrations/short-reference";
import type { Activity } from "@shared/schemas/activity";
import { meetingInstant } from "@shared/time";
import { buildIcs, type IcsStatus, icsMethod } from "../email/ics";
import { type EmailContent, type EmailRow, renderEmail } from "../email/layout";
import { outingRows } from "../email/outing-rows";
import { peopleRows, rentalBikesRows } from "../email/people-rows";
import type { EmailAttachment } from "../email/sending";
import { whatToBringSection } from "../email/what-to-bring-section";
import { cancellationSection } from "./cancellation-emails";
import type { StoredRegistration } from "./create-registration";
import type { VisitorPaymentLink } from "./links";
import { greetingName, levelLabel, participantName } from "./person";

/**
 * Texts sent after a registration: the visitor's e-mail (with its calendar invitation), the
 * visitor's SMS and the provider's e-mail. Pure functions: the notifier sends what they build.
 */

/** Activities have no stored duration; the invitation blocks three hours from the meeting time. */
export const INVITE_DURATION_HOURS = 3;

/**
 * The visitor's e-mail: what is owed and by when (the stored deadline: the place is held, not
 * paid, until then), the recap with the short reference, then the way to pay: the payment link
 * opens the confirmation page with the choice of card, TWINT or bank transfer; then the way to
 * cancel (signed cancellation link, cancellation-emails.ts).
 */
export function visitorEmail(
  registration: StoredRegistration,
  activity: Activity,
  siteUrl: string,
  paymentLink: VisitorPaymentLink,
  cancellationLink: { url: string },
): EmailContent {
  const date = formatDate(activity.date);
  const words = registrationNoun(registration);
  const owed = amountOwed(registration.total_centimes, registration.deadline, registration);
  // Made after 18:00 the day before: the day-before reminder will not come, and it says so.
  const noReminder = noDayBeforeReminderNotice(registration.created_at, activity.date);
  return {
    subject: `${words.Noun} enregistrée : ${activity.titre} le ${date}`,
    ...renderEmail({
      title: `Merci pour votre ${words.noun}, ${greetingName(registration)} !`,
      preheader: owed,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Merci pour votre ${words.noun} ! ${owed}`,
        PLACE_HELD,
        ...(noReminder ? [noReminder] : []),
        "Voici le récapitulatif :",
      ],
      sections: [
        {
          rows: [
            ...outingRows(activity),
            { label: "Lieu", value: activity.lieu },
            { label: "Point de rendez-vous", value: activity.lieu_rdv },
            { label: "Nombre de participants", value: String(registration.nombre_participants) },
            ...peopleRows(registration, activity, { label: "Participants", bikes: true }),
            ...rentalBikesRows(registration, activity),
            { label: "Montant total", value: formatChf(registration.total_centimes) },
            { label: `Numéro ${words.of}`, value: registrationReference(registration) },
          ],
        },
        {
          heading: "Paiement",
          paragraphs: [
            owed,
            `Vous pouvez payer votre ${words.noun} en ligne, par carte, TWINT ou virement avec QR-facture : le bouton ci-dessous ouvre votre récapitulatif et le choix du paiement.`,
          ],
          button: { label: `Payer ${words.my}`, url: paymentLink.url },
        },
        {
          paragraphs: [
            `Ce lien vous est personnel ; il reste valable jusqu'au ${formatDateTime(paymentLink.expiresAt)}. Une question ? Répondez simplement à cet e-mail.`,
          ],
        },
        whatToBringSection(activity),
        cancellationSection(cancellationLink, registration),
      ],
      closing: [
        "Vous trouverez en pièce jointe une invitation à ajouter à votre agenda.",
        `Questions : ${BUSINESS.email} ou ${BUSINESS.phoneDisplay}.`,
        `À bientôt sur les sentiers du Jura !\n${BUSINESS.name}`,
      ],
      siteUrl,
    }),
  };
}

/**
 * Where a registration's invitation stands: sent with the confirmation (tentative until paid, or
 * confirmed when there was nothing to pay), with the receipt (confirmed), with the cancellation.
 */
export type InviteStage = "registered" | "paid" | "cancelled";

const INVITE_STEPS: Record<InviteStage, { sequence: number }> = {
  registered: { sequence: 0 },
  paid: { sequence: 1 },
  cancelled: { sequence: 2 },
};

function inviteStatus(stage: InviteStage, registration: StoredRegistration): IcsStatus {
  if (stage === "cancelled") return "CANCELLED";
  if (stage === "paid" || registration.status === "paid") return "CONFIRMED";
  return "TENTATIVE";
}

export function visitorInvite(
  registration: StoredRegistration,
  activity: Activity,
  siteUrl: string,
  now: Date,
  stage: InviteStage = "registered",
): string {
  const start = meetingInstant(activity.date, activity.heure_rdv);
  return buildIcs({
    uid: `${registration.id}@jura-vtt-vitalite.ch`,
    start,
    end: new Date(start.getTime() + INVITE_DURATION_HOURS * 3600_000),
    summary: activity.titre,
    location: `${activity.lieu_rdv}, ${activity.lieu}`,
    description: `${participantsLabel(registration.nombre_participants)} – ${formatChf(registration.total_centimes)}. Annulation gratuite jusqu'à ${POLICY.freeCancellationHours} h avant le départ.`,
    url: siteUrl,
    organizerEmail: BUSINESS.email,
    organizerName: BUSINESS.name,
    stamp: now,
    status: inviteStatus(stage, registration),
    sequence: INVITE_STEPS[stage].sequence,
  });
}

/** The invitation as an e-mail's attachment, its method in the content type as RFC 6047 asks. */
export function inviteAttachment(
  registration: StoredRegistration,
  activity: Activity,
  siteUrl: string,
  now: Date,
  stage: InviteStage,
): EmailAttachment {
  const method = icsMethod(stage === "cancelled" ? "CANCELLED" : "CONFIRMED");
  return {
    filename: stage === "cancelled" ? "sortie-annulee.ics" : "sortie.ics",
    contentType: `text/calendar; charset=UTF-8; method=${method}`,
    content: visitorInvite(registration, activity, siteUrl, now, stage),
  };
}

/**
 * The visitor's SMS: what was registered and, while it is owed, by when to pay (the place is
 * held, not paid, until then), as the e-mail says.
 */
export function visitorSms(registration: StoredRegistration, activity: Activity): string {
  const owed =
    registration.status === "pending_payment" &&
    registration.deadline &&
    registration.total_centimes > 0
      ? ` à payer avant le ${formatDeadline(registration.deadline)}`
      : "";
  return `${BUSINESS.name} : ${registrationNoun(registration).noun} enregistrée pour « ${activity.titre} » le ${formatDate(activity.date)} à ${formatTime(activity.heure_rdv)}, ${participantsLabel(registration.nombre_participants)}, ${formatChf(registration.total_centimes)}${owed}. Détails par e-mail.`;
}

function bikeLabel(registration: { a_velo_electrique: boolean; besoin_aide_location: boolean }) {
  if (registration.a_velo_electrique) return "Propre VTT électrique";
  return registration.besoin_aide_location
    ? "Location souhaitée"
    : "Pas de VTT électrique, pas de location demandée";
}

/**
 * What the person wrote: the registration dialog's fields, or the booking form's. The dialog's
 * name everyone she brings, with their dates of birth and bikes, and the rental bikes held.
 */
function personRows(registration: StoredRegistration, activity: Activity): EmailRow[] {
  if (registration.kind === "booking") {
    return [
      { label: "Âge", value: `${registration.age} ans` },
      { label: "Adresse", value: registration.address },
      { label: "Niveau", value: levelLabel(registration) },
      { label: "Participants", value: String(registration.nombre_participants) },
      { label: "Réservation", value: "Page de réservation VTT électrique" },
      {
        label: "Conditions et décharge",
        value: `Acceptées le ${formatDateTime(new Date(registration.terms_accepted_at))}`,
      },
      { label: "Signature", value: registration.digitalSignature || "—" },
    ];
  }
  return [
    { label: "Date de naissance", value: formatDate(registration.date_naissance) },
    { label: "Adresse", value: registration.adresse_complete },
    { label: "Niveau", value: levelLabel(registration) },
    { label: "Nombre de participants", value: String(registration.nombre_participants) },
    ...peopleRows(registration, activity, { label: "Participants", birthDates: true, bikes: true }),
    // Each named person's bike is in « Participants »; a page that named nobody sent one answer.
    ...(registration.participants === undefined
      ? [{ label: "Vélo", value: bikeLabel(registration) }]
      : []),
    ...rentalBikesRows(registration, activity),
    { label: "Newsletter", value: registration.souhaite_newsletter ? "Oui" : "Non" },
    { label: "Remarques", value: registration.remarques || "—" },
  ];
}

export function providerEmail(registration: StoredRegistration, activity: Activity): EmailContent {
  const words = registrationNoun(registration);
  const date = formatDate(activity.date);
  const rows: EmailRow[] = [
    { label: "Sortie", value: `${activity.titre} – ${date} à ${formatTime(activity.heure_rdv)}` },
    { label: "Nom", value: participantName(registration) },
    { label: "Téléphone", value: registration.telephone },
    { label: "E-mail", value: registration.email },
    ...personRows(registration, activity),
    {
      label: "Montant",
      value: `${formatChf(registration.total_centimes)} (en attente de paiement)`,
    },
    { label: `Numéro ${words.of}`, value: registration.id },
  ];
  return {
    subject: `Nouvelle ${words.noun} : ${activity.titre} le ${date} (${participantsLabel(registration.nombre_participants)})`,
    ...renderEmail({
      title: `Nouvelle ${words.noun} reçue`,
      sections: [{ rows }],
      closing: ["Répondre à cet e-mail écrit directement au participant."],
    }),
  };
}
