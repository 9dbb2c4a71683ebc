import { type DependencyList, useCallback, useEffect, useState } from "react";
import { ApiError, unlessAborted } from "../../../lib/api-client";
import { useTeamAuth } from "../sign-in/team-auth";
import { teamFailureMessage } from "./team-failure";

export type Loaded<T> =
  | { kind: "loading" }
  | { kind: "failed"; message: string }
  | { kind: "ready"; data: T };

/**
 * Loads what a screen shows, again on `reload()`. A load the screen aborts itself has no outcome
 * (lib/api-client `unlessAborted`); a 403 shows « Accès réservé à l'équipe. » for the whole space
 * (a 401 has already signed out, in team-client.ts).
 */
export function useTeamLoad<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
): { loaded: Loaded<T>; reload: () => void } {
  const { forbid } = useTeamAuth();
  const [loaded, setLoaded] = useState<Loaded<T>>({ kind: "loading" });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps say when to load again
  useEffect(() => {
    const controller = new AbortController();
    unlessAborted(load(controller.signal), controller.signal).then(
      (data) => setLoaded({ kind: "ready", data }),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 403) forbid();
        setLoaded({ kind: "failed", message: teamFailureMessage(error) });
      },
    );
    return () => controller.abort();
  }, [...deps, version, forbid]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { loaded, reload };
}
