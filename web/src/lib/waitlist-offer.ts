import type { Activity } from "@shared/schemas/activity";
import { isMeetingPast } from "@shared/time";

/**
 * True when the outing offers « M'inscrire sur la liste d'attente » instead of registration: the
 * API says it shows full and its list takes entries, and its meeting time is still ahead. The
 * cards, the registration dialog and the page that composes them read this one rule.
 */
export function offersWaitlist(activity: Activity, now?: Date): boolean {
  return (
    activity.liste_attente_ouverte === true &&
    !isMeetingPast(activity.date, activity.heure_rdv, now)
  );
}
