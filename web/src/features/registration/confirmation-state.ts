import { z } from "zod";
import type { Activity } from "../../../../shared/schemas/activity";
import type { Registration } from "../../../../shared/schemas/registration";
import { type RegistrationSuccess, totalPriceToCentimes } from "./registration-messages";

/** The path of the confirmation page, reached only after a registration. */
export const CONFIRMATION_PATH = "/confirmation-inscription";

/**
 * Navigation state of /confirmation-inscription (spec section 3), plus the outing's date and
 * meeting time so the summary can show them. amount is integer centimes.
 */
export const confirmationStateSchema = z.object({
  activity_id: z.string().min(1),
  activity_title: z.string().min(1),
  email: z.string().min(1),
  customer_name: z.string().min(1),
  participants: z.number().int().positive(),
  amount: z.number().int().nonnegative(),
  activity_date: z.string().optional(),
  heure_rdv: z.string().optional(),
});

export type ConfirmationState = z.infer<typeof confirmationStateSchema>;

/** Builds the state from what was sent and what the server answered (never from the browser's sum). */
export function buildConfirmationState(
  payload: Registration,
  result: RegistrationSuccess,
  activity: Activity | null,
): ConfirmationState {
  return {
    activity_id: payload.activity_id,
    activity_title: result.activityTitle,
    email: payload.email,
    customer_name: `${payload.prenom} ${payload.nom}`,
    participants: payload.nombre_participants,
    amount: totalPriceToCentimes(result.totalPrice),
    ...(activity ? { activity_date: activity.date, heure_rdv: activity.heure_rdv } : {}),
  };
}

/** The state when it is complete and well formed, otherwise null (the page then redirects). */
export function readConfirmationState(state: unknown): ConfirmationState | null {
  const parsed = confirmationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
