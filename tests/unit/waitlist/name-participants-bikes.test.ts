import { fleetDays } from "@adapters/fleet";
import type { FleetSnapshot } from "@core/fleet/fleet-state";
import type { WaitlistEntry } from "@core/waitlist/entry";
import { nameParticipantsByLink } from "@core/waitlist/name-participants";
import type { WaitlistActivity, WaitlistPorts, WaitlistStore } from "@core/waitlist/ports";
import { REGISTRATION_FIELD_MESSAGES as M } from "@shared/messages/registration";
import { noBikeLeftMessage } from "@shared/schemas/bikes";
import { parseWaitlistParticipants } from "@shared/schemas/waitlist";
import { describe, expect, it } from "vitest";

const PRICE = 7500;
const SUPPLEMENT = 3000;
const activity = {
  id: "a1",
  titre: "Crêtes du Jura",
  date: "2027-06-12",
  heure_rdv: "09:30",
  categorie: "VTT",
  prix_centimes: PRICE,
  places_disponibles: 0,
  masquee: false,
} as WaitlistActivity;
const entry = {
  activity_id: "a1",
  entry_id: "wl-1",
  places: 2,
  status: "offered",
  inscription_id: "r1",
} as WaitlistEntry;
const LEA = { prenom: "Léa", nom: "Rochat", date_naissance: "1990-07-21" };
const leaRentsM = { participants: [{ ...LEA, a_velo_electrique: false, taille_velo: "M" }] };

const snapshotWith = (freeM: number, rentedM = 0): FleetSnapshot => ({
  fleet: {
    tailles: { S: 0, M: rentedM + freeM, L: 1, XL: 0 },
    supplement_centimes: SUPPLEMENT,
    version: 4,
  },
  day: { loues: { S: 0, M: rentedM, L: 0, XL: 0 }, bloques: { S: 0, M: 0, L: 0, XL: 0 } },
});

type Named = Parameters<WaitlistStore["nameParticipants"]>[0];

/** The offer of 2 places, unpaid, and a fleet day as given; the store records what it is asked. */
function world(snapshot: FleetSnapshot, stored: Record<string, unknown> = {}) {
  const written: Named[] = [];
  const registration = {
    id: "r1",
    activity_id: "a1",
    activity_date: activity.date,
    nombre_participants: 2,
    total_centimes: 2 * PRICE,
    status: "pending_payment",
    waitlist_entry_id: "wl-1",
    ...stored,
  };
  const ports = {
    store: {
      findEntry: async () => entry,
      nameParticipants: async (input: Named) => {
        written.push(input);
        return "ok";
      },
    },
    readFleetDay: async () => snapshot,
    getActivity: async () => activity,
    getRegistration: async () => registration,
    paymentLinks: {
      check: async () => "valid",
      linkFor: async () => ({ jeton: "j" }),
    },
    clock: { now: () => new Date("2027-06-01T08:00:00Z") },
  } as unknown as WaitlistPorts;
  return { ports, written };
}

describe("naming the others of an offer takes their rental bikes from the day's fleet", () => {
  it("the other renting an M: one M taken, the amount raised by the supplement", async () => {
    const { ports, written } = world(snapshotWith(1));
    const answer = await nameParticipantsByLink(
      "wl-1",
      "j",
      { ...leaRentsM, a_velo_electrique: true },
      ports,
    );
    expect(answer.statusCode).toBe(200);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      registrant: { a_velo_electrique: true },
      bikes: { date: activity.date, held: {}, wanted: { M: 1 }, supplementCentimes: SUPPLEMENT },
      totalCentimes: 2 * PRICE + SUPPLEMENT,
    });
  });

  it("no M left that day: refused in French on her field, nothing stored", async () => {
    const { ports, written } = world(snapshotWith(0, 3));
    const answer = await nameParticipantsByLink("wl-1", "j", leaRentsM, ports);
    expect(answer).toEqual({
      statusCode: 409,
      body: {
        success: false,
        error: noBikeLeftMessage("M"),
        details: { "participants.0.taille_velo": noBikeLeftMessage("M") },
      },
    });
    expect(written).toHaveLength(0);
  });

  it("named again: the M it holds counts as free for it, and the L the registrant now rents is taken instead", async () => {
    const held = { velos_location: { M: 1 }, supplement_velo_centimes: SUPPLEMENT };
    const again = world(snapshotWith(0, 1), { ...held, total_centimes: 2 * PRICE + SUPPLEMENT });
    expect((await nameParticipantsByLink("wl-1", "j", leaRentsM, again.ports)).statusCode).toBe(
      200,
    );
    expect(again.written[0]?.bikes).toMatchObject({ held: { M: 1 }, wanted: { M: 1 } });
    expect(again.written[0]?.totalCentimes).toBe(2 * PRICE + SUPPLEMENT);

    const swap = world(snapshotWith(0, 1), { ...held, total_centimes: 2 * PRICE + SUPPLEMENT });
    const body = {
      participants: [{ ...LEA, a_velo_electrique: true }],
      a_velo_electrique: false,
      taille_velo: "L",
    };
    expect((await nameParticipantsByLink("wl-1", "j", body, swap.ports)).statusCode).toBe(200);
    expect(swap.written[0]).toMatchObject({
      registrant: { a_velo_electrique: false, taille_velo: "L" },
      bikes: { held: { M: 1 }, wanted: { L: 1 } },
      totalCentimes: 2 * PRICE + SUPPLEMENT,
    });
  });

  it("nobody renting: no fleet needed, the offer's amount unchanged", async () => {
    const { ports, written } = world(snapshotWith(0));
    const body = { participants: [{ ...LEA, a_velo_electrique: true }], a_velo_electrique: true };
    expect((await nameParticipantsByLink("wl-1", "j", body, ports)).statusCode).toBe(200);
    expect(written[0]?.bikes).toMatchObject({ held: {}, wanted: {} });
    expect(written[0]?.bikes.snapshot).toBeUndefined();
    expect(written[0]?.totalCentimes).toBe(2 * PRICE);
  });
});

describe("the registrant's own bike on the naming page (parseWaitlistParticipants)", () => {
  const EBIKE = { date: "2027-06-12", categorie: "VTT" };
  const HIKE = { date: "2027-06-12", categorie: "Randonnée" };
  const others = [{ ...LEA, a_velo_electrique: true }];

  it("a rental asks its size, with the dialog's message; a rental with its size is kept", () => {
    expect(
      parseWaitlistParticipants(
        { participants: others, a_velo_electrique: false },
        { places: 2, activity: EBIKE },
      ),
    ).toEqual({ success: false, details: { taille_velo: M.tailleVelo } });
    expect(
      parseWaitlistParticipants(
        { participants: others, a_velo_electrique: false, taille_velo: "L" },
        { places: 2, activity: EBIKE },
      ),
    ).toEqual({
      success: true,
      participants: others,
      registrant: { a_velo_electrique: false, taille_velo: "L" },
    });
  });

  it("off an e-bike outing no bike is kept, hers nor the others' sizes", () => {
    expect(
      parseWaitlistParticipants(
        {
          participants: [{ ...LEA, a_velo_electrique: false, taille_velo: "M" }],
          a_velo_electrique: false,
          taille_velo: "L",
        },
        { places: 2, activity: HIKE },
      ),
    ).toEqual({ success: true, participants: [{ ...LEA, a_velo_electrique: false }] });
  });
});

describe("the day's bikes exchanged in one Update (fleetDays.exchangeItems)", () => {
  const days = fleetDays({ tableName: "flotte" });

  it("an M given back and an L taken: one item of the day, the L under the fleet's condition", () => {
    const items = days.exchangeItems(
      "2027-06-12",
      { M: 1 },
      { L: 1 },
      snapshotWith(0, 1),
      "2027-06-01T08:00:00.000Z",
    );
    const update = items?.day.Update;
    expect(update?.UpdateExpression).toContain("#loues_M = #loues_M - :backM");
    expect(update?.UpdateExpression).toContain("#loues_L = if_not_exists(#loues_L, :zero) + :nL");
    expect(update?.ConditionExpression).not.toContain("loues_M");
    expect(update?.ExpressionAttributeValues).toMatchObject({ ":backM": 1, ":nL": 1, ":maxL": 0 });
    expect(items?.fleet?.ConditionCheck?.ExpressionAttributeValues).toEqual({ ":v": 4 });
  });

  it("only given back: no condition and no fleet check; unchanged: nothing", () => {
    const back = days.exchangeItems("2027-06-12", { M: 1 }, {}, snapshotWith(0, 1), "now");
    expect(back?.day.Update?.ConditionExpression).toBeUndefined();
    expect(back?.fleet).toBeUndefined();
    expect(days.exchangeItems("2027-06-12", { M: 1 }, { M: 1 }, snapshotWith(0, 1), "now")).toBe(
      undefined,
    );
  });
});
