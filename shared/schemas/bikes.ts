import * as z from "../zod";

/**
 * The rental e-bikes' sizes, each with the riders' heights it fits (said on screen beside the
 * choice). One fleet is shared by every outing of a day (shared/schemas/fleet.ts).
 */
export const BIKE_SIZES = ["S", "M", "L", "XL"] as const;
export type BikeSize = (typeof BIKE_SIZES)[number];

export const BIKE_SIZE_HEIGHTS: Record<BikeSize, string> = {
  S: "de 150 à 164 cm",
  M: "de 165 à 177 cm",
  L: "de 178 à 189 cm",
  XL: "190 cm et plus",
};

/** « M (de 165 à 177 cm) »: how a size reads in a choice list. */
export function bikeSizeLabel(size: BikeSize): string {
  return `${size} (${BIKE_SIZE_HEIGHTS[size]})`;
}

export const bikeSizeSchema = z.enum(BIKE_SIZES, { error: "Choisissez une taille de vélo" });

/** Rental bikes of each size, counted (sizes with none may be left out). */
export type BikeCounts = Partial<Record<BikeSize, number>>;

/** The sizes of `counts` with at least one bike, in size order. */
export function sizesIn(counts: BikeCounts): BikeSize[] {
  return BIKE_SIZES.filter((size) => (counts[size] ?? 0) > 0);
}

export function bikeTotal(counts: BikeCounts): number {
  return BIKE_SIZES.reduce((sum, size) => sum + (counts[size] ?? 0), 0);
}

/** « 1 vélo de location, taille M », « 3 vélos de location (2 en M, 1 en L) », « aucun vélo de location ». */
export function rentalSummary(counts: BikeCounts): string {
  const sizes = sizesIn(counts);
  const total = bikeTotal(counts);
  if (total === 0) return "aucun vélo de location";
  const noun = total === 1 ? "vélo de location" : "vélos de location";
  if (sizes.length === 1) return `${total} ${noun}, taille ${sizes[0]}`;
  return `${total} ${noun} (${sizes.map((s) => `${counts[s]} en ${s}`).join(", ")})`;
}

/** Shown before submitting, and the server's answer when the last bike of a size went meanwhile. */
export function noBikeLeftMessage(size: BikeSize): string {
  return `Plus de vélo de location en taille ${size} ce jour-là`;
}

/** Bikes of several registrations added up, by size (sizes with none left out). */
export function sumBikeCounts(list: BikeCounts[]): BikeCounts {
  const sum: BikeCounts = {};
  for (const counts of list) {
    for (const size of sizesIn(counts)) sum[size] = (sum[size] ?? 0) + (counts[size] ?? 0);
  }
  return sum;
}
