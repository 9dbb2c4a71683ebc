import { BUSINESS } from "@shared/constants/business";
import { MINIMUM_AGE_RULE } from "./terms";

/**
 * The liability waiver accepted with a booking (spec section 9: « A liability waiver is accepted
 * at sign-up »). It says in the visitor's words what article 9 of the terms says for the provider.
 */
export const LIABILITY_WAIVER_PARAGRAPHS: readonly string[] = [
  `Je participe de mon plein gré à une sortie guidée en VTT électrique organisée par ${BUSINESS.name}.`,
  "Je déclare être en bonne santé et apte à l'effort du niveau choisi ; en cas de doute, j'ai demandé l'avis de mon médecin. Je signale au guide tout problème de santé pouvant influencer ma pratique.",
  "Je connais les risques propres au VTT électrique en pleine nature (chute, collision, météo, état des chemins) et je les accepte.",
  "Je porte un casque pendant toute la sortie (prêt possible sur demande) et je suis les consignes du guide.",
  "Je suis titulaire d'une assurance accident et d'une assurance responsabilité civile (RC).",
  "Je prends part à la sortie sous ma propre responsabilité. L'organisateur répond uniquement des dommages causés intentionnellement ou par négligence grave.",
  MINIMUM_AGE_RULE,
];
