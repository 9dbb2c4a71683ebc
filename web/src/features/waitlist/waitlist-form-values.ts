import { LIMITS } from "@shared/constants/offer";
import type { Activity } from "@shared/schemas/activity";
import type { OutingConsentValues } from "../../components/form/outing-consents";
import { EMPTY_PERSON } from "../../components/form/PersonFields";

/** The form's own values: consents start unticked, until the shared schema validates them. */
export interface WaitlistFormValues extends OutingConsentValues {
  activity_id: string;
  nom: string;
  prenom: string;
  email: string;
  telephone: string;
  places: number;
}

/**
 * The most places one entry may ask for: the outing's limit per registration (the server checks
 * it against the places the outing offers).
 */
export const WAITLIST_PLACES_MAX = LIMITS.registrationParticipantsMax;

/** A typed number, or NaN for an empty or non-numeric field: the schema refuses it in French. */
export function placesFromInput(value: unknown): number {
  if (typeof value === "number") return value;
  const text = String(value ?? "").trim();
  return text === "" ? Number.NaN : Number(text);
}

export function emptyWaitlistForm(activity: Activity): WaitlistFormValues {
  return {
    activity_id: activity.id,
    ...EMPTY_PERSON,
    places: 1,
    accepte_conditions: false,
    assurance_rc: false,
    assurance_accident: false,
    autorisation_rgpd: false,
  };
}
