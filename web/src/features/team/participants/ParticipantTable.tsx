import { participantsLabel } from "@shared/registrations/participants-label";
import type { TeamParticipant, TeamPerson } from "@shared/schemas/team";
import { Link } from "react-router-dom";
import { EmailAddress } from "../shared/EmailAddress";
import { PhoneLink } from "../shared/PhoneLink";
import { formatChf } from "../shared/team-format";

/**
 * One line per person, a booking's people grouped under a line that names the booking: what a
 * guide needs on the trail. The registrant's name opens the booking's details; the booking's
 * contact and payment are said once, beside all its people. Five narrow columns that wrap, so
 * that the list fits a tablet without sideways scrolling.
 */
export function ParticipantTable({
  participants,
  caption = "Participants",
}: {
  participants: readonly TeamParticipant[];
  caption?: string;
}) {
  if (participants.length === 0) return <p className="block">Personne n'est encore inscrit.</p>;
  return (
    <table className="table is-fullwidth team-table team-participants">
      <caption className="is-sr-only">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Participant</th>
          <th scope="col">Âge</th>
          <th scope="col">Vélo</th>
          <th scope="col">Contact</th>
          <th scope="col">Paiement</th>
        </tr>
      </thead>
      {participants.map((p) => (
        <BookingRows key={p.inscription_id} booking={p} />
      ))}
    </table>
  );
}

function BookingRows({ booking }: { booking: TeamParticipant }) {
  const people = booking.personnes;
  const registrant = [booking.prenom, booking.nom].filter(Boolean).join(" ");
  return (
    <tbody className="team-booking">
      <tr className="team-booking-heading">
        <th scope="rowgroup" colSpan={5}>
          {bookingHeading(booking, registrant)}
        </th>
      </tr>
      {people.map((person, i) => (
        <tr key={person.position}>
          <th scope="row" data-label="Participant">
            {i === 0 ? (
              <Link to={`/inscriptions/${encodeURIComponent(booking.inscription_id)}`}>
                {personName(person)}
              </Link>
            ) : (
              personName(person)
            )}
          </th>
          <td data-label="Âge">{person.age === null ? "—" : `${person.age} ans`}</td>
          <td data-label="Vélo">{person.velo}</td>
          {i === 0 ? (
            <>
              <td data-label="Contact" rowSpan={people.length} className="team-contact">
                <PhoneLink phone={booking.telephone} />
                <br />
                <EmailAddress email={booking.email} />
              </td>
              <td data-label="Paiement" rowSpan={people.length}>
                <BookingPayment booking={booking} />
              </td>
            </>
          ) : null}
        </tr>
      ))}
    </tbody>
  );
}

/** « Réservation JV-7K3M-Q9 · Anne Favre · 2 participants · Débutant · Remarques : … ». */
function bookingHeading(booking: TeamParticipant, registrant: string): string {
  return [
    booking.reference ? `Réservation ${booking.reference}` : "Réservation",
    registrant,
    participantsLabel(booking.personnes.length),
    booking.niveau,
    ...(booking.remarques ? [`Remarques : ${booking.remarques}`] : []),
  ].join(" · ");
}

const personName = (person: TeamPerson) => [person.prenom, person.nom].filter(Boolean).join(" ");

function BookingPayment({ booking }: { booking: TeamParticipant }) {
  return (
    <>
      <strong>{booking.statut_libelle}</strong>
      <br />
      <span className="team-amount">
        {formatChf(booking.montant_centimes)}
        {booking.montant_paye_centimes > 0 &&
        booking.montant_paye_centimes !== booking.montant_centimes
          ? ` (payé ${formatChf(booking.montant_paye_centimes)})`
          : null}
      </span>
      <br />
      {booking.moyen_paiement ?? "Pas encore choisi"}
    </>
  );
}
