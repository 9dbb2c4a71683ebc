/**
 * Helpers of the cancellation tests, free of the functions (unit tests use them too): the
 * cancellation link of the confirmation e-mail, a clock that tests set, and the instants around
 * the 72 h rule of an activity. Registering through the stack and reading both links:
 * registration-links.ts.
 */
import { freeCancellationUntil } from "@shared/registrations/cancellation-terms";

/** The cancellation link of a visitor e-mail: the address under « Annuler mon inscription ». */
export function cancellationLinkInEmail(text: string): URL {
  const url = /Annuler mon inscription :\r?\n(\S+)/.exec(text)?.[1];
  if (!url) throw new Error("no « Annuler mon inscription » link in this e-mail");
  return new URL(url);
}

/** Real time until a test sets it; `reset` goes back to real time. */
export function settableClock() {
  let fixed: Date | undefined;
  return {
    now: () => fixed ?? new Date(),
    set(at: Date) {
      fixed = at;
    },
    reset() {
      fixed = undefined;
    },
  };
}

const HOUR = 3_600_000;

/** `hours` before the meeting time of the activity (Europe/Zurich). */
export function hoursBeforeMeeting(activity: { date: string; heure_rdv: string }, hours: number) {
  // freeCancellationUntil is 72 h before the meeting.
  return new Date(freeCancellationUntil(activity).getTime() + (72 - hours) * HOUR);
}
