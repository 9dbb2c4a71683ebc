import type { TeamActivity, TeamPastActivitiesPage } from "@shared/schemas/team";
import { useEffect, useRef, useState } from "react";
import { teamFailureMessage } from "../shared/team-failure";

interface FirstPage {
  passees: TeamActivity[];
  suite: string | null;
}

/**
 * « Sorties passées »: the first page (from the screen's load) and the pages appended after it by
 * « Charger plus de sorties passées ». A new first page (the screen loaded again) starts the list
 * over. loadMore() resolves with the outings it added (none when it did not load: one already on
 * its way, none left, or a failure, which `failure` says).
 */
export function usePastOutings(
  first: FirstPage | null,
  loadPage: (cursor: string) => Promise<TeamPastActivitiesPage>,
) {
  const [more, setMore] = useState<FirstPage | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const loading = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new first page drops the pages added to the old one
  useEffect(() => {
    setMore(null);
    setFailure(null);
  }, [first]);

  const outings = first ? [...first.passees, ...(more?.passees ?? [])] : [];
  const next = more ? more.suite : (first?.suite ?? null);

  const loadMore = async (): Promise<TeamActivity[]> => {
    if (!next || loading.current) return [];
    loading.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const page = await loadPage(next);
      const known = new Set(outings.map((a) => a.id));
      const added = page.passees.filter((a) => !known.has(a.id));
      setMore((before) => ({
        passees: [...(before?.passees ?? []), ...added],
        suite: page.suite,
      }));
      return added;
    } catch (error) {
      setFailure(teamFailureMessage(error));
      return [];
    } finally {
      loading.current = false;
      setBusy(false);
    }
  };

  return { outings, next, busy, failure, loadMore };
}
