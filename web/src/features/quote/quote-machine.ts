import type { QuoteRequest } from "@shared/schemas/quote";
import { createSubmitMachine } from "../../components/form/submit-machine";
import type { QuoteSent } from "./api";

/**
 * The company quote dialog runs the one submit machine: closed -> open -> submitting ->
 * submitted (the sent view), back to open on failure with the server's field messages. Closing
 * (from the form or the sent view) resets everything; while submitting the dialog stays open so
 * that the visitor sees the outcome. Its hook (useQuoteRequest) provides the sending actor and
 * the toasts.
 */
export const quoteMachine = createSubmitMachine<QuoteRequest, QuoteSent>();
