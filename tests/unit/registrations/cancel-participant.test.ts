import type { Payment, RefundPartRequest } from "@core/payments/payment";
import { cancelParticipant } from "@core/registrations/cancel-participant";
import type {
  CancellationPorts,
  CancellationRegistration,
} from "@core/registrations/cancel-registration";
import type { ParticipantRelease } from "@core/registrations/release-registration";
import type { EventEnvelope } from "@shared/events/envelope";
import type { Activity } from "@shared/schemas/activity";
import { describe, expect, it, vi } from "vitest";

const NOW = new Date("2026-06-01T08:00:00Z");

/** Anne registers herself and Paul (who rents an M bike) and Léa: CHF 75 each, CHF 30 a bike. */
function registration(overrides: Partial<Record<string, unknown>> = {}): CancellationRegistration {
  return {
    id: "reg-1",
    activity_id: "act-1",
    activity_title: "Sortie VTT électrique",
    activity_date: "2026-06-20",
    prenom: "Anne",
    nom: "Favre",
    email: "anne@exemple.ch",
    telephone: "+41791234567",
    date_naissance: "1960-03-02",
    a_velo_electrique: true,
    nombre_participants: 3,
    participants: [
      {
        prenom: "Paul",
        nom: "Favre",
        date_naissance: "1958-01-01",
        a_velo_electrique: false,
        taille_velo: "M",
      },
      { prenom: "Léa", nom: "Favre", date_naissance: "1990-01-01", a_velo_electrique: true },
    ],
    velos_location: { M: 1 },
    supplement_velo_centimes: 3000,
    total_centimes: 3 * 7500 + 3000,
    status: "paid",
    paid_payment_id: "pay-1",
    created_at: "2026-05-01T08:00:00.000Z",
    ...overrides,
  } as unknown as CancellationRegistration;
}

const activity = (date = "2026-06-20") =>
  ({
    id: "act-1",
    titre: "Sortie VTT électrique",
    date,
    heure_rdv: "09:00",
    places_disponibles: 4,
    prix_centimes: 9900, // changed since: the share follows what the registration was priced at
  }) as unknown as Activity;

function ports(reg: CancellationRegistration, act: Activity = activity()) {
  const stored = { current: reg };
  const released: ParticipantRelease[] = [];
  const refunds: [string, RefundPartRequest | undefined][] = [];
  const published: EventEnvelope[][] = [];
  const p: CancellationPorts = {
    links: { check: vi.fn(async () => "valid" as const) },
    getRegistration: async () => stored.current,
    getActivity: async () => act,
    getPayment: async () =>
      ({
        id: "pay-1",
        status: "completed",
        provider: "stripe",
        provider_payment_ref: "pi_1",
      }) as Payment,
    release: vi.fn(async () => "released" as const),
    requestCancellation: vi.fn(async () => "recorded" as const),
    releaseParticipant: vi.fn(async (release: ParticipantRelease) => {
      released.push(release);
      return "released" as const;
    }),
    requestParticipantCancellation: vi.fn(async () => "recorded" as const),
    refund: vi.fn(async (paymentId: string, part?: RefundPartRequest) => {
      refunds.push([paymentId, part]);
      return { mode: "provider_api" as const, done: true };
    }),
    publishAndClear: vi.fn(async (events: EventEnvelope[]) => {
      published.push(events);
    }),
    clock: { now: () => NOW },
    newId: () => "evt-1",
  };
  return { ports: p, stored, released, refunds, published };
}

describe("cancelParticipant: one participant alone, by the cancellation link", () => {
  it("more than 72 h before: her line, place, bike and share in one release, then exactly her share refunded", async () => {
    const { ports: p, released, refunds, published } = ports(registration());
    const result = await cancelParticipant("reg-1", "jeton", 1, p);
    expect(result.kind).toBe("cancelled");
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({
      position: 1,
      from: ["paid"],
      shareCentimes: 7500 + 3000,
      bikeSize: "M",
      activityLimited: true,
    });
    expect(refunds).toEqual([["pay-1", { key: "p1", amountCentimes: 10500 }]]);
    expect(published[0]?.[0]?.detail.data).toMatchObject({
      inscription_id: "reg-1",
      position: 1,
      share_centimes: 10500,
      participants: 2,
      amount_centimes: 15000,
      bikes_released: 1,
      places_disponibles: 5,
      refund: "provider_api",
    });
    // No personal data in the event.
    expect(JSON.stringify(published[0])).not.toMatch(/Paul|Favre|anne@/);
    if (result.kind === "cancelled") {
      expect(result.view.amount).toBe(15000);
      expect(result.view.personnes?.find((x) => x.position === 1)?.annule).toBe(true);
    }
  });

  it("a participant without a rental bike: the price per person only, no bike given back", async () => {
    const { ports: p, released } = ports(registration());
    await cancelParticipant("reg-1", "jeton", 2, p);
    expect(released[0]?.shareCentimes).toBe(7500);
    expect(released[0]?.bikeSize).toBeUndefined();
  });

  it("a retry once she is cancelled releases nothing more; the refund is asked again under the same part", async () => {
    const reg = registration({
      nombre_participants: 2,
      total_centimes: 15000,
      velos_location: { M: 0 },
      participants: [
        {
          prenom: "Paul",
          nom: "Favre",
          date_naissance: "1958-01-01",
          a_velo_electrique: false,
          taille_velo: "M",
          annule_le: "2026-06-01T07:00:00.000Z",
        },
        { prenom: "Léa", nom: "Favre", date_naissance: "1990-01-01", a_velo_electrique: true },
      ],
    });
    const { ports: p, released, refunds, published } = ports(reg);
    const result = await cancelParticipant("reg-1", "jeton", 1, p);
    expect(result.kind).toBe("cancelled");
    expect(released).toEqual([]);
    expect(published).toEqual([]);
    // Her bike is no longer held: the same key refunds once at the provider whatever the amount.
    expect(refunds.map(([, part]) => part?.key)).toEqual(["p1"]);
  });

  it("refuses the person registering (she cancels the whole) and a position nobody holds", async () => {
    const { ports: p, released } = ports(registration());
    expect((await cancelParticipant("reg-1", "jeton", 0, p)).kind).toBe("registrant");
    expect((await cancelParticipant("reg-1", "jeton", 3, p)).kind).toBe("unknown_participant");
    expect(released).toEqual([]);
  });

  it("within 72 h: a request recorded for her alone, nothing released nor refunded", async () => {
    const {
      ports: p,
      released,
      refunds,
      published,
    } = ports(registration(), activity("2026-06-03"));
    const result = await cancelParticipant("reg-1", "jeton", 1, p);
    expect(result.kind).toBe("requested");
    expect(p.requestParticipantCancellation).toHaveBeenCalledWith(
      expect.objectContaining({ registrationId: "reg-1", position: 1, from: ["paid"] }),
    );
    expect(published[0]?.[0]?.detailType).toBe("InscriptionParticipantCancellationRequested");
    expect(released).toEqual([]);
    expect(refunds).toEqual([]);
  });

  it("past, or a registration already cancelled: nothing changes", async () => {
    const past = ports(registration(), activity("2026-05-30"));
    expect((await cancelParticipant("reg-1", "jeton", 1, past.ports)).kind).toBe("not_cancellable");
    const whole = ports(registration({ status: "cancelled" }));
    expect((await cancelParticipant("reg-1", "jeton", 1, whole.ports)).kind).toBe(
      "not_cancellable",
    );
    expect([...past.released, ...whole.released]).toEqual([]);
  });

  it("an unpaid registration just owes less: no refund asked", async () => {
    const { ports: p, refunds } = ports(
      registration({ status: "pending_payment", paid_payment_id: undefined }),
    );
    const result = await cancelParticipant("reg-1", "jeton", 2, p);
    expect(result.kind === "cancelled" && result.refund).toEqual({ mode: "none", done: true });
    expect(refunds).toEqual([]);
  });
});
