export interface Level {
  title: string;
  duration: string;
  difficulty: string;
  features: readonly string[];
}

export const LEVELS: readonly Level[] = [
  {
    title: "Niveau 1 – Débutants",
    duration: "2 h",
    difficulty: "Facile",
    features: [
      "Chemins larges et peu de dénivelé",
      "Prise en main de l'assistance électrique",
      "Pauses fréquentes",
    ],
  },
  {
    title: "Niveau 2 – Intermédiaires",
    duration: "3 à 4 h",
    difficulty: "Modéré",
    features: ["Sentiers vallonnés", "Quelques passages techniques", "Points de vue sur le Léman"],
  },
  {
    title: "Niveau 3 – Experts",
    duration: "5 à 6 h",
    difficulty: "Difficile",
    features: [
      "Longues montées vers les crêtes",
      "Sentiers techniques en forêt",
      "Bonne condition physique requise",
    ],
  },
];

export const BIKE_OPTIONS: readonly { title: string; text: string }[] = [
  {
    title: "Votre propre vélo",
    text: "Vous venez avec votre VTT électrique : compris dans le tarif de base.",
  },
  {
    title: "Location",
    text: "Nous vous fournissons un VTT électrique adapté à votre taille, avec un supplément de location.",
  },
];
