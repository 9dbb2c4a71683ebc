import { MAX_BANK_FILE_BYTES } from "../schemas/team-payments";

/** The payments desk's French messages (team space), shared by the API and the screens. */
export const PAYMENTS_DESK_MESSAGES = {
  invalid: "Vérifiez la référence et le moyen de paiement.",
  reference: "Indiquez la référence de la QR-facture ou le numéro d'inscription.",
  methode: "Choisissez « virement » ou « twint ».",
  idempotencyKeyInvalid: "La clé Idempotency-Key est invalide.",
  unknownBankReference: "Référence inconnue : aucun paiement par virement ne la porte.",
  unknownTwintReference:
    "Référence inconnue : aucune inscription ne porte ce numéro (ni cette référence QR).",
  alreadyPaid: "Déjà enregistré : ce paiement était déjà réglé. Rien n'a changé.",
  paid: "Paiement enregistré : l'inscription est payée et le reçu part par e-mail.",
  paidTwice:
    "Paiement enregistré, mais l'inscription était déjà payée : il est marqué « à rembourser ».",
  bankFileEmpty: "Choisissez un fichier camt.054 ou camt.053 (.xml).",
  bankFileTooLarge: `Le fichier dépasse ${MAX_BANK_FILE_BYTES / 1024 / 1024} Mo : un relevé camt ne devrait pas être si grand.`,
  notCamt:
    "Ce fichier n'est pas un relevé camt.054 ou camt.053 : téléchargez-le à nouveau dans votre e-banking (format XML).",
  bankFileType: "Envoyez le fichier tel quel, en XML (content-type: application/xml).",
  paymentNotFound: "Paiement introuvable.",
  retryQueued: "Nouvel essai demandé : le remboursement est redemandé au prestataire.",
  retryNotRequested: "Ce remboursement n'attend pas le prestataire : rien à réessayer.",
  refundedByHand: "Remboursement enregistré comme fait à la main.",
  alreadyRefunded: "Ce remboursement était déjà enregistré. Rien n'a changé.",
  notByHand:
    "Ce remboursement n'est pas à faire à la main (le prestataire le traite peut-être en ce moment).",
} as const;
