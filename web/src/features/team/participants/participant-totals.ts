import type { TeamParticipant } from "@shared/schemas/team";

/** Statuses whose registration holds no place (listed after the others, out of the totals). */
const RELEASED = new Set(["cancelled", "expired"]);

/**
 * People coming (the lines of the registrations that hold places: a participant cancelled alone
 * is not one of them) and the amount paid, in centimes.
 */
export function participantTotals(participants: readonly TeamParticipant[]): {
  people: number;
  paidCentimes: number;
} {
  const holding = participants.filter((p) => !RELEASED.has(p.statut));
  return {
    people: holding.reduce((sum, p) => sum + p.personnes.length, 0),
    paidCentimes: participants.reduce((sum, p) => sum + p.montant_paye_centimes, 0),
  };
}
