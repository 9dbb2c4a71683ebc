import { formatShortDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { registrationNoun } from "@shared/registrations/registration-noun";
import type { CancellationView } from "@shared/schemas/cancellation";

/** The registration about to be cancelled: activity, date and time, participants, amount. */
export function CancellationSummary({ view }: { view: CancellationView }) {
  return (
    <div className="box confirmation-summary">
      <h2 className="title is-4">Votre {registrationNoun(view).noun}</h2>
      <dl>
        <dt>Activité</dt>
        <dd>{view.activity_title}</dd>
        <dt>Date</dt>
        <dd>
          {formatShortDate(view.activity_date)}, rendez-vous à {formatTime(view.heure_rdv)}
        </dd>
        <dt>Participants</dt>
        <dd>{view.participants === 1 ? "1 personne" : `${view.participants} personnes`}</dd>
        <dt>Montant</dt>
        <dd>
          <strong>{formatChf(view.amount)}</strong>
          {view.status === "paid" ? " (payé)" : " (pas encore payé)"}
        </dd>
      </dl>
    </div>
  );
}
