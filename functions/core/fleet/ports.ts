import type { BikeSize } from "@shared/schemas/bikes";
import type { FleetInput } from "@shared/schemas/fleet";
import type { Clock } from "../clock";
import type { FleetDayCounts, FleetRecord, FleetSnapshot } from "./fleet-state";

/** The fleet's store as the use cases need it (functions/adapters/fleet.ts `fleetStore`). */
export interface FleetPorts {
  fleet: {
    getFleet(): Promise<FleetRecord>;
    snapshot(date: string): Promise<FleetSnapshot>;
    listDays(fromDate: string): Promise<(FleetDayCounts & { date: string })[]>;
    putFleet(input: FleetInput, seenVersion: number, now: string): Promise<boolean>;
    setBlocks(
      date: string,
      blocked: Record<BikeSize, number>,
      fleet: FleetRecord,
      now: string,
    ): Promise<boolean>;
  };
  clock: Clock;
}
