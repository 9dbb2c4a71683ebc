import { TEAM_CANCELLATION_ERRORS } from "../messages/team-cancellation";
import * as z from "../zod";

/** POST /api/equipe/sorties/{id}/annulation: the founders' reason, told to every visitor. */
export const cancelActivityInputSchema = z.strictObject({
  raison: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, TEAM_CANCELLATION_ERRORS.reasonMissing),
      z.maxLength(500, TEAM_CANCELLATION_ERRORS.reasonMissing),
    ),
});
export type CancelActivityInput = z.infer<typeof cancelActivityInputSchema>;

/** POST /api/equipe/sorties/{id}/message: one e-mail to every registration holding places. */
export const participantsMessageInputSchema = z.strictObject({
  objet: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, TEAM_CANCELLATION_ERRORS.subjectMissing),
      z.maxLength(150, TEAM_CANCELLATION_ERRORS.subjectMissing),
    ),
  texte: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, TEAM_CANCELLATION_ERRORS.textMissing),
      z.maxLength(5000, TEAM_CANCELLATION_ERRORS.textMissing),
    ),
});
export type ParticipantsMessageInput = z.infer<typeof participantsMessageInputSchema>;

/** Counts of a cancellation: what will happen (preview) or what has happened (progress). */
export const cancellationCountsSchema = z.object({
  /** Registrations holding places (preview), or handled by the job out of all (progress). */
  inscriptions: z.number().check(z.int(), z.nonnegative()),
  personnes: z.number().check(z.int(), z.nonnegative()),
  /** Refunded (or to refund) through Stripe or PayPal. */
  rembourse_centimes: z.number().check(z.int(), z.nonnegative()),
  /** Payments to refund by hand (bank transfer, TWINT by hand, Shopify). */
  remboursements_a_la_main: z.number().check(z.int(), z.nonnegative()),
});
export type CancellationCounts = z.infer<typeof cancellationCountsSchema>;

/** The job's progress, as the job stores it on the outing after each registration. */
export const cancellationProgressSchema = z.extend(cancellationCountsSchema, {
  total: z.number().check(z.int(), z.nonnegative()),
  /** Refunds the provider has not accepted yet: the payments desk retries them. */
  remboursements_en_attente: z.number().check(z.int(), z.nonnegative()),
  terminee: z.boolean(),
});
export type CancellationProgress = z.infer<typeof cancellationProgressSchema>;

/** GET /api/equipe/sorties/{id}/annulation. */
export const cancellationViewSchema = z.discriminatedUnion("etat", [
  z.object({
    etat: z.literal("a_confirmer"),
    apercu: cancellationCountsSchema,
  }),
  z.object({
    etat: z.literal("annulee"),
    raison: z.string(),
    annulee_le: z.string(),
    progression: cancellationProgressSchema,
  }),
]);
export type CancellationView = z.infer<typeof cancellationViewSchema>;

/** POST /api/equipe/sorties/{id}/message's answer. */
export const participantsMessageAnswerSchema = z.object({
  success: z.literal(true),
  destinataires: z.number().check(z.int(), z.positive()),
});

/** GET and POST /api/equipe/sorties/{id}/annulation's answer. */
export const cancellationAnswerSchema = z.object({
  success: z.literal(true),
  annulation: cancellationViewSchema,
});
