export interface BlogArticle {
  title: string;
  /** Internal path (starting with /) or external address (home page of the source). */
  url: string;
  description: string;
  /** ISO date (yyyy-mm-dd). */
  publishDate: string;
  source: string;
  isInternal: boolean;
  secondaryUrl?: string;
  secondaryUrlLabel?: string;
}

/**
 * External articles point to their organisation's home page: the links stay valid however the
 * organisations reorganise their sites.
 */
export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    title: "Nos sorties VTT électrique reprennent au printemps",
    url: "/activites",
    description:
      "Petits groupes de 8 personnes au maximum, rythme adapté, guide certifié : découvrez nos formules d'avril à novembre et nos activités d'hiver entre-temps.",
    publishDate: "2025-09-05",
    source: "Jura VTT Vitalité",
    isInternal: true,
  },
  {
    title: "Le Parc Jura vaudois, un terrain de jeu à préserver",
    url: "https://www.parcjuravaudois.ch",
    description:
      "Pâturages boisés, murs de pierres sèches et chalets d'alpage : le parc présente ses richesses naturelles et les bons gestes pour les respecter à vélo comme à pied.",
    publishDate: "2025-06-12",
    source: "Parc Jura vaudois",
    isInternal: false,
    secondaryUrl: "https://www.schweizmobil.ch/fr",
    secondaryUrlLabel: "Voir les itinéraires VTT balisés",
  },
  {
    title: "Itinéraires VTT balisés en Suisse",
    url: "https://www.schweizmobil.ch/fr",
    description:
      "Les itinéraires officiels de VTT, avec leur longueur, leur dénivelé et leur difficulté : un outil précieux pour préparer une sortie dans le Jura.",
    publishDate: "2025-05-20",
    source: "Suisse Mobile",
    isInternal: false,
  },
  {
    title: "Bouger après 60 ans : l'activité physique, alliée de la santé",
    url: "https://www.prosenectute.ch/fr",
    description:
      "Équilibre, endurance, moral : les bienfaits d'une activité régulière et adaptée, et les offres sportives pour les aînés dans toute la Suisse.",
    publishDate: "2025-03-18",
    source: "Pro Senectute",
    isInternal: false,
  },
  {
    title: "Vélo électrique : rouler en sécurité",
    url: "https://www.bfu.ch/fr",
    description:
      "Casque, éclairage, vitesse adaptée et maîtrise du freinage : les conseils de prévention pour les cyclistes en vélo électrique, en particulier lors des premières sorties.",
    publishDate: "2025-02-04",
    source: "BPA – Bureau de prévention des accidents",
    isInternal: false,
    secondaryUrl: "https://www.prosenectute.ch/fr",
    secondaryUrlLabel: "Cours de conduite pour seniors",
  },
];
