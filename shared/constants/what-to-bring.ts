/**
 * « Ce qu'il faut apporter »: the usual list for each kind of outing, used by the day-before
 * reminder when the founders have not written the outing's own (its `a_apporter`).
 */
import type { ActivityCategory } from "../schemas/activity";

const WEATHER_CLOTHING = "Des vêtements adaptés à la météo (veste de pluie, couche chaude)";
const WATER = "Une gourde d'eau (au moins 1 litre)";

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

/** The outing's own list when the founders wrote one, else the usual list of its category. */
export function whatToBring(activity: {
  a_apporter?: string | null;
  categorie: ActivityCategory;
}): readonly string[] {
  const own = activity.a_apporter?.trim();
  if (own)
    return own
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  return USUAL_WHAT_TO_BRING[activity.categorie];
}
