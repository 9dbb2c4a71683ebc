import type { QuoteRequest } from "../../../../shared/schemas/quote";
import { QUOTE_MESSAGES } from "../../../../shared/schemas/quote";
import { z } from "../../../../shared/zod";
import { formFailureMessage } from "../../components/form/form-failure";
import { ApiError, fieldErrorsOf, postJson } from "../../lib/api-client";
import { QuoteSubmitError } from "./quote-machine";

const answerSchema = z.object({ quote_id: z.string().min(1) });

/**
 * POST /api/quotes; resolves with the stored request's id (null if the answer has none), throws a
 * QuoteSubmitError carrying the French message to show. With an Idempotency-Key, sending the same
 * request again answers the first one's id and stores nothing more.
 */
export async function sendQuote(
  request: QuoteRequest,
  idempotencyKey?: string,
): Promise<string | null> {
  let body: unknown;
  try {
    body = await postJson("/api/quotes", request, idempotencyKey ? { idempotencyKey } : {});
  } catch (error) {
    throw new QuoteSubmitError(
      formFailureMessage(error, QUOTE_MESSAGES.error),
      error instanceof ApiError ? error.status : 0,
      fieldErrorsOf(error),
    );
  }
  const answer = answerSchema.safeParse(body);
  return answer.success ? answer.data.quote_id : null;
}
