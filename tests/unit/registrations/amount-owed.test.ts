import { formatDeadline } from "@shared/date-format";
import { amountOwed } from "@shared/registrations/amount-owed";
import { describe, expect, it } from "vitest";

describe("what is owed, and by when", () => {
  it("says the amount, the deadline with its weekday and Zurich time, and what happens after", () => {
    // 3 December 2026, 14:30 in Zurich (winter time, UTC+1).
    expect(amountOwed(10_000, "2026-12-03T13:30:00.000Z")).toBe(
      "Reste à payer CHF 100.00 avant le jeudi 3 décembre à 14h30, sinon l'inscription est annulée.",
    );
  });

  it("reads the deadline in summer time too, from a Date as from a string", () => {
    // 3 May 2026, 09:00 in Zurich (UTC+2).
    expect(amountOwed(15_000, new Date("2026-05-03T07:00:00.000Z"))).toBe(
      "Reste à payer CHF 150.00 avant le dimanche 3 mai à 9h00, sinon l'inscription est annulée.",
    );
    expect(formatDeadline("2026-05-03T07:00:00.000Z")).toBe("dimanche 3 mai à 9h00");
  });

  it("names no deadline for a registration stored before the deadline rule", () => {
    expect(amountOwed(5_000, undefined)).toBe("Reste à payer CHF 50.00.");
  });
});
