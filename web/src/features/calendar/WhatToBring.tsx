import { WHAT_TO_BRING_HEADING, whatToBring } from "@shared/constants/what-to-bring";
import type { Activity } from "@shared/schemas/activity";
import { useId } from "react";

/**
 * « Ce qu'il faut apporter » for one outing: the founders' own list, or the usual one of its kind
 * (e-bike, walk, wellness; warmer from December to March). The same list as its e-mails'.
 */
export function WhatToBring({ activity }: { activity: Activity }) {
  const headingId = useId();
  return (
    <div className="activity-bring">
      <p id={headingId} className="activity-bring-title">
        {WHAT_TO_BRING_HEADING}
      </p>
      <ul aria-labelledby={headingId}>
        {whatToBring(activity).map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}
