import { BUSINESS } from "@shared/constants/business";
import { formatDate, formatDateTime, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import type { RefundMode } from "@shared/payments/refund-modes";
import { CANCELLATION_RULE_TEXT } from "@shared/registrations/cancellation-terms";
import { participantsLabel } from "@shared/registrations/participants-label";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { registrationReference } from "@shared/registrations/short-reference";
import type { Activity } from "@shared/schemas/activity";
import { type EmailContent, type EmailRow, type EmailSection, renderEmail } from "../email/layout";
import { providerNotice } from "../email/provider-notice";
import { type Payment, type RegistrationForPayment, refundRest } from "../payments/payment";
import { providerRows, refundByHandInstruction } from "../payments/payment-emails";
import { greetingName, participantName } from "./person";

/**
 * The cancellation section of e-mails, and the e-mails of a cancellation: the visitor's and the
 * provider's, for a cancellation done (more than 72 h before) and for a late request. Pure: the
 * notifier sends them.
 */

/**
 * The section « Annulation » of a visitor's e-mail (confirmation, reminder): the terms' rule and
 * the button « Annuler mon inscription » to the signed cancellation link.
 */
export function cancellationSection(
  link: { url: string },
  registration: { kind?: string | null } = {},
): EmailSection {
  const { noun, my } = registrationNoun(registration);
  return {
    heading: "Annulation",
    paragraphs: [
      CANCELLATION_RULE_TEXT,
      `Vous ne pouvez plus venir ? Le bouton ci-dessous vous montre votre ${noun} et vous demande de confirmer avant d'annuler.`,
    ],
    button: { label: `Annuler ${my}`, url: link.url, secondary: true },
  };
}

export const signOff = `À bientôt sur les sentiers du Jura !\n${BUSINESS.name}`;
export const contact = `Une question ? Répondez simplement à cet e-mail, ou appelez-nous au ${BUSINESS.phoneDisplay}.`;

/**
 * The outing's date as the e-mails print it (the outing's own, else the registration's copy),
 * and the registration's words (« inscription » or « réservation »).
 */
export function dateAndWords(registration: RegistrationForPayment, activity: Activity | undefined) {
  return {
    date: formatDate(activity?.date ?? registration.activity_date),
    words: registrationNoun(registration),
  };
}

/** « Parking de la télécabine, Saint-Cergue »: where the group meets, and the place. */
export const meetingPlace = (activity: Pick<Activity, "lieu_rdv" | "lieu">) =>
  `${activity.lieu_rdv}, ${activity.lieu}`;

export function activityRows(registration: RegistrationForPayment, activity: Activity | undefined) {
  const rows: EmailRow[] = [
    { label: "Sortie", value: registration.activity_title },
    { label: "Date", value: dateAndWords(registration, activity).date },
  ];
  if (activity) {
    rows.push(
      { label: "Heure de rendez-vous", value: formatTime(activity.heure_rdv) },
      { label: "Point de rendez-vous", value: meetingPlace(activity) },
    );
  }
  rows.push(
    { label: "Participants", value: participantsLabel(registration.nombre_participants) },
    { label: "Montant", value: formatChf(registration.total_centimes) },
  );
  return rows;
}

/**
 * Where a refund goes back, as the visitor paid: her PayPal account, her TWINT account (TWINT
 * through Stripe), or her card. One wording for every e-mail and SMS that says it.
 */
export function refundDestination(
  payment: Pick<Payment, "provider" | "method"> | undefined,
): string {
  if (payment?.provider === "paypal") return "votre compte PayPal";
  return payment?.method === "twint" ? "votre compte TWINT" : "votre carte";
}

/** What the visitor reads about the money once cancelled. */
function visitorRefundText(mode: RefundMode, payment: Payment | undefined): string {
  switch (mode) {
    case "provider_api":
      return `Votre paiement de ${formatChf(payment ? refundRest(payment) : 0)} vous est remboursé sur ${refundDestination(payment)}. Selon votre banque, le montant apparaît sur votre compte d'ici 5 à 10 jours ouvrables.`;
    case "by_hand":
      return `Nous vous remboursons nous-mêmes ${formatChf(payment ? refundRest(payment) : 0)}, par le même moyen que votre paiement, dans les prochains jours. Si nous avons besoin de vos coordonnées bancaires, nous vous écrirons.`;
    default:
      return "Vous n'aviez encore rien payé : il n'y a rien à rembourser.";
  }
}

/** The visitor's e-mail: the registration is cancelled, and what happens to the money. */
export function visitorCancelledEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  refund: { mode: RefundMode; payment?: Payment },
  siteUrl: string,
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  return {
    subject: `${words.Noun} annulée : ${registration.activity_title} le ${date}`,
    ...renderEmail({
      title: `Votre ${words.noun} est annulée`,
      preheader: `${registration.activity_title}, ${date}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Votre ${words.noun} est bien annulée et vos places sont libérées. Voici ce que vous avez annulé :`,
      ],
      sections: [
        {
          rows: [
            ...activityRows(registration, activity),
            { label: `Numéro ${words.of}`, value: registrationReference(registration) },
          ],
        },
        { heading: "Remboursement", paragraphs: [visitorRefundText(refund.mode, refund.payment)] },
      ],
      closing: [contact, `Au plaisir de vous accueillir une prochaine fois !\n${BUSINESS.name}`],
      siteUrl,
    }),
  };
}

/** What the provider reads about the money once cancelled (and what to do by hand). */
function providerRefundText(mode: RefundMode, payment: Payment | undefined): string[] {
  if (mode === "none" || !payment) return ["Rien n'avait été payé : rien à rembourser."];
  if (mode === "by_hand") {
    return [
      `À rembourser à la main : ${formatChf(refundRest(payment))}. Ce moyen de paiement ne se rembourse pas automatiquement.`,
      refundByHandInstruction(payment),
    ];
  }
  if (payment.refund_status === "refunded") {
    return [
      `Remboursé automatiquement : ${formatChf(refundRest(payment))} (remboursement ${payment.refund_id ?? "—"}). Rien à faire.`,
    ];
  }
  return [
    `Le remboursement automatique de ${formatChf(refundRest(payment))} n'est pas encore confirmé par ${payment.provider === "paypal" ? "PayPal" : "Stripe"} ; le site le redemande quand la personne réessaie.`,
    `Vérifiez demain qu'il figure dans ${payment.provider === "paypal" ? "votre compte PayPal" : "le tableau de bord Stripe"}. Sinon : ${refundByHandInstruction(payment)}`,
  ];
}

/** The provider's notice: a registration was cancelled in time, places are back. */
export function providerCancelledEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  refund: { mode: RefundMode; payment?: Payment },
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  const rows: EmailRow[] = refund.payment
    ? [...activityRows(registration, activity), ...providerRows(refund.payment, registration)]
    : [
        ...activityRows(registration, activity),
        { label: "Participant", value: `${participantName(registration)}` },
        { label: "E-mail", value: registration.email },
        { label: "Téléphone", value: registration.telephone },
        { label: `Numéro ${words.of}`, value: registration.id },
      ];
  return providerNotice({
    subject: `${words.Noun} annulée : ${participantName(registration)} – ${registration.activity_title} le ${date} (${participantsLabel(registration.nombre_participants)})`,
    title: `${words.Noun} annulée par le participant`,
    intro: [
      `Annulée plus de 72 heures avant le départ, donc gratuitement (conditions générales). Les places sont de nouveau disponibles dans le calendrier.`,
    ],
    sections: [
      { rows },
      { heading: "Remboursement", paragraphs: providerRefundText(refund.mode, refund.payment) },
    ],
    replyName: greetingName(registration),
  });
}

/** The visitor's e-mail after a late request: received, the registration stays, we answer. */
export function visitorCancellationRequestEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  siteUrl: string,
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  return {
    subject: `Demande d'annulation reçue : ${registration.activity_title} le ${date}`,
    ...renderEmail({
      title: "Nous avons reçu votre demande d'annulation",
      preheader: `${registration.activity_title}, ${date}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Nous avons bien reçu votre demande d'annulation. La sortie commence dans moins de 72 heures : votre ${words.noun} n'est donc pas annulée automatiquement.`,
      ],
      sections: [
        { rows: activityRows(registration, activity) },
        {
          heading: "Nos conditions",
          paragraphs: [
            CANCELLATION_RULE_TEXT,
            `Nous vous répondons personnellement au plus vite. D'ici là, votre ${words.noun} reste valable.`,
          ],
        },
      ],
      closing: [contact, signOff],
      siteUrl,
    }),
  };
}

/** The provider's e-mail after a late request: the registration stays, the provider decides. */
export function providerCancellationRequestEmail(
  registration: RegistrationForPayment,
  activity: Activity | undefined,
  requestedAt: Date,
): EmailContent {
  const { date, words } = dateAndWords(registration, activity);
  return providerNotice({
    subject: `Demande d'annulation tardive : ${participantName(registration)} – ${registration.activity_title} le ${date}`,
    title: "Demande d'annulation à moins de 72 heures",
    intro: [
      `${participantName(registration)} demande d'annuler le ${formatDateTime(requestedAt)}, moins de 72 heures avant le départ.`,
      `Selon les conditions générales, le prix de la sortie reste dû. ${words.The} n'a pas été modifiée : c'est à vous de décider (garder ${words.the}, proposer une autre date, ou l'annuler et rembourser à la main).`,
    ],
    sections: [
      {
        rows: [
          ...activityRows(registration, activity),
          { label: "E-mail", value: registration.email },
          { label: "Téléphone", value: registration.telephone },
          {
            label: "Statut",
            value: registration.status === "paid" ? "Payée" : "En attente de paiement",
          },
          { label: `Numéro ${words.of}`, value: registration.id },
        ],
      },
    ],
    replyName: greetingName(registration),
  });
}
