import { ApiError } from "../../lib/api-client";

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
