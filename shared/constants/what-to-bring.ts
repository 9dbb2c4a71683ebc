/**
 * « Ce qu'il faut apporter »: the usual list for each kind of outing (its category, and winter
 * from December to March, when the Jura is cold and often white), shown on the outing's card and
 * in its description, and in the confirmation, the receipt and the day-before reminder, unless
 * the founders wrote the outing's own (its `a_apporter`).
 */
import type { ActivityCategory } from "../schemas/activity";

const WEATHER_CLOTHING = "Des vêtements adaptés à la météo (veste de pluie, couche chaude)";
const WATER = "Une gourde d'eau (au moins 1 litre)";
const WINTER_CLOTHING = "Des vêtements chauds en couches, un bonnet et des gants chauds";
const WINTER_SHOES = "Des chaussures d'hiver imperméables, à semelle crantée";
const WARM_DRINK = "Une boisson chaude dans une gourde isotherme";

export const USUAL_WHAT_TO_BRING: Record<ActivityCategory, readonly string[]> = {
  VTT: [
    "Votre casque (prêt possible sur demande)",
    WATER,
    WEATHER_CLOTHING,
    "Des chaussures fermées et des gants",
  ],
  Randonnée: ["De bonnes chaussures de marche", WATER, WEATHER_CLOTHING, "Un petit en-cas"],
  "Bien-être": [WATER, "Une tenue confortable", WEATHER_CLOTHING],
  Autre: [WATER, WEATHER_CLOTHING, "De bonnes chaussures"],
};

export const WINTER_WHAT_TO_BRING: Record<ActivityCategory, readonly string[]> = {
  VTT: [
    "Votre casque (prêt possible sur demande), un bonnet fin dessous",
    WARM_DRINK,
    WINTER_CLOTHING,
    "Des chaussures fermées et imperméables",
  ],
  Randonnée: [WINTER_SHOES, WARM_DRINK, WINTER_CLOTHING, "Un petit en-cas"],
  "Bien-être": [WARM_DRINK, "Une tenue chaude et confortable", WINTER_CLOTHING],
  Autre: [WARM_DRINK, WINTER_CLOTHING, WINTER_SHOES],
};

/** December to March: the winter list (the date is the outing's, yyyy-mm-dd). */
export function isWinterOuting(date: string): boolean {
  const month = Number(date.slice(5, 7));
  return month === 12 || month <= 3;
}

/** The outing's own list when the founders wrote one, else the usual list of its kind. */
export function whatToBring(activity: {
  a_apporter?: string | null;
  categorie: ActivityCategory;
  date: string;
}): readonly string[] {
  const own = activity.a_apporter?.trim();
  if (own)
    return own
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  const lists = isWinterOuting(activity.date) ? WINTER_WHAT_TO_BRING : USUAL_WHAT_TO_BRING;
  return lists[activity.categorie];
}

/** The heading every place gives the list. */
export const WHAT_TO_BRING_HEADING = "Ce qu'il faut apporter";
