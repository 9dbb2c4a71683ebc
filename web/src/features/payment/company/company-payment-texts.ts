/* Apart from the other payment texts: only the company's quote dialog reads these. */

/**
 * The company's direct payment in the quote dialog. The three buttons' labels are the
 * specification's (sections 2 and 9), verbatim; the rest plain Swiss French.
 */
export const COMPANY_PAYMENT_TEXTS = {
  heading: "Réserver et payer maintenant",
  intro: (price: string) =>
    `Vous pouvez aussi réserver tout de suite votre sortie d'entreprise au prix fixe de ${price} par réservation, quel que soit le nombre de participants. Votre demande nous est transmise en même temps et nous vous recontactons dans les 48 heures pour en fixer les détails.`,
  cardButton: "Réserver et payer",
  cardDescription:
    "Par carte, sur la page de paiement sécurisée de notre boutique en ligne (Shopify).",
  twintButton: "Payer avec Twint",
  twintDescription:
    "Un code QR s'affiche : scannez-le avec l'application TWINT de votre téléphone.",
} as const;
