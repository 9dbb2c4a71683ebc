import { useEffect, useRef, useState } from "react";
import type { Activity } from "../../../../shared/schemas/activity";
import type { ActivityIntent } from "./ActivityCard";
import { ActivityList } from "./ActivityList";
import { PAST_PAGE_SIZE, pastPage } from "./calendar-logic";

interface PastActivitiesProps {
  past: readonly Activity[];
  onRegister: (activity: Activity) => void;
  registerIntent?: ActivityIntent;
}

/** Past outings, most recent first, ten at a time; focus goes to the first newly shown one. */
export function PastActivities({ past, onRegister, registerIntent }: PastActivitiesProps) {
  const [pages, setPages] = useState(1);
  const headings = useRef(new Map<number, HTMLHeadingElement>());
  const focusIndex = useRef<number | null>(null);
  const { shown, hasMore } = pastPage(past, pages);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when a page was added
  useEffect(() => {
    if (focusIndex.current === null) return;
    headings.current.get(focusIndex.current)?.focus();
    focusIndex.current = null;
  }, [pages]);

  if (past.length === 0) {
    return <p className="calendar-message">Aucune activité passée.</p>;
  }
  return (
    <>
      <ActivityList
        activities={shown}
        onRegister={onRegister}
        registerIntent={registerIntent}
        headingRef={(index, element) => {
          if (element) headings.current.set(index, element);
          else headings.current.delete(index);
        }}
      />
      {hasMore ? (
        <p className="has-text-centered">
          <button
            type="button"
            className="button is-medium is-dark is-outlined"
            onClick={() => {
              focusIndex.current = pages * PAST_PAGE_SIZE;
              setPages((p) => p + 1);
            }}
          >
            Voir plus d'activités passées
          </button>
        </p>
      ) : null}
    </>
  );
}
