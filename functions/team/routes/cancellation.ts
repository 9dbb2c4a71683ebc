import {
  cancelActivity,
  cancellationView,
  TEAM_CANCELLATION_IDEMPOTENCY_SCOPE,
} from "@core/activities/cancel-activity";
import {
  PARTICIPANTS_MESSAGE_IDEMPOTENCY_SCOPE,
  writeToParticipants,
} from "@core/activities/write-to-participants";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { TEAM_CANCELLATION_ERRORS } from "@shared/messages/team-cancellation";
import {
  cancelActivityInputSchema,
  participantsMessageInputSchema,
} from "@shared/schemas/team-cancellation";
import { type ApiEvent, HttpError, json } from "../../api/http";
import {
  activityIdOf,
  bodyOf,
  NO_STORE,
  noStoreAnswer,
  noStoreOnRefusal,
  recordKeyOf,
} from "../../api/route-helpers";
import { bindRoutes } from "../../api/router";
import { log } from "../../logger";
import { teamActor } from "../team-actor";
import type { TeamAdapters } from "../wiring";

/** The Idempotency-Key, scoped to the route and the outing; refused when malformed. */
const outingRecordKeyOf = (event: ApiEvent, scope: string) =>
  recordKeyOf(
    event,
    `${scope}:${activityIdOf(event)}`,
    TEAM_CANCELLATION_ERRORS.idempotencyKeyInvalid,
  );

/**
 * The team space's routes of route-table.ts `teamCancellation`: cancel a date (the preview, the
 * cancellation and the job's progress) and write to everyone registered on it. The founder is
 * read with teamActor; logs carry the account's id and the outing's, never personal data.
 */
export function teamCancellationRoutes({ ports, cancellation }: TeamAdapters) {
  return bindRoutes(
    "teamCancellation",
    noStoreOnRefusal({
      showCancellation: async (event) => {
        teamActor(event);
        const activity = await ports.activities.get(activityIdOf(event));
        if (!activity) throw new HttpError(404, TEAM_ACTIVITY_ERRORS.activityNotFound);
        const annulation = await cancellationView(activity, ports);
        return json(200, { success: true, annulation }, NO_STORE);
      },

      cancelActivity: async (event) => {
        const actor = teamActor(event);
        const recordKey = outingRecordKeyOf(event, TEAM_CANCELLATION_IDEMPOTENCY_SCOPE);
        const { raison } = bodyOf(event, cancelActivityInputSchema, TEAM_ACTIVITY_ERRORS.invalid);
        const id = activityIdOf(event);
        const result = await cancelActivity(id, raison, actor.id, recordKey, cancellation.cancel);
        log.info("team_activity_change", {
          action: "cancel",
          actorId: actor.id,
          activityId: id,
          status: result.statusCode,
        });
        return noStoreAnswer(result);
      },

      writeToParticipants: async (event) => {
        const actor = teamActor(event);
        const recordKey = outingRecordKeyOf(event, PARTICIPANTS_MESSAGE_IDEMPOTENCY_SCOPE);
        const input = bodyOf(event, participantsMessageInputSchema, TEAM_ACTIVITY_ERRORS.invalid);
        const id = activityIdOf(event);
        const result = await writeToParticipants(
          id,
          input,
          actor.id,
          recordKey,
          cancellation.message,
        );
        log.info("team_participants_messaged", {
          actorId: actor.id,
          activityId: id,
          status: result.statusCode,
        });
        return noStoreAnswer(result);
      },
    }),
  );
}
