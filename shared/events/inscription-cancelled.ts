import { REFUND_MODES } from "../payments/refund-modes";
import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/** Ids and non-personal facts of a registration that a cancellation is about. */
const cancellationFacts = {
  inscription_id: z.string().check(z.minLength(1)),
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string(),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  participants: z.number().check(z.int(), z.positive()),
  amount_centimes: z.number().check(z.int(), z.nonnegative()),
};

/**
 * The visitor cancelled in time (more than 72 h before the meeting time): the registration is
 * `cancelled` and its places are back. The notifier tells the visitor and the provider.
 */
export const inscriptionCancelledSchema = z.strictObject({
  ...cancellationFacts,
  previous_status: z.enum(["pending_payment", "paid"]),
  refund: z.enum(REFUND_MODES),
  status: z.literal("cancelled"),
  /**
   * Places the outing has once this registration gave its own back (null: no limit), as read
   * when cancelling, for the provider's dashboard (like InscriptionCreated's).
   */
  places_disponibles: z.nullable(z.number().check(z.int(), z.nonnegative())),
  /**
   * Who cancelled: absent or `visitor` (the cancellation link), `provider` (the founders cancelled
   * the date: the visitor owes nothing, whatever the 72 h rule says).
   */
  cancelled_by: z.optional(z.enum(["visitor", "provider"])),
});

/**
 * The visitor asked to cancel within 72 h of the meeting time: the registration stays as it is
 * and the provider decides (terms: the price stays due).
 */
export const inscriptionCancellationRequestedSchema = z.strictObject({
  ...cancellationFacts,
  status: z.enum(["pending_payment", "paid"]),
});

export type InscriptionCancelledData = z.infer<typeof inscriptionCancelledSchema>;
export type InscriptionCancellationRequestedData = z.infer<
  typeof inscriptionCancellationRequestedSchema
>;

export const inscriptionCancelled: EventContract<typeof inscriptionCancelledSchema> = {
  name: EVENT_NAMES.inscriptionCancelled,
  version: 1,
  schema: inscriptionCancelledSchema,
};

export const inscriptionCancellationRequested: EventContract<
  typeof inscriptionCancellationRequestedSchema
> = {
  name: EVENT_NAMES.inscriptionCancellationRequested,
  version: 1,
  schema: inscriptionCancellationRequestedSchema,
};
