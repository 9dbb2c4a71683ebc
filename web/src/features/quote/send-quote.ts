import type { QuoteRequest } from "../../../../shared/schemas/quote";
import { QUOTE_MESSAGES } from "../../../../shared/schemas/quote";
import { failureMessage, postForm } from "../../components/form/post-form";
import { QuoteSubmitError } from "./quote-machine";

/** POST /api/quotes; throws a QuoteSubmitError carrying the French message to show. */
export async function sendQuote(request: QuoteRequest): Promise<void> {
  const result = await postForm("/api/quotes", request);
  if (result.ok) return;
  const message = failureMessage(result, QUOTE_MESSAGES.error);
  throw new QuoteSubmitError(message, result.status, result.fields);
}
