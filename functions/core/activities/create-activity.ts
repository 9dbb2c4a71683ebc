import { activityPublished } from "@shared/events/activity-events";
import { buildEvent } from "@shared/events/envelope";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import type { ActivityInput } from "@shared/schemas/activity-input";
import { activityId } from "./import";
import type { TeamActivityPorts, TeamAnswer } from "./ports";
import { activityFields, type StoredActivity } from "./stored-activity";
import { teamActivityView } from "./team-activity-view";

/** The scope of the team's create answers in the idempotency table. */
export const TEAM_ACTIVITIES_IDEMPOTENCY_SCOPE = "equipe-sorties";

const MAX_SUFFIX = 50;
const MAX_CONFLICTS = 5;

/**
 * Publishes a new outing (the team space's form, or a new line of the import file). Its id is
 * `activityId(date, titre)`, with « -2 », « -3 »... when taken: the Put is conditional, so neither
 * a double submit nor an id clash overwrites an outing. With an Idempotency-Key (`answerKey`, the
 * scoped record key), a retry gets the first answer back and stores nothing twice. The outing,
 * its ActivityPublished event (with the acting account's id) and the answer are one transaction.
 */
export async function createActivity(
  input: ActivityInput,
  actorId: string,
  answerKey: string | undefined,
  ports: Pick<
    TeamActivityPorts,
    "writes" | "getStoredAnswer" | "publishAndClear" | "clock" | "newId"
  >,
  /** The import file's own id: taken as is, never suffixed (an outing with it exists: 409). */
  exactId?: string,
): Promise<TeamAnswer> {
  if (answerKey) {
    const stored = await ports.getStoredAnswer(answerKey);
    if (stored) return stored;
  }
  const fields = activityFields(input);
  const base = activityId(fields.date, fields.titre);
  let suffix = 1;
  for (let conflicts = 0; suffix <= MAX_SUFFIX && conflicts <= MAX_CONFLICTS; ) {
    const now = ports.clock.now();
    const activity: StoredActivity = {
      id: exactId ?? (suffix === 1 ? base : `${base}-${suffix}`),
      ...fields,
      places_disponibles: fields.places_offertes,
      masquee: false,
      created_at: now.toISOString(),
      updated_at: now.toISOString(),
    };
    const event = buildEvent(
      activityPublished,
      {
        activity_id: activity.id,
        activity_title: activity.titre,
        activity_date: activity.date,
        actor_id: actorId,
        places_offertes: fields.places_offertes,
        prix_centimes: fields.prix_centimes,
        masquee: false,
      },
      ports.newId(),
      now,
    );
    const response: TeamAnswer = {
      statusCode: 201,
      body: { success: true, sortie: teamActivityView(activity, [], []) },
    };
    const outcome = await ports.writes.create({
      activity,
      event,
      ...(answerKey ? { idempotency: { recordKey: answerKey, response } } : {}),
    });
    if (outcome === "ok") {
      await ports.publishAndClear([event]);
      return response;
    }
    if (outcome === "duplicate" && answerKey) {
      const stored = await ports.getStoredAnswer(answerKey);
      if (stored) return stored;
    }
    if (outcome === "condition" && exactId) {
      return {
        statusCode: 409,
        body: { success: false, error: TEAM_ACTIVITY_ERRORS.alreadyExists },
      };
    }
    if (outcome === "condition") suffix++;
    else conflicts++;
  }
  return { statusCode: 503, body: { success: false, error: TEAM_ACTIVITY_ERRORS.busy } };
}
