import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * A registration was stored and its places taken. Ids and non-personal facts only: the notifier
 * loads the visitor's details by inscription_id.
 */
export const inscriptionCreatedSchema = z.strictObject({
  inscription_id: z.string().check(z.minLength(1)),
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string(),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  participants: z.number().check(z.int(), z.positive()),
  total_centimes: z.number().check(z.int(), z.nonnegative()),
  status: z.literal("pending_payment"),
  /**
   * Places the outing has left once this registration took its own (null: no limit), for the
   * provider's dashboard. Absent from events published before it was added.
   */
  places_disponibles: z.optional(z.nullable(z.number().check(z.int(), z.nonnegative()))),
});

export type InscriptionCreatedData = z.infer<typeof inscriptionCreatedSchema>;

export const inscriptionCreated: EventContract<typeof inscriptionCreatedSchema> = {
  name: EVENT_NAMES.inscriptionCreated,
  version: 1,
  schema: inscriptionCreatedSchema,
};
