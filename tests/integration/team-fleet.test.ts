/**
 * The founders' rental e-bikes against the emulator (teamFleetRoutes over the team's stores,
 * with a founder's verified claims): the fleet written and read back, strict bodies refused per
 * field with nothing stored, a day's blocks refused below the bikes already rented, the day's
 * bikes in an e-bike outing's view, and the dialog's availability.
 */
import { noBikeLeftMessage } from "@shared/schemas/bikes";
import { FLEET_MESSAGES } from "@shared/schemas/fleet";
import { addDaysIso, zurichToday } from "@shared/time";
import { beforeAll, describe, expect, it } from "vitest";
import { handler as api } from "../../functions/api/handler";
import { teamRoutes } from "../../functions/team/routes/activities";
import { teamFleetRoutes } from "../../functions/team/routes/fleet";
import { resetState, tableName } from "../support/aws";
import {
  apiEvent,
  putActivity,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";
import { type RecordedCommand, recordingTeamAdapters, teamCaller } from "../support/team-routes";

const FOUNDER = { sub: "7a2e-founder-sub", username: "fondateur-id", "cognito:groups": "equipe" };
const commands: RecordedCommand[] = [];
const adapters = recordingTeamAdapters(commands);
const call = teamCaller([...teamFleetRoutes(adapters), ...teamRoutes(adapters)], FOUNDER);
const DAY = addDaysIso(zurichToday(), 9);
const FLEET = { tailles: { S: 1, M: 3, L: 2, XL: 0 }, supplement_centimes: 2500 };

describe("team space: rental e-bikes", () => {
  beforeAll(async () => {
    await resetState();
  });

  it("refuses a fleet body with wrong or unknown fields, in French per field, storing nothing", async () => {
    const res = await call("PUT", "/api/equipe/flotte", {
      tailles: { S: 1, M: -2, L: 2.5, XL: 0 },
      supplement_centimes: "30",
      couleur: "rouge",
    });
    expect(res.status).toBe(400);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.details).toEqual({
      "tailles.M": FLEET_MESSAGES.count,
      "tailles.L": FLEET_MESSAGES.count,
      supplement_centimes: FLEET_MESSAGES.supplement,
      couleur: FLEET_MESSAGES.unknownField,
    });
    expect(await scanAll("fleet")).toEqual([]);
  });

  it("writes the fleet and reads it back; the dialog sees the free bikes and the supplement", async () => {
    const saved = await call("PUT", "/api/equipe/flotte", FLEET);
    expect(saved.status).toBe(200);
    expect(saved.body.flotte).toEqual({ ...FLEET, jours: [] });
    expect((await call("GET", "/api/equipe/flotte")).body.flotte).toEqual({ ...FLEET, jours: [] });

    const outing = await putActivity({ date: DAY });
    const free = await api(apiEvent("GET", `/api/activities/${outing.id}/velos`));
    expect(free.statusCode).toBe(200);
    expect(free.headers?.["cache-control"]).toBe("no-store");
    expect(JSON.parse(free.body ?? "")).toEqual({
      supplement_centimes: 2500,
      libres: FLEET.tailles,
    });
    const hike = await putActivity({ categorie: "Randonnée" });
    expect((await api(apiEvent("GET", `/api/activities/${hike.id}/velos`))).statusCode).toBe(404);
    expect((await api(apiEvent("GET", "/api/activities/inconnue/velos"))).statusCode).toBe(404);
  });

  it("blocks bikes for a day, never below those rented; the outing's view says the day's bikes", async () => {
    const outing = await putActivity({ date: DAY, places_disponibles: 8 });
    const rent = (size: string) =>
      api(
        apiEvent(
          "POST",
          "/api/inscriptions",
          validRegistration(outing.id, {
            nombre_participants: 1,
            participants: [],
            a_velo_electrique: false,
            taille_velo: size,
          }),
        ),
      );
    expect((await rent("M")).statusCode).toBe(201);
    expect((await rent("M")).statusCode).toBe(201);

    const tooMany = await call("PUT", `/api/equipe/flotte/jours/${DAY}`, {
      bloques: { S: 0, M: 4, L: 0, XL: 0 },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.details).toEqual({ "bloques.M": FLEET_MESSAGES.blockedTooMany });

    const belowOut = await call("PUT", `/api/equipe/flotte/jours/${DAY}`, {
      bloques: { S: 0, M: 2, L: 0, XL: 0 },
    });
    expect(belowOut.status).toBe(409);
    expect(belowOut.body.error).toBe(FLEET_MESSAGES.blockedBelowOut("M", 2));
    expect(belowOut.body.details).toEqual({ "bloques.M": FLEET_MESSAGES.blockedBelowOut("M", 2) });

    const past = await call("PUT", `/api/equipe/flotte/jours/${addDaysIso(zurichToday(), -1)}`, {
      bloques: { S: 0, M: 0, L: 0, XL: 0 },
    });
    expect(past.status).toBe(400);
    expect(past.body.details).toEqual({ date: FLEET_MESSAGES.date });

    const blocked = await call("PUT", `/api/equipe/flotte/jours/${DAY}`, {
      bloques: { S: 0, M: 1, L: 1, XL: 0 },
    });
    expect(blocked.status).toBe(200);
    expect(blocked.body.flotte.jours).toEqual([
      {
        date: DAY,
        loues: { S: 0, M: 2, L: 0, XL: 0 },
        bloques: { S: 0, M: 1, L: 1, XL: 0 },
        libres: { S: 1, M: 0, L: 1, XL: 0 },
      },
    ]);
    // The days are read through the date index, never a Scan.
    expect(commands.filter((c) => c.name === "ScanCommand")).toEqual([]);
    expect(commands).toContainEqual({
      name: "QueryCommand",
      table: tableName("fleet"),
      index: "by-date",
    });
    // The last M is blocked: the next one asking is refused.
    expect(JSON.parse((await rent("M")).body ?? "").error).toBe(noBikeLeftMessage("M"));

    // The fleet cannot go below what a coming day already has out.
    const lowered = await call("PUT", "/api/equipe/flotte", {
      ...FLEET,
      tailles: { ...FLEET.tailles, M: 1 },
    });
    expect(lowered.status).toBe(409);
    expect(Object.keys(lowered.body.details)).toEqual(["tailles.M"]);

    const view = await call("GET", `/api/equipe/sorties/${outing.id}/participants`);
    expect(view.body.sortie.velos_du_jour).toEqual({ S: 0, M: 2, L: 0, XL: 0 });
  });
});
