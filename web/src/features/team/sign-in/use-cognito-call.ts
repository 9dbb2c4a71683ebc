import { useCallback, useState } from "react";
import { TEAM_TEXTS } from "../shared/team-texts";
import { CognitoError } from "./cognito-client";

/** Runs one call to Cognito for a sign-in screen and keeps its French refusal, if any. */
export function useCognitoCall() {
  const [failure, setFailure] = useState<string | null>(null);
  const run = useCallback(async (call: () => Promise<void>) => {
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(error instanceof CognitoError ? error.message : TEAM_TEXTS.noAnswer);
    }
  }, []);
  return { failure, run };
}
