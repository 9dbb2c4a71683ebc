import {
  type Activity,
  activitySchema,
  type PastActivitiesPage,
  pastActivitiesPageSchema,
} from "@shared/schemas/activity";
import * as z from "@shared/zod";

const activitiesSchema = z.array(activitySchema);

/** The body of GET /api/activities, validated with the shared schema (never trusted blindly). */
export function parseActivities(body: unknown): Activity[] {
  return activitiesSchema.parse(body);
}

/** The body of GET /api/activities/passees, validated likewise. */
export function parsePastPage(body: unknown): PastActivitiesPage {
  return pastActivitiesPageSchema.parse(body);
}
