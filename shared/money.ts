/** Money is integer centimes of CHF everywhere; these helpers are the only place it becomes text. */

/**
 * 15000 -> "150.00", 5 -> "0.05": the amount as a decimal string with two places, computed on
 * integers (no float rounding). Providers that take decimal strings (PayPal's `amount.value`)
 * get it from here; a non-integer amount is a bug upstream and throws.
 */
export function centimesToDecimal(centimes: number): string {
  if (!Number.isSafeInteger(centimes)) {
    throw new RangeError(`amount in centimes must be an integer, got ${centimes}`);
  }
  const sign = centimes < 0 ? "-" : "";
  const abs = Math.abs(centimes);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/**
 * "150.00" -> 15000, "0.5" -> 50: a provider's decimal amount back in centimes, or null when it is
 * not a plain non-negative amount with at most two decimals (nothing is rounded).
 */
export function decimalToCentimes(value: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

/** 7500 -> "CHF 75.00" */
export function formatChf(centimes: number): string {
  return `CHF ${centimesToDecimal(centimes)}`;
}

/** Total of a registration, in centimes, from the stored price per person. */
export function totalCentimes(pricePerPersonCentimes: number, participants: number): number {
  return pricePerPersonCentimes * participants;
}

/**
 * A price as a person types it: "75", "75.00", "75,50", "CHF 75.00", "Fr. 75.-", "1'200" ->
 * centimes; undefined when unreadable. The import file and the team space's outing form read
 * prices with it.
 */
export function parseChfToCentimes(input: string): number | undefined {
  const cleaned = input
    .trim()
    .replace(/^(CHF|Fr\.?|SFr\.?)\s*/i, "")
    .replace(/\.-$/, "")
    .replace(/['’\s]/g, "")
    .replace(",", ".");
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(cleaned)) return undefined;
  const [francs = "0", cents = ""] = cleaned.split(".");
  return Number(francs) * 100 + Number(cents.padEnd(2, "0"));
}
