import { BUSINESS } from "@shared/constants/business";
import { formatDate, formatDateTime, formatLongDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { amountOwed } from "@shared/registrations/amount-owed";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { registrationReference } from "@shared/registrations/short-reference";
import type { Activity } from "@shared/schemas/activity";
import { type EmailContent, type EmailRow, renderEmail } from "../email/layout";
import type { RegistrationForPayment } from "../payments/payment";
import { cancellationSection } from "./cancellation-emails";
import type { VisitorPaymentLink } from "./links";
import { participantName } from "./person";

/**
 * The e-mails of an unpaid registration's deadline: the one reminder to the visitor, and once the
 * deadline has passed, the visitor's and the provider's notice of expiry. Pure: workers send them.
 * Times read in Europe/Zurich (shared/date-format.ts).
 */

function recapRows(
  registration: RegistrationForPayment,
  activity: Pick<Activity, "heure_rdv"> | undefined,
): EmailRow[] {
  return [
    { label: "Sortie", value: registration.activity_title },
    { label: "Date", value: formatLongDate(registration.activity_date) },
    ...(activity ? [{ label: "Heure de rendez-vous", value: formatTime(activity.heure_rdv) }] : []),
    { label: "Nombre de participants", value: String(registration.nombre_participants) },
    {
      label: `Numéro ${registrationNoun(registration).of}`,
      value: registrationReference(registration),
    },
  ];
}

/**
 * The reminder: what is owed, until when, and a fresh payment link (signed until the deadline)
 * that opens the summary and the payment choice.
 */
export function paymentReminderEmail(
  registration: RegistrationForPayment,
  activity: Pick<Activity, "heure_rdv">,
  siteUrl: string,
  paymentLink: VisitorPaymentLink,
  cancellationLink: { url: string },
): EmailContent {
  const owed = formatChf(registration.total_centimes);
  const until = formatDateTime(paymentLink.expiresAt);
  // The stored deadline (the deadline rule's); an older registration: its link's end.
  const owedSentence = amountOwed(
    registration.total_centimes,
    registration.deadline ?? paymentLink.expiresAt,
    registration,
  );
  const words = registrationNoun(registration);
  return {
    subject: `Rappel : paiement de votre ${words.noun} – ${registration.activity_title} le ${formatDate(registration.activity_date)}`,
    ...renderEmail({
      title: `Votre ${words.noun} attend son paiement`,
      preheader: owedSentence,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Nous n'avons pas encore reçu le paiement de votre ${words.noun} : votre place est réservée, mais pas encore payée. ${owedSentence}`,
        "Passé ce délai, les places sont libérées pour d'autres participants.",
      ],
      sections: [
        { rows: [...recapRows(registration, activity), { label: "Montant dû", value: owed }] },
        {
          heading: "Payer maintenant",
          paragraphs: [
            "Le bouton ci-dessous ouvre votre récapitulatif et le choix du paiement : carte, TWINT, PayPal ou virement avec QR-facture.",
          ],
          button: { label: `Payer ${words.my}`, url: paymentLink.url },
        },
        {
          paragraphs: [
            `Ce lien vous est personnel ; il reste valable jusqu'au ${until}. Si vous avez payé entre-temps, merci de ne pas tenir compte de ce message.`,
          ],
        },
        cancellationSection(cancellationLink, registration),
      ],
      closing: [
        `Une question ? Répondez simplement à cet e-mail, ou appelez-nous au ${BUSINESS.phoneDisplay}.`,
        `À bientôt sur les sentiers du Jura !\n${BUSINESS.name}`,
      ],
      siteUrl,
    }),
  };
}

/** The visitor's notice that the registration expired unpaid and the places were released. */
export function registrationExpiredEmail(
  registration: RegistrationForPayment,
  activity: Pick<Activity, "heure_rdv"> | undefined,
  siteUrl: string,
): EmailContent {
  const words = registrationNoun(registration);
  return {
    subject: `${words.Noun} expirée : ${registration.activity_title} le ${formatDate(registration.activity_date)}`,
    ...renderEmail({
      title: `Votre ${words.noun} a expiré`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Le paiement de votre ${words.noun} (${formatChf(registration.total_centimes)}) ne nous est pas parvenu dans le délai. ${words.The} est donc annulée et les places ont été libérées.`,
        registration.kind === "booking"
          ? "Si vous souhaitez toujours participer, réservez à nouveau sur notre site tant qu'il reste des places, ou contactez-nous."
          : "Si vous souhaitez toujours participer, inscrivez-vous à nouveau sur notre site tant qu'il reste des places, ou contactez-nous.",
      ],
      sections: [{ rows: recapRows(registration, activity) }],
      button: { label: "Voir les sorties", url: `${siteUrl.replace(/\/+$/, "")}/` },
      closing: [
        `Vous avez payé entre-temps ? Répondez à cet e-mail ou appelez-nous au ${BUSINESS.phoneDisplay} : nous réglons cela avec vous.`,
        BUSINESS.name,
      ],
      siteUrl,
    }),
  };
}

/** The provider's notice: which registration expired and how many places came back. */
export function registrationExpiredProviderEmail(
  registration: RegistrationForPayment,
  activity: Pick<Activity, "heure_rdv"> | undefined,
): EmailContent {
  const words = registrationNoun(registration);
  return {
    subject: `${words.Noun} expirée (non payée) : ${registration.activity_title} le ${formatDate(registration.activity_date)}`,
    ...renderEmail({
      title: `${words.Noun} expirée faute de paiement`,
      intro: [
        `Le délai de paiement est passé${registration.deadline ? ` (${formatDateTime(registration.deadline)})` : ""} : ${words.the} est annulée et ses places sont de nouveau disponibles.`,
        "Si un paiement arrive encore, il est accepté tant que des places restent libres ; sinon il est marqué « à rembourser » et vous en êtes averti.",
      ],
      sections: [
        {
          rows: [
            ...recapRows(registration, activity),
            { label: "Nom", value: participantName(registration) },
            { label: "E-mail", value: registration.email },
            { label: "Téléphone", value: registration.telephone },
            { label: "Montant", value: formatChf(registration.total_centimes) },
            // The id the provider's tools and the payments know it by.
            { label: "Identifiant", value: registration.id },
          ],
        },
      ],
      closing: ["Répondre à cet e-mail écrit directement au participant."],
    }),
  };
}
