import { useSubmit } from "../../../components/form/use-submit";
import { TEAM_TEXTS } from "../shared/team-texts";
import { type CognitoClient, CognitoError, type SignInStep } from "./cognito-client";
import { useTeamAuth } from "./team-auth";

/** What a sign-in screen says when Cognito refused or did not answer. */
export function cognitoFailureMessage(error: unknown): string {
  return error instanceof CognitoError ? error.message : TEAM_TEXTS.noAnswer;
}

/**
 * A sign-in screen's submit (useSubmit): one call to Cognito, whose next step the session
 * follows; a refusal shows Cognito's French message at the top of the form.
 */
export function useSignInStep<Values>(
  emailOf: (values: Values) => string,
  call: (client: CognitoClient, values: Values) => Promise<SignInStep>,
) {
  const { client, follow } = useTeamAuth();
  return useSubmit<Values, { kind: "success"; email: string; step: SignInStep | null }>(
    async (values) => {
      try {
        const step = client ? await call(client, values) : null;
        return { kind: "success", email: emailOf(values), step };
      } catch (error) {
        return {
          kind: "failure",
          message: cognitoFailureMessage(error),
          fieldErrors: {},
          retrySameKey: false,
        };
      }
    },
    { onSuccess: ({ email, step }) => step && follow(email, step) },
  );
}
