import { type RegistrationNoun, registrationNoun } from "@shared/registrations/registration-noun";

/*
 * Apart from the other payment texts: only the return pages read these, and the pages that
 * start a payment (the booking page) need not load them.
 */

/**
 * The status page after the card payment (/payment-success), in the words of what was paid: an
 * « inscription », or a « réservation » for a booking of /reservation-vtt.
 */
export function paymentStatusTexts(words: RegistrationNoun) {
  return {
    waitingTitle: "Confirmation du paiement",
    waiting: "Nous attendons la confirmation de votre paiement…",
    completedTitle: "Paiement réussi !",
    completed: `Merci ! Votre paiement est bien reçu et votre ${words.noun} est confirmée. Un reçu vous est envoyé par e-mail.`,
    slowTitle: "Paiement en cours de confirmation",
    slow: "La confirmation de votre paiement prend un peu plus de temps que prévu. Vous n'avez rien à faire : vous recevrez un e-mail de confirmation dès qu'elle nous parvient.",
    unsuccessfulTitle: "Paiement non abouti",
    unsuccessful: `Votre paiement n'a pas abouti et aucun montant n'a été débité. Votre ${words.noun} reste enregistrée : vous pouvez payer à nouveau.`,
    missingTitle: "Paiement",
    missing:
      "Nous ne trouvons pas les références de ce paiement. Si vous venez de payer, vous recevrez un e-mail de confirmation.",
    reference: "Référence",
  } as const;
}

/** A registration's texts (and the page's while it does not know what was paid). */
export const PAYMENT_STATUS_TEXTS = paymentStatusTexts(registrationNoun({}));
