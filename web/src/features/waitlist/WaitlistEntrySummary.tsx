import { formatShortDate, formatTime } from "@shared/date-format";
import type { WaitlistEntryView } from "@shared/schemas/waitlist";

/** The entry the link names: the outing, its date and meeting time, the places wanted. */
export function WaitlistEntrySummary({ view }: { view: WaitlistEntryView }) {
  return (
    <div className="box confirmation-summary">
      <h2 className="title is-4">Votre inscription sur la liste d'attente</h2>
      <dl>
        <dt>Activité</dt>
        <dd>{view.activity_title}</dd>
        <dt>Date</dt>
        <dd>
          {formatShortDate(view.activity_date)}, rendez-vous à {formatTime(view.heure_rdv)}
        </dd>
        <dt>Places souhaitées</dt>
        <dd>{view.places === 1 ? "1 place" : `${view.places} places`}</dd>
      </dl>
    </div>
  );
}
