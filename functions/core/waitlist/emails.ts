import { BUSINESS } from "@shared/constants/business";
import { formatDate, formatDeadline, formatTime } from "@shared/date-format";
import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import { formatChf } from "@shared/money";
import { namesOf } from "@shared/registrations/people";
import type { Activity } from "@shared/schemas/activity";
import { type EmailContent, renderEmail } from "../email/layout";
import { outingRows } from "../email/outing-rows";
import { meetingPlace } from "../registrations/cancellation-emails";
import type { WaitlistEntry } from "./entry";
import { OFFER_PAYMENT_HOURS } from "./rules";

/**
 * The waiting list's e-mails: the visitor's confirmation of joining (rank, how an offer comes,
 * « Me retirer de la liste »), the offer (« Une place s'est libérée »: pay, or say no at once),
 * and the provider's notice of each offer. Pure: the notifier sends them.
 */

const signOff = `À bientôt sur les sentiers du Jura !\n${BUSINESS.name}`;
const contact = `Une question ? Répondez simplement à cet e-mail, ou appelez-nous au ${BUSINESS.phoneDisplay}.`;

const placesText = (n: number) => (n === 1 ? "1 place" : `${n} places`);

/** Joined: the rank kept, how an offer will come, and the link to leave the list. */
export function waitlistJoinedEmail(
  entry: WaitlistEntry,
  activity: Pick<Activity, "titre" | "date" | "heure_rdv">,
  rank: number,
  leaveUrl: string,
  siteUrl: string,
): EmailContent {
  return {
    subject: `Liste d'attente : ${activity.titre} le ${formatDate(activity.date)}`,
    ...renderEmail({
      title: "Vous êtes sur la liste d'attente",
      preheader: `Votre rang : ${rank}. Nous vous écrivons dès que des places se libèrent.`,
      intro: [
        `Bonjour ${entry.prenom},`,
        `Cette sortie est complète. Votre demande de ${placesText(entry.places)} est enregistrée sur la liste d'attente, au rang ${rank} : ce rang vous est gardé.`,
      ],
      sections: [
        {
          rows: [
            ...outingRows(activity),
            { label: "Places souhaitées", value: String(entry.places) },
            { label: "Rang sur la liste", value: String(rank) },
          ],
        },
        {
          heading: "Comment la place vous est proposée",
          paragraphs: [
            "Si des places se libèrent, elles sont proposées dans l'ordre de la liste, à la première personne dont le nombre de places souhaitées convient.",
            `Vous recevez alors un e-mail « Une place s'est libérée » avec un lien pour payer. Les places vous sont réservées jusqu'au délai indiqué, ${OFFER_PAYMENT_HOURS} heures au plus : sans paiement, elles passent à la personne suivante.`,
          ],
        },
        {
          heading: "Vous ne souhaitez plus attendre ?",
          paragraphs: ["Le bouton ci-dessous vous retire de la liste d'attente de cette sortie."],
          button: { label: WAITLIST_TEXTS.leaveButton, url: leaveUrl, secondary: true },
        },
      ],
      closing: [contact, signOff],
      siteUrl,
    }),
  };
}

/** « Participants : Anne Favre, Paul Favre »: whom the places are for, when the entry names them. */
function namedRows(entry: WaitlistEntry) {
  if (entry.participants === undefined) return [];
  const others = entry.participants.filter((p) => !p.annule_le);
  return [{ label: "Participants", value: namesOf([entry, ...others]) }];
}

/** The offer's SMS: the places, the outing, by when to pay; the link is in the e-mail. */
export function waitlistOfferSms(
  entry: Pick<WaitlistEntry, "places">,
  activity: Pick<Activity, "titre" | "date" | "heure_rdv">,
  offer: { totalCentimes: number; deadline: string },
): string {
  return `${BUSINESS.name} : ${WAITLIST_TEXTS.placesFreed(entry.places).toLowerCase()} pour « ${activity.titre} » le ${formatDate(activity.date)} à ${formatTime(activity.heure_rdv)}. ${formatChf(offer.totalCentimes)} à payer avant le ${formatDeadline(offer.deadline)}, sinon ${entry.places === 1 ? "elle passe" : "elles passent"} à la personne suivante. Lien dans votre e-mail.`;
}

/** The offer: places held for the visitor, the amount, the deadline, pay or decline. */
export function waitlistOfferEmail(
  entry: WaitlistEntry,
  activity: Pick<Activity, "titre" | "date" | "heure_rdv" | "lieu_rdv" | "lieu">,
  offer: { totalCentimes: number; deadline: string; paymentUrl: string; declineUrl: string },
  siteUrl: string,
): EmailContent {
  const until = formatDeadline(offer.deadline);
  return {
    subject: `${WAITLIST_TEXTS.placesFreed(entry.places)} : ${activity.titre} le ${formatDate(activity.date)}`,
    ...renderEmail({
      title: WAITLIST_TEXTS.placesFreed(entry.places),
      preheader: `${placesText(entry.places)} vous attendent, à payer jusqu'au ${until}.`,
      intro: [
        `Bonjour ${entry.prenom},`,
        `Bonne nouvelle : ${entry.places === 1 ? "une place s'est libérée" : "des places se sont libérées"} et c'est votre tour sur la liste d'attente. ${entry.places === 1 ? "La place vous est réservée" : `Les ${entry.places} places vous sont réservées`} jusqu'au ${until}.`,
        "Payez avant ce délai pour confirmer votre inscription. Passé ce délai, les places sont proposées à la personne suivante.",
      ],
      sections: [
        {
          rows: [
            ...outingRows(activity),
            { label: "Point de rendez-vous", value: meetingPlace(activity) },
            { label: "Places", value: String(entry.places) },
            ...namedRows(entry),
            { label: "Montant", value: formatChf(offer.totalCentimes) },
            { label: "À payer jusqu'au", value: until },
          ],
        },
        // Several places: the others are named on the entry's page before paying.
        ...(entry.places > 1
          ? [
              {
                heading: "Qui vient avec vous ?",
                paragraphs: [
                  `Avant de payer, indiquez le prénom, le nom et la date de naissance ${entry.places === 2 ? "de l'autre participant" : `des ${entry.places - 1} autres participants`} (et, pour une sortie en VTT électrique, la taille du vélo de location). La page vous mène ensuite au paiement.`,
                ],
                button: { label: WAITLIST_TEXTS.nameParticipantsButton, url: offer.declineUrl },
              },
            ]
          : []),
        {
          heading: "Payer maintenant",
          paragraphs: [
            "Le bouton ci-dessous ouvre votre récapitulatif et le choix du paiement : carte, TWINT, PayPal ou virement avec QR-facture.",
          ],
          button: { label: "Payer mes places", url: offer.paymentUrl },
        },
        {
          heading: "Vous ne pouvez plus venir ?",
          paragraphs: [
            "Dites-le-nous : les places vont aussitôt à la personne suivante sur la liste.",
          ],
          button: { label: WAITLIST_TEXTS.declineButton, url: offer.declineUrl, secondary: true },
        },
      ],
      closing: [contact, signOff],
      siteUrl,
    }),
  };
}

/** The provider's notice of an offer: to whom, how many places, until when. */
export function waitlistOfferProviderEmail(
  entry: WaitlistEntry,
  activity: Pick<Activity, "titre" | "date" | "heure_rdv">,
  offer: { totalCentimes: number; deadline: string; inscriptionId: string },
): EmailContent {
  return {
    subject: `Liste d'attente : places proposées – ${activity.titre} le ${formatDate(activity.date)}`,
    ...renderEmail({
      title: "Places proposées à la liste d'attente",
      intro: [
        `Des places se sont libérées : ${placesText(entry.places)} ${entry.places === 1 ? "a été proposée" : "ont été proposées"} à la personne suivante sur la liste d'attente. Sans paiement d'ici le délai, elles passent à la suivante.`,
      ],
      sections: [
        {
          rows: [
            ...outingRows(activity),
            { label: "Nom", value: `${entry.prenom} ${entry.nom}` },
            { label: "E-mail", value: entry.email },
            { label: "Téléphone", value: entry.telephone },
            { label: "Places", value: String(entry.places) },
            ...namedRows(entry),
            { label: "Montant", value: formatChf(offer.totalCentimes) },
            { label: "À payer jusqu'au", value: formatDeadline(offer.deadline) },
            { label: "Identifiant de l'inscription", value: offer.inscriptionId },
          ],
        },
      ],
      closing: ["Répondre à cet e-mail écrit directement à la personne."],
    }),
  };
}
