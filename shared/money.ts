/** Money is integer centimes of CHF everywhere; these helpers are the only place it becomes text. */

/** 7500 -> "CHF 75.00" */
export function formatChf(centimes: number): string {
  return `CHF ${(centimes / 100).toFixed(2)}`;
}

/** Total of a registration, in centimes, from the stored price per person. */
export function totalCentimes(pricePerPersonCentimes: number, participants: number): number {
  return pricePerPersonCentimes * participants;
}
