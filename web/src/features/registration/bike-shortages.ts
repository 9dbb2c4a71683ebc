import { type BikeChoice, rentalSizeOf } from "@shared/registrations/people";
import { type BikeSize, noBikeLeftMessage } from "@shared/schemas/bikes";
import type { BikeAvailability } from "@shared/schemas/fleet";

/**
 * The people of one registration who ask for a rental size with no bike left for them, counted
 * across the registration in its order: with one M left and two people asking M, the second one.
 * Keys are the form's fields (`taille_velo`, `participants.0.taille_velo`), values the message.
 */
export function bikeShortages(
  people: BikeChoice[],
  availability: BikeAvailability | null,
): Record<string, string> {
  if (!availability) return {};
  const asked: Partial<Record<BikeSize, number>> = {};
  const shortages: Record<string, string> = {};
  people.forEach((person, index) => {
    const size = rentalSizeOf(person);
    if (!size) return;
    asked[size] = (asked[size] ?? 0) + 1;
    if ((asked[size] ?? 0) > availability.libres[size]) {
      shortages[index === 0 ? "taille_velo" : `participants.${index - 1}.taille_velo`] =
        noBikeLeftMessage(size);
    }
  });
  return shortages;
}
