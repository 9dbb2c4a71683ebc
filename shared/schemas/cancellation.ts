import { REFUND_MODES } from "../payments/refund-modes";
import * as z from "../zod";

/**
 * A person of the registration, as the link holder sees her (her own data): position 0 is the
 * person registering, 1… the participants she named; `annule` once cancelled alone,
 * `annulation_demandee` once a late request was recorded for her alone.
 */
export const cancellationPersonSchema = z.object({
  position: z.number().check(z.int(), z.nonnegative()),
  prenom: z.string(),
  nom: z.string(),
  annule: z.boolean(),
  annulation_demandee: z.optional(z.boolean()),
});

export type CancellationPerson = z.infer<typeof cancellationPersonSchema>;

/**
 * What the page « Annuler mon inscription » shows of a registration: the answer of
 * GET /api/inscriptions/{inscription_id}/annulation?jeton=… (and, with `outcome`, of the POST).
 * amount is integer centimes; free_until is the last instant a cancellation is free (ISO).
 */
export const cancellationViewSchema = z.object({
  inscription_id: z.string().check(z.minLength(1)),
  activity_title: z.string().check(z.minLength(1)),
  activity_date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  heure_rdv: z.string(),
  participants: z.number().check(z.int(), z.positive()),
  amount: z.number().check(z.int(), z.nonnegative()),
  status: z.string().check(z.minLength(1)),
  terms: z.enum(["free", "late", "past"]),
  free_until: z.string(),
  cancellation_requested: z.boolean(),
  refund: z.enum(REFUND_MODES),
  /** A booking of /reservation-vtt: the page calls it a « réservation ». */
  kind: z.optional(z.literal("booking")),
  /** Everyone named (cancelled ones too), when the registration named its participants. */
  personnes: z.optional(z.array(cancellationPersonSchema)),
});

export type CancellationView = z.infer<typeof cancellationViewSchema>;

/**
 * The POST's answer: cancelled at once, or passed to the provider; `participant` when one
 * participant alone was concerned (her position).
 */
export const cancellationOutcomeSchema = z.extend(cancellationViewSchema, {
  outcome: z.enum(["cancelled", "requested"]),
  participant: z.optional(z.number().check(z.int(), z.positive())),
  /** Her share (centimes): refunded when paid, no longer owed otherwise. */
  part_amount: z.optional(z.number().check(z.int(), z.nonnegative())),
});

export type CancellationOutcome = z.infer<typeof cancellationOutcomeSchema>;
