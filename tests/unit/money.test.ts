import { centimesToDecimal, decimalToCentimes, formatChf } from "@shared/money";
import { describe, expect, it } from "vitest";

describe("centimes as a decimal string (PayPal's amount.value)", () => {
  it.each([
    [15000, "150.00"],
    [5, "0.05"],
    [129900, "1299.00"],
    [0, "0.00"],
    [10, "0.10"],
    [7599, "75.99"],
    [-250, "-2.50"],
  ])("%i centimes -> %s", (centimes, text) => {
    expect(centimesToDecimal(centimes)).toBe(text);
  });

  it("is exact where floats are not (0.1 + 0.2 worth of centimes)", () => {
    expect(centimesToDecimal(10 + 20)).toBe("0.30");
    expect(centimesToDecimal(Number.MAX_SAFE_INTEGER)).toBe("90071992547409.91");
  });

  it.each([1.5, Number.NaN, Number.POSITIVE_INFINITY])("refuses %s (not whole centimes)", (bad) => {
    expect(() => centimesToDecimal(bad)).toThrow(RangeError);
  });

  it("is what formatChf shows after CHF", () => {
    expect(formatChf(7500)).toBe("CHF 75.00");
    expect(formatChf(5)).toBe("CHF 0.05");
  });
});

describe("a provider's decimal amount back in centimes", () => {
  it.each([
    ["150.00", 15000],
    ["0.05", 5],
    ["1299", 129900],
    ["75.5", 7550],
  ])("%s -> %i", (text, centimes) => {
    expect(decimalToCentimes(text)).toBe(centimes);
  });

  it.each(["150.005", "-1.00", "1,50", "", ".5", "1e3", " 1.00"])("refuses %j", (text) => {
    expect(decimalToCentimes(text)).toBeNull();
  });

  it("round-trips with centimesToDecimal", () => {
    for (const centimes of [0, 5, 99, 100, 15000, 129900]) {
      expect(decimalToCentimes(centimesToDecimal(centimes))).toBe(centimes);
    }
  });
});
