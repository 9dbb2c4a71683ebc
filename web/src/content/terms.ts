import { BUSINESS } from "@shared/constants/business";
import { LIMITS } from "@shared/constants/offer";
import { CANCELLATION_RULE_TEXT } from "@shared/registrations/cancellation-terms";

export interface TermsArticle {
  id: string;
  title: string;
  paragraphs: string[];
}

export const TERMS_VERSION_DATE = "05.09.2025";

/**
 * The single age rule of the site (see docs/decisions.md): participants from 16 years; minors
 * aged 16 and 17 need the written consent of a legal representative and ride accompanied.
 */
export const MINIMUM_AGE_RULE = `La participation est ouverte dès ${LIMITS.bookingAgeMin} ans. Les mineurs de ${LIMITS.bookingAgeMin} et 17 ans doivent présenter l'accord écrit d'un représentant légal et être accompagnés d'un adulte pendant toute la sortie.`;

export const TERMS_ARTICLES: readonly TermsArticle[] = [
  {
    id: "champ",
    title: "1. Champ d'application",
    paragraphs: [
      `Les présentes conditions générales s'appliquent à toutes les sorties, séances de coaching, sorties d'entreprise et activités proposées par ${BUSINESS.name}, ${BUSINESS.postalArea}. En vous inscrivant, vous les acceptez.`,
    ],
  },
  {
    id: "inscription",
    title: "2. Inscription et âge minimum",
    paragraphs: [
      "L'inscription se fait en ligne, depuis le calendrier des activités. Elle est enregistrée dès la confirmation affichée à l'écran et envoyée par e-mail, dans la limite des places disponibles.",
      MINIMUM_AGE_RULE,
      `Les sorties en groupe comptent au maximum ${LIMITS.maxGroupSize} participants par guide.`,
    ],
  },
  {
    id: "prix",
    title: "3. Prix",
    paragraphs: [
      "Les prix sont indiqués en francs suisses (CHF), par personne, pour la sortie décrite. La location d'un vélo électrique et les suppléments éventuels sont indiqués séparément.",
    ],
  },
  {
    id: "paiement",
    title: "4. Paiement",
    paragraphs: [
      "Le paiement se fait en ligne par carte, TWINT, PayPal ou par virement bancaire (QR-facture). Sans paiement dans les 24 heures suivant l'inscription, un rappel vous est envoyé avec un nouveau lien de paiement ; pour des places proposées par la liste d'attente, le rappel vient à mi-chemin du délai de paiement.",
    ],
  },
  {
    id: "annulation",
    title: "5. Annulation par le participant",
    paragraphs: [
      CANCELLATION_RULE_TEXT,
      "En cas d'absence au rendez-vous sans annulation, le prix de la sortie reste entièrement dû.",
    ],
  },
  {
    id: "meteo",
    title: "6. Météo et annulation par l'organisateur",
    paragraphs: [
      "Si les conditions météorologiques ou l'état des chemins rendent la sortie dangereuse, l'organisateur peut la reporter, en modifier le parcours ou l'annuler. En cas d'annulation par l'organisateur, une autre date ou le remboursement intégral est proposé.",
    ],
  },
  {
    id: "assurance",
    title: "7. Assurances",
    paragraphs: [
      "L'assurance accident et l'assurance responsabilité civile (RC) sont à la charge du participant, qui confirme lors de l'inscription en être titulaire.",
    ],
  },
  {
    id: "securite",
    title: "8. Sécurité et équipement",
    paragraphs: [
      "Le port du casque est obligatoire pendant toute la sortie ; un casque peut être prêté sur demande. Le participant suit les consignes du guide, adapte sa vitesse et signale tout problème de santé pouvant influencer sa pratique.",
    ],
  },
  {
    id: "responsabilite",
    title: "9. Décharge de responsabilité",
    paragraphs: [
      "Le participant prend part aux activités sous sa propre responsabilité et accepte, lors de l'inscription, une décharge de responsabilité. L'organisateur répond uniquement des dommages causés intentionnellement ou par négligence grave.",
    ],
  },
  {
    id: "donnees",
    title: "10. Données personnelles",
    paragraphs: [
      "Les données transmises lors de l'inscription servent uniquement à l'organisation des sorties, à la facturation et, si vous l'avez demandé, à la newsletter. Elles sont traitées conformément à la loi fédérale sur la protection des données (LPD) et, pour les personnes concernées dans l'Union européenne, au RGPD.",
      `Vous pouvez demander à tout moment l'accès, la rectification ou l'effacement de vos données en écrivant à ${BUSINESS.email}.`,
    ],
  },
  {
    id: "droit",
    title: "11. Droit applicable et for",
    paragraphs: [
      "Les présentes conditions sont soumises au droit suisse. Le for juridique est à Nyon.",
    ],
  },
];
