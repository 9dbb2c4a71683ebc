/**
 * The sandbox's "now": a base clock (the real one unless a test injects another) plus an offset
 * that tests move forward with POST /_sandbox/clock, so expiry is tested without sleeping.
 */
export class SandboxClock {
  private offsetSeconds = 0;

  constructor(private readonly base: () => number = Date.now) {}

  nowMs(): number {
    return this.base() + this.offsetSeconds * 1000;
  }

  /** Unix seconds, as providers put in their timestamps. */
  nowSeconds(): number {
    return Math.floor(this.nowMs() / 1000);
  }

  get offset(): number {
    return this.offsetSeconds;
  }

  /** Time only moves forward: a provider never sees its own past again. */
  advance(seconds: number): void {
    if (!Number.isInteger(seconds) || seconds < 0) {
      throw new RangeError("advance_seconds must be a non-negative integer");
    }
    this.offsetSeconds += seconds;
  }

  reset(): void {
    this.offsetSeconds = 0;
  }

  describe(): { now: string; now_unix: number; offset_seconds: number } {
    return {
      now: new Date(this.nowMs()).toISOString(),
      now_unix: this.nowSeconds(),
      offset_seconds: this.offsetSeconds,
    };
  }
}
