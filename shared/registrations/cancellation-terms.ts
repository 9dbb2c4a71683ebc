/**
 * The terms' cancellation rule (conditions générales, article 5): free up to
 * POLICY.freeCancellationHours (72 h) before departure, the meeting time read in Europe/Zurich.
 * Exactly 72 h before is still free; one second later it is not.
 */
import { POLICY } from "../constants/offer";
import { meetingInstant } from "../time";

const HOUR_MS = 3_600_000;

/** `free`: cancelled at once; `late`: the request goes to the provider; `past`: it has started. */
export type CancellationTerms = "free" | "late" | "past";

/** The last instant a cancellation is free. */
export function freeCancellationUntil(activity: { date: string; heure_rdv: string }): Date {
  const meeting = meetingInstant(activity.date, activity.heure_rdv).getTime();
  return new Date(meeting - POLICY.freeCancellationHours * HOUR_MS);
}

export function cancellationTerms(
  activity: { date: string; heure_rdv: string },
  now: Date,
): CancellationTerms {
  const meeting = meetingInstant(activity.date, activity.heure_rdv).getTime();
  if (now.getTime() >= meeting) return "past";
  return now.getTime() <= freeCancellationUntil(activity).getTime() ? "free" : "late";
}

/** The terms' own sentence (web/src/content/terms.ts, article 5), shown on the page and e-mails. */
export const CANCELLATION_RULE_TEXT = `L'annulation est gratuite jusqu'à ${POLICY.freeCancellationHours} heures avant le départ. Passé ce délai, le prix de la sortie reste dû.`;
