import { REFUND_MODES } from "../payments/refund-modes";
import * as z from "../zod";
import type { EventContract } from "./envelope";
import { EVENT_NAMES } from "./names";

/**
 * One participant of a registration cancelled alone (never the registrant: she cancels the whole).
 * Ids, her position in the registration (1 = the first one named), counts and amounts only: the
 * notifier reads her name by the registration's id and the position.
 */
const participantFacts = {
  inscription_id: z.string().check(z.minLength(1)),
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string(),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** 1… : the participant's place in `participants` plus one (0 is the registrant). */
  position: z.number().check(z.int(), z.positive()),
  /** Her share of the amount: the price per person, plus the rental supplement if she rented. */
  share_centimes: z.number().check(z.int(), z.nonnegative()),
};

/**
 * Cancelled more than 72 h before the meeting: her place (and rental bike) are back, the
 * registration counts one person fewer and owes her share less; a paid one gets the share back.
 */
export const inscriptionParticipantCancelledSchema = z.strictObject({
  ...participantFacts,
  previous_status: z.enum(["pending_payment", "paid"]),
  /** Persons still registered, and the registration's new amount. */
  participants: z.number().check(z.int(), z.positive()),
  amount_centimes: z.number().check(z.int(), z.nonnegative()),
  refund: z.enum(REFUND_MODES),
  /** Rental bikes given back (0 or 1). */
  bikes_released: z.number().check(z.int(), z.nonnegative()),
  /** The outing's places once hers is back (null: no limit), as read when cancelling. */
  places_disponibles: z.nullable(z.number().check(z.int(), z.nonnegative())),
});

/**
 * Asked within 72 h of the meeting for one participant: nothing changes, the provider decides
 * (terms: her share stays due).
 */
export const inscriptionParticipantCancellationRequestedSchema = z.strictObject({
  ...participantFacts,
  participants: z.number().check(z.int(), z.positive()),
  amount_centimes: z.number().check(z.int(), z.nonnegative()),
  status: z.enum(["pending_payment", "paid"]),
});

export type InscriptionParticipantCancelledData = z.infer<
  typeof inscriptionParticipantCancelledSchema
>;

export const inscriptionParticipantCancelled: EventContract<
  typeof inscriptionParticipantCancelledSchema
> = {
  name: EVENT_NAMES.inscriptionParticipantCancelled,
  version: 1,
  schema: inscriptionParticipantCancelledSchema,
};

export const inscriptionParticipantCancellationRequested: EventContract<
  typeof inscriptionParticipantCancellationRequestedSchema
> = {
  name: EVENT_NAMES.inscriptionParticipantCancellationRequested,
  version: 1,
  schema: inscriptionParticipantCancellationRequestedSchema,
};
