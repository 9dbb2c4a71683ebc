import { fleetView } from "@core/fleet/fleet-view";
import { blockDay, type FleetAnswer, saveFleet } from "@core/fleet/save-fleet";
import { FLEET_MESSAGES, fleetBlockShape, fleetInputShape } from "@shared/schemas/fleet";
import { parseStrictBody } from "@shared/schemas/registration";
import { isoDay, zurichToday } from "@shared/time";
import { type ApiEvent, HttpError, json, parseJsonBody } from "../../api/http";
import { NO_STORE, noStoreAnswer, noStoreOnRefusal } from "../../api/route-helpers";
import { bindRoutes } from "../../api/router";
import { log } from "../../logger";
import { fleetPorts } from "../../wiring/fleet";
import { teamActor } from "../team-actor";
import type { TeamAdapters } from "../wiring";

/** A strict body: unknown fields refused by name, a French message per field, nothing stored. */
function strictBody<S extends Parameters<typeof parseStrictBody>[0]>(event: ApiEvent, shape: S) {
  const parsed = parseStrictBody(shape, parseJsonBody(event), FLEET_MESSAGES);
  if (!parsed.success) throw new HttpError(400, FLEET_MESSAGES.invalid, parsed.details);
  return parsed.data;
}

/** The day of the path: a real date (yyyy-mm-dd), today or later. */
function dayOf(event: ApiEvent, today: string): string {
  const raw = event.pathParameters?.date ?? "";
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
  const valid =
    match !== null && isoDay(Number(match[1]), Number(match[2]), Number(match[3])) === raw;
  if (!valid || raw < today) {
    throw new HttpError(400, FLEET_MESSAGES.invalid, { date: FLEET_MESSAGES.date });
  }
  return raw;
}

/**
 * The founders' rental e-bikes (route-table.ts `teamFleet`, shapes in shared/schemas/fleet.ts):
 * the view, « Enregistrer » the fleet and its supplement, a day's blocked bikes. Every answer,
 * refusals included, is `cache-control: no-store`; each change is logged with the account's id.
 */
export function teamFleetRoutes({ stores }: TeamAdapters) {
  const ports = fleetPorts(stores);
  const logged = (action: string, actorId: string, answer: FleetAnswer) => {
    log.info("team_fleet_change", { action, actorId, status: answer.statusCode });
    return noStoreAnswer(answer);
  };
  return bindRoutes(
    "teamFleet",
    noStoreOnRefusal({
      show: async (event) => {
        teamActor(event);
        return json(200, { success: true, flotte: await fleetView(ports) }, NO_STORE);
      },
      save: async (event) => {
        const actor = teamActor(event);
        const input = strictBody(event, fleetInputShape);
        return logged("save", actor.id, await saveFleet(input, ports));
      },
      blockDay: async (event) => {
        const actor = teamActor(event);
        const date = dayOf(event, zurichToday(ports.clock.now()));
        const { bloques } = strictBody(event, fleetBlockShape);
        return logged("block_day", actor.id, await blockDay(date, bloques, ports));
      },
    }),
  );
}
