import { holdsPlaces } from "@shared/registrations/holds-places";
import type { TeamParticipant } from "@shared/schemas/team";

/**
 * People coming (the lines of the registrations that hold places: a participant cancelled alone
 * is not one of them) and the amount paid, in centimes.
 */
export function participantTotals(participants: readonly TeamParticipant[]): {
  people: number;
  paidCentimes: number;
} {
  const holding = participants.filter((p) => holdsPlaces({ status: p.statut }));
  return {
    people: holding.reduce((sum, p) => sum + p.personnes.length, 0),
    paidCentimes: participants.reduce((sum, p) => sum + p.montant_paye_centimes, 0),
  };
}
