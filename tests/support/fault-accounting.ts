/**
 * The accounting a fault test ends with: what became of every message that had to go out.
 * Each is "delivered once", or "dead-lettered" (not sent, its event waiting in a dead-letter
 * queue, whose alarm fires; redriven, it sends only what has not gone out). Anything else
 * ("lost", "delivered 2 times", "unexpected") is a defect. Labels are the test's own (e.g.
 * "e-mail to visitor 2"), so that a failure reads plainly.
 */

export type Fate =
  | "delivered once"
  | "dead-lettered"
  | "lost"
  | `delivered ${number} times`
  | "unexpected";

/**
 * @param expected labels of the messages that had to go out
 * @param delivered the label of each message that went out, once per sending
 * @param parked labels of the messages whose event is in a dead-letter queue
 */
export function accountFor(
  expected: string[],
  delivered: string[],
  parked: string[] = [],
): Record<string, Fate> {
  const fates: Record<string, Fate> = {};
  for (const label of expected) {
    const times = delivered.filter((d) => d === label).length;
    if (times === 0) fates[label] = parked.includes(label) ? "dead-lettered" : "lost";
    else fates[label] = times === 1 ? "delivered once" : `delivered ${times} times`;
  }
  for (const label of delivered) if (!expected.includes(label)) fates[label] = "unexpected";
  return fates;
}

/** The accounting where every one of these went out exactly once. */
export function deliveredOnce(labels: string[]): Record<string, Fate> {
  return Object.fromEntries(labels.map((label) => [label, "delivered once" as const]));
}
