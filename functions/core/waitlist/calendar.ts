import type { StoredActivity } from "../activities/stored-activity";
import { publicActivity } from "../activities/stored-activity";
import { publicPlaces, type WaitlistCounters, waitlistOpen } from "./rules";

/**
 * An outing as the public calendar shows it: full while freed places are held for its waiting
 * list, and whether that list takes entries (the card's « M'inscrire sur la liste d'attente »).
 */
export function calendarActivity(
  stored: StoredActivity & WaitlistCounters,
  now: Date,
  offersStopHours: number,
) {
  const open = waitlistOpen(stored, now, offersStopHours);
  return {
    ...publicActivity(stored),
    places_disponibles: publicPlaces(stored, now),
    ...(open ? { liste_attente_ouverte: true } : {}),
  };
}
