import { setTimeout as sleep } from "node:timers/promises";

export { sleep };

export interface LatencySummary {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  meanMs: number;
}

/** Nearest-rank percentiles of a list of durations in milliseconds. */
export function summarize(durationsMs: readonly number[]): LatencySummary {
  if (durationsMs.length === 0) throw new Error("no samples");
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
  const total = sorted.reduce((sum, value) => sum + value, 0);
  return {
    count: sorted.length,
    p50Ms: round(rank(50), 3),
    p99Ms: round(rank(99), 3),
    maxMs: round(sorted[sorted.length - 1] ?? 0, 3),
    meanMs: round(total / sorted.length, 3),
  };
}

/**
 * Runs `task(0..count-1)` with at most `concurrency` in flight. The first failure stops the
 * workers from starting more tasks and is rethrown.
 */
export async function runPool(
  count: number,
  concurrency: number,
  task: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < count) {
      const index = next;
      next += 1;
      try {
        await task(index);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, count) }, worker));
}

export function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Lets the load generator collect its own garbage between phases (needs --expose-gc). */
export function collectGarbage(): void {
  globalThis.gc?.();
}
