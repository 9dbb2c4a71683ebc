import { randomUUID } from "node:crypto";
import type { QuoteRequestPorts } from "@core/quotes/quote-request";
import type { Adapters } from "./adapters";

/** A company's quote request: stored with its event, once per Idempotency-Key. */
export function quotePorts(
  adapters: Pick<Adapters, "quoteRequests" | "outbox" | "clock">,
): QuoteRequestPorts {
  return {
    newId: randomUUID,
    now: adapters.clock.now,
    saveWithEvent: adapters.quoteRequests.saveWithEvent,
    answeredQuoteId: adapters.quoteRequests.answeredQuoteId,
    publishAndClear: adapters.outbox.publishAndClear,
  };
}
