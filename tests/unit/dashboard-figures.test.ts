import { inscriptionCreatedSchema } from "@shared/events/inscription-created";
import { EVENT_NAMES } from "@shared/events/names";
import { paymentCompletedSchema } from "@shared/events/payment-events";
import { describe, expect, it } from "vitest";
import {
  computeLogFigures,
  endingsPerDay,
  LATEST_EVENTS,
  LOG_FIGURES,
  type LogEntry,
  latestEvents,
  paymentsPerDay,
  periodDays,
  placesLeft,
  registrationsPerDay,
} from "../../infra/dashboard/figures";

const NOW = new Date("2026-11-23T14:00:00Z");

const registration = (time: string, data: Record<string, unknown> = {}): LogEntry => ({
  time,
  detailType: EVENT_NAMES.inscriptionCreated,
  data: {
    inscription_id: `i-${time}`,
    activity_id: "a1",
    activity_title: "Crêtes du Jura",
    activity_date: "2026-12-05",
    participants: 2,
    total_centimes: 15000,
    status: "pending_payment",
    places_disponibles: 6,
    ...data,
  },
});
const payment = (time: string, method: string, amount: number): LogEntry => ({
  time,
  detailType: EVENT_NAMES.paymentCompleted,
  data: { payment_id: `p-${time}`, method, amount_centimes: amount, status: "completed" },
});
const ending = (
  time: string,
  detailType: string,
  data: Record<string, unknown> = {},
): LogEntry => ({
  time,
  detailType,
  data: { activity_id: "a1", ...data },
});

const ENTRIES: LogEntry[] = [
  registration("2026-11-23T08:00:00Z"),
  registration("2026-11-23T09:30:00Z", { participants: 1, places_disponibles: 5 }),
  registration("2026-11-20T10:00:00Z", { participants: 3 }),
  // 31 days ago: outside the 30 days.
  registration("2026-10-23T23:00:00Z"),
  payment("2026-11-23T09:00:00Z", "card", 15000),
  payment("2026-11-23T10:00:00Z", "card", 7500),
  payment("2026-11-23T11:00:00Z", "virement", 22500),
  payment("2026-11-21T11:00:00Z", "paypal", 7500),
  ending("2026-11-22T01:00:00Z", EVENT_NAMES.inscriptionExpired),
  ending("2026-11-22T02:00:00Z", EVENT_NAMES.inscriptionExpired),
  ending("2026-11-22T03:00:00Z", EVENT_NAMES.inscriptionCancelled),
  { time: "2026-11-23T12:00:00Z", detailType: EVENT_NAMES.contactMessageReceived, data: {} },
];

/** The detail.data fields a Logs Insights query names. */
const queryFields = (query: string) =>
  [...new Set([...query.matchAll(/detail\.data\.(\w+)/g)].map((m) => m[1]))].sort();

describe("dashboard figures: Logs Insights queries and the local computation agree", () => {
  it("each query names exactly the event fields its computation reads", () => {
    for (const figure of LOG_FIGURES) {
      expect(queryFields(figure.query), figure.title).toEqual([...figure.reads].sort());
    }
  });

  it("the fields read exist in the event contracts, under the same names", () => {
    const registrationFields = Object.keys(inscriptionCreatedSchema.shape);
    const paymentFields = Object.keys(paymentCompletedSchema.shape);
    expect(registrationFields).toEqual(expect.arrayContaining(registrationsPerDay.reads));
    expect(paymentFields).toEqual(expect.arrayContaining(paymentsPerDay.reads));
    expect(registrationFields).toEqual(expect.arrayContaining(placesLeft.reads));
    expect([...registrationFields, ...paymentFields]).toEqual(
      expect.arrayContaining(latestEvents.reads),
    );
  });

  it("the queries count the events by their detail-type, as the product publishes them", () => {
    const names = Object.values(EVENT_NAMES) as string[];
    for (const figure of LOG_FIGURES) {
      for (const [, name] of figure.query.matchAll(/"(\w+)"/g)) {
        expect(names, figure.title).toContain(name);
      }
    }
    expect(registrationsPerDay.query).toContain('`detail-type` = "InscriptionCreated"');
    expect(paymentsPerDay.query).toContain('`detail-type` = "PaymentCompleted"');
    expect(endingsPerDay.query).toContain('"InscriptionExpired", "InscriptionCancelled"');
  });

  it("each computation depends on every field it declares (no field read under another name)", () => {
    const computations = [
      (entries: LogEntry[]) => registrationsPerDay.compute(entries, NOW),
      (entries: LogEntry[]) => paymentsPerDay.compute(entries, NOW),
      (entries: LogEntry[]) => placesLeft.compute(entries, NOW, "2026-11-23"),
    ];
    const figures = [registrationsPerDay, paymentsPerDay, placesLeft];
    for (const [i, figure] of figures.entries()) {
      const compute = computations[i];
      if (!compute) continue;
      const full = compute(ENTRIES);
      for (const field of figure.reads) {
        const without = ENTRIES.map((e) => {
          const { [field]: _gone, ...data } = e.data;
          return { ...e, data };
        });
        expect(compute(without), `${figure.title} without ${field}`).not.toEqual(full);
      }
    }
  });
});

describe("dashboard figures: local computation", () => {
  it("registrations per UTC day over the 30 days, newest first, with participants", () => {
    expect(registrationsPerDay.compute(ENTRIES, NOW)).toEqual([
      { day: "2026-11-23", registrations: 2, participants: 3 },
      { day: "2026-11-20", registrations: 1, participants: 3 },
    ]);
  });

  it("the period is 30 whole UTC days ending today", () => {
    const days = periodDays(NOW);
    expect(days).toHaveLength(30);
    expect(days[0]).toBe("2026-10-25");
    expect(days[29]).toBe("2026-11-23");
  });

  it("payments per day and method, with their amounts in centimes", () => {
    expect(paymentsPerDay.compute(ENTRIES, NOW)).toEqual([
      { day: "2026-11-23", method: "card", payments: 2, amountCentimes: 22500 },
      { day: "2026-11-23", method: "virement", payments: 1, amountCentimes: 22500 },
      { day: "2026-11-21", method: "paypal", payments: 1, amountCentimes: 7500 },
    ]);
  });

  it("expiries and cancellations per day", () => {
    expect(endingsPerDay.compute(ENTRIES, NOW)).toEqual([
      { day: "2026-11-22", detailType: "InscriptionCancelled", count: 1 },
      { day: "2026-11-22", detailType: "InscriptionExpired", count: 2 },
    ]);
  });

  it("places left: the latest event's count per coming outing; past and unlimited ones left out", () => {
    const entries = [
      ...ENTRIES,
      // An expiry after the last registration gives places back.
      ending("2026-11-23T13:00:00Z", EVENT_NAMES.inscriptionExpired, {
        activity_title: "Crêtes du Jura",
        activity_date: "2026-12-05",
        places_disponibles: 7,
      }),
      registration("2026-11-23T10:00:00Z", {
        activity_id: "past",
        activity_date: "2026-11-22",
        places_disponibles: 1,
      }),
      registration("2026-11-23T10:00:00Z", {
        activity_id: "unlimited",
        activity_date: "2026-12-01",
        places_disponibles: null,
      }),
      registration("2026-11-23T10:00:00Z", {
        activity_id: "soon",
        activity_title: "Balade forestière",
        activity_date: "2026-11-28",
        places_disponibles: 3,
      }),
    ];
    expect(placesLeft.compute(entries, NOW, "2026-11-23")).toEqual([
      {
        activityId: "soon",
        activityDate: "2026-11-28",
        activityTitle: "Balade forestière",
        placesLeft: 3,
      },
      {
        activityId: "a1",
        activityDate: "2026-12-05",
        activityTitle: "Crêtes du Jura",
        placesLeft: 7,
      },
    ]);
  });

  it(`the latest ${LATEST_EVENTS} events, newest first`, () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      registration(new Date(NOW.getTime() - i * 60_000).toISOString()),
    ).reverse();
    const latest = latestEvents.compute(many);
    expect(latest).toHaveLength(LATEST_EVENTS);
    expect(latest[0]?.time).toBe(NOW.toISOString());
    expect(latest.map((e) => e.time)).toEqual([...latest.map((e) => e.time)].sort().reverse());
  });

  it("computeLogFigures gathers them all for the local window", () => {
    const figures = computeLogFigures(ENTRIES, NOW, "2026-11-23");
    expect(figures.days).toEqual(periodDays(NOW));
    expect(figures.registrations).toEqual(registrationsPerDay.compute(ENTRIES, NOW));
    expect(figures.latest[0]?.detailType).toBe(EVENT_NAMES.contactMessageReceived);
  });
});
