import { formatDeadline } from "@shared/date-format";
import { WAITLIST_TEXTS } from "@shared/messages/waitlist";
import type { WaitlistEntryStatus } from "@shared/schemas/waitlist";

/**
 * The waiting list's texts that only the site shows (the dialog's outcome, the link's page);
 * those the API and the e-mails share are in shared/messages/waitlist.ts.
 */
export const WAITLIST_PAGE_TEXTS = {
  /** The dialog's busy submit button. */
  joining: "Inscription en cours...",
  joinedTitle: "Vous êtes sur la liste d'attente",
  errorTitle: "Erreur",
  /** No answer, or a 5xx without a message: the rank may be kept, the retry says so. */
  joinFailed:
    "Votre inscription sur la liste d'attente n'a pas pu être envoyée. Vérifiez votre connexion, puis réessayez.",
  pageTitle: "Ma place sur la liste d'attente",
  loading: "Nous chargeons votre inscription sur la liste d'attente…",
  loadFailed: "Le serveur ne répond pas. Vérifiez votre connexion, puis réessayez.",
  withdrawFailed:
    "Votre demande n'a pas pu être envoyée. Vérifiez votre connexion, puis réessayez.",
  retry: "Réessayer",
  refusedTitle: "Ce lien ne permet pas d'ouvrir la liste d'attente",
  incompleteLink:
    "Ce lien est incomplet. Ouvrez le lien « Me retirer de la liste » de votre e-mail, ou contactez-nous.",
  withdrawing: "Envoi en cours…",
  /** The headings after a withdrawal: the focus moves to them, the button pressed being gone. */
  leftTitle: "Vous avez quitté la liste d'attente",
  declinedTitle: "Vous avez renoncé aux places proposées",
  waiting: (rank: number | undefined) =>
    rank === undefined
      ? "Vous êtes sur la liste d'attente."
      : `Vous êtes sur la liste d'attente, au rang ${rank}.`,
  waitingHow:
    "Si des places se libèrent, nous vous les proposons par e-mail. Vous aurez alors 24 heures pour payer.",
  offeredTitle: WAITLIST_TEXTS.placesFreed,
  offered: (deadline: string | undefined, places: number) => {
    const offered =
      places === 1
        ? "La place vous est proposée. Payez-la"
        : `Les ${places} places vous sont proposées. Payez-les`;
    const next = places === 1 ? "elle passe" : "elles passent";
    return deadline
      ? `${offered} avant le ${formatDeadline(deadline)} : ensuite, ${next} à la personne suivante.`
      : `${offered} au plus vite : sinon, ${next} à la personne suivante.`;
  },
  payNow: "Payer maintenant",
  nameTitle: "Qui vient avec vous ?",
  nameIntro: (others: number) =>
    `Avant de payer, indiquez ${others === 1 ? "l'autre participant" : `les ${others} autres participants`} : chacun doit avoir au moins 16 ans le jour de la sortie.`,
  person: (position: number) => `Personne ${position}`,
  /** The registrant's own bike, which the waiting list's entry did not ask. */
  yourself: "Vous-même",
  bike: "Vélo",
  nameSubmit: "Enregistrer et passer au paiement",
  naming: "Enregistrement…",
  nameFailed:
    "Les participants n'ont pas pu être enregistrés. Vérifiez votre connexion et réessayez.",
  ended: {
    paid: "Ces places sont payées : votre inscription est confirmée. À bientôt !",
    left: "Vous n'êtes plus sur la liste d'attente de cette sortie.",
    declined: "Vous avez renoncé aux places proposées : elles sont allées à la personne suivante.",
    expired:
      "Le délai pour payer les places proposées est passé : elles sont allées à la personne suivante.",
  } satisfies Record<Exclude<WaitlistEntryStatus, "waiting" | "offered">, string>,
} as const;
