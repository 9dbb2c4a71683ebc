import { type Activity, activitySchema } from "../../../../shared/schemas/activity";
import * as z from "../../../../shared/zod";

const activitiesSchema = z.array(activitySchema);

/** The body of GET /api/activities, validated with the shared schema (never trusted blindly). */
export function parseActivities(body: unknown): Activity[] {
  return activitiesSchema.parse(body);
}
