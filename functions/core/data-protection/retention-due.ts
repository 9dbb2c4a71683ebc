import { type RetentionPeriod, retentionRule } from "@shared/data-protection/retention";
import { addDaysIso, zurichToday } from "@shared/time";
import { subDays, subMonths } from "date-fns";

/**
 * When each kind of record is due, from the periods of shared/data-protection/retention.ts (never
 * copied here). Pure: the scheduler and the worker compute the same limits from the same "now".
 */

/** A missed run (an outage, a failed night) is caught up by the next runs within this many days. */
export const CATCH_UP_DAYS = 14;

/** A calendar date (yyyy-mm-dd) moved back by a period; the 31st becomes the month's last day. */
export function dateBefore(date: string, period: RetentionPeriod): string {
  if (period.unit === "days") return addDaysIso(date, -period.amount);
  const [y, m, d] = date.split("-").map(Number);
  const shifted = subMonths(new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, 12)), period.amount);
  return shifted.toISOString().slice(0, 10);
}

/** An instant moved back by a period. */
export function instantBefore(now: Date, period: RetentionPeriod): Date {
  const before =
    period.unit === "days" ? subDays(now, period.amount) : subMonths(now, period.amount);
  // A plain Date: a zoned one would print its ISO string with an offset, and the stored instants
  // (UTC, « Z ») are compared as strings.
  return new Date(before.getTime());
}

/**
 * The latest outing date whose registrations are due at `now`: the period has fully passed (24
 * months and one day after the outing, in Europe/Zurich), so an outing 24 months ago to the day
 * is kept until tomorrow.
 */
export function lastOutingDateDue(now: Date): string {
  return addDaysIso(dateBefore(zurichToday(now), retentionRule("registration").period), -1);
}

/** The outing dates a run looks at: the last one due and the CATCH_UP_DAYS before it. */
export function outingDatesToAnonymise(now: Date, catchUpDays: number = CATCH_UP_DAYS): string[] {
  const last = lastOutingDateDue(now);
  return Array.from({ length: catchUpDays }, (_unused, i) => addDaysIso(last, -i));
}

/**
 * A contact message or quote request is erased once its last answer (when it was last marked
 * handled, or back to handle) is older than the period; one never marked counts from its
 * creation. The ISO instant at or before which that moment must lie.
 */
export function requestCutoff(now: Date, kind: "contactMessage" | "quoteRequest"): string {
  return instantBefore(now, retentionRule(kind).period).toISOString();
}

/** What a request's retention counts from: its last change of handling, else its creation. */
export function requestLastAnswer(request: {
  created_at: string;
  handling_changed_at?: string;
}): string {
  return request.handling_changed_at ?? request.created_at;
}

/** A request (contact message, quote request) whose retention period has passed at `cutoff`. */
export function isRequestDue(
  request: { created_at: string; handling_changed_at?: string },
  cutoff: string,
): boolean {
  return Date.parse(requestLastAnswer(request)) <= Date.parse(cutoff);
}

/** Newsletter sign-ups still pending when requested at or before this instant are erased. */
export function unconfirmedNewsletterCutoff(now: Date): string {
  return instantBefore(now, retentionRule("newsletterUnconfirmed").period).toISOString();
}
