import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { unlessAborted } from "../../../lib/api-client";
import { createTeamApi, type TeamApi } from "../shared/team-api";
import { TEAM_TEXTS } from "../shared/team-texts";
import { loadTeamAuthConfig } from "./auth-config";
import { type CognitoClient, cognitoClient, type SignInStep } from "./cognito-client";
import { TokenKeeper } from "./token-keeper";

/** Which screen of the sign-in the founder is on, or signed in. */
export type AuthScreen =
  | { kind: "loading" }
  | { kind: "configError" }
  | { kind: "signIn"; notice?: string }
  | { kind: "newPassword"; email: string; session: string }
  | { kind: "mfaSetup"; email: string; session: string }
  | { kind: "mfaCode"; email: string; session: string }
  | { kind: "forbidden" }
  | { kind: "signedIn" };

export interface TeamAuth {
  screen: AuthScreen;
  client: CognitoClient | null;
  api: TeamApi;
  /** Moves to the screen Cognito's answer asks for (or in, when signed in). */
  follow: (email: string, step: SignInStep) => void;
  signOut: (notice?: string) => void;
  /** The API said 403: this account is not in the team. */
  forbid: () => void;
}

/** Exported for tests of single screens; screens read it through useTeamAuth. */
export const TeamAuthContext = createContext<TeamAuth | null>(null);

export function useTeamAuth(): TeamAuth {
  const auth = useContext(TeamAuthContext);
  if (!auth) throw new Error("useTeamAuth outside TeamAuthProvider");
  return auth;
}

/** Loads the config, resumes a kept session, and keeps the tokens fresh while signed in. */
export function TeamAuthProvider({ children }: { children: ReactNode }) {
  const [screen, setScreen] = useState<AuthScreen>({ kind: "loading" });
  const [client, setClient] = useState<CognitoClient | null>(null);
  const keeper = useRef<TokenKeeper | null>(null);

  const signOut = useCallback(
    (notice?: string) => {
      const accessToken = keeper.current?.clear() ?? null;
      if (accessToken && client) client.signOut(accessToken).catch(() => undefined);
      setScreen({ kind: "signIn", ...(notice ? { notice } : {}) });
    },
    [client],
  );

  const api = useMemo(
    () =>
      createTeamApi({
        accessToken: async () => (keeper.current ? keeper.current.accessToken() : null),
        onUnauthorized: () => signOut(TEAM_TEXTS.sessionExpired),
      }),
    [signOut],
  );

  useEffect(() => {
    const controller = new AbortController();
    unlessAborted(loadTeamAuthConfig(controller.signal), controller.signal).then(
      async (config) => {
        if (!config) return setScreen({ kind: "configError" });
        const cognito = cognitoClient(config);
        const tokens = new TokenKeeper(cognito);
        keeper.current = tokens;
        setClient(cognito);
        const resumed = tokens.canResume() && (await tokens.accessToken()) !== null;
        setScreen(resumed ? { kind: "signedIn" } : { kind: "signIn" });
      },
      () => setScreen({ kind: "configError" }),
    );
    return () => controller.abort();
  }, []);

  // Refresh the access token shortly before it expires, while signed in.
  useEffect(() => {
    if (screen.kind !== "signedIn") return;
    const wait = keeper.current?.msUntilRefresh();
    if (wait === null || wait === undefined) return;
    const timer = window.setTimeout(() => {
      void keeper.current?.refresh().then((tokens) => {
        if (tokens) setScreen({ kind: "signedIn" });
        // Refused by Cognito: the session is over. Offline: the next request tries again.
        else if (!keeper.current?.canResume()) signOut(TEAM_TEXTS.sessionExpired);
      });
    }, wait);
    return () => window.clearTimeout(timer);
  }, [screen, signOut]);

  const follow = useCallback((email: string, step: SignInStep) => {
    switch (step.kind) {
      case "signedIn":
        keeper.current?.set(step.tokens);
        return setScreen({ kind: "signedIn" });
      case "newPasswordRequired":
        return setScreen({ kind: "newPassword", email, session: step.session });
      case "mfaSetupRequired":
        return setScreen({ kind: "mfaSetup", email, session: step.session });
      case "mfaCodeRequired":
        return setScreen({ kind: "mfaCode", email, session: step.session });
    }
  }, []);

  const forbid = useCallback(() => setScreen({ kind: "forbidden" }), []);

  const value = useMemo(
    () => ({ screen, client, api, follow, signOut, forbid }),
    [screen, client, api, follow, signOut, forbid],
  );
  return <TeamAuthContext.Provider value={value}>{children}</TeamAuthContext.Provider>;
}
