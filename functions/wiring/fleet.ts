import type { FleetPorts } from "@core/fleet/ports";
import type { BaseStores } from "./stores";

/**
 * The rental e-bikes' ports (the founders' fleet screen, the dialog's availability): the fleet's
 * store and the clock. Registrations take and give back bikes through their own commit and
 * release (wiring/stores.ts).
 */
export function fleetPorts(stores: Pick<BaseStores, "fleet" | "clock">): FleetPorts {
  return { fleet: stores.fleet, clock: stores.clock };
}

/** The public availability's ports: the outing read by id, and the fleet. */
export function bikeAvailabilityPorts(stores: Pick<BaseStores, "fleet" | "clock" | "activities">) {
  return { ...fleetPorts(stores), getActivity: stores.activities.get };
}
