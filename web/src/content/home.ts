import { BUSINESS } from "@shared/constants/business";

/** The home page's hero: tagline, introduction and the three badges of the specification. */
export const HERO = {
  tagline: BUSINESS.tagline,
  intro:
    "Sorties guidées en VTT électrique et activités nature dans le Parc naturel régional Jura vaudois, au départ de Saint-Cergue. À votre rythme, en petit groupe, avec des guides certifiés.",
  badges: [
    { label: "Parc naturel régional Jura vaudois", tone: "forest" },
    { label: "Bien-être après 55 ans", tone: "lake" },
    { label: "Une communauté sportive et motivée", tone: "sunset" },
  ],
  primaryAction: { label: "Découvrir nos activités", to: "/activites/vtt-electrique-groupe" },
  calendarAction: { label: "Voir le calendrier", anchor: "calendrier" },
} as const;
