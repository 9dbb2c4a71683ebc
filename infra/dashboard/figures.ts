/**
 * The provider's figures from the booking event log, defined once: each figure has its CloudWatch
 * Logs Insights query (the AWS dashboard's widget) and, beside it, the same computation in
 * TypeScript over the same log lines (the local window, where the emulator has no Insights
 * engine). Both read the event fields named in `reads`; tests/unit/dashboard-figures.test.ts
 * checks that each query names exactly those fields and that the event contracts carry them.
 *
 * Days are UTC calendar days, as Insights' bin(1d) cuts them.
 */
import { EVENT_NAMES } from "../../shared/events/names";

/** One line of the event log as EventBridge writes it: its detail-type and detail.data. */
export interface LogEntry {
  /** ISO time of the event. */
  time: string;
  detailType: string;
  data: Record<string, unknown>;
}

/** How the dashboard counts: the days it covers and the number of latest events it lists. */
export const DASHBOARD_DAYS = 30;
export const LATEST_EVENTS = 50;

/** The events the figures count. */
export const FIGURE_EVENTS = {
  registration: EVENT_NAMES.inscriptionCreated,
  payment: EVENT_NAMES.paymentCompleted,
  expiry: EVENT_NAMES.inscriptionExpired,
  cancellation: EVENT_NAMES.inscriptionCancelled,
} as const;

/** A field of an event's data, as Insights addresses it in the JSON log line. */
const field = (name: string) => `detail.data.${name}`;
const TYPE = "`detail-type`";

export interface RegistrationsOfDay {
  day: string;
  registrations: number;
  participants: number;
}
export interface PaymentsOfDay {
  day: string;
  method: string;
  payments: number;
  amountCentimes: number;
}
export interface EndingsOfDay {
  day: string;
  detailType: string;
  count: number;
}
export interface PlacesOfActivity {
  activityId: string;
  activityDate: string;
  activityTitle: string;
  placesLeft: number;
}

const day = (entry: LogEntry) => entry.time.slice(0, 10);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : 0);
const str = (value: unknown) => (typeof value === "string" ? value : "");
const newestFirst = (a: { day: string }, b: { day: string }) => b.day.localeCompare(a.day);

/** The UTC days of the dashboard's period, oldest first, ending with the day of `now`. */
export function periodDays(now: Date): string[] {
  return Array.from({ length: DASHBOARD_DAYS }, (_, i) =>
    new Date(now.getTime() - (DASHBOARD_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}

/** Entries of the given types on the days of the period (whole UTC days, today included). */
function recent(entries: readonly LogEntry[], types: readonly string[], now: Date): LogEntry[] {
  const first = periodDays(now)[0] ?? "";
  return entries.filter((e) => types.includes(e.detailType) && day(e) >= first);
}

/** Adds to the row of `key` in `rows`, creating it with `start` the first time. */
function tally<Row>(
  rows: Map<string, Row>,
  key: string,
  start: () => Row,
  add: (row: Row) => void,
) {
  const row = rows.get(key) ?? start();
  add(row);
  rows.set(key, row);
}

export const registrationsPerDay = {
  title: "Inscriptions par jour (30 jours)",
  reads: ["participants"],
  query: [
    `filter ${TYPE} = "${FIGURE_EVENTS.registration}"`,
    `stats count(*) as inscriptions, sum(${field("participants")}) as participants by bin(1d) as jour`,
    "sort jour desc",
  ].join("\n| "),
  compute(entries: readonly LogEntry[], now: Date): RegistrationsOfDay[] {
    const rows = new Map<string, RegistrationsOfDay>();
    for (const e of recent(entries, [FIGURE_EVENTS.registration], now)) {
      tally(
        rows,
        day(e),
        () => ({ day: day(e), registrations: 0, participants: 0 }),
        (row) => {
          row.registrations += 1;
          row.participants += num(e.data.participants);
        },
      );
    }
    return [...rows.values()].sort(newestFirst);
  },
};

export const paymentsPerDay = {
  title: "Paiements reçus par jour et par moyen de paiement, en CHF (30 jours)",
  reads: ["method", "amount_centimes"],
  query: [
    `filter ${TYPE} = "${FIGURE_EVENTS.payment}"`,
    `fields ${field("method")} as moyen, ${field("amount_centimes")} / 100 as montant`,
    "stats count(*) as paiements, sum(montant) as montant_chf by bin(1d) as jour, moyen",
    "sort jour desc",
  ].join("\n| "),
  compute(entries: readonly LogEntry[], now: Date): PaymentsOfDay[] {
    const rows = new Map<string, PaymentsOfDay>();
    for (const e of recent(entries, [FIGURE_EVENTS.payment], now)) {
      const method = str(e.data.method);
      tally(
        rows,
        `${day(e)} ${method}`,
        () => ({ day: day(e), method, payments: 0, amountCentimes: 0 }),
        (row) => {
          row.payments += 1;
          row.amountCentimes += num(e.data.amount_centimes);
        },
      );
    }
    return [...rows.values()].sort((a, b) => newestFirst(a, b) || a.method.localeCompare(b.method));
  },
};

export const endingsPerDay = {
  title: "Inscriptions expirées et annulées par jour (30 jours)",
  reads: [],
  query: [
    `filter ${TYPE} in ["${FIGURE_EVENTS.expiry}", "${FIGURE_EVENTS.cancellation}"]`,
    `stats count(*) as nombre by bin(1d) as jour, ${TYPE} as evenement`,
    "sort jour desc",
  ].join("\n| "),
  compute(entries: readonly LogEntry[], now: Date): EndingsOfDay[] {
    const rows = new Map<string, EndingsOfDay>();
    const types = [FIGURE_EVENTS.expiry, FIGURE_EVENTS.cancellation];
    for (const e of recent(entries, types, now)) {
      tally(
        rows,
        `${day(e)} ${e.detailType}`,
        () => ({ day: day(e), detailType: e.detailType, count: 0 }),
        (row) => {
          row.count += 1;
        },
      );
    }
    return [...rows.values()].sort(
      (a, b) => newestFirst(a, b) || a.detailType.localeCompare(b.detailType),
    );
  },
};

/**
 * Places left per outing: the count carried by the latest event that carries one (a registration
 * takes places, an expiry or a cancellation gives them back). Outings without a limit carry null
 * and are left out. Locally only outings from `today` on are listed; Insights has no "today", so
 * the AWS widget lists every outing of the 30 days, in date order.
 */
export const placesLeft = {
  title: "Places restantes par sortie (dernier chiffre connu)",
  reads: ["places_disponibles", "activity_title", "activity_id", "activity_date"],
  query: [
    `filter ispresent(${field("places_disponibles")})`,
    `stats latest(${field("places_disponibles")}) as places_restantes, latest(${field("activity_title")}) as sortie by ${field("activity_id")} as activite, ${field("activity_date")} as date_sortie`,
    "sort date_sortie asc",
  ].join("\n| "),
  compute(entries: readonly LogEntry[], now: Date, today: string): PlacesOfActivity[] {
    const latest = new Map<string, LogEntry>();
    for (const e of recent(entries, Object.values(EVENT_NAMES), now)) {
      if (typeof e.data.places_disponibles !== "number") continue;
      const id = str(e.data.activity_id);
      const known = latest.get(id);
      if (!known || e.time > known.time) latest.set(id, e);
    }
    return [...latest.values()]
      .map((e) => ({
        activityId: str(e.data.activity_id),
        activityDate: str(e.data.activity_date),
        activityTitle: str(e.data.activity_title),
        placesLeft: num(e.data.places_disponibles),
      }))
      .filter((row) => row.activityDate >= today)
      .sort((a, b) => a.activityDate.localeCompare(b.activityDate));
  },
};

/** The columns of the latest-events table, in their order. */
export const LATEST_EVENT_COLUMNS = [
  "activity_title",
  "activity_date",
  "participants",
  "method",
  "amount_centimes",
  "status",
] as const;

export const latestEvents = {
  title: `Les ${LATEST_EVENTS} derniers événements`,
  reads: [...LATEST_EVENT_COLUMNS],
  query: [
    `fields @timestamp as quand, ${TYPE} as evenement, ${field("activity_title")} as sortie, ${field("activity_date")} as date_sortie, ${field("participants")} as participants, ${field("method")} as moyen, ${field("amount_centimes")} / 100 as montant_chf, ${field("status")} as statut`,
    "sort @timestamp desc",
    `limit ${LATEST_EVENTS}`,
  ].join("\n| "),
  compute(entries: readonly LogEntry[]): LogEntry[] {
    return [...entries].sort((a, b) => b.time.localeCompare(a.time)).slice(0, LATEST_EVENTS);
  },
};

/** Every figure the dashboard and the local window show from the event log. */
export const LOG_FIGURES = [
  registrationsPerDay,
  paymentsPerDay,
  endingsPerDay,
  placesLeft,
  latestEvents,
] as const;

/** Everything the local window shows from the event log, computed as the dashboard's queries do. */
export interface LogFigures {
  /** The UTC days of the period, oldest first, ending today. */
  days: string[];
  registrations: RegistrationsOfDay[];
  payments: PaymentsOfDay[];
  endings: EndingsOfDay[];
  places: PlacesOfActivity[];
  latest: LogEntry[];
}

/**
 * The figures at `now`. `today` is the calendar day (Europe/Zurich) from which outings count as
 * coming.
 */
export function computeLogFigures(
  entries: readonly LogEntry[],
  now: Date,
  today: string,
): LogFigures {
  return {
    days: periodDays(now),
    registrations: registrationsPerDay.compute(entries, now),
    payments: paymentsPerDay.compute(entries, now),
    endings: endingsPerDay.compute(entries, now),
    places: placesLeft.compute(entries, now, today),
    latest: latestEvents.compute(entries),
  };
}
