import { formatLongDate, formatTime } from "@shared/date-format";
import { formatChf } from "@shared/money";
import { registrationAmount } from "@shared/registrations/pricing";
import type { Activity } from "@shared/schemas/activity";
import { type BikeCounts, bikeTotal } from "@shared/schemas/bikes";

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

/** « 1 vélo de location », « 2 vélos de location ». */
function rentalBikes(count: number): string {
  return `${count} ${count === 1 ? "vélo de location" : "vélos de location"}`;
}

/**
 * The total for the chosen number of participants, « 2 × CHF 50.00 = CHF 100.00 », with the
 * rental bikes' supplement when someone rents one on an e-bike outing (« + 1 vélo de location ×
 * CHF 30.00 », or « location comprise » when it costs nothing more), announced as it changes.
 * Shown only: the server computes the amount it charges, with the same registrationAmount.
 */
export function RegistrationTotal({
  pricePerPerson,
  participants,
  rentals = {},
  supplement = null,
}: {
  pricePerPerson: number;
  participants: number;
  /** Rental bikes asked for, by size (e-bike outings). */
  rentals?: BikeCounts;
  /** The supplement per rental bike, in centimes; null while unknown (not added then). */
  supplement?: number | null;
}) {
  const bikes = supplement === null ? 0 : bikeTotal(rentals);
  const total = registrationAmount({
    pricePerPersonCentimes: pricePerPerson,
    participants,
    rentals: supplement === null ? {} : rentals,
    supplementCentimes: supplement ?? 0,
  });
  const charged = bikes > 0 && supplement !== null && supplement > 0;
  return (
    <p role="status" className="registration-total">
      Total : {participants} × {formatChf(pricePerPerson)}
      {charged ? ` + ${rentalBikes(bikes)} × ${formatChf(supplement)}` : null} ={" "}
      <strong>{formatChf(total)}</strong>
      {bikes > 0 && !charged ? " (location comprise)" : null}
    </p>
  );
}
