import type { Activity } from "@shared/schemas/activity";
import { useCallback, useRef, useState } from "react";
import { fetchPastActivities } from "./api";
import type { LoadedPast } from "./calendar-logic";

export interface PastActivitiesState extends LoadedPast {
  activities: Activity[];
  /** A page is on its way, or the last one failed (the visitor may ask again). */
  status: "idle" | "loading" | "error";
}

/**
 * The past outings, page after page from the API (newest first), only once the calendar asks:
 * loadMore() fetches the next page and resolves with the outings it added (undefined when it did
 * not load: one already on its way, none left, or a failure, which `status` says).
 */
export function usePastActivities(): {
  past: PastActivitiesState;
  loadMore: () => Promise<Activity[] | undefined>;
} {
  const [past, setPast] = useState<PastActivitiesState>({
    activities: [],
    next: undefined,
    status: "idle",
  });
  // The latest state, for a load started by an effect and a click alike; one load at a time.
  const latest = useRef(past);
  const loading = useRef(false);

  const loadMore = useCallback(async () => {
    const { activities, next } = latest.current;
    if (loading.current || next === null) return undefined;
    loading.current = true;
    const update = (state: PastActivitiesState) => {
      latest.current = state;
      setPast(state);
    };
    update({ ...latest.current, status: "loading" });
    try {
      const page = await fetchPastActivities(next ?? undefined);
      const known = new Set(activities.map((a) => a.id));
      const added = page.activites.filter((a) => !known.has(a.id));
      update({ activities: [...activities, ...added], next: page.suite, status: "idle" });
      return added;
    } catch {
      update({ ...latest.current, status: "error" });
      return undefined;
    } finally {
      loading.current = false;
    }
  }, []);

  return { past, loadMore };
}
