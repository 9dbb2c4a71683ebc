import type { ContentImage } from "./image";

export interface EquipmentItem {
  item: string;
  required: boolean;
}

/** A video of the coaching page (spec section 3 "video"): shown as a still, extracts on request. */
export interface CoachingVideo {
  title: string;
  description: string;
  thumbnail: ContentImage;
  duration: string;
}

export const COACHING_INTRO =
  "Un coaching individuel en VTT électrique, de 1 à 3 heures, pour progresser à votre rythme avec un guide certifié, sur les chemins du Jura vaudois.";

export const COACHING_SKILLS: readonly string[] = [
  "Prise en main et réglages de votre VTT électrique",
  "Gestion de l'assistance et de la batterie",
  "Freinage et équilibre à basse vitesse",
  "Montées et descentes en sécurité",
  "Franchissement d'obstacles (racines, pierres)",
  "Lecture du terrain et choix de trajectoire",
];

export const COACHING_EQUIPMENT: readonly EquipmentItem[] = [
  { item: "Casque (prêt possible sur demande)", required: true },
  { item: "Chaussures fermées", required: true },
  { item: "Gants", required: true },
  { item: "Gourde d'eau", required: true },
  { item: "VTT électrique (le vôtre ou prêté, avec supplément)", required: true },
  { item: "Lunettes de protection", required: false },
  { item: "Veste de pluie", required: false },
  { item: "En-cas énergétique", required: false },
];

export const LOANED_BIKE_NOTE =
  "Pas de VTT électrique ? Nous vous en prêtons un, moyennant un supplément pour la location.";

const still = (file: string, alt: string): ContentImage => ({
  src: `/illustrations/${file}`,
  alt,
  width: 800,
  height: 500,
});

export const COACHING_VIDEOS: readonly CoachingVideo[] = [
  {
    title: "Bien démarrer avec l'assistance",
    description: "Choisir le bon niveau d'assistance selon le terrain.",
    thumbnail: still("coaching.svg", "Un cycliste et son coach au départ d'un sentier"),
    duration: "3:45",
  },
  {
    title: "Monter sans s'épuiser",
    description: "Position, cadence et vitesse dans les montées.",
    thumbnail: still("niveaux.svg", "Des cyclistes dans une montée"),
    duration: "5:20",
  },
  {
    title: "Freiner en sécurité",
    description: "Doser les deux freins, en descente comme sur le plat.",
    thumbnail: still("sortie-groupe.svg", "Un groupe de cyclistes sur un chemin de prairie"),
    duration: "2:15",
  },
  {
    title: "Passer les obstacles",
    description: "Racines, pierres et marches : la technique pas à pas.",
    thumbnail: still("entreprise.svg", "Des cyclistes sur un sentier au-dessus du lac"),
    duration: "7:30",
  },
];
