/**
 * The rental e-bikes: the fleet table's transaction items (take, give back, blocks), the
 * registration's bikes (refusal, pricing, the retry after a bike condition), the commit's
 * reading of cancellation reasons by tag, and the date of an outing whose registrations hold bikes.
 */
import { fleetDays } from "@adapters/fleet";
import { outcomeOf } from "@adapters/registrations-repository";
import { planActivityChange } from "@core/activities/change-rules";
import type { StoredActivity } from "@core/activities/stored-activity";
import { EMPTY_FLEET, type FleetSnapshot, freeBikes, noBikes } from "@core/fleet/fleet-state";
import { settlePayment } from "@core/payments/settle-payment";
import { startPayment } from "@core/payments/start-payment";
import { bikeRefusal } from "@core/registrations/bike-refusal";
import {
  type CommitOutcome,
  type CreateRegistrationPorts,
  createRegistration,
  type RegistrationRecord,
} from "@core/registrations/create-registration";
import { TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import { participantShare, registrationAmount } from "@shared/registrations/pricing";
import type { Activity } from "@shared/schemas/activity";
import { noBikeLeftMessage } from "@shared/schemas/bikes";
import { parseRegistrationRequest, type Registration } from "@shared/schemas/registration";
import { describe, expect, it } from "vitest";
import { aRegistration, paymentPorts } from "../support/payment-fakes";

const NOW = new Date("2026-05-01T08:00:00Z");
const snapshot = (
  tailles: Partial<FleetSnapshot["fleet"]["tailles"]>,
  day: {
    loues?: Partial<FleetSnapshot["day"]["loues"]>;
    bloques?: Partial<FleetSnapshot["day"]["bloques"]>;
  } = {},
  supplement = 3000,
): FleetSnapshot => ({
  fleet: { tailles: { ...noBikes(), ...tailles }, supplement_centimes: supplement, version: 4 },
  day: { loues: { ...noBikes(), ...day.loues }, bloques: { ...noBikes(), ...day.bloques } },
});

const activity = (overrides: Partial<Activity> = {}): Activity => ({
  id: "a1",
  titre: "Crêtes du Jura",
  date: "2026-05-10",
  heure_rdv: "09:30",
  lieu: "Saint-Cergue",
  lieu_rdv: "Gare",
  niveau: "Tous niveaux",
  prix: "CHF 75.00",
  prix_centimes: 7500,
  type_de_formule: "Forme & Vitalité",
  categorie: "VTT",
  places_disponibles: 8,
  description: null,
  ...overrides,
});

const paul = (bike: Record<string, unknown>) => ({
  prenom: "Paul",
  nom: "Favre",
  date_naissance: "1956-02-03",
  ...bike,
});

function registration(overrides: Record<string, unknown> = {}): Registration {
  const parsed = parseRegistrationRequest({
    activity_id: "a1",
    nom: "Favre",
    prenom: "Monique",
    email: "m@example.ch",
    telephone: "+41791234567",
    date_naissance: "1958-04-12",
    adresse_complete: "Chemin des Pâquis 4, Saint-Cergue",
    niveau_pratique: "Expert",
    nombre_participants: 2,
    a_velo_electrique: false,
    taille_velo: "M",
    participants: [paul({ a_velo_electrique: false, taille_velo: "L" })],
    accepte_conditions: true,
    assurance_rc: true,
    assurance_accident: true,
    autorisation_rgpd: true,
    ...overrides,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.details));
  return parsed.data;
}

/** Ports over one outing and a fleet read in turn from `reads`; commits as scripted, recorded. */
function fakes(outing: Activity, reads: FleetSnapshot[], script: CommitOutcome[] = []) {
  const commits: Parameters<CreateRegistrationPorts["commit"]>[0][] = [];
  let ids = 0;
  let read = 0;
  const ports: CreateRegistrationPorts = {
    getActivity: async () => ({ ...outing }),
    getStoredResponse: async () => undefined,
    readFleetDay: async () => reads[Math.min(read++, reads.length - 1)] as FleetSnapshot,
    commit: async (input) => {
      commits.push(input);
      return script.shift() ?? { ok: true };
    },
    publishAndClear: async () => true,
    newId: () => `id-${++ids}`,
    newShortReference: () => "JV-7K3M-Q9",
    now: () => NOW,
    sleep: async () => {},
  };
  return { ports, commits, reads: () => read };
}

describe("the fleet table's items", () => {
  const days = fleetDays({ tableName: "jura-vtt-fleet" });

  it("takes bikes by a conditional increment that never passes the fleet less the blocks, blocks and fleet unchanged", () => {
    const take = days.takeItems(
      "2026-05-10",
      { M: 2 },
      snapshot({ M: 5 }, { loues: { M: 1 }, bloques: { M: 1 } }),
      "2026-05-01T08:00:00.000Z",
    );
    expect(take?.day.Update?.Key).toEqual({ id: "jour#2026-05-10" });
    expect(take?.day.Update?.UpdateExpression).toBe(
      "SET #loues_M = if_not_exists(#loues_M, :zero) + :nM, #kind = :kind, #date = :date, updated_at = :now",
    );
    expect(take?.day.Update?.ConditionExpression).toBe(
      "(attribute_not_exists(#loues_M) OR #loues_M <= :maxM) AND #bloques_M = :bM",
    );
    // 5 bikes, 1 blocked, 2 asked: at most 2 may already be out.
    expect(take?.day.Update?.ExpressionAttributeValues).toMatchObject({
      ":nM": 2,
      ":maxM": 2,
      ":bM": 1,
      ":kind": "jour",
      ":date": "2026-05-10",
    });
    expect(take?.fleet.ConditionCheck).toMatchObject({
      Key: { id: "flotte" },
      ConditionExpression: "#version = :v",
      ExpressionAttributeValues: { ":v": 4 },
    });
  });

  it("takes nothing when no bike is rented, and refuses to build a take beyond the fleet", () => {
    expect(days.takeItems("2026-05-10", {}, snapshot({ M: 1 }), "now")).toBeUndefined();
    expect(() => days.takeItems("2026-05-10", { M: 2 }, snapshot({ M: 1 }), "now")).toThrow();
  });

  it("gives the day's bikes back by size", () => {
    const item = days.releaseItem("2026-05-10", { M: 1, L: 2 }, "now");
    expect(item?.Update?.UpdateExpression).toBe(
      "SET #loues_M = #loues_M - :M, #loues_L = #loues_L - :L, updated_at = :now",
    );
    expect(days.releaseItem("2026-05-10", {}, "now")).toBeUndefined();
  });

  it("counts the free bikes as the fleet less the blocked and the rented, never below 0", () => {
    expect(
      freeBikes(snapshot({ M: 3, L: 1 }, { loues: { M: 1, L: 1 }, bloques: { M: 1, L: 1 } })),
    ).toEqual({
      S: 0,
      M: 1,
      L: 0,
      XL: 0,
    });
  });
});

describe("the price with rental bikes", () => {
  it("adds the supplement per rental bike; a participant's share carries her bike's", () => {
    expect(
      registrationAmount({
        pricePerPersonCentimes: 7500,
        participants: 3,
        rentals: { M: 1, L: 1 },
        supplementCentimes: 3000,
      }),
    ).toBe(28_500);
    expect(
      participantShare({ pricePerPersonCentimes: 7500, rents: true, supplementCentimes: 3000 }),
    ).toBe(10_500);
  });
});

describe("a registration's rental bikes", () => {
  it("takes one bike per person renting, priced with the fleet's supplement, stored on the record", async () => {
    const { ports, commits } = fakes(activity(), [snapshot({ M: 2, L: 1 })]);
    const res = await createRegistration(registration(), undefined, ports);
    expect(res.statusCode).toBe(201);
    expect(res.body).toMatchObject({ total_price: 210 });
    const [commit] = commits;
    expect(commit?.bikes?.counts).toEqual({ M: 1, L: 1 });
    expect(commit?.registration).toMatchObject({
      velos_location: { M: 1, L: 1 },
      supplement_velo_centimes: 3000,
      total_centimes: 21_000,
    });
  });

  it("refuses, before any write, when the last bike of a size is gone, on the field that asked for it", async () => {
    const { ports, commits } = fakes(activity(), [snapshot({ M: 2, L: 1 }, { loues: { L: 1 } })]);
    const res = await createRegistration(registration(), undefined, ports);
    expect(res).toEqual({
      statusCode: 409,
      body: {
        success: false,
        error: noBikeLeftMessage("L"),
        details: { "participants.0.taille_velo": noBikeLeftMessage("L") },
      },
    });
    expect(commits).toHaveLength(0);
  });

  it("a bike condition failure re-reads the day: the last bike gone meanwhile, the French refusal", async () => {
    const { ports, commits, reads } = fakes(
      activity(),
      [snapshot({ M: 1, L: 1 }), snapshot({ M: 1, L: 1 }, { loues: { M: 1 } })],
      [{ ok: false, reason: "bikes_condition" }],
    );
    const res = await createRegistration(registration(), undefined, ports);
    expect(commits).toHaveLength(1);
    expect(reads()).toBe(2);
    expect(res.statusCode).toBe(409);
    expect(res.body).toMatchObject({
      error: noBikeLeftMessage("M"),
      details: { taille_velo: noBikeLeftMessage("M") },
    });
  });

  it("off an e-bike outing no bike is read, taken, priced or stored", async () => {
    const { ports, commits, reads } = fakes(activity({ categorie: "Randonnée" }), [snapshot({})]);
    const res = await createRegistration(registration(), undefined, ports);
    expect(res.body).toMatchObject({ total_price: 150 });
    expect(reads()).toBe(0);
    expect(commits[0]?.bikes).toBeUndefined();
    const stored = commits[0]?.registration as RegistrationRecord & Record<string, unknown>;
    expect(stored.velos_location).toBeUndefined();
    expect(stored.taille_velo).toBeUndefined();
  });

  it("checks the outing's rules: a participant under 16 on the day, a rental without size (400 per field)", async () => {
    const { ports, commits } = fakes(activity(), [snapshot({ M: 5, L: 5 })]);
    const res = await createRegistration(
      registration({
        taille_velo: undefined,
        participants: [paul({ date_naissance: "2010-06-01", a_velo_electrique: true })],
      }),
      undefined,
      ports,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatchObject({
      details: {
        taille_velo: "Choisissez la taille du vélo de location",
        "participants.0.date_naissance":
          "Chaque participant doit avoir au moins 16 ans le jour de la sortie",
      },
    });
    expect(commits).toHaveLength(0);
  });

  it("names every field asking for a size that is short", () => {
    const refusal = bikeRefusal(
      registration({ participants: [paul({ a_velo_electrique: false, taille_velo: "M" })] }),
      { M: 2 },
      snapshot({ M: 1 }),
    );
    expect(refusal?.details).toEqual({
      taille_velo: noBikeLeftMessage("M"),
      "participants.0.taille_velo": noBikeLeftMessage("M"),
    });
    expect(
      bikeRefusal(registration(), { M: 1 }, { ...snapshot({ M: 1 }), fleet: EMPTY_FLEET }),
    ).toBeDefined();
  });
});

describe("the registration's transaction outcome, by tag", () => {
  it.each([
    [["reference", "places"], "reference_taken"],
    [["answer"], "duplicate"],
    [["places", "bikes_day"], "activity_condition"],
    [["bikes_day"], "bikes_condition"],
    [["fleet"], "bikes_condition"],
    [["registration"], "conflict"],
  ] as const)("%j → %s", (failed, reason) => {
    expect(outcomeOf(new Set(failed), false)).toEqual({ ok: false, reason });
  });

  it("a concurrent transaction alone is a conflict", () => {
    expect(outcomeOf(new Set(), true)).toEqual({ ok: false, reason: "conflict" });
  });
});

describe("an outing's date while registrations hold bikes", () => {
  const current = {
    ...activity(),
    places_offertes: 8,
    a_apporter: null,
    masquee: false,
  } as unknown as StoredActivity;
  const fields = {
    titre: current.titre,
    date: current.date,
    heure_rdv: current.heure_rdv,
    lieu: current.lieu,
    lieu_rdv: current.lieu_rdv,
    niveau: current.niveau,
    prix: current.prix,
    prix_centimes: current.prix_centimes,
    type_de_formule: current.type_de_formule,
    categorie: current.categorie,
    places_offertes: 8,
    description: current.description,
    a_apporter: null,
  };
  const renting = [{ status: "pending_payment", nombre_participants: 1, velos_location: { M: 1 } }];

  it("refuses another date, or another category, in French", () => {
    for (const next of [
      { ...fields, date: "2026-05-11" },
      { ...fields, categorie: "Randonnée" as const },
    ]) {
      expect(planActivityChange(current, next, renting)).toEqual({
        kind: "refused",
        status: 409,
        error: TEAM_ACTIVITY_ERRORS.bikesLocked,
      });
    }
  });

  it("moves a date when no registration holds a bike (cancelled ones gave theirs back), only if nobody wrote since", () => {
    const gone = [{ ...renting[0], status: "cancelled" }] as typeof renting;
    const plan = planActivityChange(current, { ...fields, date: "2026-05-11" }, gone);
    expect(plan).toMatchObject({ kind: "write", places: { baseline: "exact" } });
    expect(planActivityChange(current, { ...fields, lieu: "La Dôle" }, renting)).toMatchObject({
      kind: "write",
    });
  });
});

describe("a registration paid after it expired, with a rental bike", () => {
  async function expiredWithBike(free: FleetSnapshot) {
    const world = paymentPorts();
    world.store.registrations.set("reg-1", {
      ...aRegistration(),
      velos_location: { M: 1 },
    } as never);
    const res = await startPayment(
      { inscription_id: "reg-1", method: "virement" },
      undefined,
      world.ports,
    );
    const registration = world.store.registrations.get("reg-1");
    if (registration) registration.status = "expired";
    world.store.activityPlaces.set("act-1", 3);
    const settled: unknown[] = [];
    const settle = world.store.settle.bind(world.store);
    Object.assign(world.store, {
      getFleetDay: async () => free,
      settle: async (input: Parameters<typeof settle>[0]) => {
        settled.push(input.reclaimPlaces);
        return settle(input);
      },
    });
    const id = (res.body as { payment_id: string }).payment_id;
    return { ...world, id, settled };
  }

  it("takes its bike back with its places while that day's fleet has one", async () => {
    const free = snapshot({ M: 2 }, { loues: { M: 1 } });
    const { ports, store, id, settled } = await expiredWithBike(free);
    expect(await settlePayment(id, "completed", ports)).toMatchObject({ refundDue: false });
    expect(store.registrations.get("reg-1")?.status).toBe("paid");
    expect(settled).toEqual([
      {
        activityLimited: true,
        participants: 2,
        bikes: { date: "2026-05-10", counts: { M: 1 }, snapshot: free },
      },
    ]);
  });

  it("no M bike left that day: the payment is kept and marked for refund, the registration stays expired", async () => {
    const { ports, store, id } = await expiredWithBike(snapshot({ M: 1 }, { loues: { M: 1 } }));
    expect(await settlePayment(id, "completed", ports)).toMatchObject({ refundDue: true });
    expect(store.registrations.get("reg-1")?.status).toBe("expired");
  });
});
