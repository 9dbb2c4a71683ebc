import { formatChf } from "@shared/money";
import type { RefundMode } from "@shared/payments/refund-modes";
import { CANCELLATION_RULE_TEXT } from "@shared/registrations/cancellation-terms";
import { type Person, peopleOf } from "@shared/registrations/people";
import { registrationReference } from "@shared/registrations/short-reference";
import type { Activity } from "@shared/schemas/activity";
import { type EmailContent, type EmailRow, renderEmail } from "../email/layout";
import { providerNotice } from "../email/provider-notice";
import type { Payment, RegistrationForPayment } from "../payments/payment";
import { refundByHandInstruction } from "../payments/payment-emails";
import { participantRefundPart } from "../payments/refund-payment";
import {
  activityRows,
  contact,
  dateAndWords,
  refundDestination,
  signOff,
} from "./cancellation-emails";
import { greetingName, participantName } from "./person";

/**
 * The e-mails of one participant cancelled alone (or asked to be, within 72 h): the visitor's and
 * the provider's. Pure: the notifier sends them, with the facts of the event (her position, her
 * share) and the registration as it is now (one person fewer, the new total).
 */

export interface ParticipantCancellationFacts {
  position: number;
  share_centimes: number;
}

/** « Paul Favre », the participant at `position` (cancelled ones included). */
export function cancelledPersonName(
  registration: RegistrationForPayment,
  position: number,
): string {
  if (registration.kind === "booking") return "";
  const person: Person | undefined = peopleOf(registration, { withCancelled: true }).find(
    (p) => p.position === position,
  );
  return person ? `${person.prenom} ${person.nom}` : `participant ${position}`;
}

/** What the visitor reads about her share's money. */
function visitorShareText(
  mode: RefundMode,
  share: number,
  payment: Payment | undefined,
  newTotal: number,
): string {
  switch (mode) {
    case "provider_api":
      return `Sa part de ${formatChf(share)} vous est remboursée sur ${refundDestination(payment)}. Selon votre banque, le montant apparaît sur votre compte d'ici 5 à 10 jours ouvrables.`;
    case "by_hand":
      return `Nous vous remboursons nous-mêmes sa part de ${formatChf(share)}, par le même moyen que votre paiement, dans les prochains jours.`;
    default:
      return `Vous n'aviez encore rien payé : rien à payer pour sa part. Le montant à payer est désormais de ${formatChf(newTotal)}.`;
  }
}

/** The visitor's e-mail: one participant is cancelled, the rest stays, and her share's money. */
export function visitorParticipantCancelledEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  facts: ParticipantCancellationFacts,
  refund: { mode: RefundMode; payment?: Payment },
  siteUrl: string,
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  const name = cancelledPersonName(registration, facts.position);
  return {
    subject: `Participation annulée : ${name} – ${registration.activity_title} le ${date}`,
    ...renderEmail({
      title: `La participation de ${name} est annulée`,
      preheader: `${registration.activity_title}, ${date}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `La participation de ${name} est bien annulée et sa place est libérée. Votre ${words.noun} reste valable pour les autres personnes :`,
      ],
      sections: [
        {
          rows: [
            ...activityRows(registration, activity),
            { label: "Personne annulée", value: name },
            { label: `Numéro ${words.of}`, value: registrationReference(registration) },
          ],
        },
        {
          heading: "Remboursement",
          paragraphs: [
            visitorShareText(
              refund.mode,
              facts.share_centimes,
              refund.payment,
              registration.total_centimes,
            ),
          ],
        },
      ],
      closing: [contact, signOff],
      siteUrl,
    }),
  };
}

/** What the provider reads about the share (refunded, to confirm, or to refund by hand). */
function providerShareText(
  mode: RefundMode,
  share: number,
  payment: Payment | undefined,
  position: number,
): string[] {
  if (mode === "none" || !payment) {
    return ["Rien n'avait été payé : rien à rembourser, le montant dû est réduit de sa part."];
  }
  if (mode === "by_hand") {
    return [
      `À rembourser à la main : ${formatChf(share)} (sa part seulement). Ce moyen de paiement ne se rembourse pas automatiquement.`,
      refundByHandInstruction(payment),
    ];
  }
  const part = payment.refund_parts?.[participantRefundPart(position)];
  if (part?.status === "refunded") {
    return [
      `Remboursé automatiquement : ${formatChf(share)}, sa part seulement (remboursement ${part.refund_id ?? "—"}). Rien à faire.`,
    ];
  }
  return [
    `Le remboursement automatique de sa part, ${formatChf(share)}, n'est pas encore confirmé par ${payment.provider === "paypal" ? "PayPal" : "Stripe"} ; le site le redemande de lui-même.`,
  ];
}

/** The provider's notice: one participant cancelled in time, her place is back. */
export function providerParticipantCancelledEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  facts: ParticipantCancellationFacts,
  refund: { mode: RefundMode; payment?: Payment },
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  const name = cancelledPersonName(registration, facts.position);
  const rows: EmailRow[] = [
    ...activityRows(registration, activity),
    { label: "Personne annulée", value: name },
    { label: "Inscrit par", value: participantName(registration) },
    { label: "E-mail", value: registration.email },
    { label: `Numéro ${words.of}`, value: registration.id },
  ];
  return providerNotice({
    subject: `Participation annulée : ${name} – ${registration.activity_title} le ${date}`,
    title: "Une personne annulée, le reste de l'inscription demeure",
    intro: [
      `${participantName(registration)} a annulé la participation de ${name}, plus de 72 heures avant le départ, donc gratuitement (conditions générales). Sa place est de nouveau disponible dans le calendrier ; le nouveau montant de ${words.the} est de ${formatChf(registration.total_centimes)}.`,
    ],
    sections: [
      { rows },
      {
        heading: "Remboursement",
        paragraphs: providerShareText(
          refund.mode,
          facts.share_centimes,
          refund.payment,
          facts.position,
        ),
      },
    ],
    replyName: greetingName(registration),
  });
}

/** The visitor's e-mail after a late request for one participant: received, nothing changes yet. */
export function visitorParticipantRequestEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  facts: ParticipantCancellationFacts,
  siteUrl: string,
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  const name = cancelledPersonName(registration, facts.position);
  return {
    subject: `Demande d'annulation reçue : ${name} – ${registration.activity_title} le ${date}`,
    ...renderEmail({
      title: `Nous avons reçu votre demande pour ${name}`,
      preheader: `${registration.activity_title}, ${date}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Nous avons bien reçu votre demande d'annuler la participation de ${name}. La sortie commence dans moins de 72 heures : elle n'est donc pas annulée automatiquement.`,
      ],
      sections: [
        { rows: activityRows(registration, activity) },
        {
          heading: "Nos conditions",
          paragraphs: [
            CANCELLATION_RULE_TEXT,
            `Nous vous répondons personnellement au plus vite. D'ici là, votre ${words.noun} reste valable telle quelle.`,
          ],
        },
      ],
      closing: [contact, signOff],
      siteUrl,
    }),
  };
}

/** The provider's e-mail after a late request for one participant: the provider decides. */
export function providerParticipantRequestEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  facts: ParticipantCancellationFacts,
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  const name = cancelledPersonName(registration, facts.position);
  return providerNotice({
    subject: `Demande d'annulation tardive : ${name} – ${registration.activity_title} le ${date}`,
    title: "Demande d'annulation d'une personne à moins de 72 heures",
    intro: [
      `${participantName(registration)} demande d'annuler la participation de ${name}, moins de 72 heures avant le départ.`,
      `Selon les conditions générales, sa part (${formatChf(facts.share_centimes)}) reste due. ${words.The} n'a pas été modifiée : c'est à vous de décider.`,
    ],
    sections: [
      {
        rows: [
          ...activityRows(registration, activity),
          { label: "Personne concernée", value: name },
          { label: "E-mail", value: registration.email },
          { label: "Téléphone", value: registration.telephone },
          { label: `Numéro ${words.of}`, value: registration.id },
        ],
      },
    ],
    replyName: greetingName(registration),
  });
}
