/** Timing helpers of the backend bench: durations in milliseconds, summarised by median and p95. */

export interface Summary {
  samples: number;
  medianMs: number;
  p95Ms: number;
}

/** Nearest-rank percentile of a non-empty list (p in 0..100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

export function summarise(values: number[]): Summary {
  return {
    samples: values.length,
    medianMs: round(percentile(values, 50)),
    p95Ms: round(percentile(values, 95)),
  };
}

export const round = (ms: number, digits = 2) => Number(ms.toFixed(digits));

/** How long `work` takes, with its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const start = performance.now();
  const value = await work();
  return { ms: performance.now() - start, value };
}
