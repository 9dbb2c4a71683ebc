import { useCallback } from "react";
import type { Activity } from "../../../../shared/schemas/activity";
import { useLoadOnMount } from "../../lib/use-load-on-mount";
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
  const { state: load, set } = useLoadOnMount(fetchActivities, []);
  const state: ActivitiesState =
    load.status === "loaded"
      ? { status: "loaded", activities: load.value }
      : load.status === "failed"
        ? { status: "error", message: loadErrorMessage(load.error) }
        : load;

  const refresh = useCallback(async () => {
    const activities = await fetchActivities();
    set(activities);
    return activities;
  }, [set]);

  return { state, refresh };
}
