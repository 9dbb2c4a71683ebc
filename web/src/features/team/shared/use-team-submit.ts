import type { SubmitEffects } from "../../../components/form/form-submit-machine";
import { useSubmit } from "../../../components/form/use-submit";
import { ApiError, fieldErrorsOf } from "../../../lib/api-client";
import { useTeamAuth } from "../sign-in/team-auth";
import { teamFailureMessage } from "./team-failure";

/**
 * A team form's submit (useSubmit) over a request to /api/equipe: a refusal shows the team's
 * French message and the server's messages by field, and a 403 shows « Accès réservé à l'équipe ».
 */
export function useTeamSubmit<Payload, Data = void>(
  send: (payload: Payload, idempotencyKey: string) => Promise<Data>,
  effects: SubmitEffects<{ kind: "success"; data: Data }> = {},
) {
  const { forbid } = useTeamAuth();
  return useSubmit<Payload, { kind: "success"; data: Data }>(async (payload, key) => {
    try {
      return { kind: "success", data: await send(payload, key) };
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) forbid();
      return {
        kind: "failure",
        message: teamFailureMessage(error),
        fieldErrors: fieldErrorsOf(error),
        retrySameKey: !(error instanceof ApiError) || error.status >= 500,
      };
    }
  }, effects);
}
