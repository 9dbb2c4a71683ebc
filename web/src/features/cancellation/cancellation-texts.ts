import { formatDateTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import type { RefundMode } from "@shared/payments/refund-modes";
import { type RegistrationNoun, registrationNoun } from "@shared/registrations/registration-noun";

/**
 * The French texts of the page « Annuler mon inscription » (short, plain, for readers 55+), in the
 * words of what it cancels: an « inscription », or a « réservation » for a booking.
 */
export function cancellationTexts(words: RegistrationNoun) {
  return {
    title: `Annuler ${words.my}`,
    loading: `Nous chargeons votre ${words.noun}…`,
    loadFailed: "Le serveur ne répond pas. Vérifiez votre connexion, puis réessayez.",
    confirmFailed:
      "Votre demande n'a pas pu être envoyée. Vérifiez votre connexion, puis réessayez : vous ne serez pas annulé deux fois.",
    retry: "Réessayer",
    refusedTitle: "Ce lien ne permet pas d'annuler",
    incompleteLink: `Ce lien est incomplet. Ouvrez le bouton « Annuler ${words.my} » de votre e-mail de confirmation, ou contactez-nous.`,
    freeIntro: (until: string) =>
      `Vous pouvez annuler gratuitement jusqu'au ${formatDateTime(until)}.`,
    confirmQuestion: `Voulez-vous vraiment annuler cette ${words.noun} ?`,
    confirm: `Oui, annuler ${words.my}`,
    confirming: "Annulation en cours…",
    lateTitle: "La sortie commence dans moins de 72 heures",
    lateIntro: `Vous pouvez tout de même nous envoyer une demande d'annulation : nous vous répondrons personnellement. En attendant, votre ${words.noun} reste valable.`,
    sendRequest: "Envoyer ma demande d'annulation",
    sending: "Envoi en cours…",
    alreadyRequested:
      "Votre demande d'annulation nous a déjà été transmise. Nous vous répondrons personnellement.",
    alreadyCancelled: `Cette ${words.noun} est déjà annulée.`,
    notCancellable: `Cette ${words.noun} ne peut plus être annulée en ligne.`,
    cancelledTitle: `Votre ${words.noun} est annulée`,
    cancelledIntro: "Vos places sont libérées. Un e-mail de confirmation vous a été envoyé.",
    requestedTitle: "Votre demande d'annulation est envoyée",
    requestedIntro: `Nous avons bien reçu votre demande et vous répondrons personnellement au plus vite. Un e-mail de confirmation vous a été envoyé. D'ici là, votre ${words.noun} reste valable.`,
    /** The summary's heading. */
    summaryTitle: `Votre ${words.noun}`,
    // Several persons registered: the whole, or one participant alone.
    whoTitle: `Les personnes de votre ${words.noun}`,
    whoIntro: `Vous pouvez annuler toute l'${words.noun}, ou seulement la participation d'une personne. La personne qui a fait l'${words.noun} ne peut pas être annulée seule : pour elle, annulez toute l'${words.noun}.`,
    registrantNote: `a fait l'${words.noun}`,
    cancelledNote: "participation annulée",
    requestedNote: "demande d'annulation envoyée",
    cancelWhole: `Annuler toute l'${words.noun}`,
    cancelOne: (name: string) => `Annuler seulement la participation de ${name}`,
    confirmOneQuestion: (name: string) =>
      `Voulez-vous vraiment annuler la participation de ${name} ? Votre ${words.noun} reste valable pour les autres personnes.`,
    confirmOne: (name: string) => `Oui, annuler la participation de ${name}`,
    back: "Non, revenir au choix",
    requestWhole: `Demander l'annulation de toute l'${words.noun}`,
    requestOne: (name: string) => `Demander l'annulation seulement pour ${name}`,
    oneCancelledTitle: (name: string) => `La participation de ${name} est annulée`,
    oneCancelledIntro: `Sa place est libérée et votre ${words.noun} reste valable pour les autres personnes. Un e-mail de confirmation vous a été envoyé.`,
    oneRequestedTitle: (name: string) => `Votre demande pour ${name} est envoyée`,
  } as const;
}

/** A registration's texts, and the page's while it does not know yet what it cancels. */
export const CANCELLATION_TEXTS = cancellationTexts(registrationNoun({}));

/**
 * What happens to the money, before (will) and after (done) the cancellation: the whole payment,
 * or one participant's share (`share`).
 */
export function refundText(
  mode: RefundMode,
  amount: number,
  done: boolean,
  share = false,
): string | null {
  const chf = formatChf(amount);
  if (share) {
    if (mode === "provider_api") {
      return `Sa part de ${chf} vous est remboursée automatiquement. Selon votre banque, elle apparaît sur votre compte d'ici 5 à 10 jours ouvrables.`;
    }
    if (mode === "by_hand") {
      return `Nous vous remboursons sa part de ${chf} nous-mêmes dans les prochains jours, par le même moyen que votre paiement.`;
    }
    return `Sa part de ${chf} n'est plus à payer.`;
  }
  if (mode === "provider_api") {
    return done
      ? `Votre paiement de ${chf} vous est remboursé automatiquement. Selon votre banque, il apparaît sur votre compte d'ici 5 à 10 jours ouvrables.`
      : `Votre paiement de ${chf} vous sera remboursé automatiquement, par le même moyen.`;
  }
  if (mode === "by_hand") {
    return done
      ? `Nous vous remboursons ${chf} nous-mêmes dans les prochains jours, par le même moyen que votre paiement.`
      : `Nous vous rembourserons ${chf} nous-mêmes, par le même moyen que votre paiement.`;
  }
  return null;
}
