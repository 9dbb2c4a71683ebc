import {
  COACHING_IMAGE,
  COMPANY_IMAGE,
  GROUP_OUTING_IMAGE,
  HIKING_IMAGE,
  WELLNESS_IMAGE,
  WINTER_IMAGE,
} from "./illustrations";
import type { ContentImage } from "./image";

/** What a card's buttons do. Each kind is rendered by the activities section. */
export type CardAction =
  | { kind: "link"; label: string; to: string; style: "primary" | "secondary" }
  | { kind: "quote"; label: string }
  | { kind: "hikingPaused"; label: string }
  | { kind: "wellnessOnRequest"; label: string };

/** An activity card (spec section 3, "Activity card"). */
export interface ActivityCard {
  id: string;
  title: string;
  subtitle: string;
  description: string;
  callToAction: string;
  image: ContentImage;
  features: readonly string[];
  duration: string;
  level: string;
  season: string;
  /** The page the card leads to, if any. */
  route?: string;
  actions: readonly CardAction[];
}

export interface ActivityGroup {
  id: string;
  title: string;
  cards: readonly ActivityCard[];
}

const NOT_SPECIFIED = "Sur demande";

export const ACTIVITIES_HEADING = "Nos Activités VTT Électrique et Nature";

export const ACTIVITY_GROUPS: readonly ActivityGroup[] = [
  {
    id: "vtt-electrique",
    title: "VTT Électrique",
    cards: [
      {
        id: "sorties-groupe",
        title: "Sorties VTT électrique en groupe",
        subtitle: "Quatre formules, de 3 à 6 heures",
        description:
          "Explorez les crêtes et les forêts du Jura vaudois en petit groupe, avec l'assistance électrique qui rend chaque montée accessible.",
        callToAction: "Découvrir nos formules",
        image: GROUP_OUTING_IMAGE,
        features: [
          "8 personnes au maximum par groupe",
          "Guide certifié moniteur VTT J+S",
          "Casque obligatoire (prêt sur demande)",
          "Location de VTT électrique possible",
        ],
        duration: "2 à 6 h",
        level: "Tous niveaux",
        season: "Du printemps à l'automne",
        route: "/activites/vtt-electrique-groupe",
        actions: [
          {
            kind: "link",
            label: "Découvrir nos formules",
            to: "/activites/vtt-electrique-groupe",
            style: "primary",
          },
          {
            kind: "link",
            label: "Calendrier des activités",
            to: "/calendrier",
            style: "secondary",
          },
        ],
      },
      {
        id: "coaching-individuel",
        title: "Coaching individuel",
        subtitle: "Un guide rien que pour vous",
        description:
          "Gagnez en technique, en sécurité et en confiance sur votre VTT électrique, à votre rythme, avec un accompagnement personnalisé.",
        callToAction: "En savoir plus",
        image: COACHING_IMAGE,
        features: [
          "Technique de pilotage et gestion de l'assistance",
          "Programme adapté à vos objectifs",
          "VTT électrique prêté sur demande (supplément)",
        ],
        duration: "1 à 3 h",
        level: NOT_SPECIFIED,
        season: NOT_SPECIFIED,
        route: "/activites/vtt-coaching-individuel",
        actions: [
          {
            kind: "link",
            label: "En savoir plus",
            to: "/activites/vtt-coaching-individuel",
            style: "primary",
          },
          { kind: "link", label: "Demander une offre", to: "/contact", style: "secondary" },
        ],
      },
      {
        id: "entreprise",
        title: "Entreprise",
        subtitle: "Team building en pleine nature",
        description:
          "Une sortie en VTT électrique pour souder votre équipe, de 3 à 15 personnes, en demi-journée ou en journée.",
        callToAction: "En savoir plus",
        image: COMPANY_IMAGE,
        features: [
          "Équipes de 3 à 15 personnes",
          "Programme sur mesure",
          "Offre personnalisée sous 48 h",
        ],
        duration: "Demi-journée ou journée",
        level: NOT_SPECIFIED,
        season: NOT_SPECIFIED,
        route: "/activites/vtt-entreprise",
        actions: [
          {
            kind: "link",
            label: "En savoir plus",
            to: "/activites/vtt-entreprise",
            style: "primary",
          },
          { kind: "quote", label: "Demander une offre" },
        ],
      },
    ],
  },
  {
    id: "autres-activites",
    title: "Autres Activités",
    cards: [
      {
        id: "randonnees-nature",
        title: "Randonnées Nature",
        subtitle: "À pied, au cœur du Parc Jura vaudois",
        description:
          "Des randonnées guidées à la découverte de la faune, de la flore et des panoramas du Jura, avec vue sur le Léman.",
        callToAction: "En savoir plus",
        image: HIKING_IMAGE,
        features: [
          "Découverte de la faune et de la flore",
          "Rythme adapté au groupe",
          "Pauses panoramiques",
        ],
        duration: "2 à 4 h",
        level: "Facile à modéré",
        season: NOT_SPECIFIED,
        actions: [
          { kind: "hikingPaused", label: "En savoir plus" },
          {
            kind: "link",
            label: "Rejoindre une sortie",
            to: "/calendrier",
            style: "secondary",
          },
        ],
      },
      {
        id: "bien-etre",
        title: "Bien-être Vitalité & Longévité",
        subtitle: "Respiration, mobilité, équilibre",
        description:
          "Des séances en plein air pour entretenir votre mobilité, votre équilibre et votre énergie, dans le calme de la nature jurassienne.",
        callToAction: "En savoir plus",
        image: WELLNESS_IMAGE,
        features: ["Exercices de respiration", "Mobilité et équilibre", "En plein air"],
        duration: "1 h 30",
        level: NOT_SPECIFIED,
        season: "Toute l'année",
        actions: [
          { kind: "wellnessOnRequest", label: "En savoir plus" },
          {
            kind: "link",
            label: "Rejoindre une sortie",
            to: "/calendrier",
            style: "secondary",
          },
        ],
      },
      {
        id: "hiver",
        title: "Activités d'Hiver",
        subtitle: "Le Jura sous la neige",
        description:
          "Raquettes, fatbike électrique sur neige et marche nordique : profitez des paysages enneigés autour de Saint-Cergue.",
        callToAction: "En savoir plus",
        image: WINTER_IMAGE,
        features: ["Balades en raquettes", "Fatbike électrique sur neige", "Marche nordique"],
        duration: "1 à 4 h",
        level: "Tous niveaux",
        season: "De novembre à avril",
        route: "/activites/hiver",
        actions: [
          { kind: "link", label: "En savoir plus", to: "/activites/hiver", style: "primary" },
          {
            kind: "link",
            label: "Rejoindre une sortie",
            to: "/calendrier",
            style: "secondary",
          },
        ],
      },
    ],
  },
];

export const HIKING_PAUSED = {
  title: "Randonnées Nature - En pause",
  text: "Les randonnées nature font une pause jusqu'au printemps prochain. En attendant, découvrez nos activités d'hiver : raquettes, fatbike électrique sur neige et marche nordique.",
  winterLink: { label: "Voir les activités d'hiver", to: "/activites/hiver" },
  confirm: "Compris",
} as const;

export const WELLNESS_ON_REQUEST = {
  title: "Bien-être Vitalité & Longévité",
  text: "Les séances bien-être (1 h 30, toute l'année) sont organisées sur demande, seul ou en petit groupe. Écrivez-nous ou appelez-nous pour convenir d'une date.",
  contactLink: { label: "Nous écrire", to: "/contact" },
  close: "Fermer",
} as const;
