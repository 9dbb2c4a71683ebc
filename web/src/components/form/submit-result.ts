/**
 * What sending a form gives back, the same for every form of the site: a success with the data
 * the form needs next, or a failure with the French message and the per-field messages to show.
 * Free of xstate and React: the forms without a machine (contact, newsletter) read it too.
 */

export interface SubmitSuccess {
  kind: "success";
}

export interface SubmitFailure {
  kind: "failure";
  message: string;
  /** Per-field French messages of a 400, to show beside the fields. */
  fieldErrors: Record<string, string>;
  /**
   * True when the first request may still be stored or processing (no answer, 5xx, "en cours"):
   * the retry must carry the same Idempotency-Key. After a 4xx answer nothing was stored, and the
   * corrected form is a new attempt with a new key.
   */
  retrySameKey: boolean;
}

export type SubmitResult<Success extends SubmitSuccess = SubmitSuccess> = Success | SubmitFailure;

/** Anything else (a broken answer, a bug): the submit machine shows it and resets the form. */
export const UNEXPECTED_MESSAGE = "Une erreur inattendue est survenue. Veuillez réessayer.";

/**
 * What a refused attempt leaves in a form: the messages to show, and the key of the next attempt
 * (the same one while the first request may have been stored, a new one once the server said
 * nothing was).
 */
export function afterRefusal(failure: SubmitFailure, currentKey: string | null) {
  return {
    error: failure.message,
    fieldErrors: failure.fieldErrors,
    idempotencyKey: failure.retrySameKey ? currentKey : crypto.randomUUID(),
  };
}
