import { z } from "../zod";

/**
 * What the confirmation page shows of a registration: the navigation state the registration
 * dialog sets (spec section 3, plus the id, the date and the meeting time) and, with the
 * registration's status, the answer of GET /api/inscriptions/{inscription_id}?jeton=… that a
 * payment link loads. amount is integer centimes; customer_name is the first then the last name.
 */
export const registrationSummarySchema = z.object({
  inscription_id: z.string().min(1),
  activity_id: z.string().min(1),
  activity_title: z.string().min(1),
  email: z.string().min(1),
  customer_name: z.string().min(1),
  participants: z.number().int().positive(),
  amount: z.number().int().nonnegative(),
  activity_date: z.string().optional(),
  heure_rdv: z.string().optional(),
  /** The reference read over the phone (« JV-7K3M-Q9 »); absent on older registrations. */
  short_reference: z.string().optional(),
  /** When it is cancelled if still unpaid: the server's deadline (ISO instant), never recomputed. */
  deadline: z.string().optional(),
  /** A booking of /reservation-vtt: the page calls it a « réservation ». */
  kind: z.literal("booking").optional(),
  /** "pending_payment" until paid, then "paid"; any other status offers no payment. */
  status: z.string().min(1),
});

export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;
