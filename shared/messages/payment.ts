import { BUSINESS } from "../constants/business";

/** Every text of the payment API a visitor may read. */
export const PAYMENT_FIELD_MESSAGES = {
  registrationRequired: "Veuillez indiquer le numéro d'inscription",
  quoteRequestRequired: "Veuillez indiquer le numéro de la demande d'offre",
  oneTarget:
    "Indiquez soit le numéro d'inscription, soit celui de la demande d'offre, mais pas les deux.",
  companyMethod:
    "Pour une demande d'offre, choisissez la carte (boutique Shopify), TWINT ou PayPal.",
  methodRequired: "Veuillez choisir un moyen de paiement",
  methodUnavailable:
    "Ce moyen de paiement n'est pas encore disponible. Choisissez la carte (ou TWINT), PayPal ou le virement bancaire.",
  notAnObject: "Les données de paiement doivent être un objet JSON",
} as const;

export const PAYMENT_ERRORS = {
  invalid: "Les données de paiement sont invalides.",
  registrationNotFound: "Cette inscription n'existe pas.",
  alreadyPaid: "Cette inscription est déjà payée.",
  quoteRequestNotFound: "Cette demande d'offre n'existe pas.",
  quoteRequestAlreadyPaid: "Cette demande d'offre est déjà payée.",
  paymentNotFound: "Ce paiement n'existe pas.",
  /** The spec's text when the card session cannot be created (section 8, card session failures). */
  checkoutUnavailable: "Une erreur s'est produite lors de la création de la session de paiement",
  inProgress:
    "Ce paiement est déjà en cours de préparation. Veuillez réessayer dans quelques secondes.",
  notCancelable: "Ce paiement ne peut pas être annulé.",
  cancelUnavailable: "Le paiement n'a pas pu être annulé. Veuillez réessayer.",
  idempotencyKeyInvalid: "La clé d'idempotence est invalide.",
  webhookSignature: "Signature du webhook invalide.",
  /** A payment link that is not (or no longer) valid, or names no registration: one answer. */
  paymentLinkInvalid: `Ce lien n'est plus valable : il a expiré ou il est incomplet. Pour payer votre inscription, écrivez-nous à ${BUSINESS.email} ou appelez le ${BUSINESS.phoneDisplay}.`,
} as const;
