import { formatDate } from "@shared/date-format";
import { BIKE_SIZES, type BikeSize } from "@shared/schemas/bikes";
import { FLEET_MESSAGES, type FleetInput, type FleetView } from "@shared/schemas/fleet";
import { zurichToday } from "@shared/time";
import { fleetView, viewOf } from "./fleet-view";
import type { FleetPorts } from "./ports";

const MAX_ATTEMPTS = 5;

export type FleetAnswer =
  | { statusCode: 200; body: { success: true; flotte: FleetView } }
  | {
      statusCode: 400 | 409 | 503;
      body: { success: false; error: string; details?: Record<string, string> };
    };

const refused = (
  statusCode: 400 | 409 | 503,
  error: string,
  details?: Record<string, string>,
): FleetAnswer => ({
  statusCode,
  body: { success: false, error, ...(details ? { details } : {}) },
});

/**
 * « Enregistrer » the fleet (PUT /api/equipe/flotte):
 * 1. the fleet and the days from today are read;
 * 2. a size may not go below the bikes already rented on one of those days (409, on its field);
 * 3. the fleet is written only if nobody wrote it since it was read (its version): registrations
 *    taking bikes check the same version, so none takes against a fleet that changed; otherwise
 *    it is read again and decided afresh.
 */
export async function saveFleet(input: FleetInput, ports: FleetPorts): Promise<FleetAnswer> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const now = ports.clock.now();
    const [fleet, days] = await Promise.all([
      ports.fleet.getFleet(),
      ports.fleet.listDays(zurichToday(now)),
    ]);
    for (const size of BIKE_SIZES) {
      const busiest = days.reduce(
        (top, day) => (day.loues[size] > (top?.loues[size] ?? 0) ? day : top),
        undefined as (typeof days)[number] | undefined,
      );
      const out = busiest?.loues[size] ?? 0;
      if (busiest && out > input.tailles[size]) {
        const message = FLEET_MESSAGES.fleetBelowOut(size, out, formatDate(busiest.date));
        return refused(409, message, { [`tailles.${size}`]: message });
      }
    }
    if (await ports.fleet.putFleet(input, fleet.version, now.toISOString())) {
      const saved = { ...input, version: fleet.version + 1 };
      return { statusCode: 200, body: { success: true, flotte: viewOf(saved, days) } };
    }
  }
  return refused(503, FLEET_MESSAGES.busy);
}

/**
 * A day's blocked bikes (PUT /api/equipe/flotte/jours/{date}):
 * 1. no more blocked than the fleet has (400, on the size's field);
 * 2. written under the condition that the bikes rented that day still fit beside the blocks, and
 *    that the fleet is unchanged; when that fails, the day is read again: rented bikes in the way
 *    give the refusal « 2 vélos en taille M sont déjà réservés ce jour-là… » (409), a concurrent
 *    write a fresh attempt.
 */
export async function blockDay(
  date: string,
  blocked: Record<BikeSize, number>,
  ports: FleetPorts,
): Promise<FleetAnswer> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const now = ports.clock.now();
    const fleet = await ports.fleet.getFleet();
    const tooMany = BIKE_SIZES.filter((size) => blocked[size] > fleet.tailles[size]);
    if (tooMany.length > 0) {
      return refused(
        400,
        FLEET_MESSAGES.blockedTooMany,
        Object.fromEntries(tooMany.map((s) => [`bloques.${s}`, FLEET_MESSAGES.blockedTooMany])),
      );
    }
    if (await ports.fleet.setBlocks(date, blocked, fleet, now.toISOString())) {
      return { statusCode: 200, body: { success: true, flotte: await fleetView(ports) } };
    }
    const { day, fleet: current } = await ports.fleet.snapshot(date);
    const inTheWay = BIKE_SIZES.find(
      (size) => day.loues[size] > current.tailles[size] - blocked[size],
    );
    if (inTheWay && current.version === fleet.version) {
      const message = FLEET_MESSAGES.blockedBelowOut(inTheWay, day.loues[inTheWay]);
      return refused(409, message, { [`bloques.${inTheWay}`]: message });
    }
  }
  return refused(503, FLEET_MESSAGES.busy);
}
