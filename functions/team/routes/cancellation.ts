import { idempotencyRecordKey, isValidIdempotencyKey } from "@adapters/idempotency";
import {
  cancelActivity,
  cancellationView,
  TEAM_CANCELLATION_IDEMPOTENCY_SCOPE,
} from "@core/activities/cancel-activity";
import type { TeamAnswer } from "@core/activities/ports";
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
import type * as z from "@shared/zod";
import {
  type ApiEvent,
  type ApiResult,
  HttpError,
  header,
  json,
  parseJsonBody,
} from "../../api/http";
import { bindRoutes } from "../../api/router";
import { log } from "../../logger";
import { teamActor } from "../team-actor";
import type { TeamAdapters } from "../wiring";

/** Every team answer is one founder's view of personal data: never kept by a cache. */
const NO_STORE = { "cache-control": "no-store" };
const answer = (result: TeamAnswer) => json(result.statusCode, result.body, NO_STORE);
const activityIdOf = (event: ApiEvent) => event.pathParameters?.activity_id ?? "";

/** A strict body: 400 with a French message per field, nothing stored. */
function bodyOf<S extends z.ZodMiniType>(event: ApiEvent, schema: S): z.output<S> {
  const parsed = schema.safeParse(parseJsonBody(event));
  if (!parsed.success) {
    const details = Object.fromEntries(
      parsed.error.issues.map((issue) => [
        String(issue.path[0] ?? "corps"),
        issue.code === "unrecognized_keys" ? "Champ inconnu." : issue.message,
      ]),
    );
    throw new HttpError(400, Object.values(details)[0] ?? TEAM_ACTIVITY_ERRORS.invalid, details);
  }
  return parsed.data;
}

/** The Idempotency-Key, scoped to the route and the outing; refused when malformed. */
function recordKeyOf(event: ApiEvent, scope: string): string | undefined {
  const raw = header(event, "idempotency-key")?.trim();
  if (raw === undefined) return undefined;
  if (!isValidIdempotencyKey(raw)) {
    throw new HttpError(400, TEAM_CANCELLATION_ERRORS.idempotencyKeyInvalid);
  }
  return idempotencyRecordKey(`${scope}:${activityIdOf(event)}`, raw);
}

/**
 * The team space's routes of route-table.ts `teamCancellation`: cancel a date (the preview, the
 * cancellation and the job's progress) and write to everyone registered on it. The founder is
 * read with teamActor; logs carry the account's id and the outing's, never personal data.
 */
export function teamCancellationRoutes({ ports, cancellation }: TeamAdapters) {
  const refusals = async (handle: () => Promise<ApiResult>): Promise<ApiResult> => {
    try {
      return await handle();
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return json(
        error.status,
        { success: false, error: error.message, details: error.details },
        NO_STORE,
      );
    }
  };

  return bindRoutes("teamCancellation", {
    showCancellation: (event) =>
      refusals(async () => {
        teamActor(event);
        const activity = await ports.activities.get(activityIdOf(event));
        if (!activity) throw new HttpError(404, TEAM_ACTIVITY_ERRORS.activityNotFound);
        const annulation = await cancellationView(activity, ports);
        return json(200, { success: true, annulation }, NO_STORE);
      }),

    cancelActivity: (event) =>
      refusals(async () => {
        const actor = teamActor(event);
        const recordKey = recordKeyOf(event, TEAM_CANCELLATION_IDEMPOTENCY_SCOPE);
        const { raison } = bodyOf(event, cancelActivityInputSchema);
        const id = activityIdOf(event);
        const result = await cancelActivity(id, raison, actor.id, recordKey, cancellation.cancel);
        log.info("team_activity_change", {
          action: "cancel",
          actorId: actor.id,
          activityId: id,
          status: result.statusCode,
        });
        return answer(result);
      }),

    writeToParticipants: (event) =>
      refusals(async () => {
        const actor = teamActor(event);
        const recordKey = recordKeyOf(event, PARTICIPANTS_MESSAGE_IDEMPOTENCY_SCOPE);
        const input = bodyOf(event, participantsMessageInputSchema);
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
        return answer(result);
      }),
  });
}
