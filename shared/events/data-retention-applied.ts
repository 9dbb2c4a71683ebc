import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * The retention job anonymised or erased records whose period had ended (one event per batch of
 * its worker that changed something): how many of each kind, nothing else (no id, no address).
 */
const count = z.number().check(z.int(), z.nonnegative());

export const dataRetentionAppliedSchema = z.strictObject({
  counts: z.strictObject({
    /** Registrations anonymised (their outing 24 months ago). */
    registration: count,
    /** Contact messages erased. */
    contactMessage: count,
    /** Quote requests erased, or anonymised when a payment of theirs stays for bookkeeping. */
    quoteRequest: count,
    /** Newsletter sign-ups never confirmed, erased. */
    newsletterUnconfirmed: count,
  }),
});

export type DataRetentionAppliedData = z.infer<typeof dataRetentionAppliedSchema>;

export const dataRetentionApplied: EventContract<typeof dataRetentionAppliedSchema> = {
  name: EVENT_NAMES.dataRetentionApplied,
  version: 1,
  schema: dataRetentionAppliedSchema,
};
