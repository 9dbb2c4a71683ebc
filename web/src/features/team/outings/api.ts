import type { ActivityInput } from "@shared/schemas/activity-input";
import {
  type ActivitySeriesForm,
  activitySeriesAnswerSchema,
  seriesActAnswerSchema,
  seriesAnswerSchema,
} from "@shared/schemas/activity-series";
import {
  teamActivityAnswerSchema,
  teamActivityListSchema,
  teamPastActivitiesPageSchema,
} from "@shared/schemas/team";
import { activityPath, type TeamClient } from "../shared/team-client";

/** The outings' requests: the list, past outings page by page, one outing, its edits. */
export function outingsApi(client: TeamClient) {
  return {
    listActivities: (signal?: AbortSignal) =>
      client.get(teamActivityListSchema, "/api/equipe/sorties", signal),
    listPastActivities: (cursor: string) =>
      client.get(
        teamPastActivitiesPageSchema,
        `/api/equipe/sorties/passees?apres=${encodeURIComponent(cursor)}`,
      ),
    showActivity: (id: string, signal?: AbortSignal) =>
      client.get(teamActivityAnswerSchema, activityPath(id), signal),
    createActivity: (input: ActivityInput) =>
      client.post(teamActivityAnswerSchema, "/api/equipe/sorties", input),
    publishSeries: (series: ActivitySeriesForm, idempotencyKey: string) =>
      client.post(activitySeriesAnswerSchema, "/api/equipe/series", series, { idempotencyKey }),
    showSeries: (id: string, signal?: AbortSignal) =>
      client.get(seriesAnswerSchema, `${activityPath(id)}/serie`, signal),
    editSeries: (id: string, input: ActivityInput) =>
      client.post(seriesActAnswerSchema, `${activityPath(id)}/serie`, input),
    withdrawSeries: (id: string) =>
      client.post(seriesActAnswerSchema, `${activityPath(id)}/serie/retrait`, {}),
    editActivity: (id: string, input: ActivityInput) =>
      client.post(teamActivityAnswerSchema, activityPath(id), input),
    setHidden: (id: string, masquee: boolean) =>
      client.post(teamActivityAnswerSchema, `${activityPath(id)}/visibilite`, { masquee }),
  };
}
