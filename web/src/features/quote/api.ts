import type { QuoteRequest } from "@shared/schemas/quote";
import { QUOTE_MESSAGES } from "@shared/schemas/quote";
import * as z from "@shared/zod";
import { formFailure } from "../../components/form/form-failure";
import type { SubmitResult, SubmitSuccess } from "../../components/form/submit-result";
import { postJson } from "../../lib/api-client";

/** A stored quote request; its id comes only with an Idempotency-Key (null otherwise). */
export interface QuoteSent extends SubmitSuccess {
  quoteId: string | null;
}

const answerSchema = z.object({ quote_id: z.string().check(z.minLength(1)) });

/**
 * POST /api/quotes; resolves with the stored request (and its id) or with the failure to show,
 * in French with the server's field messages, as every form's request does. With an
 * Idempotency-Key, sending the same request again answers the first one's id and stores nothing
 * more.
 */
export async function sendQuote(
  request: QuoteRequest,
  idempotencyKey?: string,
): Promise<SubmitResult<QuoteSent>> {
  let body: unknown;
  try {
    body = await postJson("/api/quotes", request, idempotencyKey ? { idempotencyKey } : {});
  } catch (error) {
    return formFailure(error, QUOTE_MESSAGES.error);
  }
  const answer = answerSchema.safeParse(body);
  return { kind: "success", quoteId: answer.success ? answer.data.quote_id : null };
}
