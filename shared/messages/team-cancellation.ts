/** French messages of cancelling a date and writing to its participants (team space). */
export const TEAM_CANCELLATION_ERRORS = {
  reasonMissing: "Indiquez la raison de l'annulation (1 à 500 caractères).",
  alreadyCancelled: "Cette sortie est déjà annulée.",
  past: "Cette sortie a déjà eu lieu : elle ne peut plus être annulée.",
  subjectMissing: "Indiquez l'objet du message (1 à 150 caractères).",
  textMissing: "Écrivez le message (1 à 5000 caractères).",
  nobody: "Personne n'est inscrit à cette sortie : aucun message à envoyer.",
  idempotencyKeyInvalid: "En-tête Idempotency-Key invalide.",
  jobNotStarted:
    "La sortie est annulée, mais le traitement des inscriptions n'a pas pu démarrer. Réessayez.",
} as const;

/** What a visitor reads when registering for a date the founders cancelled. */
export const CANCELLED_ACTIVITY_ERROR =
  "Cette sortie a été annulée par les organisateurs : les inscriptions sont fermées.";

/** The reasons the cancellation screen offers (free text otherwise). */
export const CANCELLATION_REASONS = ["Météo", "Guide indisponible"] as const;
