import { FORMULAS } from "@shared/constants/offer";

/** A formula of the group outings (spec section 3 "formula"; prices from shared/constants/offer). */
export interface Formula {
  title: string;
  subtitle: string;
  duration: string;
  /** Price per person in centimes, or null when it varies with the outing. */
  priceCentimes: number | null;
  priceNote?: string;
  description: string;
  features: readonly string[];
  target: string;
}

export const GROUP_OUTING_INTRO =
  "Quatre formules pour découvrir le Jura vaudois en VTT électrique, en petit groupe de 8 personnes au maximum, avec un guide certifié moniteur VTT J+S.";

export const FORMULA_LIST: readonly Formula[] = [
  {
    title: FORMULAS.decouverte.label,
    subtitle: "Premiers tours de roue",
    duration: `Environ ${FORMULAS.decouverte.approxHours} h`,
    priceCentimes: FORMULAS.decouverte.pricePerPersonCentimes,
    description:
      "Une boucle tranquille pour apprivoiser l'assistance électrique et profiter des paysages sans effort excessif.",
    features: ["Prise en main du VTT électrique", "Chemins larges et faciles", "Pauses régulières"],
    target: "Débutants et personnes qui reprennent le sport",
  },
  {
    title: FORMULAS.formeVitalite.label,
    subtitle: "Entretenir sa forme",
    duration: `Environ ${FORMULAS.formeVitalite.approxHours} h`,
    priceCentimes: FORMULAS.formeVitalite.pricePerPersonCentimes,
    description:
      "Une sortie plus longue pour travailler l'endurance, avec des montées vers les points de vue du Jura.",
    features: ["Parcours vallonné", "Conseils de pilotage", "Pause ravitaillement"],
    target: "Personnes à l'aise à vélo",
  },
  {
    title: FORMULAS.aventure.label,
    subtitle: "Une journée sur les crêtes",
    duration: `Environ ${FORMULAS.aventure.approxHours} h`,
    priceCentimes: FORMULAS.aventure.pricePerPersonCentimes,
    description:
      "Une grande boucle sur les crêtes et dans les forêts, avec des passages techniques et un panorama sur le Léman et les Alpes.",
    features: ["Sentiers variés", "Passages techniques encadrés", "Pique-nique en chemin"],
    target: "Cyclistes expérimentés",
  },
  {
    title: FORMULAS.speciale.label,
    subtitle: "Sorties à thème",
    duration: "Variable",
    priceCentimes: FORMULAS.speciale.pricePerPersonCentimes,
    priceNote: "Prix variable selon le type de sortie",
    description:
      "Coucher de soleil, sortie gourmande, découverte du patrimoine : des sorties thématiques annoncées dans le calendrier.",
    features: ["Thème différent à chaque sortie", "Dates dans le calendrier", "Places limitées"],
    target: "Tous",
  },
];

export const PRACTICAL_INFO: readonly { title: string; text: string }[] = [
  { title: "Casque", text: "Le casque est obligatoire. Nous vous en prêtons un sur demande." },
  {
    title: "Vélo",
    text: "Venez avec votre VTT électrique ou louez-en un : la location est possible, signalez-le à l'inscription.",
  },
  { title: "Groupe", text: "8 personnes au maximum par groupe, pour un encadrement attentif." },
  {
    title: "Encadrement",
    text: "Chaque sortie est conduite par un guide certifié moniteur VTT Jeunesse+Sport (J+S).",
  },
  {
    title: "Lieux de rendez-vous",
    text: "Le lieu de rendez-vous de chaque sortie, au départ de Saint-Cergue ou des environs, est indiqué dans le calendrier.",
  },
  {
    title: "À prendre avec vous",
    text: "Vêtements adaptés à la météo, veste de pluie, gants, chaussures fermées, gourde, en-cas et vos médicaments habituels.",
  },
];
