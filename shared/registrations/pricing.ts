import { type BikeCounts, bikeTotal } from "../schemas/bikes";

/**
 * A registration's amount, in centimes: the outing's price per person, plus the rental
 * supplement per rental bike (0 when included). The server computes it (never the browser's);
 * the dialog shows the same sum before submitting.
 */
export function registrationAmount(input: {
  pricePerPersonCentimes: number;
  participants: number;
  rentals: BikeCounts;
  supplementCentimes: number;
}): number {
  return (
    input.pricePerPersonCentimes * input.participants +
    input.supplementCentimes * bikeTotal(input.rentals)
  );
}

/** One participant's share (the 72-h rule refunds it when she alone is cancelled). */
export function participantShare(input: {
  pricePerPersonCentimes: number;
  rents: boolean;
  supplementCentimes: number;
}): number {
  return input.pricePerPersonCentimes + (input.rents ? input.supplementCentimes : 0);
}
