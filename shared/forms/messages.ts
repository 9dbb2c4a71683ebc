/** French answers shared by the three forms and their API routes. */
export const FORM_MESSAGES = {
  invalid: "Certains champs sont invalides. Merci de les corriger.",
  rateLimited: "Trop de demandes. Merci de réessayer dans une heure.",
} as const;
