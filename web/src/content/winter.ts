export const WINTER_INTRO =
  "Quand la neige recouvre le Jura, les sorties continuent : des activités de 1 à 4 heures, pour tous les niveaux, de novembre à avril.";

export const WINTER_FACTS: readonly { label: string; value: string }[] = [
  { label: "Durée", value: "1 à 4 h" },
  { label: "Niveau", value: "Tous niveaux" },
  { label: "Saison", value: "De novembre à avril" },
];

export const WINTER_ACTIVITIES: readonly { title: string; text: string }[] = [
  {
    title: "Balades en raquettes",
    text: "Sur les pâturages enneigés et en forêt, à la découverte des traces d'animaux et des panoramas sur le Léman.",
  },
  {
    title: "Fatbike électrique sur neige",
    text: "Des pneus larges et l'assistance électrique pour rouler sur les chemins damés en toute sécurité.",
  },
  {
    title: "Marche nordique",
    text: "Une activité douce et complète, avec bâtons, pour entretenir l'endurance tout l'hiver.",
  },
];
