import { planActivityChange } from "@core/activities/change-rules";
import { editActivity, INDEX_SETTLE_MS } from "@core/activities/edit-activity";
import { csvCell } from "@core/activities/participants-csv";
import type { ActivityFields, StoredActivity } from "@core/activities/stored-activity";
import { paidBy } from "@core/activities/team-activity-view";
import type { Payment } from "@core/payments/payment";
import { placesBelowTakenMessage, TEAM_ACTIVITY_ERRORS } from "@shared/messages/activity";
import type { ActivityInput } from "@shared/schemas/activity-input";
import { describe, expect, it } from "vitest";

const outing = (overrides: Partial<StoredActivity> = {}): StoredActivity => ({
  id: "2027-05-22-dole",
  titre: "La Dôle",
  date: "2027-05-22",
  heure_rdv: "09:00",
  lieu: "La Dôle",
  lieu_rdv: "Barillette",
  niveau: "Intermédiaire",
  prix: "CHF 75.00",
  prix_centimes: 7500,
  type_de_formule: "Forme & Vitalité",
  categorie: "VTT",
  places_disponibles: 3,
  places_offertes: 8,
  description: null,
  a_apporter: null,
  masquee: false,
  updated_at: "2027-05-01T10:00:00.000Z",
  ...overrides,
});

const fields = (
  current: StoredActivity,
  overrides: Partial<ActivityFields> = {},
): ActivityFields => ({
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
  places_offertes: current.places_offertes ?? null,
  description: current.description,
  a_apporter: current.a_apporter,
  ...overrides,
});

const registered = (n: number, status = "pending_payment") => ({ status, nombre_participants: n });

describe("the rules of an outing's edit", () => {
  it("raises the places by the difference, on the total read", () => {
    const current = outing();
    const plan = planActivityChange(current, fields(current, { places_offertes: 10 }), [
      registered(5),
    ]);
    expect(plan).toEqual({
      kind: "write",
      changedFields: ["places_offertes"],
      offeredBefore: 8,
      places: { baseline: "offered", offeredSeen: 8, delta: 2, minLeft: 0 },
    });
  });

  it("lowers down to the places taken, and no lower (taken = offered - left)", () => {
    const current = outing();
    const down = planActivityChange(current, fields(current, { places_offertes: 5 }), []);
    expect(down).toMatchObject({ places: { baseline: "offered", delta: -3, minLeft: 3 } });
    expect(planActivityChange(current, fields(current, { places_offertes: 4 }), [])).toEqual({
      kind: "refused",
      status: 409,
      error: placesBelowTakenMessage(5),
    });
    expect(placesBelowTakenMessage(5)).toBe(
      "5 places sont déjà prises : vous ne pouvez pas en proposer moins de 5.",
    );
    expect(placesBelowTakenMessage(1)).toBe(
      "1 place est déjà prise : vous ne pouvez pas en proposer moins de 1.",
    );
  });

  it("keeps the price once any registration exists, whatever its status", () => {
    const current = outing();
    const next = fields(current, { prix: "CHF 80.00", prix_centimes: 8000 });
    for (const status of ["pending_payment", "paid", "cancelled", "expired"]) {
      expect(planActivityChange(current, next, [registered(1, status)])).toMatchObject({
        kind: "refused",
        error: TEAM_ACTIVITY_ERRORS.priceLocked,
      });
    }
    // Nobody registered: accepted, on the condition that nothing wrote to the outing since.
    expect(planActivityChange(current, next, [])).toMatchObject({
      kind: "write",
      changedFields: ["prix", "prix_centimes"],
      places: { baseline: "exact", updatedAtSeen: current.updated_at, left: 3 },
    });
  });

  it("from no limit to a number: the places left counted from the registrations, on updated_at", () => {
    const current = outing({ places_disponibles: null, places_offertes: null });
    const taken = [registered(4), registered(2, "cancelled")];
    expect(
      planActivityChange(current, fields(current, { places_offertes: 6 }), taken),
    ).toMatchObject({
      places: { baseline: "exact", updatedAtSeen: current.updated_at, left: 2 },
    });
    expect(
      planActivityChange(current, fields(current, { places_offertes: 3 }), taken),
    ).toMatchObject({
      kind: "refused",
      error: placesBelowTakenMessage(4),
    });
  });

  it("from a number to no limit, and no limit kept", () => {
    const current = outing();
    expect(
      planActivityChange(current, fields(current, { places_offertes: null }), []),
    ).toMatchObject({
      places: { baseline: "offered", offeredSeen: 8 },
    });
    const open = outing({ places_disponibles: null, places_offertes: null });
    expect(planActivityChange(open, fields(open, { titre: "Dôle" }), [])).toMatchObject({
      changedFields: ["titre"],
      places: { baseline: "unchanged" },
    });
  });

  it("writes nothing when nothing changed; an outing stored before places_offertes gets it", () => {
    const current = outing();
    expect(planActivityChange(current, fields(current), [])).toEqual({ kind: "unchanged" });
    const legacy = outing({ places_offertes: undefined, places_disponibles: 3 });
    expect(
      planActivityChange(legacy, fields(legacy, { places_offertes: 5 }), [registered(2)]),
    ).toMatchObject({ places: { baseline: "exact", left: 3 }, offeredBefore: 5 });
    expect(
      planActivityChange(legacy, fields(legacy, { places_offertes: 5 }), [registered(2)]),
    ).toMatchObject({
      changedFields: ["places_offertes"],
    });
  });
});

describe("participant file cells", () => {
  it("quotes every cell, doubles quotes, defuses formulas", () => {
    expect(csvCell('il dit "oui"')).toBe('"il dit ""oui"""');
    for (const formula of ["=1+1", "+41", "-2", "@SUM(A1)"]) {
      expect(csvCell(formula)).toBe(`"'${formula}"`);
    }
    expect(csvCell("Zoé; Renée")).toBe('"Zoé; Renée"');
  });
});

describe("amount paid", () => {
  it("counts a completed payment, not a pending, failed or refunded one", () => {
    const payment = (extra: Partial<Payment>) => ({ amount_centimes: 7500, ...extra }) as Payment;
    expect(paidBy(payment({ status: "completed" }))).toBe(7500);
    expect(paidBy(payment({ status: "completed", refund_status: "by_hand" }))).toBe(7500);
    expect(paidBy(payment({ status: "completed", refund_status: "refunded" }))).toBe(0);
    expect(paidBy(payment({ status: "pending" }))).toBe(0);
    expect(paidBy(payment({ status: "failed" }))).toBe(0);
    expect(paidBy(undefined)).toBe(0);
  });
});

describe("an edit that counts the registrations", () => {
  const now = new Date("2027-05-01T10:00:01.000Z");
  const input = (overrides: Partial<ActivityInput> = {}): ActivityInput => ({
    titre: "La Dôle",
    date: "2027-05-22",
    heure_rdv: "09:00",
    lieu: "La Dôle",
    lieu_rdv: "Barillette",
    niveau: "Intermédiaire",
    prix: "75",
    type_de_formule: "Forme & Vitalité",
    categorie: "VTT",
    places_offertes: 8,
    description: null,
    a_apporter: null,
    ...overrides,
  });

  function ports() {
    const calls: string[] = [];
    const current = outing({ updated_at: "2027-05-01T10:00:00.800Z" });
    return {
      calls,
      ports: {
        activities: {
          listFrom: async () => [current],
          listPastStoredPage: async () => ({ activities: [], next: null }),
          get: async () => {
            calls.push("get");
            return current;
          },
        },
        registrations: {
          listByActivity: async () => {
            calls.push("count");
            return [];
          },
          get: async () => undefined,
        },
        getPayment: async () => undefined,
        writes: {
          create: async () => "ok" as const,
          change: async () => {
            calls.push("write");
            return "ok" as const;
          },
          setHidden: async () => "ok" as const,
        },
        publishAndClear: async () => true,
        clock: { now: () => now },
        newId: () => "event-id",
        sleep: async (ms: number) => {
          calls.push(`sleep ${ms}`);
        },
      },
    };
  }

  it("waits until the outing's last write has reached the registrations' index before a new price", async () => {
    const { calls, ports: p } = ports();
    const result = await editActivity("2027-05-22-dole", input({ prix: "80" }), "sub", p);
    expect(result.statusCode).toBe(200);
    expect(calls.slice(0, 5)).toEqual([
      "get",
      `sleep ${INDEX_SETTLE_MS - 200}`,
      "get",
      "count",
      "write",
    ]);
  });

  it("does not wait for a change of the places of an outing that counts them", async () => {
    const { calls, ports: p } = ports();
    await editActivity("2027-05-22-dole", input({ places_offertes: 10 }), "sub", p);
    expect(calls.slice(0, 3)).toEqual(["get", "count", "write"]);
  });
});
