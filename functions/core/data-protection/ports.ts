import type { RetentionRule } from "@shared/data-protection/retention";

/** The kinds the retention job applies (the waiting list's entries are erased by their own table). */
export type RetentionKind = Extract<
  RetentionRule["kind"],
  "registration" | "contactMessage" | "quoteRequest" | "newsletterUnconfirmed"
>;

export const RETENTION_KINDS: readonly RetentionKind[] = [
  "registration",
  "contactMessage",
  "quoteRequest",
  "newsletterUnconfirmed",
];

/**
 * One record whose period has ended, as the scheduler hands it to the worker: its kind and id
 * (a newsletter sign-up by its subscriber_id, so that no address travels through the queue).
 */
export interface RetentionMessage {
  kind: RetentionKind;
  id: string;
  /**
   * A registration's: the date of its outing as the activities' index gave it (the outing's date
   * may have been moved after the registration stored its own copy).
   */
  outing_date?: string;
}

/** A quote request is erased, or anonymised when a direct payment of its own stays for the books. */
export type QuoteRequestErasure = "erased" | "anonymised" | "unchanged";

/**
 * The anonymising and erasing writes, each one conditional: done once, a second call changes
 * nothing and answers false (or « unchanged »). Without their limit (`lastAnswerOnOrBefore`), they
 * apply at once: the team's « Effacer » of a person's data uses them so.
 */
export interface RetentionWrites {
  /**
   * Removes a registration's personal fields (personal-fields.ts) and sets anonymised_at, once.
   * Whether its outing is old enough is the caller's to check (applyRetention does).
   */
  anonymiseRegistration(id: string, at: string): Promise<boolean>;
  /** Erases a contact message; only if its last answer was at or before `lastAnswerOnOrBefore`. */
  eraseContactMessage(id: string, limit?: { lastAnswerOnOrBefore?: string }): Promise<boolean>;
  /**
   * Erases a quote request, or, when a direct payment was opened for it (its `status`), removes
   * its personal fields and takes it out of the team's lists; same limit as a contact message.
   */
  eraseQuoteRequest(
    id: string,
    at: string,
    limit?: { lastAnswerOnOrBefore?: string },
  ): Promise<QuoteRequestErasure>;
  /** Erases a newsletter sign-up still pending, requested at or before `requestedOnOrBefore`. */
  erasePendingSubscriber(subscriberId: string, requestedOnOrBefore: string): Promise<boolean>;
}

/** A request as the retention job reads it from the `by-handling` index. */
export interface RequestCandidate {
  id: string;
  created_at: string;
  handling_changed_at?: string;
}

/** Where the job finds what is due: indexes only, never a Scan. */
export interface RetentionCandidates {
  /** The outings on a date (a day's range of the activities' `by-start` index). */
  activitiesOn(date: string): Promise<{ id: string }[]>;
  /** An outing's registrations (inscriptions' `by-activity` index). */
  registrationsOf(activityId: string): Promise<{ id: string; anonymised_at?: string }[]>;
  /** Requests created at or before `cutoff`, either status (`by-handling` index). */
  requestsCreatedOnOrBefore(
    kind: "contactMessage" | "quoteRequest",
    cutoff: string,
  ): Promise<RequestCandidate[]>;
  /** Pending newsletter sign-ups requested at or before `cutoff` (sparse `by-pending` index). */
  pendingSubscribersRequestedOnOrBefore(cutoff: string): Promise<{ subscriber_id: string }[]>;
}
