import { BIKE_SIZES, type BikeSize } from "@shared/schemas/bikes";
import type { BikeAvailability, FleetDay, FleetView } from "@shared/schemas/fleet";
import { rentsBikes } from "@shared/schemas/fleet";
import { zurichToday } from "@shared/time";
import { type FleetRecord, freeBikes } from "./fleet-state";
import type { FleetPorts } from "./ports";

const anyBike = (counts: Record<BikeSize, number>) => BIKE_SIZES.some((s) => counts[s] > 0);

/** The founders' view: the fleet, its supplement, and each day from today with bikes out or blocked. */
export async function fleetView(ports: FleetPorts): Promise<FleetView> {
  const today = zurichToday(ports.clock.now());
  const [fleet, days] = await Promise.all([ports.fleet.getFleet(), ports.fleet.listDays(today)]);
  return viewOf(fleet, days);
}

export function viewOf(
  fleet: FleetRecord,
  days: Awaited<ReturnType<FleetPorts["fleet"]["listDays"]>>,
): FleetView {
  const jours: FleetDay[] = days
    .filter((day) => anyBike(day.loues) || anyBike(day.bloques))
    .map((day) => ({
      date: day.date,
      loues: day.loues,
      bloques: day.bloques,
      libres: freeBikes({ fleet, day }),
    }));
  return { tailles: fleet.tailles, supplement_centimes: fleet.supplement_centimes, jours };
}

/**
 * GET /api/activities/{id}/velos: the bikes still free on an e-bike outing's day and the
 * supplement per bike (undefined off an e-bike outing).
 */
export async function bikeAvailability(
  activity: { date: string; categorie: string },
  ports: Pick<FleetPorts, "fleet">,
): Promise<BikeAvailability | undefined> {
  if (!rentsBikes(activity)) return undefined;
  const snapshot = await ports.fleet.snapshot(activity.date);
  return {
    supplement_centimes: snapshot.fleet.supplement_centimes,
    libres: freeBikes(snapshot),
  };
}
