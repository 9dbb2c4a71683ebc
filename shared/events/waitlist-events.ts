import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * The waiting list's events: ids, counts and the outing's facts, never who (the notifier loads
 * the entry by its id). Each also tells the waiting list's worker to look at the outing again.
 */
const entryFacts = {
  entry_id: z.string().check(z.minLength(1)),
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string(),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** Places the entry wants (all offered at once, or none). */
  places: z.number().check(z.int(), z.positive()),
};

/** A visitor joined the waiting list of a full outing, at this rank among those waiting. */
export const waitlistJoinedSchema = z.strictObject({
  ...entryFacts,
  rank: z.number().check(z.int(), z.positive()),
});

/**
 * Places freed and were offered to the entry: a registration holds them, to pay before its
 * deadline (ISO instant), or they go to the next entry.
 */
export const waitlistOfferMadeSchema = z.strictObject({
  ...entryFacts,
  inscription_id: z.string().check(z.minLength(1)),
  total_centimes: z.number().check(z.int(), z.nonnegative()),
  deadline: z.string(),
});

/**
 * The entry left the list while waiting, or declined the places offered (its registration
 * cancelled, the places back for the next entry at once).
 */
export const waitlistLeftSchema = z.strictObject({
  ...entryFacts,
  previous_status: z.enum(["waiting", "offered"]),
  inscription_id: z.optional(z.string().check(z.minLength(1))),
});

export type WaitlistJoinedData = z.infer<typeof waitlistJoinedSchema>;
export type WaitlistOfferMadeData = z.infer<typeof waitlistOfferMadeSchema>;
export type WaitlistLeftData = z.infer<typeof waitlistLeftSchema>;

export const waitlistJoined: EventContract<typeof waitlistJoinedSchema> = {
  name: EVENT_NAMES.waitlistJoined,
  version: 1,
  schema: waitlistJoinedSchema,
};

export const waitlistOfferMade: EventContract<typeof waitlistOfferMadeSchema> = {
  name: EVENT_NAMES.waitlistOfferMade,
  version: 1,
  schema: waitlistOfferMadeSchema,
};

export const waitlistLeft: EventContract<typeof waitlistLeftSchema> = {
  name: EVENT_NAMES.waitlistLeft,
  version: 1,
  schema: waitlistLeftSchema,
};
