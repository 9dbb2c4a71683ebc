/*
 * Apart from the other payment texts: only the return pages read these, and the pages that
 * start a payment (the booking page) need not load them.
 */

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
