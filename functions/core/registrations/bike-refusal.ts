import { type Person, peopleOf, rentalSizeOf } from "@shared/registrations/people";
import { type BikeCounts, type BikeSize, noBikeLeftMessage } from "@shared/schemas/bikes";
import { type FleetSnapshot, freeBikes } from "../fleet/fleet-state";

/** No bike left in a size asked: the message, and the same message on each field that asked it. */
export interface BikeRefusal {
  error: string;
  details: Record<string, string>;
}

/** The dialog's field of one person's bike size: the registrant's, or participant N's. */
export function sizeFieldOf(person: Pick<Person, "position">): string {
  return person.position === 0 ? "taille_velo" : `participants.${person.position - 1}.taille_velo`;
}

/**
 * Whether the day's fleet (as read) has the rental bikes asked, size by size; when a size has too
 * few, the refusal names it (« Plus de vélo de location en taille M ce jour-là ») on every field
 * that asked for a bike of that size.
 */
export function bikeRefusal(
  registration: Parameters<typeof peopleOf>[0],
  asked: BikeCounts,
  snapshot: FleetSnapshot,
): BikeRefusal | undefined {
  const free = freeBikes(snapshot);
  const short = new Set(
    (Object.keys(asked) as BikeSize[]).filter((size) => (asked[size] ?? 0) > free[size]),
  );
  if (short.size === 0) return undefined;
  const details: Record<string, string> = {};
  let first: BikeSize | undefined;
  for (const person of peopleOf(registration)) {
    const size = rentalSizeOf(person);
    if (!size || !short.has(size)) continue;
    first ??= size;
    details[sizeFieldOf(person)] = noBikeLeftMessage(size);
  }
  return { error: noBikeLeftMessage(first ?? [...short][0] ?? "M"), details };
}
