import type { Activity } from "@shared/schemas/activity";
import { type KeyboardEvent, memo } from "react";
import type { ActivityIntent } from "./ActivityCard";
import { ActivityCard } from "./ActivityCard";
import { LIST_KEYS_HINT } from "./calendar-logic";

interface ActivityListProps {
  activities: readonly Activity[];
  onRegister: (activity: Activity) => void;
  registerIntent?: ActivityIntent;
  /** Called with each card heading, by index, so a caller can move focus to one. */
  headingRef?: (index: number, element: HTMLHeadingElement | null) => void;
}

/**
 * The outings' cards, one after the other. With the keyboard, Page Down and Page Up go from a
 * card to the next or the previous one (its heading takes the focus, so its name is read), as
 * in a feed: two keys instead of a Tab per button on the way. Memo: a render of the calendar
 * around it (a tab, a day tapped) leaves its cards as they are.
 */
export const ActivityList = memo(function ActivityList({
  activities,
  onRegister,
  registerIntent,
  headingRef,
}: ActivityListProps) {
  const now = new Date();
  return (
    <>
      {activities.length > 1 ? <p className="activity-list-hint">{LIST_KEYS_HINT}</p> : null}
      {/* The keys bubble up from the cards' own buttons and headings, which hold the focus. */}
      <ul className="activity-list" onKeyDown={moveBetweenCards}>
        {activities.map((activity, index) => (
          <li key={activity.id}>
            <ActivityCard
              activity={activity}
              onRegister={onRegister}
              registerIntent={registerIntent}
              now={now}
              headingRef={headingRef ? (element) => headingRef(index, element) : undefined}
            />
          </li>
        ))}
      </ul>
    </>
  );
});

/** Page Down / Page Up from anywhere in a card (not in its description's dialog): the next card. */
function moveBetweenCards(event: KeyboardEvent<HTMLUListElement>) {
  if (event.key !== "PageDown" && event.key !== "PageUp") return;
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const from = event.target as Element;
  if (from.closest("dialog")) return;
  const card = from.closest("li");
  const next = event.key === "PageDown" ? card?.nextElementSibling : card?.previousElementSibling;
  const heading = next?.querySelector<HTMLElement>(".activity-card .title");
  // On the first or the last card, the key scrolls the page as anywhere else.
  if (!heading) return;
  event.preventDefault();
  heading.focus();
}
