import { REFUND_MODES } from "../payments/refund-modes";
import { z } from "../zod";

/**
 * What the page « Annuler mon inscription » shows of a registration: the answer of
 * GET /api/inscriptions/{inscription_id}/annulation?jeton=… (and, with `outcome`, of the POST).
 * amount is integer centimes; free_until is the last instant a cancellation is free (ISO).
 */
export const cancellationViewSchema = z.object({
  inscription_id: z.string().min(1),
  activity_title: z.string().min(1),
  activity_date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  heure_rdv: z.string(),
  participants: z.number().int().positive(),
  amount: z.number().int().nonnegative(),
  status: z.string().min(1),
  terms: z.enum(["free", "late", "past"]),
  free_until: z.string(),
  cancellation_requested: z.boolean(),
  refund: z.enum(REFUND_MODES),
  /** A booking of /reservation-vtt: the page calls it a « réservation ». */
  kind: z.literal("booking").optional(),
});

export type CancellationView = z.infer<typeof cancellationViewSchema>;

/** The POST's answer: cancelled at once, or passed to the provider. */
export const cancellationOutcomeSchema = cancellationViewSchema.extend({
  outcome: z.enum(["cancelled", "requested"]),
});

export type CancellationOutcome = z.infer<typeof cancellationOutcomeSchema>;
