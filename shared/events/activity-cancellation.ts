import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * The founders cancelled a date (team space): the outing is closed to registrations and the job
 * that cancels its registrations is started. Counts only: never the reason's text nor anyone's
 * personal data. `actor_id` is the acting account's Cognito `sub`.
 */
export const activityCancelledSchema = z.strictObject({
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string(),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  actor_id: z.string().check(z.minLength(1)),
  /** Registrations holding places when the date was cancelled, and their people. */
  inscriptions: z.number().check(z.int(), z.nonnegative()),
  personnes: z.number().check(z.int(), z.nonnegative()),
  /** To refund through Stripe or PayPal, and payments to refund by hand. */
  rembourse_centimes: z.number().check(z.int(), z.nonnegative()),
  remboursements_a_la_main: z.number().check(z.int(), z.nonnegative()),
});

/**
 * The founders wrote to everyone registered on a date: the notifier sends the message (kept by
 * its id, never carried here) once to each registration listed with it. No text, no address.
 */
export const participantsMessagedSchema = z.strictObject({
  activity_id: z.string().check(z.minLength(1)),
  message_id: z.string().check(z.minLength(1)),
  actor_id: z.string().check(z.minLength(1)),
  destinataires: z.number().check(z.int(), z.positive()),
});

export type ActivityCancelledData = z.infer<typeof activityCancelledSchema>;
export type ParticipantsMessagedData = z.infer<typeof participantsMessagedSchema>;

export const activityCancelled: EventContract<typeof activityCancelledSchema> = {
  name: EVENT_NAMES.activityCancelled,
  version: 1,
  schema: activityCancelledSchema,
};

export const participantsMessaged: EventContract<typeof participantsMessagedSchema> = {
  name: EVENT_NAMES.participantsMessaged,
  version: 1,
  schema: participantsMessagedSchema,
};
