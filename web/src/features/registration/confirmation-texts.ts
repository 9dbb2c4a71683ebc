/** What the confirmation page says around the summary, when it is reached through a payment link. */
export const CONFIRMATION_TEXTS = {
  /** Until paid, the title says the place is held, not paid (issue: one unmistakable state). */
  title: "Inscription enregistrée : reste à payer",
  paidTitle: "Inscription payée",
  loadingTitle: "Votre inscription",
  loading: "Chargement de votre inscription…",
  failed:
    "Nous n'arrivons pas à afficher votre inscription pour le moment. Vérifiez votre connexion, puis réessayez.",
  retry: "Réessayer",
  refusedTitle: "Ce lien n'est plus valable",
  refused:
    "Ce lien de paiement a expiré ou il est incomplet (il a peut-être été coupé en le copiant depuis l'e-mail).",
  refusedHelp: "Pour payer votre inscription, contactez-nous : nous vous aiderons volontiers.",
  paid: "Cette inscription est déjà payée. Merci ! Votre reçu vous a été envoyé par e-mail.",
  notPayable: "Cette inscription ne peut plus être payée en ligne. Contactez-nous pour en parler.",
} as const;
