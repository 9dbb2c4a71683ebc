/** Every text of the booking form (/reservation-vtt) and its API a visitor may read (spec 4, 5, 9). */
export const BOOKING_FIELD_MESSAGES = {
  /** Spec section 5, verbatim. */
  fullName: "Le nom complet est obligatoire",
  fullNameTooLong: "Le nom complet ne doit pas dépasser 100 caractères",
  address: "L'adresse est obligatoire",
  addressTooLong: "L'adresse ne doit pas dépasser 300 caractères",
  ageMin: "L'âge minimum est de 16 ans",
  ageInvalid: "Âge invalide",
  skillLevel: "Veuillez sélectionner votre niveau",
  activityDate: "Veuillez sélectionner une date",
  paymentMethod: "Veuillez sélectionner un moyen de paiement",
  acceptTerms: "Vous devez accepter les conditions générales",
  digitalSignatureTooLong: "La signature ne doit pas dépasser 100 caractères",
  notAnObject: "Les données de réservation doivent être un objet JSON",
} as const;

/** Answers of POST /api/reservations beside the registration's own (404, full, past...). */
export const BOOKING_ERRORS = {
  invalid: "Les données de réservation sont invalides.",
  /** The outing exists but is not (or no longer) one this page books. */
  notOffered: "Cette date n'est plus proposée à la réservation. Veuillez choisir une autre date.",
} as const;

/** The pay-and-reserve button's label per method (spec sections 4 and 9, verbatim). */
export const BOOKING_PAY_LABELS = {
  shopify: "Réserver et payer",
  twint: "Payer avec Twint",
  paypal: "Payer avec PayPal",
} as const;
