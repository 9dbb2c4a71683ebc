import { formatShortDate, formatTime } from "@shared/date-format";
import type { ReactNode } from "react";

/**
 * The box that recalls what a link names: its heading, the outing, its date and meeting time,
 * then the record's own lines (`children`: more `dt`/`dd`).
 */
export function OutingSummary(props: {
  title: ReactNode;
  outing: { activity_title: string; activity_date: string; heure_rdv: string };
  children: ReactNode;
}) {
  const { outing } = props;
  return (
    <div className="box confirmation-summary">
      <h2 className="title is-4">{props.title}</h2>
      <dl>
        <dt>Activité</dt>
        <dd>{outing.activity_title}</dd>
        <dt>Date</dt>
        <dd>
          {formatShortDate(outing.activity_date)}, rendez-vous à {formatTime(outing.heure_rdv)}
        </dd>
        {props.children}
      </dl>
    </div>
  );
}
