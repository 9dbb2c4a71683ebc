import { EMPTY_FLEET, type FleetSnapshot, noBikes } from "@core/fleet/fleet-state";
import {
  bookingRequest,
  type CommitOutcome,
  type CreateRegistrationPorts,
  createRegistration,
  type RegistrationResponse,
} from "@core/registrations/create-registration";
import {
  BOOKING_PRICE_CENTIMES,
  bookableActivities,
  isOpenForBooking,
} from "@shared/bookings/booking-offer";
import type { EventEnvelope } from "@shared/events/envelope";
import { REGISTRATION_FIELD_MESSAGES } from "@shared/messages/registration";
import { PRODUCT_TYPE_PRICES_CENTIMES } from "@shared/payments/product-types";
import type { Activity } from "@shared/schemas/activity";
import { parseBookingRequest } from "@shared/schemas/booking";
import { parseRegistrationRequest, type Registration } from "@shared/schemas/registration";
import { describe, expect, it } from "vitest";
import { validBooking } from "../support/registration-fixtures";

const NOW = new Date("2026-05-01T08:00:00Z");

function anActivity(overrides: Partial<Activity> = {}): Activity {
  return {
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
  };
}

function aRegistration(overrides: Record<string, unknown> = {}): Registration {
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
    a_velo_electrique: true,
    accepte_conditions: true,
    assurance_rc: true,
    assurance_accident: true,
    autorisation_rgpd: true,
    ...overrides,
  });
  if (!parsed.success) throw new Error(JSON.stringify(parsed.details));
  return parsed.data;
}

/** In-memory ports: one activity, a stored-answers map, a commit that behaves like the table. */
function fakes(activity: Activity | undefined, commitScript: CommitOutcome[] = []) {
  const state = {
    activity,
    stored: new Map<string, RegistrationResponse>(),
    published: [] as EventEnvelope[],
    commits: 0,
    ids: 0,
    references: 0,
    fleet: { fleet: EMPTY_FLEET, day: { loues: noBikes(), bloques: noBikes() } } as FleetSnapshot,
  };
  const ports: CreateRegistrationPorts = {
    getActivity: async () => (state.activity ? { ...state.activity } : undefined),
    getStoredResponse: async (key) => state.stored.get(key),
    readFleetDay: async () => state.fleet,
    commit: async ({ registration, idempotencyKey, response }) => {
      state.commits += 1;
      const scripted = commitScript.shift();
      if (scripted) return scripted;
      if (idempotencyKey && state.stored.has(idempotencyKey))
        return { ok: false, reason: "duplicate" };
      const places = state.activity?.places_disponibles;
      if (!state.activity || (places != null && places < registration.nombre_participants)) {
        return { ok: false, reason: "activity_condition" };
      }
      if (places != null)
        state.activity.places_disponibles = places - registration.nombre_participants;
      if (idempotencyKey) state.stored.set(idempotencyKey, response);
      return { ok: true };
    },
    publishAndClear: async (events) => {
      state.published.push(...events);
      return true;
    },
    newId: () => `id-${++state.ids}`,
    newShortReference: () => `JV-7K3M-${["Q9", "Q8", "Q7", "Q6", "Q5"][state.references++]}`,
    now: () => NOW,
    sleep: async () => {},
  };
  return { ports, state };
}

describe("createRegistration", () => {
  it("stores and answers 201 with the total from the stored price, then publishes the event", async () => {
    const { ports, state } = fakes(anActivity());
    const res = await createRegistration(aRegistration(), undefined, ports);
    expect(res).toEqual({
      statusCode: 201,
      body: {
        success: true,
        activity_title: "Crêtes du Jura",
        total_price: 150,
        inscription_id: "id-1",
        short_reference: "JV-7K3M-Q9",
        deadline: "2026-05-03T08:00:00.000Z",
        remind_at: "2026-05-02T08:00:00.000Z",
      },
    });
    expect(state.activity?.places_disponibles).toBe(6);
    expect(state.published).toHaveLength(1);
    const event = state.published[0];
    expect(event?.detailType).toBe("InscriptionCreated");
    expect(event?.detail.data).toEqual({
      inscription_id: "id-1",
      activity_id: "a1",
      activity_title: "Crêtes du Jura",
      activity_date: "2026-05-10",
      participants: 2,
      total_centimes: 15000,
      status: "pending_payment",
      places_disponibles: 6,
    });
    expect(event?.detail.metadata.eventId).toBe("id-2");
    expect(JSON.stringify(event)).not.toMatch(/Favre|m@example|\+4179|1958/);
  });

  it("draws another short reference when the drawn one is taken, storing the new one", async () => {
    const { ports, state } = fakes(anActivity(), [{ ok: false, reason: "reference_taken" }]);
    const committed: string[] = [];
    const commit = ports.commit;
    ports.commit = async (input) => {
      committed.push(input.registration.short_reference ?? "");
      return commit(input);
    };
    const res = await createRegistration(aRegistration(), undefined, ports);
    expect(committed).toEqual(["JV-7K3M-Q9", "JV-7K3M-Q8"]);
    expect(res.body).toMatchObject({ success: true, short_reference: "JV-7K3M-Q8" });
    expect(state.published).toHaveLength(1);
  });

  it("404 for an unknown outing", async () => {
    const { ports, state } = fakes(undefined);
    const res = await createRegistration(aRegistration(), undefined, ports);
    expect(res).toEqual({
      statusCode: 404,
      body: { success: false, error: "Cette activité n'existe pas." },
    });
    expect(state.commits).toBe(0);
  });

  it("409 once the meeting time has passed in Zurich (09:30 Zurich = 07:30 UTC in May)", async () => {
    const atMeeting = fakes(anActivity({ date: "2026-05-01", heure_rdv: "10:00" }));
    expect((await createRegistration(aRegistration(), undefined, atMeeting.ports)).statusCode).toBe(
      409,
    );
    const before = fakes(anActivity({ date: "2026-05-01", heure_rdv: "10:01" }));
    expect((await createRegistration(aRegistration(), undefined, before.ports)).statusCode).toBe(
      201,
    );
  });

  it("409 « complète » or « il ne reste que N places »", async () => {
    const full = fakes(anActivity({ places_disponibles: 0 }));
    expect((await createRegistration(aRegistration(), undefined, full.ports)).body).toEqual({
      success: false,
      error: "Cette activité est complète.",
    });
    const three = fakes(anActivity({ places_disponibles: 3 }));
    expect(
      (await createRegistration(aRegistration({ nombre_participants: 4 }), undefined, three.ports))
        .body,
    ).toEqual({
      success: false,
      error: "Il ne reste que 3 places pour cette activité.",
    });
    const one = fakes(anActivity({ places_disponibles: 1 }));
    expect((await createRegistration(aRegistration(), undefined, one.ports)).body).toMatchObject({
      error: "Il ne reste qu'une place pour cette activité.",
    });
  });

  it("no limit when places_disponibles is null", async () => {
    const { ports, state } = fakes(anActivity({ places_disponibles: null }));
    expect(
      (await createRegistration(aRegistration({ nombre_participants: 10 }), undefined, ports))
        .statusCode,
    ).toBe(201);
    expect(state.activity?.places_disponibles).toBeNull();
  });

  it("a lost race re-reads the outing and answers from its fresh state", async () => {
    const { ports, state } = fakes(anActivity({ places_disponibles: 2 }), [
      { ok: false, reason: "activity_condition" },
    ]);
    // Another registration took the last places between the read and the write.
    const original = ports.commit;
    ports.commit = async (input) => {
      if (state.activity) state.activity.places_disponibles = 0;
      return original(input);
    };
    const res = await createRegistration(aRegistration(), undefined, ports);
    expect(res.body).toEqual({ success: false, error: "Cette activité est complète." });
    expect(state.published).toHaveLength(0);
  });

  it("retries after a transaction conflict", async () => {
    const { ports, state } = fakes(anActivity(), [{ ok: false, reason: "conflict" }]);
    expect((await createRegistration(aRegistration(), undefined, ports)).statusCode).toBe(201);
    expect(state.commits).toBe(2);
  });

  it("the same Idempotency-Key gets the first answer and stores nothing twice", async () => {
    const { ports, state } = fakes(anActivity());
    const first = await createRegistration(aRegistration(), "k1", ports);
    const again = await createRegistration(aRegistration(), "k1", ports);
    expect(again).toEqual(first);
    expect(state.commits).toBe(1);
    expect(state.activity?.places_disponibles).toBe(6);
  });

  it("a concurrent duplicate (cancelled on the key) returns the stored answer", async () => {
    const { ports, state } = fakes(anActivity());
    const first = await createRegistration(aRegistration(), "k2", ports);
    // The duplicate read no stored answer before committing (it raced the first one).
    const getStored = ports.getStoredResponse;
    let calls = 0;
    ports.getStoredResponse = async (key) => (++calls === 1 ? undefined : getStored(key));
    expect(await createRegistration(aRegistration(), "k2", ports)).toEqual(first);
    expect(state.published).toHaveLength(1);
  });

  it("answers 201 even when publishing is deferred to the outbox sweeper", async () => {
    const { ports } = fakes(anActivity());
    ports.publishAndClear = async () => false;
    expect((await createRegistration(aRegistration(), undefined, ports)).statusCode).toBe(201);
  });
});

/** A booking of /reservation-vtt for the outing, parsed as the route parses it. */
function aBooking(activity: Activity, overrides: Record<string, unknown> = {}) {
  const parsed = parseBookingRequest(validBooking(activity, overrides));
  if (!parsed.success) throw new Error(JSON.stringify(parsed.details));
  return bookingRequest(parsed.data);
}

describe("createRegistration for a booking of /reservation-vtt", () => {
  const bookable = () => anActivity({ prix: "CHF 129.00", prix_centimes: 12900 });

  it("is priced by the server at vtt-electrique's fixed CHF 129 for its one person, whatever the browser sends", async () => {
    expect(BOOKING_PRICE_CENTIMES).toBe(PRODUCT_TYPE_PRICES_CENTIMES["vtt-electrique"]);
    expect(BOOKING_PRICE_CENTIMES).toBe(12900);
    const { ports, state } = fakes(bookable());
    const parsed = parseBookingRequest({
      ...validBooking(bookable()),
      amount: 100,
      total_price: 1,
    });
    if (!parsed.success) throw new Error("invalid");
    let stored: unknown;
    const commit = ports.commit;
    ports.commit = async (input) => {
      stored = input.registration;
      return commit(input);
    };
    const res = await createRegistration(bookingRequest(parsed.data), "key-1", ports);
    expect(res).toEqual({
      statusCode: 201,
      body: {
        success: true,
        activity_title: "Crêtes du Jura",
        total_price: 129,
        inscription_id: "id-1",
        short_reference: "JV-7K3M-Q9",
        deadline: "2026-05-03T08:00:00.000Z",
        remind_at: "2026-05-02T08:00:00.000Z",
      },
    });
    expect(stored).toMatchObject({
      kind: "booking",
      fullName: "Monique Favre",
      skillLevel: "intermediaire",
      nombre_participants: 1,
      total_centimes: 12900,
      terms_accepted_at: NOW.toISOString(),
      status: "pending_payment",
    });
    expect(state.activity?.places_disponibles).toBe(7);
    expect(state.published[0]?.detail.data).toMatchObject({
      participants: 1,
      total_centimes: 12900,
    });
    expect(JSON.stringify(state.published)).not.toMatch(/Favre|Pâquis|example\.ch|\+4179/);
  });

  it("answers a retry with the same key from the first answer, storing nothing twice", async () => {
    const { ports, state } = fakes(bookable());
    const first = await createRegistration(aBooking(bookable()), "key-2", ports);
    const again = await createRegistration(aBooking(bookable()), "key-2", ports);
    expect(again).toEqual(first);
    expect(state.commits).toBe(1);
    expect(state.activity?.places_disponibles).toBe(7);
  });

  it("refuses an outing not open for booking (not VTT, or not at the booking's price): 409, nothing stored", async () => {
    for (const activity of [
      anActivity(),
      anActivity({ prix_centimes: 12900, categorie: "Randonnée" }),
    ]) {
      const { ports, state } = fakes(activity);
      const res = await createRegistration(aBooking(activity), undefined, ports);
      expect(res).toEqual({
        statusCode: 409,
        body: {
          success: false,
          error:
            "Cette date n'est plus proposée à la réservation. Veuillez choisir une autre date.",
        },
      });
      expect(state.commits).toBe(0);
    }
  });

  it("refuses a date that is not the outing's (400 on activityDate), a full or a past outing as a registration", async () => {
    const wrongDate = fakes(bookable());
    expect(
      await createRegistration(
        aBooking(bookable(), { activityDate: "2026-05-11" }),
        undefined,
        wrongDate.ports,
      ),
    ).toEqual({
      statusCode: 400,
      body: {
        success: false,
        error: "Les données de réservation sont invalides.",
        details: { activityDate: "Veuillez sélectionner une date" },
      },
    });
    const full = fakes({ ...bookable(), places_disponibles: 0 });
    expect(await createRegistration(aBooking(bookable()), undefined, full.ports)).toEqual({
      statusCode: 409,
      body: { success: false, error: "Cette activité est complète." },
    });
    const past = { ...bookable(), date: "2026-05-01", heure_rdv: "10:00" };
    const late = fakes(past);
    expect((await createRegistration(aBooking(past), undefined, late.ports)).statusCode).toBe(409);
    expect(full.state.commits + late.state.commits + wrongDate.state.commits).toBe(0);
  });
});

describe("the dates the booking page offers", () => {
  const at = (overrides: Partial<Activity>) => anActivity({ prix_centimes: 12900, ...overrides });

  it("VTT outings at CHF 129 with a place left, never past in Europe/Zurich, soonest first", () => {
    const later = at({ id: "later", date: "2026-06-01" });
    const sooner = at({ id: "sooner", date: "2026-05-02", heure_rdv: "08:00" });
    const unlimited = at({ id: "unlimited", date: "2026-05-20", places_disponibles: null });
    const activities = [
      later,
      at({ id: "full", places_disponibles: 0 }),
      at({ id: "hike", categorie: "Randonnée" }),
      at({ id: "cheaper", prix_centimes: 7500 }),
      // 10:00 in Zurich (CEST) is 08:00 UTC: NOW, so its meeting time has just passed.
      at({ id: "started", date: "2026-05-01", heure_rdv: "10:00" }),
      unlimited,
      sooner,
    ];
    expect(bookableActivities(activities, NOW).map((a) => a.id)).toEqual([
      "sooner",
      "unlimited",
      "later",
    ]);
    expect(isOpenForBooking(at({ date: "2026-05-01", heure_rdv: "10:01" }), NOW)).toBe(true);
  });
});

describe("createRegistration: the outing's checks of the participants named", () => {
  const PAUL = {
    prenom: "Paul",
    nom: "Favre",
    date_naissance: "1955-02-03",
    a_velo_electrique: true,
  };

  it("a participant under 16 on the outing's day, or a rental without size: 400 per field, nothing committed", async () => {
    const { ports, state } = fakes(anActivity());
    const res = await createRegistration(
      aRegistration({
        nombre_participants: 3,
        a_velo_electrique: false,
        participants: [
          { ...PAUL, date_naissance: "2010-05-11" },
          { ...PAUL, a_velo_electrique: false },
        ],
      }),
      undefined,
      ports,
    );
    expect(res).toEqual({
      statusCode: 400,
      body: {
        success: false,
        error: "Les données d'inscription sont invalides.",
        details: {
          "participants.0.date_naissance": REGISTRATION_FIELD_MESSAGES.participantTooYoung,
          taille_velo: REGISTRATION_FIELD_MESSAGES.tailleVelo,
          "participants.1.taille_velo": REGISTRATION_FIELD_MESSAGES.tailleVelo,
        },
      },
    });
    expect(state.commits).toBe(0);
    expect(state.activity?.places_disponibles).toBe(8);
  });

  it("16 on the outing's day is enough; a page that names nobody is accepted unnamed, without sizes", async () => {
    const named = fakes(anActivity());
    const sixteen = { ...PAUL, date_naissance: "2010-05-10" };
    expect(
      (await createRegistration(aRegistration({ participants: [sixteen] }), undefined, named.ports))
        .statusCode,
    ).toBe(201);
    const older = fakes(anActivity());
    expect(
      (
        await createRegistration(
          aRegistration({ a_velo_electrique: false }),
          undefined,
          older.ports,
        )
      ).statusCode,
    ).toBe(201);
  });
});
