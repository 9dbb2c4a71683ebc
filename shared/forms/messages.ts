/** French answers shared by the three forms and their API routes. */
export const FORM_MESSAGES = {
  invalid: "Certains champs sont invalides. Merci de les corriger.",
  rateLimited: "Trop de demandes. Merci de réessayer dans une heure.",
  idempotencyKeyInvalid: "La clé d'idempotence est invalide.",
} as const;

/** The JSON answer of the form endpoints. */
export interface FormAnswer {
  success: boolean;
  /** French message for the visitor when success is false. */
  error?: string;
  /** On a 400: the French message of each invalid field, by field name. */
  details?: Record<string, string>;
}
