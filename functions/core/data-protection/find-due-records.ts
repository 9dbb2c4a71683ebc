import type { Clock } from "../clock";
import type { RetentionCandidates, RetentionMessage } from "./ports";
import {
  isRequestDue,
  outingDatesToAnonymise,
  requestCutoff,
  unconfirmedNewsletterCutoff,
} from "./retention-due";

/**
 * What the retention job has to do at `now`, found through indexes (never a Scan):
 * 1. Registrations of the outings held 24 months and one day ago, and of the CATCH_UP_DAYS before
 *    (a missed night is caught up), not yet anonymised.
 * 2. Contact messages and quote requests created 12 months ago or more (both statuses of the
 *    `by-handling` index) whose last answer is 12 months old too.
 * 3. Newsletter sign-ups still pending 30 days after they were asked for.
 * Periods come from shared/data-protection/retention.ts. Finding a record twice is harmless: the
 * worker's writes are conditional.
 */
export async function findDueRecords(
  ports: RetentionCandidates & { clock: Clock },
): Promise<RetentionMessage[]> {
  const now = ports.clock.now();
  const due: RetentionMessage[] = [];

  for (const date of outingDatesToAnonymise(now)) {
    for (const activity of await ports.activitiesOn(date)) {
      for (const registration of await ports.registrationsOf(activity.id)) {
        if (!registration.anonymised_at) {
          due.push({ kind: "registration", id: registration.id, outing_date: date });
        }
      }
    }
  }

  for (const kind of ["contactMessage", "quoteRequest"] as const) {
    const cutoff = requestCutoff(now, kind);
    for (const request of await ports.requestsCreatedOnOrBefore(kind, cutoff)) {
      if (isRequestDue(request, cutoff)) due.push({ kind, id: request.id });
    }
  }

  const newsletterCutoff = unconfirmedNewsletterCutoff(now);
  for (const pending of await ports.pendingSubscribersRequestedOnOrBefore(newsletterCutoff)) {
    due.push({ kind: "newsletterUnconfirmed", id: pending.subscriber_id });
  }
  return due;
}
