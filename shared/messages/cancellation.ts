import { BUSINESS } from "../constants/business";

/** Every text of the cancellation API a visitor may read. */
export const CANCELLATION_ERRORS = {
  /** A missing, forged or expired jeton, or an unknown registration: one answer, no data. */
  linkInvalid: `Ce lien d'annulation n'est plus valable : il a expiré ou il est incomplet. Pour annuler votre inscription, écrivez-nous à ${BUSINESS.email} ou appelez le ${BUSINESS.phoneDisplay}.`,
  jetonRequired: "Le lien d'annulation est incomplet.",
  invalid: "La demande d'annulation est invalide.",
  notCancellable: `Cette inscription ne peut plus être annulée en ligne. Pour toute question, écrivez-nous à ${BUSINESS.email} ou appelez le ${BUSINESS.phoneDisplay}.`,
  /** The body's `participant` is not a position of someone the registration named. */
  participantUnknown: "Cette personne ne fait pas partie de l'inscription.",
  /** Position 0: the person registering cancels the whole registration. */
  participantIsRegistrant:
    "La personne qui a fait l'inscription ne peut pas être annulée seule : annulez toute l'inscription.",
} as const;
