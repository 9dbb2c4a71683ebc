import { paymentSchedule } from "@shared/registrations/payment-deadlines";
import type { Activity } from "@shared/schemas/activity";
import { meetingInstant } from "@shared/time";
import type { WaitlistEntry } from "./entry";

/**
 * The waiting list's rules, pure: when offers stop, when freed places are held for the list
 * rather than shown to the public, which entry gets them, and until when an offer may be paid.
 */

const HOUR = 3_600_000;

/** An offer is paid within a day at most (earlier near the outing: the registration's rule). */
export const OFFER_PAYMENT_HOURS = 24;

/**
 * An offer's one reminder comes halfway to its deadline, and only when this much time is left
 * then: a reminder an hour before the places go to the next person helps nobody.
 */
export const OFFER_REMINDER_MIN_LEFT_HOURS = 3;

/** The waiting list's own fields on the stored outing, kept by the entries' transactions. */
export interface WaitlistCounters {
  /** Entries still waiting their turn. */
  attente_en_cours?: number;
  /** When offers stop (ISO instant), written when an entry joins. */
  attente_fin?: string;
}

/** Offers (and new entries) stop this long before the meeting time. */
export function offersStopAt(activity: Pick<Activity, "date" | "heure_rdv">, hours: number): Date {
  return new Date(meetingInstant(activity.date, activity.heure_rdv).getTime() - hours * HOUR);
}

/** Entries wait and offers have not stopped: places freed are the list's, not the public's. */
export function placesHeldForWaitlist(activity: WaitlistCounters, now: Date): boolean {
  return (
    (activity.attente_en_cours ?? 0) > 0 &&
    activity.attente_fin !== undefined &&
    now.getTime() < Date.parse(activity.attente_fin)
  );
}

/** The places the public may take: none while they are held for the list. */
export function publicPlaces(
  activity: Pick<Activity, "places_disponibles"> & WaitlistCounters,
  now: Date,
): number | null {
  if (activity.places_disponibles === null) return null;
  return placesHeldForWaitlist(activity, now) ? 0 : activity.places_disponibles;
}

/**
 * The list takes entries: a shown outing with a limit, full for the public, before offers stop.
 */
export function waitlistOpen(
  activity: Pick<Activity, "date" | "heure_rdv" | "places_disponibles"> &
    WaitlistCounters & { masquee?: boolean; annulation?: unknown },
  now: Date,
  stopHours: number,
): boolean {
  if (activity.masquee || activity.annulation) return false;
  if (publicPlaces(activity, now) !== 0) return false;
  return now.getTime() < offersStopAt(activity, stopHours).getTime();
}

/** The list in order of arrival (entry ids sort by time). */
export function inArrivalOrder<T extends Pick<WaitlistEntry, "entry_id">>(entries: T[]): T[] {
  return [...entries].sort((a, b) => a.entry_id.localeCompare(b.entry_id));
}

/**
 * The first waiting entry, in order of arrival, whose wanted places all fit in the free ones: an
 * entry is offered all its places or none, and a bigger wish ahead does not block a smaller one.
 */
export function nextEntryThatFits<T extends Pick<WaitlistEntry, "entry_id" | "status" | "places">>(
  entries: T[],
  free: number,
): T | undefined {
  return inArrivalOrder(entries).find((e) => e.status === "waiting" && e.places <= free);
}

/** 1 for the first entry still waiting; undefined once the entry no longer waits. */
export function rankOf(entries: Pick<WaitlistEntry, "entry_id" | "status">[], entryId: string) {
  const waiting = inArrivalOrder(entries).filter((e) => e.status === "waiting");
  const index = waiting.findIndex((e) => e.entry_id === entryId);
  return index < 0 ? undefined : index + 1;
}

/**
 * Until when an offer may be paid: the registration's own deadline (a few hours before the
 * meeting at the latest), and never more than OFFER_PAYMENT_HOURS after the offer.
 */
export function offerDeadline(offeredAt: Date, activity: Pick<Activity, "date" | "heure_rdv">) {
  const { deadline } = paymentSchedule({ createdAt: offeredAt, activity });
  return new Date(Math.min(deadline.getTime(), offeredAt.getTime() + OFFER_PAYMENT_HOURS * HOUR));
}

/**
 * An offer's deadline and its reminder: the registration's reminder (24 h after) would never
 * come before an offer's deadline, so an offer has its own, halfway (12 h after a 24 h offer),
 * or none when less than OFFER_REMINDER_MIN_LEFT_HOURS would be left then.
 */
export function offerSchedule(
  offeredAt: Date,
  activity: Pick<Activity, "date" | "heure_rdv">,
): { deadline: Date; remindAt: Date | null } {
  const deadline = offerDeadline(offeredAt, activity);
  const halfway = offeredAt.getTime() + (deadline.getTime() - offeredAt.getTime()) / 2;
  const left = deadline.getTime() - halfway;
  return {
    deadline,
    remindAt: left >= OFFER_REMINDER_MIN_LEFT_HOURS * HOUR ? new Date(halfway) : null,
  };
}
