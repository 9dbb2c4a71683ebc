import type { Activity } from "@shared/schemas/activity";
import type { Registration } from "@shared/schemas/registration";
import { registrationSummarySchema } from "@shared/schemas/registration-summary";
import * as z from "@shared/zod";
import { type RegistrationSuccess, totalPriceToCentimes } from "./registration-messages";

export { CONFIRMATION_PATH } from "@shared/payments/payment-link";

/**
 * Navigation state of /confirmation-inscription (spec section 3), plus the registration's id (the
 * payment is made for it) and the outing's date and meeting time so the summary can show them:
 * the summary a payment link loads, without its status (a registration just made is unpaid).
 * amount is integer centimes. It lives in the history entry only, never in the tab's storage: a
 * way back from elsewhere (Stripe, an e-mail) is the registration's payment link.
 */
export const confirmationStateSchema = z.omit(registrationSummarySchema, { status: true });

export type ConfirmationState = z.infer<typeof confirmationStateSchema>;

/** Builds the state from what was sent and what the server answered (never from the browser's sum). */
export function buildConfirmationState(
  payload: Registration,
  result: RegistrationSuccess,
  activity: Activity | null,
): ConfirmationState {
  return {
    inscription_id: result.registrationId,
    activity_id: payload.activity_id,
    activity_title: result.activityTitle,
    email: payload.email,
    customer_name: `${payload.prenom} ${payload.nom}`,
    participants: payload.nombre_participants,
    amount: totalPriceToCentimes(result.totalPrice),
    ...(result.shortReference ? { short_reference: result.shortReference } : {}),
    ...(result.deadline ? { deadline: result.deadline } : {}),
    ...(result.remindAt ? { remind_at: result.remindAt } : {}),
    ...(activity ? { activity_date: activity.date, heure_rdv: activity.heure_rdv } : {}),
  };
}

/** The state when it is complete and well formed, otherwise null. */
export function readConfirmationState(state: unknown): ConfirmationState | null {
  const parsed = confirmationStateSchema.safeParse(state);
  return parsed.success ? parsed.data : null;
}
