import { BIKE_SIZES, type BikeSize } from "@shared/schemas/bikes";
import type { FleetInput, FleetView } from "@shared/schemas/fleet";
import * as z from "@shared/zod";
import type { TeamClient } from "../shared/team-client";

const counts = z.object(
  Object.fromEntries(BIKE_SIZES.map((s) => [s, z.number()])) as Record<BikeSize, z.ZodMiniNumber>,
);

/** The team API's answer about the fleet (GET, and each change): shared/schemas/fleet.ts FleetView. */
const fleetAnswerSchema = z.object({
  success: z.literal(true),
  flotte: z.object({
    tailles: counts,
    supplement_centimes: z.number(),
    jours: z.array(z.object({ date: z.string(), loues: counts, bloques: counts, libres: counts })),
  }),
});

const answer = (read: Promise<z.output<typeof fleetAnswerSchema>>): Promise<FleetView> =>
  read.then((a) => a.flotte);

/** « Vélos de location »: the fleet, its supplement and the days with bikes out or blocked. */
export function fleetApi(client: TeamClient) {
  return {
    showFleet: (signal?: AbortSignal) =>
      answer(client.get(fleetAnswerSchema, "/api/equipe/flotte", signal)),
    saveFleet: (input: FleetInput) =>
      answer(client.put(fleetAnswerSchema, "/api/equipe/flotte", input)),
    blockDay: (date: string, bloques: Record<BikeSize, number>) =>
      answer(
        client.put(fleetAnswerSchema, `/api/equipe/flotte/jours/${encodeURIComponent(date)}`, {
          bloques,
        }),
      ),
  };
}
