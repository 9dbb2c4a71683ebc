import type { ContentImage } from "./image";

/**
 * The illustrations of the home, activity and level pages (web/public/illustrations, drawn by
 * web/scripts/illustrations/generate.py). To use a photo instead, change the entry's src (and
 * its width/height): every page reads its images from here.
 */
function scene(file: string, alt: string): ContentImage {
  return { src: `/illustrations/${file}`, alt, width: 800, height: 500 };
}

export const HERO_IMAGE = scene(
  "hero-jura-leman.svg",
  "Trois cyclistes en VTT électrique sur les crêtes du Jura, avec le Léman et la forêt en arrière-plan",
);
export const GROUP_OUTING_IMAGE = scene(
  "sortie-groupe.svg",
  "Un petit groupe de cyclistes en VTT électrique sur un chemin de prairie du Jura",
);
export const COACHING_IMAGE = scene(
  "coaching.svg",
  "Un cycliste en VTT électrique accompagné de son coach sur un sentier en lisière de forêt",
);
export const COMPANY_IMAGE = scene(
  "entreprise.svg",
  "Une équipe de cinq collègues à VTT électrique au-dessus du Léman",
);
export const HIKING_IMAGE = scene(
  "randonnee-nature.svg",
  "Trois randonneurs avec bâtons de marche au bord de la forêt jurassienne",
);
export const WELLNESS_IMAGE = scene(
  "bien-etre.svg",
  "Une personne en exercice de respiration face au Léman au lever du soleil",
);
export const WINTER_IMAGE = scene(
  "hiver.svg",
  "Une marcheuse et un cycliste en fatbike électrique dans un paysage enneigé du Jura",
);
export const LEVELS_IMAGE = scene(
  "niveaux.svg",
  "Trois cyclistes à différentes hauteurs d'une pente, du plus facile au plus exigeant",
);
export const NOT_FOUND_IMAGE = scene(
  "sentier-perdu.svg",
  "Un sentier qui se perd dans la forêt du Jura",
);
