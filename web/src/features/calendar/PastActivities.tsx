import type { Activity } from "@shared/schemas/activity";
import { memo, useEffect, useRef, useState } from "react";
import type { ActivityIntent } from "./ActivityCard";
import { ActivityList } from "./ActivityList";

interface PastActivitiesProps {
  /** The past outings listed, most recent first (the pages loaded so far). */
  past: readonly Activity[];
  /** Older ones can still be loaded. */
  more: boolean;
  /** Nothing loaded yet, a page on its way, or the last load failed. */
  status: "waiting" | "idle" | "loading" | "error";
  /** What an empty list says once loaded. */
  emptyText: string;
  /** Loads the next page; resolves with the outings it added. */
  onLoadMore: () => Promise<Activity[] | undefined>;
  /** Says something in the calendar's polite live region. */
  onAnnounce: (text: string) => void;
  onRegister: (activity: Activity) => void;
  registerIntent?: ActivityIntent;
}

export const LOAD_MORE_PAST = "Charger plus d'activités passées";
const LOADING = "Chargement des activités passées...";
const LOAD_FAILED = "Les activités passées n'ont pas pu être chargées.";

/** « 12 activités passées ajoutées à la liste. », « 1 activité passée ajoutée à la liste. » */
export function pastAddedAnnouncement(count: number): string {
  return count === 1
    ? "1 activité passée ajoutée à la liste."
    : `${count} activités passées ajoutées à la liste.`;
}

/**
 * Past outings, most recent first, as the API pages them; « Charger plus d'activités passées »
 * loads the next page, says how many came, and moves the focus to the first new one.
 */
export const PastActivities = memo(function PastActivities({
  past,
  more,
  status,
  emptyText,
  onLoadMore,
  onAnnounce,
  onRegister,
  registerIntent,
}: PastActivitiesProps) {
  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const [focusIndex, setFocusIndex] = useState<number | null>(null);

  useEffect(() => {
    if (focusIndex === null) return;
    headings.current.get(focusIndex)?.focus();
    setFocusIndex(null);
  }, [focusIndex]);

  async function loadMore() {
    const before = past.length;
    const added = await onLoadMore();
    if (!added || added.length === 0) return;
    onAnnounce(pastAddedAnnouncement(added.length));
    setFocusIndex(before);
  }

  const failed =
    status === "error" ? (
      <div className="notification is-warning is-light calendar-message" role="alert">
        <p>{LOAD_FAILED}</p>
        <button type="button" className="button is-medium is-dark is-outlined" onClick={loadMore}>
          Réessayer
        </button>
      </div>
    ) : null;

  if (past.length === 0) {
    if (failed) return failed;
    if (status === "waiting" || status === "loading" || more) {
      return (
        <p className="calendar-message" role="status">
          {LOADING}
        </p>
      );
    }
    return <p className="calendar-message">{emptyText}</p>;
  }
  return (
    <>
      <ActivityList
        activities={past}
        onRegister={onRegister}
        registerIntent={registerIntent}
        headingRef={(index, element) => {
          if (element) headings.current.set(index, element);
          else headings.current.delete(index);
        }}
      />
      {failed}
      {more && !failed ? (
        <p className="has-text-centered">
          <button type="button" className="button is-medium is-dark is-outlined" onClick={loadMore}>
            {LOAD_MORE_PAST}
          </button>
        </p>
      ) : null}
      {status === "loading" ? (
        <p className="calendar-message" role="status">
          {LOADING}
        </p>
      ) : null}
    </>
  );
});
