import { useEffect, useState } from "react";
import type { Activity } from "../../../../shared/schemas/activity";
import { ActivitiesLoadError, fetchActivities } from "./api";

export type ActivitiesState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; activities: Activity[] };

const EXCEPTION_MESSAGE = "Erreur de connexion à la base de données";

/**
 * Loads the outings after mount: the section renders on the server (prerender) in its loading
 * state, and the browser fetches the live places.
 */
export function useActivities(): ActivitiesState {
  const [state, setState] = useState<ActivitiesState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    fetchActivities(controller.signal)
      .then((activities) => setState({ status: "loaded", activities }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof ActivitiesLoadError ? error.message : EXCEPTION_MESSAGE;
        setState({ status: "error", message });
      });
    return () => controller.abort();
  }, []);

  return state;
}
