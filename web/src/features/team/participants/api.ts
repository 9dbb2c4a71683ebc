import { teamParticipantListSchema, teamRegistrationSchema } from "@shared/schemas/team";
import {
  type ParticipantsMessageInput,
  participantsMessageAnswerSchema,
} from "@shared/schemas/team-cancellation";
import { activityPath, type TeamClient } from "../shared/team-client";

/** The participants of an outing, their file, one registration, and a message to them all. */
export function participantsApi(client: TeamClient) {
  return {
    listParticipants: (id: string, signal?: AbortSignal) =>
      client.get(teamParticipantListSchema, `${activityPath(id)}/participants`, signal),
    participantsCsv: (id: string): Promise<Blob> =>
      client.file(`${activityPath(id)}/participants.csv`, "text/csv"),
    showRegistration: (id: string, signal?: AbortSignal) =>
      client.get(
        teamRegistrationSchema,
        `/api/equipe/inscriptions/${encodeURIComponent(id)}`,
        signal,
      ),
    // One key per press: a retry sends once.
    writeToParticipants: (id: string, message: ParticipantsMessageInput, idempotencyKey: string) =>
      client.post(participantsMessageAnswerSchema, `${activityPath(id)}/message`, message, {
        idempotencyKey,
      }),
  };
}
