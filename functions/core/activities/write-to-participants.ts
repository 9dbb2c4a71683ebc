import { participantsMessaged } from "@shared/events/activity-cancellation";
import { buildEvent, type EventEnvelope } from "@shared/events/envelope";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { TEAM_CANCELLATION_ERRORS } from "@shared/messages/team-cancellation";
import type { ParticipantsMessageInput } from "@shared/schemas/team-cancellation";
import { isOpen } from "./cancellation-counts";
import type { TeamActivityPorts, TeamAnswer } from "./ports";

/** The Idempotency-Key scope of « Écrire aux participants ». */
export const PARTICIPANTS_MESSAGE_IDEMPOTENCY_SCOPE = "team-participants-message";

/** A message to everyone on a date, kept by id for the notifier (the event carries no text). */
export interface ParticipantsMessage extends ParticipantsMessageInput {
  id: string;
  activity_id: string;
  /** The registrations it goes to, fixed when it was written. */
  inscription_ids: string[];
  created_at: string;
}

export interface WriteToParticipantsPorts
  extends Pick<
    TeamActivityPorts,
    "activities" | "registrations" | "getStoredAnswer" | "publishAndClear" | "clock" | "newId"
  > {
  /** The message, its event and (with a key) the answer, in one transaction. */
  recordMessage(input: {
    message: ParticipantsMessage;
    event: EventEnvelope;
    answer?: { recordKey: string; response: TeamAnswer };
  }): Promise<"ok" | "duplicate">;
}

/**
 * « Écrire aux participants »: one e-mail to each registration holding places (not cancelled or
 * expired). The message is stored with the registrations it goes to and ParticipantsMessaged
 * (counts, no text) in one transaction; the notifier sends it once per registration. The same
 * Idempotency-Key answers the first answer and stores nothing more; two messages are two sends.
 */
export async function writeToParticipants(
  activityId: string,
  input: ParticipantsMessageInput,
  actorId: string,
  recordKey: string | undefined,
  ports: WriteToParticipantsPorts,
): Promise<TeamAnswer> {
  if (recordKey) {
    const stored = await ports.getStoredAnswer(recordKey);
    if (stored) return stored;
  }
  const activity = await ports.activities.get(activityId);
  if (!activity) {
    return {
      statusCode: 404,
      body: { success: false, error: TEAM_ACTIVITY_ERRORS.activityNotFound },
    };
  }
  const registrations = (await ports.registrations.listByActivity(activityId)).filter((r) =>
    isOpen(r.status),
  );
  if (registrations.length === 0) {
    return { statusCode: 409, body: { success: false, error: TEAM_CANCELLATION_ERRORS.nobody } };
  }
  const now = ports.clock.now();
  const message: ParticipantsMessage = {
    id: ports.newId(),
    activity_id: activityId,
    objet: input.objet,
    texte: input.texte,
    inscription_ids: registrations.map((r) => r.id),
    created_at: now.toISOString(),
  };
  const event = buildEvent(
    participantsMessaged,
    {
      activity_id: activityId,
      message_id: message.id,
      actor_id: actorId,
      destinataires: registrations.length,
    },
    ports.newId(),
    now,
  );
  const response: TeamAnswer = {
    statusCode: 202,
    body: { success: true, destinataires: registrations.length },
  };
  const outcome = await ports.recordMessage({
    message,
    event,
    ...(recordKey ? { answer: { recordKey, response } } : {}),
  });
  if (outcome === "duplicate" && recordKey) {
    return (await ports.getStoredAnswer(recordKey)) ?? response;
  }
  await ports.publishAndClear([event]);
  return response;
}
