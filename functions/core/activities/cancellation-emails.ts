import { BUSINESS } from "@shared/constants/business";
import { formatDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import type { RefundMode } from "@shared/payments/refund-modes";
import { registrationNoun } from "@shared/registrations/registration-noun";
import type { Activity } from "@shared/schemas/activity";
import { type EmailContent, type EmailSection, renderEmail } from "../email/layout";
import { type Payment, type RegistrationForPayment, refundRest } from "../payments/payment";
import { refundDestination } from "../registrations/cancellation-emails";
import { participantName } from "../registrations/person";

/**
 * The e-mails of a date the founders cancelled, and of a message they write to everyone on a
 * date. Pure: the notifier sends them. Every text given is plain text (the layout escapes it).
 */

const contact = `Une question ? Répondez simplement à cet e-mail, ou appelez-nous au ${BUSINESS.phoneDisplay}.`;

/** The calendar's next outings of the same kind (shown, not cancelled, still to come). */
export function nextOutingsOfKind<T extends Activity & { masquee?: boolean; annulation?: unknown }>(
  activities: T[],
  cancelled: Activity,
  today: string,
  limit = 3,
): T[] {
  return activities
    .filter(
      (a) =>
        a.id !== cancelled.id &&
        a.categorie === cancelled.categorie &&
        a.date >= today &&
        !a.masquee &&
        !a.annulation,
    )
    .sort((a, b) => a.date.localeCompare(b.date) || a.heure_rdv.localeCompare(b.heure_rdv))
    .slice(0, limit);
}

/**
 * What happens to the visitor's money when the founders cancel, decided once for the e-mail and
 * the SMS: what is given back (the payment less the parts already refunded when a participant
 * cancelled alone), and where it goes.
 */
export type DateCancelledMoney =
  | { kind: "refunded"; amount: string; where: string }
  | { kind: "by_hand"; amount: string }
  | { kind: "nothing_to_pay" };

export function dateCancelledMoney(
  mode: RefundMode,
  payment: Payment | undefined,
): DateCancelledMoney {
  if (mode === "none" || !payment) return { kind: "nothing_to_pay" };
  const amount = formatChf(refundRest(payment));
  if (mode === "by_hand") return { kind: "by_hand", amount };
  return { kind: "refunded", amount, where: refundDestination(payment) };
}

function moneyText(money: DateCancelledMoney): string {
  switch (money.kind) {
    case "refunded":
      return `Vous êtes remboursé en entier : ${money.amount} reviennent sur ${money.where} d'ici quelques jours (5 à 10 jours ouvrables selon votre banque). Vous n'avez rien à faire.`;
    case "by_hand":
      return `Vous êtes remboursé en entier (${money.amount}). Comme vous avez payé par virement ou à la main, nous vous contacterons dans les prochains jours pour vous rembourser.`;
    default:
      return "Vous n'aviez encore rien payé : vous n'avez rien à payer.";
  }
}

/** The SMS's words for the money: one short sentence, the e-mail gives the details. */
function moneySms(money: DateCancelledMoney): string {
  switch (money.kind) {
    case "refunded":
      return `Vos ${money.amount} reviennent sur ${money.where}.`;
    case "by_hand":
      return `Nous vous rembourserons ${money.amount} dans les prochains jours.`;
    default:
      return "Vous n'avez rien à payer.";
  }
}

/** The visitor's e-mail: the date is cancelled, why, their money, and the next outings of its kind. */
export function dateCancelledEmail(input: {
  registration: RegistrationForPayment;
  activity: Activity;
  reason: string;
  refund: { mode: RefundMode; payment?: Payment };
  nextOutings: Activity[];
  siteUrl: string;
}): EmailContent {
  const { registration, activity, reason, refund, nextOutings, siteUrl } = input;
  const date = formatDate(activity.date);
  const calendar = `${siteUrl}/calendrier`;
  const next: EmailSection = nextOutings.length
    ? {
        heading: "Nos prochaines sorties du même genre",
        paragraphs: nextOutings.map(
          (a) => `${a.titre} : ${formatDate(a.date)} à ${formatTime(a.heure_rdv)}, ${a.lieu}`,
        ),
        button: { label: "Voir le calendrier", url: calendar },
      }
    : {
        heading: "Nos prochaines sorties",
        paragraphs: ["Les prochaines dates paraissent dans notre calendrier."],
        button: { label: "Voir le calendrier", url: calendar },
      };
  return {
    subject: `Sortie annulée : ${activity.titre} le ${date}`,
    ...renderEmail({
      title: "Nous devons annuler la sortie",
      preheader: `${activity.titre}, ${date}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Nous sommes désolés : nous annulons la sortie « ${activity.titre} » du ${date}. Votre ${registrationNoun(registration).noun} est annulée, vous n'avez rien à faire.`,
      ],
      sections: [
        { heading: "Pourquoi", quote: reason },
        {
          heading: "Votre argent",
          paragraphs: [moneyText(dateCancelledMoney(refund.mode, refund.payment))],
        },
        next,
      ],
      closing: [contact, `Au plaisir de vous retrouver bientôt !\n${BUSINESS.name}`],
      siteUrl,
    }),
  };
}

/**
 * The SMS of a cancelled date (where a phone was given): short, the money as the e-mail says it
 * (refunded, to refund by hand, or nothing to pay); the details come by e-mail.
 */
export function dateCancelledSms(
  activity: Activity,
  reason: string,
  refund: { mode: RefundMode; payment?: Payment },
): string {
  const why = reason.length > 60 ? `${reason.slice(0, 57)}...` : reason;
  const money = moneySms(dateCancelledMoney(refund.mode, refund.payment));
  return `${BUSINESS.name} : la sortie « ${activity.titre} » du ${formatDate(activity.date)} est annulée (${why}). ${money} Détails par e-mail.`;
}

/** The founders' message to everyone on a date, in the site's layout (line breaks kept). */
export function participantsMessageEmail(input: {
  registration: RegistrationForPayment;
  activity: Activity;
  objet: string;
  texte: string;
  siteUrl: string;
}): EmailContent {
  const { registration, activity, objet, texte, siteUrl } = input;
  const date = formatDate(activity.date);
  return {
    subject: `${objet} (${activity.titre}, ${date})`,
    ...renderEmail({
      title: objet,
      preheader: `${activity.titre}, ${date}`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Un message des organisateurs au sujet de la sortie « ${activity.titre} » du ${date} à ${formatTime(activity.heure_rdv)} :`,
      ],
      sections: [{ quote: texte }],
      closing: [contact, BUSINESS.name],
      siteUrl,
    }),
  };
}
