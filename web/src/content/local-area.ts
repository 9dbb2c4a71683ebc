import { BUSINESS } from "@shared/constants/business";
import { businessPlaceJsonLd } from "./business-place";
import { type ContentImage, landscape } from "./image";

export type RouteLevel = "débutant" | "facile" | "intermédiaire" | "avancé";

export interface BikeRoute {
  name: string;
  distanceKm: number;
  climbMeters: number;
  level: RouteLevel;
  description: string;
}

export const LOCAL_AREA = {
  title: "VTT électrique à Saint-Cergue",
  lead: "Au cœur du Parc Jura vaudois, Saint-Cergue est le point de départ idéal pour découvrir les crêtes du Jura en VTT électrique, avec le Léman et les Alpes en toile de fond.",
  image: landscape(
    "vtt-saint-cergue.svg",
    "Cycliste en VTT électrique sur un chemin du Jura, le lac Léman en contrebas",
  ) satisfies ContentImage,
};

export const BIKE_ROUTES: readonly BikeRoute[] = [
  {
    name: "Tour des Crêtes",
    distanceKm: 25,
    climbMeters: 600,
    level: "intermédiaire",
    description: "Une boucle par les pâturages boisés jusqu'aux crêtes, avec vue sur les Alpes.",
  },
  {
    name: "Balade Forestière",
    distanceKm: 18,
    climbMeters: 350,
    level: "facile",
    description: "Des chemins ombragés à travers les forêts de sapins, idéal par temps chaud.",
  },
  {
    name: "Panorama Léman",
    distanceKm: 30,
    climbMeters: 750,
    level: "avancé",
    description:
      "La plus longue : montées soutenues et points de vue sur tout le bassin lémanique.",
  },
  {
    name: "Découverte Débutants",
    distanceKm: 12,
    climbMeters: 200,
    level: "débutant",
    description: "Un parcours court et roulant pour prendre en main le VTT électrique.",
  },
];

export const ACCESS_INFO: readonly { title: string; text: string }[] = [
  {
    title: "En train",
    text: "Le train NStCM (Nyon – Saint-Cergue – Morez) relie la gare de Nyon à Saint-Cergue en une quarantaine de minutes. Les vélos sont admis à bord selon la place disponible.",
  },
  {
    title: "En voiture",
    text: "Depuis l'autoroute A1, sortie Nyon, suivez la route de Saint-Cergue : comptez une vingtaine de minutes jusqu'au village.",
  },
  {
    title: "Parking",
    text: "Des places de parking public se trouvent au centre du village, près de la gare. Le lieu de rendez-vous exact figure sur chaque sortie du calendrier.",
  },
];

/**
 * Structured data for search engines on /vtt-saint-cergue: the activity location and the area it
 * covers (a circle of BUSINESS.serviceRadiusMeters = 20 km around the village).
 */
export function localAreaJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": ["SportsActivityLocation", "TouristAttraction"],
    name: `${BUSINESS.name} – VTT électrique à Saint-Cergue`,
    description: LOCAL_AREA.lead,
    ...businessPlaceJsonLd,
    touristType: "Seniors actifs, amateurs de VTT électrique et de nature",
  };
}
