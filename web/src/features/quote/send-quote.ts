import type { QuoteRequest } from "../../../../shared/schemas/quote";
import { QUOTE_MESSAGES } from "../../../../shared/schemas/quote";
import { formFailureMessage } from "../../components/form/form-failure";
import { ApiError, fieldErrorsOf, postJson } from "../../lib/api-client";
import { QuoteSubmitError } from "./quote-machine";

/** POST /api/quotes; throws a QuoteSubmitError carrying the French message to show. */
export async function sendQuote(request: QuoteRequest): Promise<void> {
  try {
    await postJson("/api/quotes", request);
  } catch (error) {
    throw new QuoteSubmitError(
      formFailureMessage(error, QUOTE_MESSAGES.error),
      error instanceof ApiError ? error.status : 0,
      fieldErrorsOf(error),
    );
  }
}
