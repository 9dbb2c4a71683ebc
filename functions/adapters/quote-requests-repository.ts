import type { StoredQuoteRequest } from "../core/quote-request";
import { type RecordsWithOutboxContext, recordsWithOutbox } from "./records-with-outbox";

/** Quote requests: each is stored with its event's outbox item in one transaction. */
export function quoteRequestsRepository(context: RecordsWithOutboxContext) {
  return recordsWithOutbox<StoredQuoteRequest>(context);
}
