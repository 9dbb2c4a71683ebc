import type { Activity } from "@shared/schemas/activity";
import { memo } from "react";
import type { ActivityIntent } from "./ActivityCard";
import { ActivityCard } from "./ActivityCard";

interface ActivityListProps {
  activities: readonly Activity[];
  onRegister: (activity: Activity) => void;
  registerIntent?: ActivityIntent;
  /** Called with each card heading, by index, so a caller can move focus to one. */
  headingRef?: (index: number, element: HTMLHeadingElement | null) => void;
}

/** Memo: a render of the calendar around it (a tab, a day tapped) leaves its cards as they are. */
export const ActivityList = memo(function ActivityList({
  activities,
  onRegister,
  registerIntent,
  headingRef,
}: ActivityListProps) {
  const now = new Date();
  return (
    <ul className="activity-list">
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
  );
});
