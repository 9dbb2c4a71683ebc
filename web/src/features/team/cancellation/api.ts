import { cancellationAnswerSchema } from "@shared/schemas/team-cancellation";
import { activityPath, type TeamClient } from "../shared/team-client";

/** Cancelling a date: its progress, and the cancellation (one key per press: a retry sends once). */
export function cancellationApi(client: TeamClient) {
  return {
    showCancellation: (id: string, signal?: AbortSignal) =>
      client.get(cancellationAnswerSchema, `${activityPath(id)}/annulation`, signal),
    cancelActivity: (id: string, raison: string, idempotencyKey: string) =>
      client.post(
        cancellationAnswerSchema,
        `${activityPath(id)}/annulation`,
        { raison },
        {
          idempotencyKey,
        },
      ),
  };
}
