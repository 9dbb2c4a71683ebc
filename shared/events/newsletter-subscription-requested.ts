import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * Someone asked to receive the newsletter: the notifier sends the double opt-in confirmation.
 * Only the subscriber id travels; the address and token are loaded by id.
 */
export const newsletterSubscriptionRequestedSchema = z.strictObject({
  subscriber_id: z.string().check(z.minLength(1)),
});

export const NewsletterSubscriptionRequested: EventContract<
  typeof newsletterSubscriptionRequestedSchema
> = {
  name: EVENT_NAMES.newsletterSubscriptionRequested,
  version: 1,
  schema: newsletterSubscriptionRequestedSchema,
};

export type NewsletterSubscriptionRequestedData = z.infer<
  typeof newsletterSubscriptionRequestedSchema
>;
