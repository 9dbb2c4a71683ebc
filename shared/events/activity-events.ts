import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * What the founders do to an outing in the team space (or with `npm run activities`): each change
 * is written with the outing, through the outbox, in one transaction. `actor_id` is the acting
 * account's Cognito `sub` (never its e-mail); the CLI records `cli`. No personal data.
 */
const outingFacts = {
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string(),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  actor_id: z.string().check(z.minLength(1)),
};

/** A new outing: its places in all (null: no limit) and its price per person. */
export const activityPublishedSchema = z.strictObject({
  ...outingFacts,
  places_offertes: z.nullable(z.number().check(z.int(), z.nonnegative())),
  prix_centimes: z.number().check(z.int(), z.nonnegative()),
  masquee: z.boolean(),
});

/** An outing edited: the names of the fields that changed, and the places and price before/after. */
export const activityChangedSchema = z.strictObject({
  ...outingFacts,
  changed_fields: z.array(z.string()).check(z.minLength(1)),
  places_offertes_before: z.nullable(z.number().check(z.int(), z.nonnegative())),
  places_offertes_after: z.nullable(z.number().check(z.int(), z.nonnegative())),
  prix_centimes_before: z.number().check(z.int(), z.nonnegative()),
  prix_centimes_after: z.number().check(z.int(), z.nonnegative()),
});

/** An outing hidden from the public calendar, or shown again. */
export const activityVisibilitySchema = z.strictObject(outingFacts);

export type ActivityPublishedData = z.infer<typeof activityPublishedSchema>;
export type ActivityChangedData = z.infer<typeof activityChangedSchema>;
export type ActivityVisibilityData = z.infer<typeof activityVisibilitySchema>;

export const activityPublished: EventContract<typeof activityPublishedSchema> = {
  name: EVENT_NAMES.activityPublished,
  version: 1,
  schema: activityPublishedSchema,
};

export const activityChanged: EventContract<typeof activityChangedSchema> = {
  name: EVENT_NAMES.activityChanged,
  version: 1,
  schema: activityChangedSchema,
};

export const activityHidden: EventContract<typeof activityVisibilitySchema> = {
  name: EVENT_NAMES.activityHidden,
  version: 1,
  schema: activityVisibilitySchema,
};

export const activityShown: EventContract<typeof activityVisibilitySchema> = {
  name: EVENT_NAMES.activityShown,
  version: 1,
  schema: activityVisibilitySchema,
};
