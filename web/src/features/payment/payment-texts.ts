/**
 * What the visitor reads about a payment. The card texts are the specification's (section 8,
 * card session failures), verbatim; where it is silent, plain Swiss French.
 */
export const PAYMENT_TEXTS = {
  cardButton: "Payer par carte ou TWINT",
  billButton: "Payer par virement (QR-facture)",
  cardPreparing: "Préparation du paiement…",
  billPreparing: "Préparation de la QR-facture…",
  redirecting: "Ouverture de la page de paiement…",
  errorTitle: "Erreur de paiement",
  /** The server refused and said why. */
  serverError: (message: string) => `Erreur: ${message}`,
  noUrl: "Pas d'URL de paiement reçue",
  /** No answer, or an answer outside the contract, for a card payment. */
  cardException: "Une erreur s'est produite lors de la création de la session de paiement",
  /** The same for a bank transfer (the specification only speaks of the card). */
  billException:
    "Une erreur s'est produite lors de la préparation de la QR-facture. Veuillez réessayer.",
} as const;

/** What a paid TWINT code confirms, in the visitor's words. */
export type PaidFor = "inscription" | "réservation";

/** A registration's payment confirms the registration; a company's pays its booking. */
export function paidFor(registrationId: string | null): PaidFor {
  return registrationId === null ? "réservation" : "inscription";
}

/**
 * TWINT by QR code (the dialog) and by hand (/paiement-twint). The dialog's statuses, its buttons
 * and the toasts are the specification's (sections 4 and 8), verbatim; the rest plain Swiss French.
 */
export const TWINT_TEXTS = {
  button: "Payer avec TWINT (QR code)",
  description:
    "Un code QR s'affiche : scannez-le avec l'application TWINT de votre téléphone. Sur un téléphone, un bouton ouvre TWINT directement.",
  manualLink: "Payer par TWINT sans code QR",
  dialogTitle: "Payer avec TWINT",
  creating: "Préparation du code TWINT…",
  renewing: "Préparation d'un nouveau code TWINT…",
  pending: "En attente du paiement...",
  completed: "Paiement réussi !",
  failed: "Paiement échoué",
  expired: "Code expiré",
  creationFailedTitle: "Erreur Twint",
  howTo:
    "Ouvrez l'application TWINT sur votre téléphone, touchez l'icône de scan, puis visez ce code.",
  /** On a phone, under « Ouvrir TWINT »: the code is for paying from another device. */
  howToOtherDevice:
    "Pour payer avec un autre téléphone : ouvrez-y l'application TWINT, touchez l'icône de scan, puis visez ce code.",
  qrAlt: (amount: string) => `Code QR TWINT pour payer ${amount}`,
  amount: "Montant",
  remaining: "Temps restant",
  /** The countdown is not the only way through (WCAG 2.2.1): how to get more time, at any moment. */
  validity:
    "Ce code est valable 10 minutes. Prenez votre temps : « J'ai besoin de plus de temps » vous donne un nouveau code, valable 10 minutes de plus. S'il expire avant votre paiement, choisissez « Créer un nouveau code ».",
  moreTime: "J'ai besoin de plus de temps",
  /** Said once a code made at the visitor's request shows (role=status, politely). */
  renewed: "Nouveau code : vous avez de nouveau 10 minutes.",
  /** What the payment confirms: a registration, or a company's booking (no registration). */
  completedText: (confirmed: PaidFor) =>
    `Merci ! Votre paiement est bien reçu et votre ${confirmed} est confirmée. Un reçu vous est envoyé par e-mail.`,
  failedText: "Le paiement Twint a échoué. Veuillez réessayer.",
  expiredText:
    "Le délai de 10 minutes est passé et aucun montant n'a été débité. Vous pouvez créer un nouveau code.",
  openApp: "Ouvrir TWINT",
  openAppHint:
    "Sur ce téléphone : ouvre la page de paiement, qui vous passe à l'application TWINT.",
  cancel: "Annuler",
  close: "Fermer",
  newCode: "Créer un nouveau code",
  retry: "Réessayer",
  paidNote: (confirmed: PaidFor) => `Paiement TWINT reçu : votre ${confirmed} est confirmée.`,
  toastCreatedTitle: "Paiement Twint créé",
  toastCreated: "Scannez le code QR avec votre application TWINT.",
  toastCreationFailed: "Impossible de créer le paiement Twint. Veuillez réessayer.",
  toastFailedTitle: "Paiement échoué",
  toastPaidTitle: "Paiement réussi !",
  toastPaid: "Votre réservation est confirmée.",
} as const;
