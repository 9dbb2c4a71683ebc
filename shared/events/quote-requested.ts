import { QUOTE_PARTICIPANT_OPTIONS } from "../constants/offer";
import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * A company asked for a quote. Non-personal facts only (size range, whether a date was given);
 * the notifier loads the request by id for the e-mails.
 */
export const quoteRequestedSchema = z.strictObject({
  quote_id: z.string().check(z.minLength(1)),
  participants: z.enum(QUOTE_PARTICIPANT_OPTIONS),
  has_date: z.boolean(),
});

export const QuoteRequested: EventContract<typeof quoteRequestedSchema> = {
  name: EVENT_NAMES.quoteRequested,
  version: 1,
  schema: quoteRequestedSchema,
};

export type QuoteRequestedData = z.infer<typeof quoteRequestedSchema>;
