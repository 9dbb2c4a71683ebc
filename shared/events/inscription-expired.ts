import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * An unpaid registration reached its payment deadline: it turned `expired` and its places went
 * back to the activity, in the same transaction. Ids and non-personal facts only: the notifier
 * loads the visitor's details by inscription_id.
 */
export const inscriptionExpiredSchema = z.strictObject({
  inscription_id: z.string().check(z.minLength(1)),
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string(),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  participants: z.number().check(z.int(), z.positive()),
  total_centimes: z.number().check(z.int(), z.nonnegative()),
  /** The deadline that passed (ISO instant). */
  deadline: z.string(),
  status: z.literal("expired"),
});

export type InscriptionExpiredData = z.infer<typeof inscriptionExpiredSchema>;

export const inscriptionExpired: EventContract<typeof inscriptionExpiredSchema> = {
  name: EVENT_NAMES.inscriptionExpired,
  version: 1,
  schema: inscriptionExpiredSchema,
};
