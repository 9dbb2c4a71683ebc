import { z } from "zod";
import type { Activity } from "../../../../shared/schemas/activity";
import type { Registration } from "../../../../shared/schemas/registration";
import { type RegistrationSuccess, totalPriceToCentimes } from "./registration-messages";

/** The path of the confirmation page, reached only after a registration. */
export const CONFIRMATION_PATH = "/confirmation-inscription";

/**
 * Navigation state of /confirmation-inscription (spec section 3), plus the registration's id (the
 * payment is made for it) and the outing's date and meeting time so the summary can show them.
 * amount is integer centimes.
 */
export const confirmationStateSchema = z.object({
  inscription_id: z.string().min(1),
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
    inscription_id: result.inscriptionId,
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

const REMEMBERED_KEY = "confirmation-inscription";

/**
 * Keeps the state for this browser tab (sessionStorage, gone when the tab closes). The payment
 * provider's « back to the site » link opens /confirmation-inscription?inscription_id=… as a new
 * page, without navigation state; the same registration is then found here. The browser's own
 * back button needs none of this: the state stays in the history entry.
 */
export function rememberConfirmation(state: ConfirmationState): void {
  try {
    sessionStorage.setItem(REMEMBERED_KEY, JSON.stringify(state));
  } catch {
    // Storage refused (private mode, quota): the history entry still carries the state.
  }
}

/** The remembered state of this registration, or null (none, another one, or unreadable). */
export function recallConfirmation(inscriptionId: string | null): ConfirmationState | null {
  if (!inscriptionId) return null;
  try {
    const remembered = sessionStorage.getItem(REMEMBERED_KEY);
    const state = remembered ? readConfirmationState(JSON.parse(remembered)) : null;
    return state?.inscription_id === inscriptionId ? state : null;
  } catch {
    return null;
  }
}

/** Where to pay a registration again (the page finds its state through recallConfirmation). */
export function confirmationPathFor(inscriptionId: string): string {
  return `${CONFIRMATION_PATH}?inscription_id=${encodeURIComponent(inscriptionId)}`;
}
