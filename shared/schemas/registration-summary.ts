import * as z from "../zod";

/**
 * What the confirmation page shows of a registration: the navigation state the registration
 * dialog sets (spec section 3, plus the id, the date and the meeting time) and, with the
 * registration's status, the answer of GET /api/inscriptions/{inscription_id}?jeton=… that a
 * payment link loads. amount is integer centimes; customer_name is the first then the last name.
 */
export const registrationSummarySchema = z.object({
  inscription_id: z.string().check(z.minLength(1)),
  activity_id: z.string().check(z.minLength(1)),
  activity_title: z.string().check(z.minLength(1)),
  email: z.string().check(z.minLength(1)),
  customer_name: z.string().check(z.minLength(1)),
  participants: z.number().check(z.int(), z.positive()),
  amount: z.number().check(z.int(), z.nonnegative()),
  activity_date: z.optional(z.string()),
  heure_rdv: z.optional(z.string()),
  /** The reference read over the phone (« JV-7K3M-Q9 »); absent on older registrations. */
  short_reference: z.optional(z.string()),
  /** When it is cancelled if still unpaid: the server's deadline (ISO instant), never recomputed. */
  deadline: z.optional(z.string()),
  /**
   * When the payment reminder goes out if still unpaid (ISO instant): absent when none will (too
   * near the outing or the deadline, or sent already). The page promises it only then.
   */
  remind_at: z.optional(z.string()),
  /** A booking of /reservation-vtt: the page calls it a « réservation ». */
  kind: z.optional(z.literal("booking")),
  /** "pending_payment" until paid, then "paid"; any other status offers no payment. */
  status: z.string().check(z.minLength(1)),
});

export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;
