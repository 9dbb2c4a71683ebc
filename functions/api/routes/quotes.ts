import { randomUUID } from "node:crypto";
import { quoteRequestSchema } from "../../../shared/schemas/quote";
import { receiveQuoteRequest } from "../../core/quote-request";
import { log } from "../../logger";
import type { Adapters } from "../../wiring";
import { accepted, type FormGate } from "../form-submission";
import type { ApiEvent } from "../http";
import type { Route } from "../router";

/**
 * POST /api/quotes: stores the company quote request and publishes QuoteRequested; the notifier
 * e-mails everything to the provider and an acknowledgement (answer within 48 h) to the company.
 * 202 { success: true }; 400 per-field French messages; 429 over the hourly limit.
 */
export function quoteRoutes({
  clock,
  quoteRequests,
  outbox,
  gate,
}: Pick<Adapters, "quoteRequests" | "outbox" | "clock"> & { gate: FormGate }): Route[] {
  async function postQuote(event: ApiEvent) {
    const submission = await gate(event, quoteRequestSchema, "quotes");
    if (submission.kind === "trapped") return accepted();
    const { quote_id } = await receiveQuoteRequest(submission.data, {
      newId: randomUUID,
      now: clock.now,
      saveWithEvent: quoteRequests.saveWithEvent,
      publishAndClear: outbox.publishAndClear,
    });
    log.info("quote_requested", { quoteId: quote_id, participants: submission.data.participants });
    return accepted();
  }

  return [{ method: "POST", path: "/api/quotes", handle: postQuote }];
}
