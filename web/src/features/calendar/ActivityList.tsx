import type { Activity } from "../../../../shared/schemas/activity";
import { ActivityCard } from "./ActivityCard";

interface ActivityListProps {
  activities: readonly Activity[];
  onRegister: (activity: Activity) => void;
  /** Called with each card heading, by index, so a caller can move focus to one. */
  headingRef?: (index: number, element: HTMLHeadingElement | null) => void;
}

export function ActivityList({ activities, onRegister, headingRef }: ActivityListProps) {
  const now = new Date();
  return (
    <ul className="activity-list">
      {activities.map((activity, index) => (
        <li key={activity.id}>
          <ActivityCard
            activity={activity}
            onRegister={onRegister}
            now={now}
            headingRef={headingRef ? (element) => headingRef(index, element) : undefined}
          />
        </li>
      ))}
    </ul>
  );
}
