import type { RequestHandling } from "@shared/schemas/team-requests";
import { useEffect, useState } from "react";
import { teamFailureMessage } from "../shared/team-failure";
import { type Loaded, useTeamLoad } from "../shared/use-team-load";

interface Page<T> {
  items: T[];
  suite: string | null;
}

/**
 * A request list (quote requests or messages): its first page, loaded again when the filter
 * changes; « Voir plus » adds the next page; a status the founder changed shows at once.
 */
export function useRequestList<T extends { id: string; statut: RequestHandling }>(
  load: (cursor: string | null, signal?: AbortSignal) => Promise<Page<T>>,
  deps: unknown[],
) {
  const { loaded, reload } = useTeamLoad((signal) => load(null, signal), deps);
  const [more, setMore] = useState<Page<T> | null>(null);
  const [statuses, setStatuses] = useState<Record<string, RequestHandling>>({});
  const [moreState, setMoreState] = useState<{ busy: boolean; failure: string | null }>({
    busy: false,
    failure: null,
  });
  // A new first page (filter changed, reload): the pages added before belong to the old one.
  useEffect(() => {
    if (loaded.kind !== "ready") return;
    setMore(null);
    setStatuses({});
  }, [loaded]);

  const first = loaded.kind === "ready" ? loaded.data : null;
  const items = first
    ? [...first.items, ...(more?.items ?? [])].map((item) => ({
        ...item,
        statut: statuses[item.id] ?? item.statut,
      }))
    : [];
  const next = more ? more.suite : (first?.suite ?? null);

  const showMore = async () => {
    if (!next || moreState.busy) return;
    setMoreState({ busy: true, failure: null });
    try {
      const page = await load(next);
      setMore((before) => ({
        items: [...(before?.items ?? []), ...page.items],
        suite: page.suite,
      }));
      setMoreState({ busy: false, failure: null });
    } catch (error) {
      setMoreState({ busy: false, failure: teamFailureMessage(error) });
    }
  };

  const shown: Loaded<T[]> = loaded.kind === "ready" ? { kind: "ready", data: items } : loaded;
  return {
    shown,
    next,
    showMore,
    moreState,
    reload,
    setStatus: (id: string, statut: RequestHandling) =>
      setStatuses((before) => ({ ...before, [id]: statut })),
  };
}
