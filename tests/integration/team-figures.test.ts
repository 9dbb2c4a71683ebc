/**
 * « Chiffres » against the emulator (teamFiguresRoutes over the team's stores): stored
 * registrations and payments of every method, a refund and a part refunded alone, around the
 * clock changes and the turn of the year; the months the team space answers are compared with
 * the test's own sums, and the accountant's file with the same months.
 */
import type { Payment } from "@core/payments/payment";
import { beforeAll, describe, expect, it } from "vitest";
import { teamFiguresRoutes } from "../../functions/team/routes/figures";
import { putItems, resetState, tableName } from "../support/aws";
import { aBankTransferPayment, aRegistration } from "../support/payment-fakes";
import { type RecordedCommand, recordingTeamAdapters, teamCaller } from "../support/team-routes";

const FOUNDER = { sub: "7a2e-founder-sub", username: "fondateur-id", "cognito:groups": "equipe" };
const NOW = new Date("2027-11-20T10:00:00.000Z");
const commands: RecordedCommand[] = [];
const adapters = recordingTeamAdapters(commands);
const call = teamCaller(
  teamFiguresRoutes({ ...adapters, season: { ...adapters.season, clock: { now: () => NOW } } }),
  FOUNDER,
);

// 31 Oct 2027, 03:00 CEST → 02:00 CET: October in Zurich ends at 23:00Z.
const OCTOBER_LAST_EVENING = "2027-10-31T22:30:00.000Z"; // 23:30 in Zurich: October
const NOVEMBER_FIRST_NIGHT = "2027-10-31T23:30:00.000Z"; // 00:30 in Zurich: November
const OCTOBER_FIRST_NIGHT = "2027-09-30T22:30:00.000Z"; // 1 Oct 00:30 CEST: October
const NEW_YEAR_NIGHT = "2026-12-31T23:30:00.000Z"; // 1 Jan 2027 00:30 CET: January
const LAST_YEAR_EVENING = "2026-12-31T22:30:00.000Z"; // 31 Dec 2026 23:30: last season

interface FixtureRegistration {
  id: string;
  created_at: string;
  nombre_participants: number;
  velos_location?: Record<string, number>;
  status: string;
}
const registrations: FixtureRegistration[] = [
  { id: "r-old", created_at: LAST_YEAR_EVENING, nombre_participants: 5, status: "confirmed" },
  { id: "r-jan", created_at: NEW_YEAR_NIGHT, nombre_participants: 1, status: "confirmed" },
  {
    id: "r-oct1",
    created_at: OCTOBER_FIRST_NIGHT,
    nombre_participants: 2,
    velos_location: { M: 1, L: 1 },
    status: "confirmed",
  },
  {
    id: "r-oct2",
    created_at: "2027-10-12T08:00:00.000Z",
    nombre_participants: 1,
    status: "expired",
  },
  {
    id: "r-oct3",
    created_at: OCTOBER_LAST_EVENING,
    nombre_participants: 3,
    velos_location: { S: 1 },
    status: "cancelled",
  },
  {
    id: "r-nov",
    created_at: NOVEMBER_FIRST_NIGHT,
    nombre_participants: 4,
    velos_location: { M: 2 },
    status: "confirmed",
  },
];

const paid = (id: string, method: Payment["method"], centimes: number, at: string): Payment =>
  aBankTransferPayment({
    id,
    inscription_id: `reg-${id}`,
    method,
    provider: method === "virement" ? "bank" : method === "paypal" ? "paypal" : "stripe",
    amount_centimes: centimes,
    status: "completed",
    completed_at: at,
    created_at: at,
    updated_at: at,
  });

const payments: Payment[] = [
  // Paid last season, refunded in January: the refund is January's.
  {
    ...paid("p-old", "card", 9000, LAST_YEAR_EVENING),
    refund_status: "refunded",
    refunded_at: "2027-01-10T09:00:00.000Z",
  },
  paid("p-card", "card", 15000, OCTOBER_FIRST_NIGHT),
  paid("p-twint", "twint", 7500, "2027-10-12T08:05:00.000Z"),
  paid("p-paypal", "paypal", 22500, OCTOBER_LAST_EVENING),
  paid("p-bank", "virement", 30000, NOVEMBER_FIRST_NIGHT),
  // Received and refunded in October: one refund, of the whole.
  {
    ...paid("p-refunded", "card", 7500, "2027-10-05T09:00:00.000Z"),
    refund_status: "refunded",
    refunded_at: OCTOBER_LAST_EVENING,
  },
  // One participant of three refunded alone in November; the rest still paid.
  {
    ...paid("p-part", "twint", 22500, "2027-10-20T10:00:00.000Z"),
    refunded_centimes: 7500,
    refund_parts: {
      p2: {
        amount_centimes: 7500,
        status: "refunded",
        requested_at: "2027-11-02T09:00:00.000Z",
        refunded_at: "2027-11-02T09:01:00.000Z",
      },
    },
  },
  // Money that never came in.
  {
    ...aBankTransferPayment({ id: "p-expired", method: "card", provider: "stripe" }),
    status: "expired",
  },
  aBankTransferPayment({ id: "p-pending", amount_centimes: 4400 }),
];

/** Zurich's month of an instant, by the offsets of 2026-2027 written out (not the code's). */
function monthOf(instant: string): string {
  const t = Date.parse(instant);
  const summer = t >= Date.parse("2027-03-28T01:00:00Z") && t < Date.parse("2027-10-31T01:00:00Z");
  return new Date(t + (summer ? 2 : 1) * 3_600_000).toISOString().slice(0, 7);
}

const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((s, i) => s + of(i), 0);

/** The test's own figures for a month. */
function expectedMonth(month: string) {
  const regs = registrations.filter((r) => monthOf(r.created_at) === month);
  const received = payments.filter(
    (p) => p.status === "completed" && p.completed_at && monthOf(p.completed_at) === month,
  );
  const byMethod = (method: string) =>
    sum(
      received.filter((p) => p.method === method),
      (p) => p.amount_centimes,
    );
  const wholeRefunds = payments.filter(
    (p) => p.refund_status === "refunded" && monthOf(p.refunded_at ?? "") === month,
  );
  const partRefunds = payments.flatMap((p) =>
    Object.values(p.refund_parts ?? {}).filter(
      (part) => part.status === "refunded" && monthOf(part.refunded_at ?? "") === month,
    ),
  );
  const refunds =
    sum(wholeRefunds, (p) => p.amount_centimes - (p.refunded_centimes ?? 0)) +
    sum(partRefunds, (part) => part.amount_centimes);
  const total = sum(received, (p) => p.amount_centimes);
  return {
    month,
    registrations: regs.length,
    participants: sum(regs, (r) => r.nombre_participants),
    rentalBikes: sum(regs, (r) => sum(Object.values(r.velos_location ?? {}), (n) => n)),
    receivedByMethod: {
      card: byMethod("card"),
      twint: byMethod("twint"),
      paypal: byMethod("paypal"),
      virement: byMethod("virement"),
      shopify: byMethod("shopify"),
    },
    received: total,
    refunds,
    net: total - refunds,
  };
}

const SEASON = [
  "2027-11",
  "2027-10",
  "2027-09",
  "2027-08",
  "2027-07",
  "2027-06",
  "2027-05",
  "2027-04",
  "2027-03",
  "2027-02",
  "2027-01",
];

describe("team space: « Chiffres »", () => {
  beforeAll(async () => {
    await resetState();
    await putItems(
      "inscriptions",
      registrations.map((r) => ({
        ...aRegistration({ id: r.id, created_at: r.created_at, status: r.status as never }),
        nombre_participants: r.nombre_participants,
        ...(r.velos_location ? { velos_location: r.velos_location } : {}),
      })),
    );
    await putItems("payments", payments as unknown as Record<string, unknown>[]);
  });

  it("answers each month of the season, newest first, with the test's own sums", async () => {
    commands.length = 0;
    const res = await call("GET", "/api/equipe/chiffres");
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.body.mois.map((m: { month: string }) => m.month)).toEqual(SEASON);
    expect(res.body.mois).toEqual(SEASON.map(expectedMonth));

    // The figures the fixture was built for, written out once, so that both sums cannot be
    // wrong the same way.
    const october = res.body.mois[1];
    expect(october).toMatchObject({ registrations: 3, participants: 6, rentalBikes: 3 });
    expect(october.receivedByMethod).toEqual({
      card: 22500,
      twint: 30000,
      paypal: 22500,
      virement: 0,
      shopify: 0,
    });
    expect([october.received, october.refunds, october.net]).toEqual([75000, 7500, 67500]);
    const november = res.body.mois[0];
    expect(november).toMatchObject({ registrations: 1, participants: 4, rentalBikes: 2 });
    expect([november.received, november.refunds, november.net]).toEqual([30000, 7500, 22500]);
    const january = res.body.mois[10];
    expect(january).toMatchObject({ registrations: 1, received: 0, refunds: 9000, net: -9000 });

    // Two Scans, one per table, and nothing of a person in the answer.
    expect(commands.map((c) => `${c.name} ${c.table}`).sort()).toEqual(
      [`ScanCommand ${tableName("inscriptions")}`, `ScanCommand ${tableName("payments")}`].sort(),
    );
    expect(res.text).not.toContain("@");
  });

  it("gives the accountant the same months in a file: BOM, semicolons, CHF with two decimals", async () => {
    const res = await call("GET", "/api/equipe/chiffres.csv");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(res.headers["content-disposition"]).toBe('attachment; filename="chiffres-2027.csv"');
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.text.startsWith("\uFEFF")).toBe(true);
    const lines = res.text.slice(1).trimEnd().split("\r\n");
    expect(lines).toHaveLength(1 + SEASON.length);
    expect(lines[0]?.split(";")[0]).toBe('"Mois"');
    const october = lines.find((l) => l.startsWith('"2027-10"'))?.split(";");
    expect(october).toEqual([
      '"2027-10"',
      '"3"',
      '"6"',
      '"3"',
      '"225.00"',
      '"300.00"',
      '"225.00"',
      '"0.00"',
      '"0.00"',
      '"750.00"',
      '"75.00"',
      '"675.00"',
    ]);
    expect(
      lines
        .find((l) => l.startsWith('"2027-01"'))
        ?.split(";")
        .at(-1),
    ).toBe('"-90.00"');
  });

  it("answers 401 without a founder's verified token, and reads nothing", async () => {
    commands.length = 0;
    for (const path of ["/api/equipe/chiffres", "/api/equipe/chiffres.csv"]) {
      const res = await call("GET", path, undefined, null);
      expect(res.status).toBe(401);
      expect(res.headers["cache-control"]).toBe("no-store");
    }
    expect(commands).toEqual([]);
  });
});
