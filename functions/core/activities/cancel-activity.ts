import { activityCancelled } from "@shared/events/activity-cancellation";
import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { TEAM_CANCELLATION_ERRORS } from "@shared/messages/team-cancellation";
import type { CancellationView } from "@shared/schemas/team-cancellation";
import { isMeetingPast } from "@shared/time";
import { log } from "../../logger";
import {
  cancellationLines,
  cancellationPreview,
  cancellationProgress,
} from "./cancellation-counts";
import type { TeamActivityPorts, TeamAnswer } from "./ports";
import type { StoredActivity, StoredCancellation } from "./stored-activity";

/** The Idempotency-Key scope of « Annuler la sortie ». */
export const TEAM_CANCELLATION_IDEMPOTENCY_SCOPE = "team-cancellation";

export interface CancelActivityPorts
  extends Pick<
    TeamActivityPorts,
    | "activities"
    | "registrations"
    | "getPayment"
    | "getStoredAnswer"
    | "publishAndClear"
    | "clock"
    | "newId"
  > {
  /** The outing's cancellation, its event and (with a key) the answer, in one transaction. */
  recordCancellation(input: {
    id: string;
    cancellation: StoredCancellation;
    event: EventEnvelope;
    answer?: { recordKey: string; response: TeamAnswer };
  }): Promise<"ok" | "condition" | "duplicate">;
  /** Starts (or restarts) the job that cancels the registrations: one queue message. */
  startJob(activityId: string): Promise<void>;
}

const failure = (statusCode: number, error: string): TeamAnswer => ({
  statusCode,
  body: { success: false, error },
});

/** What GET .../annulation shows: the preview before, the stored progress after. */
export async function cancellationView(
  activity: StoredActivity,
  ports: Pick<CancelActivityPorts, "registrations" | "getPayment">,
): Promise<CancellationView> {
  if (activity.annulation) {
    return {
      etat: "annulee",
      raison: activity.annulation.raison,
      annulee_le: activity.annulation.at,
      // Before the job's first write, counted from the registrations themselves: the total is
      // right from the first second, never « 0 sur 0 ».
      progression:
        activity.annulation.progression ??
        cancellationProgress(
          await cancellationLines(
            await ports.registrations.listByActivity(activity.id),
            ports.getPayment,
          ),
        ),
    };
  }
  const registrations = await ports.registrations.listByActivity(activity.id);
  return {
    etat: "a_confirmer",
    apercu: cancellationPreview(await cancellationLines(registrations, ports.getPayment)),
  };
}

/**
 * « Annuler la sortie » (team space). Safe to repeat.
 * 1. A retry with a known Idempotency-Key gets the first answer back (and the job is started
 *    again: it does nothing twice).
 * 2. One conditional write records the cancellation (reason, founder, time) on the outing, which
 *    closes it to registrations at once (the places transaction checks it), with ActivityCancelled
 *    (counts only) through the outbox.
 * 3. The job starts (one message to the activity-cancellations queue). An outing already
 *    cancelled gets its job started again, and a 409.
 */
export async function cancelActivity(
  activityId: string,
  raison: string,
  actorId: string,
  recordKey: string | undefined,
  ports: CancelActivityPorts,
): Promise<TeamAnswer> {
  if (recordKey) {
    const stored = await ports.getStoredAnswer(recordKey);
    if (stored) {
      await ports.startJob(activityId);
      return stored;
    }
  }
  const activity = await ports.activities.get(activityId);
  if (!activity) return failure(404, TEAM_ACTIVITY_ERRORS.activityNotFound);
  if (activity.annulation) {
    await ports.startJob(activityId);
    return failure(409, TEAM_CANCELLATION_ERRORS.alreadyCancelled);
  }
  const now = ports.clock.now();
  if (isMeetingPast(activity.date, activity.heure_rdv, now)) {
    return failure(409, TEAM_CANCELLATION_ERRORS.past);
  }
  const registrations = await ports.registrations.listByActivity(activity.id);
  const preview = cancellationPreview(await cancellationLines(registrations, ports.getPayment));
  const cancellation: StoredCancellation = { raison, actor_id: actorId, at: now.toISOString() };
  const event = buildEvent(
    activityCancelled,
    {
      activity_id: activity.id,
      activity_title: activity.titre,
      activity_date: activity.date,
      actor_id: actorId,
      ...preview,
    },
    ports.newId(),
    now,
  );
  const response: TeamAnswer = {
    statusCode: 202,
    body: {
      success: true,
      annulation: {
        etat: "annulee",
        raison,
        annulee_le: cancellation.at,
        progression: {
          inscriptions: 0,
          personnes: 0,
          rembourse_centimes: 0,
          remboursements_a_la_main: 0,
          total: preview.inscriptions,
          remboursements_en_attente: 0,
          terminee: false,
        },
      } satisfies CancellationView,
    },
  };
  const outcome = await ports.recordCancellation({
    id: activity.id,
    cancellation,
    event,
    ...(recordKey ? { answer: { recordKey, response } } : {}),
  });
  if (outcome === "duplicate" && recordKey) {
    const stored = await ports.getStoredAnswer(recordKey);
    if (stored) return stored;
  }
  if (outcome !== "ok") {
    await ports.startJob(activityId);
    return failure(409, TEAM_CANCELLATION_ERRORS.alreadyCancelled);
  }
  await ports.publishAndClear([event]);
  try {
    await ports.startJob(activity.id);
  } catch (error) {
    // Recorded, but the job did not start: the founders press again, which starts it.
    log.error("activity_cancellation_job_not_started", { activityId, error: String(error) });
    return failure(503, TEAM_CANCELLATION_ERRORS.jobNotStarted);
  }
  return response;
}
