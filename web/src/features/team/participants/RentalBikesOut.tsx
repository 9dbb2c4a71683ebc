import { type BikeCounts, rentalSummary } from "@shared/schemas/bikes";
import { rentsBikes } from "@shared/schemas/fleet";

/**
 * Above the list of an e-bike outing: the rental bikes to get ready, by size (what its active
 * registrations hold). Outings without rental bikes say nothing.
 */
export function RentalBikesOut({
  outing,
  bikes,
  dayBikes,
}: {
  outing: { categorie: string };
  bikes: BikeCounts;
  /**
   * PLACE FOR `velos_du_jour`: the day's rental bikes across every outing, once the participant
   * list's answer carries them (the fleet's work). Pass them here; nothing else changes.
   */
  dayBikes?: BikeCounts;
}) {
  if (!rentsBikes(outing)) return null;
  return (
    <p className="block team-totals team-bikes">
      À préparer : <strong>{rentalSummary(bikes)}</strong>
      {dayBikes ? (
        <>
          <br />
          Ce jour-là, toutes sorties confondues : <strong>{rentalSummary(dayBikes)}</strong>
        </>
      ) : null}
    </p>
  );
}
