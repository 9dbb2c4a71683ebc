import {
  FIGURE_METHODS,
  type FigurePayment,
  type FigureRegistration,
  seasonFigures,
} from "@shared/figures/month-figures";
import { zurichMonth } from "@shared/time";
import { describe, expect, it } from "vitest";

/*
 * A fixture around the clock change of 31 October 2027 (03:00 CEST → 02:00 CET): October in
 * Zurich ends at 2027-10-31T23:00Z, so 22:30Z is still October and 23:30Z already November.
 */
const LAST_OCTOBER_EVENING = "2027-10-31T22:30:00.000Z"; // 31 Oct 23:30 in Zurich
const FIRST_NOVEMBER_NIGHT = "2027-10-31T23:30:00.000Z"; // 1 Nov 00:30 in Zurich
const OCTOBER_FIRST_NIGHT = "2027-09-30T22:30:00.000Z"; // 1 Oct 00:30 CEST

const registrations: FigureRegistration[] = [
  { created_at: OCTOBER_FIRST_NIGHT, nombre_participants: 2, velos_location: { M: 1, L: 1 } },
  { created_at: "2027-10-12T08:00:00.000Z", nombre_participants: 1 },
  { created_at: LAST_OCTOBER_EVENING, nombre_participants: 3, velos_location: { S: 1 } },
  { created_at: FIRST_NOVEMBER_NIGHT, nombre_participants: 4, velos_location: { M: 2 } },
];

const paid = (method: string, amount: number, at: string): FigurePayment => ({
  method,
  status: "completed",
  amount_centimes: amount,
  completed_at: at,
});

const payments: FigurePayment[] = [
  paid("card", 15000, OCTOBER_FIRST_NIGHT),
  paid("twint", 7500, "2027-10-12T08:05:00.000Z"),
  paid("paypal", 22500, LAST_OCTOBER_EVENING),
  paid("virement", 30000, FIRST_NOVEMBER_NIGHT),
  // Refunded in full in October, after it was received in October: received and refunded.
  {
    ...paid("card", 7500, "2027-10-05T09:00:00.000Z"),
    refund_status: "refunded",
    refunded_at: LAST_OCTOBER_EVENING,
  },
  // Money that never came in.
  { method: "card", status: "expired", amount_centimes: 9900 },
  { method: "virement", status: "pending", amount_centimes: 4400 },
];

/** The test's own sums over the fixture, month by month. */
function expected(month: string) {
  const regs = registrations.filter((r) => zurichMonth(r.created_at) === month);
  const inMonth = payments.filter(
    (p) => p.status === "completed" && p.completed_at && zurichMonth(p.completed_at) === month,
  );
  const byMethod = Object.fromEntries(
    FIGURE_METHODS.map((m) => [
      m,
      inMonth.filter((p) => p.method === m).reduce((s, p) => s + p.amount_centimes, 0),
    ]),
  );
  const received = inMonth.reduce((s, p) => s + p.amount_centimes, 0);
  const refunds = payments
    .filter((p) => p.refund_status === "refunded" && zurichMonth(p.refunded_at ?? "") === month)
    .reduce((s, p) => s + p.amount_centimes, 0);
  return {
    month,
    registrations: regs.length,
    participants: regs.reduce((s, r) => s + r.nombre_participants, 0),
    rentalBikes: regs.reduce(
      (s, r) => s + Object.values(r.velos_location ?? {}).reduce((a, b) => a + (b ?? 0), 0),
      0,
    ),
    receivedByMethod: byMethod,
    received,
    refunds,
    net: received - refunds,
  };
}

describe("zurichMonth", () => {
  it("reads the month in Europe/Zurich across the October clock change", () => {
    expect(zurichMonth(LAST_OCTOBER_EVENING)).toBe("2027-10");
    expect(zurichMonth(FIRST_NOVEMBER_NIGHT)).toBe("2027-11");
    expect(zurichMonth(OCTOBER_FIRST_NIGHT)).toBe("2027-10");
    expect(zurichMonth(new Date("2027-12-31T23:30:00Z"))).toBe("2028-01");
  });
});

describe("seasonFigures", () => {
  const now = new Date("2027-11-15T10:00:00Z");
  const months = seasonFigures({ registrations, payments }, now);

  it("lists the season's months from the first with data to this month, newest first", () => {
    // 30 Sep 22:30 UTC is already 1 October in Zurich: no September.
    expect(months.map((m) => m.month)).toEqual(["2027-11", "2027-10"]);
  });

  it("matches the fixture's own sums for October and November", () => {
    expect(months[1]).toEqual(expected("2027-10"));
    expect(months[0]).toEqual(expected("2027-11"));
  });

  it("puts the 31 Oct 23:30 PayPal payment in October and the 00:30 transfer in November", () => {
    const [november, october] = months;
    expect(october?.receivedByMethod.paypal).toBe(22500);
    expect(october?.receivedByMethod.virement).toBe(0);
    expect(november?.receivedByMethod.virement).toBe(30000);
    // 150 + 75 + 225 + 75 (the refunded one) received; 75 given back.
    expect(october?.received).toBe(52500);
    expect(october?.refunds).toBe(7500);
    expect(october?.net).toBe(45000);
    expect(october?.registrations).toBe(3);
    expect(october?.participants).toBe(6);
    expect(october?.rentalBikes).toBe(3);
  });

  it("subtracts a part refunded alone in its month, and the whole refund only for the rest", () => {
    const partly: FigurePayment = {
      ...paid("twint", 20000, "2027-10-02T10:00:00Z"),
      refund_parts: {
        p1: { amount_centimes: 5000, status: "refunded", refunded_at: "2027-10-20T10:00:00Z" },
      },
      refunded_centimes: 5000,
      refund_status: "refunded",
      refunded_at: FIRST_NOVEMBER_NIGHT,
    };
    const [november, october] = seasonFigures({ registrations: [], payments: [partly] }, now);
    expect(october?.refunds).toBe(5000);
    expect(november?.refunds).toBe(15000);
    expect(november?.net).toBe(-15000);
  });

  it("shows this month alone, empty, when nothing is stored", () => {
    const [only, ...rest] = seasonFigures({ registrations: [], payments: [] }, now);
    expect(rest).toEqual([]);
    expect(only).toMatchObject({ month: "2027-11", received: 0, net: 0, registrations: 0 });
  });

  it("leaves out last year's months", () => {
    const old = paid("card", 100, "2026-12-10T10:00:00Z");
    const list = seasonFigures({ registrations: [], payments: [old] }, now);
    expect(list.at(-1)?.month).toBe("2027-11");
  });
});
