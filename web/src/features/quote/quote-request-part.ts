import { deferredPart } from "../../components/deferred/deferred-part";

/**
 * The quote button as a deferred part: the dialog brings its form, schema and state machine, so
 * pages render it with `<Deferred when="intent" part={quoteRequestPart}>` and its code loads on
 * the visitor's intent (hover, focus, touch), a first tap being replayed once it has hydrated.
 */
export const quoteRequestPart = deferredPart(() =>
  import("./QuoteRequestButton").then((m) => m.QuoteRequestButton),
);
