/**
 * The rental e-bikes under concurrency, against the emulator: a fleet of 3 M-size bikes shared by
 * two outings of the same day; registrations asking one M bike each arrive at once across both
 * outings (the api handler, as POST /api/inscriptions). Never more bikes out than the fleet, no
 * place taken by a refused registration, and a cancellation gives its bike back.
 */
import { GetCommand } from "@aws-sdk/lib-dynamodb";
import { noBikeLeftMessage } from "@shared/schemas/bikes";
import { addDaysIso, zurichToday } from "@shared/time";
import { beforeEach, describe, expect, it } from "vitest";
import { dayId } from "../../functions/adapters/fleet";
import { handler as api } from "../../functions/api/handler";
import { getConfig } from "../../functions/config";
import { wireAdapters } from "../../functions/wiring/adapters";
import { ddb, resetState, tableName } from "../support/aws";
import {
  apiEvent,
  putActivity,
  scanAll,
  validRegistration,
} from "../support/registration-fixtures";

const NO_M = noBikeLeftMessage("M");
const DAY = addDaysIso(zurichToday(), 12);
const PRICE = 7500;
const SUPPLEMENT = 3000;

async function placesLeft(id: string) {
  const res = await ddb().send(new GetCommand({ TableName: tableName("activities"), Key: { id } }));
  return res.Item?.places_disponibles as number;
}

async function rentedOn(date: string) {
  const res = await ddb().send(
    new GetCommand({ TableName: tableName("fleet"), Key: { id: dayId(date) } }),
  );
  return res.Item?.loues_M;
}

const renting = (activityId: string, i: number) =>
  validRegistration(activityId, {
    nombre_participants: 1,
    participants: [],
    a_velo_electrique: false,
    taille_velo: "M",
    nom: `Loueur${i}`,
  });

async function register(body: Record<string, unknown>) {
  const res = await api(apiEvent("POST", "/api/inscriptions", body));
  return { status: res.statusCode ?? 0, body: JSON.parse(res.body ?? "{}") };
}

describe("rental e-bikes under concurrency (POST /api/inscriptions)", () => {
  const adapters = wireAdapters(getConfig());

  beforeEach(async () => {
    await resetState();
    await adapters.fleet.putFleet(
      { tailles: { S: 2, M: 3, L: 2, XL: 0 }, supplement_centimes: SUPPLEMENT },
      0,
      new Date().toISOString(),
    );
  });

  it("12 registrations asking one M bike at once across two outings of the day: exactly 3 get one, the rest are refused in French and take no place; a cancellation frees one bike for one more", async () => {
    const morning = await putActivity({ date: DAY, heure_rdv: "09:00", places_disponibles: 8 });
    const afternoon = await putActivity({ date: DAY, heure_rdv: "14:00", places_disponibles: 8 });
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => register(renting(i % 2 ? afternoon.id : morning.id, i))),
    );

    const created = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(results.filter((r) => r.status !== 201 && r.status !== 409)).toEqual([]);
    expect(created).toHaveLength(3);
    expect(refused).toHaveLength(9);
    for (const r of refused) {
      expect(r.body).toEqual({ success: false, error: NO_M, details: { taille_velo: NO_M } });
    }
    // The server priced the supplement: the outing's price plus one bike.
    for (const r of created) expect(r.body.total_price).toBe((PRICE + SUPPLEMENT) / 100);
    // Only the accepted ones took places, on whichever outing they chose.
    const taken = 16 - (await placesLeft(morning.id)) - (await placesLeft(afternoon.id));
    expect(taken).toBe(3);
    const stored = await scanAll("inscriptions");
    expect(stored).toHaveLength(3);
    for (const r of stored) {
      expect(r).toMatchObject({
        velos_location: { M: 1 },
        supplement_velo_centimes: SUPPLEMENT,
        total_centimes: PRICE + SUPPLEMENT,
      });
    }
    expect(await rentedOn(DAY)).toBe(3);

    // The visitor cancels through her link (more than 72 h before): her bike goes back.
    const first = stored[0] as { id: string; activity_id: string };
    const activity = first.activity_id === morning.id ? morning : afternoon;
    const registration = await adapters.registrations.get(first.id);
    if (!registration) throw new Error("registration not stored");
    const { jeton } = await adapters.paymentLinks.cancellationLinkFor(registration, activity);
    const cancelled = await api(
      apiEvent("POST", `/api/inscriptions/${first.id}/annulation`, { jeton }),
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await rentedOn(DAY)).toBe(2);

    // One more registration gets that bike, the next one is refused again.
    expect((await register(renting(afternoon.id, 20))).status).toBe(201);
    expect((await register(renting(morning.id, 21))).body.error).toBe(NO_M);
    expect(await rentedOn(DAY)).toBe(3);
  });

  it("a registration of two renting M and L on a day with no L left: refused on the participant's field, nothing taken", async () => {
    const outing = await putActivity({ date: DAY, places_disponibles: 8 });
    await adapters.fleet.setBlocks(
      DAY,
      { S: 0, M: 0, L: 2, XL: 0 },
      await adapters.fleet.getFleet(),
      new Date().toISOString(),
    );
    const res = await register(
      validRegistration(outing.id, {
        nombre_participants: 2,
        a_velo_electrique: false,
        taille_velo: "M",
        participants: [
          {
            prenom: "Paul",
            nom: "Favre",
            date_naissance: "1956-02-03",
            a_velo_electrique: false,
            taille_velo: "L",
          },
        ],
      }),
    );
    expect(res.status).toBe(409);
    expect(res.body.details).toEqual({ "participants.0.taille_velo": noBikeLeftMessage("L") });
    expect(await placesLeft(outing.id)).toBe(8);
    expect(await rentedOn(DAY)).toBeUndefined();
    expect(await scanAll("inscriptions")).toHaveLength(0);
  });

  it("off an e-bike outing no bike is counted nor priced; a rental without size is a 400 per field", async () => {
    const hike = await putActivity({ date: DAY, categorie: "Randonnée" });
    const ok = await register(renting(hike.id, 1));
    expect(ok.status).toBe(201);
    expect(ok.body.total_price).toBe(PRICE / 100);
    const [stored] = await scanAll("inscriptions");
    expect(stored?.velos_location).toBeUndefined();
    expect(await rentedOn(DAY)).toBeUndefined();

    const ebike = await putActivity({ date: DAY });
    const noSize = await register({ ...renting(ebike.id, 2), taille_velo: undefined });
    expect(noSize.status).toBe(400);
    expect(noSize.body.details).toEqual({
      taille_velo: "Choisissez la taille du vélo de location",
    });
  });
});
