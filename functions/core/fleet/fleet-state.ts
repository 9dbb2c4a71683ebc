import { BIKE_SIZES, type BikeCounts, type BikeSize } from "@shared/schemas/bikes";
import type { FleetInput } from "@shared/schemas/fleet";

/**
 * The rental e-bikes as the use cases see them: the fleet (bikes per size, the supplement, a
 * version that grows with each write) and one day's counts, shared by every outing of that day.
 */

/** The fleet as stored; `version` lets a take check that the fleet did not change meanwhile. */
export interface FleetRecord extends FleetInput {
  version: number;
}

/** One day's bikes, every size counted (0 when none). */
export interface FleetDayCounts {
  loues: Record<BikeSize, number>;
  bloques: Record<BikeSize, number>;
}

/** What a registration read before taking its bikes: the fleet and the day, as they were. */
export interface FleetSnapshot {
  fleet: FleetRecord;
  day: FleetDayCounts;
}

export const noBikes = (): Record<BikeSize, number> => ({ S: 0, M: 0, L: 0, XL: 0 });

/** No fleet written yet: no bike to rent, no supplement. */
export const EMPTY_FLEET: FleetRecord = {
  tailles: noBikes(),
  supplement_centimes: 0,
  version: 0,
};

/** Bikes of each size still free that day: the fleet less the blocked and the rented (never < 0). */
export function freeBikes(snapshot: FleetSnapshot): Record<BikeSize, number> {
  const free = noBikes();
  for (const size of BIKE_SIZES) {
    free[size] = Math.max(
      0,
      snapshot.fleet.tailles[size] - snapshot.day.bloques[size] - snapshot.day.loues[size],
    );
  }
  return free;
}

/**
 * The day as if a registration's bikes (`held`) were given back: what it may rent again when its
 * people are named anew (its bikes are exchanged in the same transaction).
 */
export function withHeldBack(snapshot: FleetSnapshot, held: BikeCounts): FleetSnapshot {
  const loues = { ...snapshot.day.loues };
  for (const size of BIKE_SIZES) loues[size] = Math.max(0, loues[size] - (held[size] ?? 0));
  return { ...snapshot, day: { ...snapshot.day, loues } };
}
