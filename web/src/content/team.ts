import { type ContentImage, portrait } from "./image";

export interface Founder {
  id: string;
  firstName: string;
  age: number;
  role: string;
  quote: string;
  /** Shown on the back of the card, one paragraph per entry. */
  biography: string[];
  image: ContentImage;
}

export const TEAM_INTRO = {
  title: "Notre équipe",
  lead: "Deux passionnés du Jura vaudois qui partagent le goût de l'effort doux et des beaux paysages.",
};

export const MISSION = {
  title: "Notre mission",
  text: "Permettre à chacune et à chacun, quel que soit son âge, de profiter de la nature du Parc Jura vaudois en toute sécurité : des sorties en VTT électrique et à pied encadrées, à un rythme choisi, en petits groupes de 8 personnes au maximum.",
};

export const WHY = {
  title: "Pourquoi nous le faisons",
  text: "Rester actif après 55 ans, c'est garder son équilibre, son souffle et le plaisir d'être ensemble. L'assistance électrique rend les montées accessibles ; notre rôle est de vous donner confiance, de choisir les bons chemins et de faire de chaque sortie un moment convivial.",
};

export const FOUNDERS: readonly Founder[] = [
  {
    id: "claire",
    firstName: "Claire",
    age: 58,
    role: "Cofondatrice, monitrice VTT certifiée J+S",
    quote: "Le plus beau sommet, c'est celui qu'on atteint ensemble, avec le sourire.",
    biography: [
      "Ancienne infirmière, Claire a découvert le VTT électrique à 52 ans après une opération du genou. Elle a suivi la formation de monitrice VTT Jeunesse+Sport et les cours de premiers secours en milieu naturel.",
      "Elle connaît chaque sentier entre Saint-Cergue et La Dôle et veille à ce que personne ne reste derrière.",
    ],
    image: portrait(
      "equipe-fondatrice.svg",
      "Portrait illustré de Claire, casque orange, sur fond de prairie",
    ),
  },
  {
    id: "marc",
    firstName: "Marc",
    age: 63,
    role: "Cofondateur, accompagnateur en montagne et coach santé",
    quote: "Bouger un peu chaque semaine change tout : le corps suit, la tête aussi.",
    biography: [
      "Marc a passé trente ans dans l'enseignement du sport avant de devenir accompagnateur en montagne. Il anime aussi les séances Bien-être Vitalité & Longévité.",
      "Il adore partager la flore et l'histoire du Jura pendant les pauses, une thermos de thé à la main.",
    ],
    image: portrait(
      "equipe-fondateur.svg",
      "Portrait illustré de Marc, casque vert foncé, sur fond de lac",
    ),
  },
];

/** Faint line drawing behind the team section. */
export const TEAM_WATERMARK_SRC = "/illustrations/equipe-filigrane.svg";
