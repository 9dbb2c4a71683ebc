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

/**
 * The price per person a stored registration was priced with, from its own amounts (never the
 * outing's price today, which the founders may have changed since): what is left once the rental
 * supplements of the bikes it holds are taken out, shared by the persons still registered.
 */
export function storedPricePerPerson(registration: {
  total_centimes: number;
  nombre_participants: number;
  velos_location?: BikeCounts;
  supplement_velo_centimes?: number;
}): number {
  const supplements =
    (registration.supplement_velo_centimes ?? 0) * bikeTotal(registration.velos_location ?? {});
  return Math.round((registration.total_centimes - supplements) / registration.nombre_participants);
}
