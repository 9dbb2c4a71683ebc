/**
 * The "fail the next API call" and "answer the next API call late" controls, shared by every
 * provider: each provider asks them before answering an API call and, when a failure is armed,
 * answers with its own 500 shape; when a delay is armed, it does the work at once and holds the
 * answer, so that the caller's timeout fires first (the work is done, the answer comes too late).
 */
export interface ArmedFailure {
  /**
   * false: the call fails before doing anything (nothing created, nothing stored).
   * true: the call does its work and only the answer is lost (a 500 comes back), as when a
   * connection breaks after the provider committed; a retry with the same idempotency key then
   * gets the stored result.
   */
  commit: boolean;
  /** Only a call whose « METHOD /path » contains this (every call when absent). */
  match?: string;
}

interface ArmedDelay {
  ms: number;
  match?: string;
}

/** The first armed entry for this call, taken out of the list. */
function takeFor<T extends { match?: string }>(armed: T[], call: string): T | undefined {
  const index = armed.findIndex((entry) => entry.match === undefined || call.includes(entry.match));
  return index < 0 ? undefined : armed.splice(index, 1)[0];
}

export class ApiFailures {
  private readonly armed: ArmedFailure[] = [];
  private readonly delays: ArmedDelay[] = [];

  failNext(count: number, commit: boolean, match?: string): void {
    for (let i = 0; i < count; i += 1) this.armed.push({ commit, match });
  }

  /** The next `count` calls (matching `match`, if given) answer `ms` milliseconds late. */
  delayNext(count: number, ms: number, match?: string): void {
    for (let i = 0; i < count; i += 1) this.delays.push({ ms, match });
  }

  /** The failure for this call (« METHOD /path »), if one is armed (used once). */
  take(call: string): ArmedFailure | undefined {
    return takeFor(this.armed, call);
  }

  /** How late this call (« METHOD /path ») answers (0: at once); an armed delay is used once. */
  takeDelay(call: string): number {
    return takeFor(this.delays, call)?.ms ?? 0;
  }

  pending(): number {
    return this.armed.length;
  }

  pendingDelays(): number {
    return this.delays.length;
  }

  reset(): void {
    this.armed.length = 0;
    this.delays.length = 0;
  }
}

/** Waits before answering (a delayed call's answer). */
export function holdAnswer(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}
