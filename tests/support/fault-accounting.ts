/**
 * The accounting a fault test ends with: what became of every message that had to go out.
 * Each is "delivered once" or "dead-lettered" (its event waits in a dead-letter queue, whose alarm
 * fires); anything else ("lost", "delivered 2 times", "delivered and dead-lettered") is a defect.
 * Labels are the test's own (e.g. "visitor e-mail of registration 2"), so a failure reads plainly.
 */

export type Fate =
  | "delivered once"
  | "dead-lettered"
  | "lost"
  | "delivered and dead-lettered"
  | `delivered ${number} times`
  | "unexpected";

/**
 * @param expected labels of the messages that had to go out
 * @param delivered the label of each message that went out, once per sending
 * @param deadLettered labels of the messages whose event is in a dead-letter queue
 */
export function accountFor(
  expected: string[],
  delivered: string[],
  deadLettered: string[] = [],
): Record<string, Fate> {
  const count = (label: string) => delivered.filter((d) => d === label).length;
  const fates: Record<string, Fate> = {};
  for (const label of expected) {
    const times = count(label);
    const parked = deadLettered.includes(label);
    fates[label] =
      times === 0
        ? parked
          ? "dead-lettered"
          : "lost"
        : parked
          ? "delivered and dead-lettered"
          : times === 1
            ? "delivered once"
            : `delivered ${times} times`;
  }
  for (const label of delivered) if (!expected.includes(label)) fates[label] = "unexpected";
  return fates;
}

/** The accounting where every one of these went out exactly once. */
export function deliveredOnce(labels: string[]): Record<string, Fate> {
  return Object.fromEntries(labels.map((label) => [label, "delivered once" as const]));
}
