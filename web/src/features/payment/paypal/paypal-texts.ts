/**
 * What the visitor reads about a PayPal payment. The toasts are the specification's (section 8,
 * Wallet and Paid), verbatim; the dialog's texts, where it is silent, plain Swiss French.
 */
export const PAYPAL_TEXTS = {
  button: "Payer avec PayPal",
  description:
    "La page sécurisée de PayPal s'ouvre dans un nouvel onglet ; cette page-ci attend la confirmation de votre paiement.",
  preparing: "Préparation du paiement PayPal…",
  createFailureTitle: "Erreur PayPal",
  createFailure: "Impossible de créer le paiement PayPal. Veuillez réessayer.",
  redirectingTitle: "Redirection vers PayPal",
  failedTitle: "Paiement échoué",
  failed: "Le paiement PayPal a échoué. Veuillez réessayer.",
  paidTitle: "Paiement réussi !",
  paid: "Votre paiement PayPal est confirmé. Un reçu vous est envoyé par e-mail.",
  waitingTitle: "En attente du paiement PayPal…",
  waiting:
    "Terminez votre paiement dans l'onglet PayPal qui vient de s'ouvrir. Cette fenêtre se met à jour d'elle-même dès que PayPal nous le confirme.",
  popupBlocked:
    "Votre navigateur n'a pas ouvert l'onglet PayPal. Cliquez sur le lien ci-dessous pour continuer :",
  openPaypal: "Ouvrir PayPal",
  stalledTitle: "Paiement PayPal en attente",
  stalled:
    "Nous n'avons pas encore reçu la confirmation de PayPal. Si vous avez payé, vous recevrez un e-mail de confirmation ; vous pouvez aussi vérifier à nouveau.",
  checkAgain: "Vérifier à nouveau",
  retry: "Réessayer",
  cancel: "Annuler",
  close: "Fermer",
  receipt: "Voir la confirmation du paiement",
} as const;
