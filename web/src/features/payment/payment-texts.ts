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

/** The status page after the card payment (/payment-success). */
export const PAYMENT_STATUS_TEXTS = {
  waitingTitle: "Confirmation du paiement",
  waiting: "Nous attendons la confirmation de votre paiement…",
  completedTitle: "Paiement réussi !",
  completed:
    "Merci ! Votre paiement est bien reçu et votre inscription est confirmée. Un reçu vous est envoyé par e-mail.",
  slowTitle: "Paiement en cours de confirmation",
  slow: "La confirmation de votre paiement prend un peu plus de temps que prévu. Vous n'avez rien à faire : vous recevrez un e-mail de confirmation dès qu'elle nous parvient.",
  unsuccessfulTitle: "Paiement non abouti",
  unsuccessful:
    "Votre paiement n'a pas abouti et aucun montant n'a été débité. Votre inscription reste enregistrée : vous pouvez payer à nouveau.",
  missingTitle: "Paiement",
  missing:
    "Nous ne trouvons pas les références de ce paiement. Si vous venez de payer, vous recevrez un e-mail de confirmation.",
  reference: "Référence",
} as const;
