import type { BikeSize } from "@shared/schemas/bikes";

/**
 * One person's bike as a form holds it on an e-bike outing, and as it is sent: the registration
 * dialog and the waiting list's naming page alike (PersonBikeFields shows it).
 */

/** Her own e-bike, or a rental one (then its size). */
export type BikeChoiceValue = "propre" | "location";

export interface BikeFormValues {
  a_velo_electrique: BikeChoiceValue;
  taille_velo: BikeSize | "";
}

/** A rental bike by default: its size must then be chosen, so nobody rents one unawares. */
export const EMPTY_BIKE: BikeFormValues = { a_velo_electrique: "location", taille_velo: "" };

/** One person's bike fields as sent: none asked off an e-bike outing, a size only for a rental. */
export function bikeOf(values: BikeFormValues, eBikeOuting: boolean) {
  if (!eBikeOuting) return { a_velo_electrique: false };
  if (values.a_velo_electrique === "propre") return { a_velo_electrique: true };
  return {
    a_velo_electrique: false,
    ...(values.taille_velo ? { taille_velo: values.taille_velo } : {}),
  };
}
