export const COMPANY_INTRO =
  "Offrez à votre équipe une sortie en VTT électrique dans le Parc naturel régional Jura vaudois : un moment de cohésion au grand air, accessible à tous grâce à l'assistance électrique.";

export const COMPANY_FACTS: readonly { label: string; value: string }[] = [
  { label: "Durée", value: "Demi-journée ou journée" },
  { label: "Taille de l'équipe", value: "De 3 à 15 personnes" },
  { label: "Réponse", value: "Offre personnalisée sous 48 h" },
];

export const COMPANY_BENEFITS: readonly string[] = [
  "Programme sur mesure selon vos objectifs et le niveau de l'équipe",
  "VTT électriques et casques fournis sur demande",
  "Guides certifiés moniteurs VTT J+S",
  "Possibilité d'ajouter un repas ou une pause terroir",
  "Départ de Saint-Cergue, à 30 minutes de Genève et de Lausanne",
];
