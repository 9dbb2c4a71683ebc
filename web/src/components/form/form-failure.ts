import { ApiError, fieldErrorsOf } from "../../lib/api-client";
import type { SubmitFailure } from "./submit-result";

/**
 * What to tell the visitor after a refused form: the server's own text when the hourly limit was
 * reached (429: it says when to try again), otherwise the form's usual failure message.
 */
export function formFailureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status === 429 && error.refusal.message) {
    return error.refusal.message;
  }
  return fallback;
}

/**
 * A form's request that failed, as a failure to show: the message above, the server's messages by
 * field, and the key rule (no answer or a 5xx: the request may be stored, keep the key).
 */
export function formFailure(error: unknown, fallback: string): SubmitFailure {
  return {
    kind: "failure",
    message: formFailureMessage(error, fallback),
    fieldErrors: fieldErrorsOf(error),
    retrySameKey: !(error instanceof ApiError) || error.status >= 500,
  };
}
