/**
 * The "fail the next API call" control, shared by every provider: each provider asks it before
 * answering an API call and, when a failure is armed, answers with its own 500 shape.
 */
export interface ArmedFailure {
  /**
   * false: the call fails before doing anything (nothing created, nothing stored).
   * true: the call does its work and only the answer is lost (a 500 comes back), as when a
   * connection breaks after the provider committed; a retry with the same idempotency key then
   * gets the stored result.
   */
  commit: boolean;
}

export class ApiFailures {
  private readonly armed: ArmedFailure[] = [];

  failNext(count: number, commit: boolean): void {
    for (let i = 0; i < count; i += 1) this.armed.push({ commit });
  }

  /** The failure for this call, if one is armed (used once). */
  take(): ArmedFailure | undefined {
    return this.armed.shift();
  }

  pending(): number {
    return this.armed.length;
  }

  reset(): void {
    this.armed.length = 0;
  }
}
