import { type ContentImage, landscape } from "./image";

export interface GalleryImage extends ContentImage {
  title: string;
}

export interface GalleryFolder {
  id: "groupe" | "coaching" | "entreprise" | "pied" | "hiver" | "speciales";
  name: string;
  description: string;
  thumbnail: ContentImage;
  /** Number of images shown on the folder card; equals images.length (checked by a test). */
  count: number;
  images: readonly GalleryImage[];
}

export interface GalleryVideo {
  title: string;
  description: string;
  thumbnail: ContentImage;
  /** m:ss as shown on the thumbnail. */
  duration: string;
}

/** Builds a folder's images from one or two illustrations, each with its own title and alt text. */
function images(files: readonly string[], captions: readonly [title: string, alt: string][]) {
  return captions.map(([title, alt], index): GalleryImage => {
    const file = files[index % files.length] ?? files[0] ?? "";
    return { ...landscape(file, alt), title };
  });
}

const groupe = images(
  ["galerie-groupe.svg", "galerie-groupe-lac.svg"],
  [
    [
      "Départ de Saint-Cergue",
      "Trois cyclistes en VTT électrique au départ d'un chemin, lac au loin",
    ],
    ["Vue sur le Léman", "Deux cyclistes roulent au-dessus du lac Léman en fin de journée"],
    ["Montée vers La Dôle", "Groupe en file indienne sur un chemin qui monte vers les crêtes"],
    ["Pause à l'alpage", "Cyclistes arrêtés près d'un sapin, le lac en contrebas"],
    ["Traversée du pâturage", "Trois vélos électriques traversent un pâturage vert"],
    ["Lumière du soir", "Deux cyclistes sous un soleil couchant pâle"],
    ["Chemin des sapins", "Le groupe longe une rangée de sapins"],
    ["Sur les crêtes", "Trois cyclistes sur les crêtes du Jura, montagnes en arrière-plan"],
    ["Descente en douceur", "Deux cyclistes descendent tranquillement vers le lac"],
    ["Retour au village", "Le groupe rentre vers Saint-Cergue sur un chemin large"],
    ["Arrivée au col", "Cyclistes arrivés au col de la Givrine"],
    ["Sortie d'automne", "Deux cyclistes dans un paysage d'automne au bord du lac"],
  ],
);

const coaching = images(
  ["galerie-coaching.svg", "galerie-coaching-foret.svg"],
  [
    [
      "Exercice d'équilibre",
      "Cycliste slalomant entre des plots orange sous le regard du moniteur",
    ],
    ["Conseils en forêt", "Moniteur donnant des conseils à une cycliste à l'orée de la forêt"],
    ["Freinage en descente", "Cycliste travaillant le freinage entre des plots"],
    ["Choix des vitesses", "Cycliste et moniteur côte à côte sur un sentier forestier"],
    ["Position sur le vélo", "Moniteur observant la position d'un cycliste"],
    ["Passage de racines", "Cycliste franchissant un passage entre les sapins"],
    ["Virages serrés", "Cycliste prenant un virage autour d'un plot"],
    ["Bilan de séance", "Cycliste et moniteur faisant le point au bord du chemin"],
  ],
);

const entreprise = images(
  ["galerie-entreprise.svg"],
  [
    ["Accueil de l'équipe", "Quatre collègues devant un vélo électrique, prêts à partir"],
    ["Briefing sécurité", "Une équipe d'entreprise écoute les consignes avant la sortie"],
    ["Photo de groupe", "Collègues réunis au soleil devant les montagnes du Jura"],
  ],
);

const pied = images(
  ["galerie-pied.svg"],
  [["Randonnée nature", "Randonneuse avec bâtons de marche sur un sentier du Jura"]],
);

const hiver = images(
  ["galerie-hiver.svg"],
  [
    ["Raquettes à la Givrine", "Randonneur en raquettes au milieu des sapins enneigés"],
    ["Chute de neige", "Flocons de neige au-dessus de montagnes blanches"],
    ["Sentier d'hiver", "Personne avec bâtons sur un sentier enneigé"],
    ["Sapins sous la neige", "Deux sapins et un randonneur dans un paysage d'hiver"],
  ],
);

const speciales = images(
  ["galerie-speciales.svg"],
  [
    ["Sortie coucher de soleil", "Deux cyclistes devant un grand soleil orange sur le lac"],
    ["Sortie gourmande", "Cyclistes arrêtés entre deux sapins à la lumière du soir"],
    ["Pleine lune", "Deux vélos électriques sur un chemin, ciel clair du soir"],
  ],
);

export const GALLERY_FOLDERS: readonly GalleryFolder[] = [
  {
    id: "groupe",
    name: "Sorties en groupe",
    description:
      "Nos sorties VTT électrique en petits groupes, de Saint-Cergue aux crêtes du Jura.",
    thumbnail: landscape(
      "galerie-groupe.svg",
      "Trois cyclistes en VTT électrique sur un chemin du Jura",
    ),
    count: 12,
    images: groupe,
  },
  {
    id: "coaching",
    name: "Coaching individuel",
    description: "Séances personnalisées pour gagner en aisance et en confiance.",
    thumbnail: landscape(
      "galerie-coaching.svg",
      "Cycliste slalomant entre des plots avec son moniteur",
    ),
    count: 8,
    images: coaching,
  },
  {
    id: "entreprise",
    name: "Sorties d'entreprise",
    description: "Des journées d'équipe au grand air, de 3 à 15 personnes.",
    thumbnail: landscape(
      "galerie-entreprise.svg",
      "Une équipe de collègues réunie devant les montagnes",
    ),
    count: 3,
    images: entreprise,
  },
  {
    id: "pied",
    name: "Randonnées à pied",
    description: "Balades nature à la découverte de la flore et des pâturages.",
    thumbnail: landscape("galerie-pied.svg", "Randonneuse avec bâtons de marche sur un sentier"),
    count: 1,
    images: pied,
  },
  {
    id: "hiver",
    name: "Activités d'hiver",
    description: "Raquettes et balades dans la neige, de novembre à avril.",
    thumbnail: landscape("galerie-hiver.svg", "Randonneur en raquettes entre des sapins enneigés"),
    count: 4,
    images: hiver,
  },
  {
    id: "speciales",
    name: "Sorties spéciales",
    description: "Couchers de soleil, sorties gourmandes et autres moments uniques.",
    thumbnail: landscape(
      "galerie-speciales.svg",
      "Deux cyclistes devant un coucher de soleil sur le lac",
    ),
    count: 3,
    images: speciales,
  },
];

export const GALLERY_VIDEOS: readonly GalleryVideo[] = [
  {
    title: "Une matinée sur les crêtes",
    description:
      "Le récit d'une sortie en groupe, du départ de Saint-Cergue à la pause à l'alpage.",
    thumbnail: landscape("galerie-groupe-lac.svg", "Deux cyclistes au-dessus du lac Léman"),
    duration: "3:45",
  },
  {
    title: "Bien démarrer en VTT électrique",
    description: "Les bons réflexes : assistance, vitesses et freinage.",
    thumbnail: landscape("galerie-coaching.svg", "Cycliste et moniteur entre des plots d'exercice"),
    duration: "2:30",
  },
  {
    title: "Le Jura en hiver",
    description: "Raquettes et paysages enneigés autour de la Givrine.",
    thumbnail: landscape("galerie-hiver.svg", "Randonneur en raquettes dans la neige"),
    duration: "5:20",
  },
];

/** Where « Voir plus de contenus » leads: the community group, where new photos and videos are shared. */
export const MORE_CONTENT_NOTE =
  "Retrouvez toutes nos photos et vidéos récentes dans notre groupe communautaire.";
