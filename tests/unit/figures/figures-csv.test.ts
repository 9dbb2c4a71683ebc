import { figuresCsv } from "@core/figures/figures-csv";
import { seasonFigures } from "@shared/figures/month-figures";
import { describe, expect, it } from "vitest";

describe("figuresCsv", () => {
  const months = seasonFigures(
    {
      registrations: [{ created_at: "2027-10-31T22:30:00Z", nombre_participants: 2 }],
      payments: [
        {
          method: "twint",
          status: "completed",
          amount_centimes: 6000,
          completed_at: "2027-10-31T22:30:00Z",
        },
        {
          method: "card",
          status: "completed",
          amount_centimes: 7550,
          completed_at: "2027-10-03T10:00:00Z",
          refund_status: "refunded",
          refunded_at: "2027-10-31T23:30:00Z",
        },
      ],
    },
    new Date("2027-11-02T10:00:00Z"),
  );
  const csv = figuresCsv(months);
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

  it("starts with a BOM, uses ; and CRLF, one line per month, oldest first", () => {
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(lines).toHaveLength(3);
    expect(lines[0]?.split(";")[0]).toBe('"Mois"');
    expect(lines[1]?.startsWith('"2027-10";"1";"2";"0";')).toBe(true);
  });

  it("writes CHF with two decimals: October received 135.50, November refunds 75.50", () => {
    const header = lines[0]?.split(";") ?? [];
    const col = (name: string) => header.indexOf(`"${name}"`);
    const october = lines[1]?.split(";") ?? [];
    const november = lines[2]?.split(";") ?? [];
    expect(october[col("Reçu en tout (CHF)")]).toBe('"135.50"');
    expect(october[col("Net (CHF)")]).toBe('"135.50"');
    expect(november[col("Remboursements (CHF)")]).toBe('"75.50"');
    // A negative net stays a number the spreadsheet sums, not text behind a '.
    expect(november[col("Net (CHF)")]).toBe('"-75.50"');
  });
});
