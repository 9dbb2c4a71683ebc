import { getConfig } from "../config";
import type { StoredQuoteRequest } from "../core/quote-request";
import { recordsWithOutbox } from "./records-with-outbox";

const quoteRequests = recordsWithOutbox<StoredQuoteRequest>(() => getConfig().TABLE_QUOTE_REQUESTS);

/** Stores a quote request and its event's outbox item in one transaction. */
export const saveQuoteRequestWithEvent = quoteRequests.saveWithEvent;
export const getQuoteRequest = quoteRequests.get;
