import { BUSINESS } from "@shared/constants/business";
import { formatDate, formatTime } from "@shared/date-format";
import { meetingMapUrl } from "@shared/meeting-map";
import { CANCELLATION_RULE_TEXT } from "@shared/registrations/cancellation-terms";
import { participantsLabel } from "@shared/registrations/participants-label";
import { registrationNoun } from "@shared/registrations/registration-noun";
import { registrationReference } from "@shared/registrations/short-reference";
import type { ActivityCategory } from "@shared/schemas/activity";
import { type EmailContent, renderEmail } from "../email/layout";
import { outingRows } from "../email/outing-rows";
import { peopleRows, rentalBikesRows } from "../email/people-rows";
import { PROVIDER_CONTACT } from "../email/provider-contact";
import { whatToBringSection } from "../email/what-to-bring-section";
import type { RegistrationForPayment } from "../payments/payment";
import { participantName } from "./person";

/**
 * The reminder of the outing itself, the evening before (« Votre sortie de demain »): where and
 * when to meet, with a map, what to bring, whom to call, and the cancellation rule. Short lines,
 * the essentials first. Pure: the reminder job sends what it builds.
 */

/** What the reminder reads of the outing (the stored one: its own « Ce qu'il faut apporter »). */
export interface RemindedActivity {
  titre: string;
  date: string;
  heure_rdv: string;
  lieu: string;
  lieu_rdv: string;
  categorie: ActivityCategory;
  a_apporter?: string | null;
}

export function dayBeforeReminderEmail(
  registration: RegistrationForPayment,
  activity: RemindedActivity,
  siteUrl: string,
): EmailContent {
  const words = registrationNoun(registration);
  const time = formatTime(activity.heure_rdv);
  const awaitingTransfer = registration.status === "pending_payment";
  return {
    subject: `Votre sortie de demain : ${activity.titre}, rendez-vous à ${time}`,
    ...renderEmail({
      title: "Votre sortie de demain",
      preheader: `Rendez-vous demain à ${time} : ${activity.lieu_rdv}.`,
      intro: [
        `Bonjour ${participantName(registration)},`,
        `Nous nous réjouissons de vous retrouver demain ! Voici l'essentiel de votre ${words.noun}.`,
      ],
      sections: [
        {
          heading: "Rendez-vous",
          rows: [
            ...outingRows(activity),
            { label: "Point de rendez-vous", value: activity.lieu_rdv },
            { label: "Lieu", value: activity.lieu },
            { label: "Participants", value: participantsLabel(registration.nombre_participants) },
            ...peopleRows(registration, activity, { label: "Noms", bikes: true }),
            ...rentalBikesRows(registration, activity),
            { label: `Numéro ${words.of}`, value: registrationReference(registration) },
          ],
          button: {
            label: "Voir le point de rendez-vous sur la carte",
            url: meetingMapUrl(activity),
          },
        },
        whatToBringSection(activity),
        {
          heading: "Votre guide",
          paragraphs: [
            `Un retard, une question le jour même ? Appelez votre guide au ${PROVIDER_CONTACT.phone}.`,
          ],
        },
        ...(awaitingTransfer
          ? [
              {
                heading: "Paiement",
                paragraphs: [
                  "Votre virement ne nous est pas encore parvenu : les relevés bancaires arrivent avec un ou deux jours de retard. Si vous l'avez déjà fait, tout est en ordre.",
                ],
              },
            ]
          : []),
        {
          heading: "Annulation",
          paragraphs: [
            CANCELLATION_RULE_TEXT,
            `Vous ne pouvez plus venir ? Prévenez-nous au plus vite au ${PROVIDER_CONTACT.phone} ou en répondant à cet e-mail.`,
          ],
        },
      ],
      closing: [`À demain sur les sentiers du Jura !\n${BUSINESS.name}`],
      siteUrl,
    }),
  };
}

/** The SMS: when and where, and whom to call; the rest is in the e-mail. */
export function dayBeforeReminderSms(activity: RemindedActivity): string {
  return `${BUSINESS.name} : votre sortie « ${activity.titre} » a lieu demain ${formatDate(activity.date)}. Rendez-vous à ${formatTime(activity.heure_rdv)}, ${activity.lieu_rdv}. Guide : ${PROVIDER_CONTACT.phone}. Détails par e-mail.`;
}
