import { formatLongDate, formatTime } from "@shared/date-format";
import { formatChf, totalCentimes } from "@shared/money";
import type { Activity } from "@shared/schemas/activity";

/** What the visitor registers for, above the form: the outing's date, time, meeting place, price. */
export function RegistrationOuting({ activity }: { activity: Activity }) {
  return (
    <dl className="registration-outing">
      <dt>Date</dt>
      <dd>{formatLongDate(activity.date)}</dd>
      <dt>Heure</dt>
      <dd>{formatTime(activity.heure_rdv)}</dd>
      <dt>Rendez-vous</dt>
      <dd>{activity.lieu_rdv}</dd>
      <dt>Prix</dt>
      <dd>{formatChf(activity.prix_centimes)} par personne</dd>
    </dl>
  );
}

/**
 * The total for the chosen number of participants, « 2 × CHF 50.00 = CHF 100.00 », announced as
 * it changes. Shown only: the server computes the amount it charges.
 */
export function RegistrationTotal({
  pricePerPerson,
  participants,
}: {
  pricePerPerson: number;
  participants: number;
}) {
  return (
    <p role="status" className="registration-total">
      Total : {participants} × {formatChf(pricePerPerson)} ={" "}
      <strong>{formatChf(totalCentimes(pricePerPerson, participants))}</strong>
    </p>
  );
}
