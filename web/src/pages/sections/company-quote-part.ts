import { deferredPart } from "../../components/deferred/deferred-part";

/**
 * The company's quote button as a deferred part: its dialog brings the quote form, schema and
 * state machine and the direct-payment buttons (CompanyQuoteButton joins the quote and payment
 * features, which cannot import each other). Pages render it with
 * `<Deferred when="intent" part={companyQuotePart}>`: its code loads on the visitor's intent
 * (hover, focus, touch), a first tap being replayed once it has hydrated.
 */
export const companyQuotePart = deferredPart(() =>
  import("./CompanyQuoteButton").then((m) => m.CompanyQuoteButton),
);
