import type { Activity } from "@shared/schemas/activity";
import { startTransition, useCallback, useEffect, useState } from "react";
import { unlessAborted } from "../../lib/api-client";
import { fetchActivities, loadErrorMessage } from "./api";

export type ActivitiesState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "loaded"; activities: Activity[] };

/**
 * Loads the outings after mount: the section renders on the server (prerender) in its loading
 * state, and the browser fetches the live places. refresh() fetches again quietly (the outings
 * stay on screen; a failed refresh keeps them).
 */
export function useActivities(): { state: ActivitiesState; refresh: () => Promise<Activity[]> } {
  const [state, setState] = useState<ActivitiesState>({ status: "loading" });
  useEffect(() => {
    const controller = new AbortController();
    // Its own abort (unmounted, or React's double mount) is no outcome.
    unlessAborted(fetchActivities(controller.signal), controller.signal)
      // A transition: React renders the picker and cards in slices, with no long task.
      .then((activities) => startTransition(() => setState({ status: "loaded", activities })))
      .catch((error: unknown) => setState({ status: "error", message: loadErrorMessage(error) }));
    return () => controller.abort();
  }, []);

  const refresh = useCallback(async () => {
    const activities = await fetchActivities();
    setState({ status: "loaded", activities });
    return activities;
  }, []);

  return { state, refresh };
}
