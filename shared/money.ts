/** Money is integer centimes of CHF everywhere; these helpers are the only place it becomes text. */

/** 7500 -> "CHF 75.00" */
export function formatChf(centimes: number): string {
  return `CHF ${(centimes / 100).toFixed(2)}`;
}

/** Total of a registration, in centimes, from the stored price per person. */
export function totalCentimes(pricePerPersonCentimes: number, participants: number): number {
  return pricePerPersonCentimes * participants;
}

/**
 * "89.0" -> 8900, "12.5" -> 1250, "129.00" -> 12900: a provider's decimal amount in centimes,
 * read on its digits (no float). Anything else (more than two decimals, a sign, an exponent)
 * is not an amount we can charge, and throws.
 */
export function decimalToCentimes(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new RangeError(`not a decimal amount: ${JSON.stringify(amount)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}
