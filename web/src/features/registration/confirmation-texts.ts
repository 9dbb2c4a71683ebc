import { type RegistrationNoun, registrationNoun } from "@shared/registrations/registration-noun";

/**
 * What the confirmation page says around the summary, in the words of what it shows: an
 * « inscription », or a « réservation » for a booking of /reservation-vtt.
 */
export function confirmationTexts(words: RegistrationNoun) {
  return {
    /** Until paid, the title says the place is held, not paid (issue: one unmistakable state). */
    title: `${words.Noun} enregistrée : reste à payer`,
    paidTitle: `${words.Noun} payée`,
    loadingTitle: `Votre ${words.noun}`,
    loading: `Chargement de votre ${words.noun}…`,
    failed: `Nous n'arrivons pas à afficher votre ${words.noun} pour le moment. Vérifiez votre connexion, puis réessayez.`,
    retry: "Réessayer",
    refusedTitle: "Ce lien n'est plus valable",
    refused:
      "Ce lien de paiement a expiré ou il est incomplet (il a peut-être été coupé en le copiant depuis l'e-mail).",
    refusedHelp: `Pour payer votre ${words.noun}, contactez-nous : nous vous aiderons volontiers.`,
    paid: `Cette ${words.noun} est déjà payée. Merci ! Votre reçu vous a été envoyé par e-mail.`,
    notPayable: `Cette ${words.noun} ne peut plus être payée en ligne. Contactez-nous pour en parler.`,
    recorded: (name: string) =>
      `Merci ${name}, votre ${words.noun} est bien enregistrée. Un e-mail récapitulatif avec l'invitation pour votre agenda a été envoyé à`,
  } as const;
}

/** The texts of a registration (and of the page while it does not know yet what it shows). */
export const CONFIRMATION_TEXTS = confirmationTexts(registrationNoun({}));
