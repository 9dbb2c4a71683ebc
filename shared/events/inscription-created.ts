import { z } from "zod";
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
});

export type InscriptionCreatedData = z.infer<typeof inscriptionCreatedSchema>;

export const inscriptionCreated: EventContract<typeof inscriptionCreatedSchema> = {
  name: EVENT_NAMES.inscriptionCreated,
  version: 1,
  schema: inscriptionCreatedSchema,
};
