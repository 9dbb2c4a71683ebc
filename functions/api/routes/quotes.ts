import { randomUUID } from "node:crypto";
import { isValidIdempotencyKey } from "@adapters/idempotency";
import { type QuoteRequestPorts, receiveQuoteRequest } from "@core/quotes/quote-request";
import { FORM_MESSAGES } from "@shared/forms/messages";
import { quoteRequestSchema } from "@shared/schemas/quote";
import { log } from "../../logger";
import { accepted, type FormGate } from "../form-submission";
import { type ApiEvent, HttpError, header, json } from "../http";
import { bindRoutes } from "../router";

/**
 * POST /api/quotes: stores the company quote request and publishes QuoteRequested; the notifier
 * e-mails everything to the provider and an acknowledgement (answer within 48 h) to the company.
 * 202 { success: true }; 400 per-field French messages; 429 over the hourly limit.
 * With an Idempotency-Key (the quote dialog's direct payment sends one), the answer also carries
 * `quote_id`, the id it pays (POST /api/payments { quote_request_id }), and a repeated submission
 * answers the first request's id and stores and sends nothing more (checked before the hourly
 * limit: a retry is not a new request). A filled honeypot gets the same answer as a real request
 * with the same headers (a random id, which pays nothing).
 */
export function quoteRoutes(ports: QuoteRequestPorts, gate: FormGate) {
  const answer = (quoteId: string, key: string | undefined) =>
    key ? json(202, { success: true, quote_id: quoteId }) : accepted();

  async function postQuote(event: ApiEvent) {
    const key = header(event, "idempotency-key")?.trim() || undefined;
    if (key !== undefined && !isValidIdempotencyKey(key)) {
      throw new HttpError(400, FORM_MESSAGES.idempotencyKeyInvalid);
    }
    const replayed = key && (await ports.answeredQuoteId(key));
    if (replayed) return answer(replayed, key);
    const submission = await gate(event, quoteRequestSchema, "quotes");
    if (submission.kind === "trapped") return answer(randomUUID(), key);
    const { quote_id } = await receiveQuoteRequest(submission.data, ports, key);
    log.info("quote_requested", { quoteId: quote_id, participants: submission.data.participants });
    return answer(quote_id, key);
  }

  return bindRoutes("quotes", { request: postQuote });
}
