import type { RequestCandidate, RetentionCandidates } from "@core/data-protection/ports";
import { REQUEST_HANDLING } from "@shared/schemas/team-requests";
import type { ActivitiesCalendar } from "./activities-calendar";
import { BY_PENDING_INDEX, PENDING_STATUS } from "./newsletter-subscribers-repository";
import type { RegistrationsRepository } from "./registrations-repository";
import { BY_HANDLING_INDEX } from "./request-inbox";
import { queryAll, type TableContext } from "./table-context";

/**
 * Where the retention job finds what is due, through indexes only: outings by date, their
 * registrations by outing, requests by handling status and creation, pending newsletter sign-ups
 * by the time they were asked for (a sparse index). Ids and dates only: no personal field is read.
 */
export function retentionCandidates({
  client,
  activities,
  registrations,
  contactMessages,
  quoteRequests,
  newsletterSubscribers,
}: {
  client: TableContext["client"];
  activities: Pick<ActivitiesCalendar, "listOnDate">;
  registrations: Pick<RegistrationsRepository, "listByActivity">;
  contactMessages: string;
  quoteRequests: string;
  newsletterSubscribers: string;
}): RetentionCandidates {
  return {
    async activitiesOn(date) {
      return (await activities.listOnDate(date)).map(({ id }) => ({ id }));
    },

    async registrationsOf(activityId) {
      return (await registrations.listByActivity(activityId)).map((r) => ({
        id: r.id,
        anonymised_at: (r as { anonymised_at?: string }).anonymised_at,
      }));
    },

    async requestsCreatedOnOrBefore(kind, cutoff) {
      const tableName = kind === "contactMessage" ? contactMessages : quoteRequests;
      const perStatus = await Promise.all(
        REQUEST_HANDLING.map((handling) =>
          queryAll<RequestCandidate>(client, {
            TableName: tableName,
            IndexName: BY_HANDLING_INDEX,
            KeyConditionExpression: "handling = :h AND created_at <= :cutoff",
            ExpressionAttributeValues: { ":h": handling, ":cutoff": cutoff },
            ProjectionExpression: "id, created_at, handling_changed_at",
          }),
        ),
      );
      return perStatus.flat();
    },

    pendingSubscribersRequestedOnOrBefore(cutoff) {
      return queryAll<{ subscriber_id: string }>(client, {
        TableName: newsletterSubscribers,
        IndexName: BY_PENDING_INDEX,
        KeyConditionExpression: "pending_status = :p AND requested_at <= :cutoff",
        ExpressionAttributeValues: { ":p": PENDING_STATUS, ":cutoff": cutoff },
        ProjectionExpression: "subscriber_id",
      });
    },
  };
}
