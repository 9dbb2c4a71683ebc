import { z } from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * A registration was stored and its places taken. Ids and non-personal facts only: the notifier
 * loads the visitor's details by inscription_id.
 */
export const inscriptionCreatedSchema = z.strictObject({
  inscription_id: z.string().min(1),
  activity_id: z.string().min(1),
  activity_title: z.string(),
  activity_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  participants: z.number().int().positive(),
  total_centimes: z.number().int().nonnegative(),
  status: z.literal("pending_payment"),
  /**
   * Places the outing has left once this registration took its own (null: no limit), for the
   * provider's dashboard. Absent from events published before it was added.
   */
  places_disponibles: z.number().int().nonnegative().nullable().optional(),
});

export type InscriptionCreatedData = z.infer<typeof inscriptionCreatedSchema>;

export const inscriptionCreated: EventContract<typeof inscriptionCreatedSchema> = {
  name: EVENT_NAMES.inscriptionCreated,
  version: 1,
  schema: inscriptionCreatedSchema,
};
