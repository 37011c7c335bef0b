import { AskUserError } from "../core/errors.js";

/** How long to wait after each failure in a row: doubling from the first delay to the cap. */
export interface Backoff {
  firstDelayMs: number;
  maxDelayMs: number;
  /** Wait a random 50-100 % of each delay, so many clients do not retry in step. */
  jitter?: boolean;
}

/** 250 ms doubling to 2 s. */
export const DEFAULT_BACKOFF: Backoff = { firstDelayMs: 250, maxDelayMs: 2_000 };

/** The wait after `failures` earlier failures in a row (0 for the first). */
export function backoffDelay(failures: number, backoff: Backoff = DEFAULT_BACKOFF): number {
  const delay = Math.min(backoff.maxDelayMs, backoff.firstDelayMs * 2 ** failures);
  return backoff.jitter ? delay / 2 + Math.random() * (delay / 2) : delay;
}

/** A gateway that cannot be reached or says it is unavailable: worth trying again. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof AskUserError && error.code === "unavailable";
}

/**
 * Runs `action`, retrying with the default backoff (250 ms doubling to 2 s) while the gateway is
 * unavailable and `giveUpAt` (ms since the epoch) has not passed. An abort of `signal` stops the
 * waiting and rejects with its reason.
 */
export async function retryWhileUnavailable<T>(
  action: () => Promise<T>,
  options: { giveUpAt: number; signal?: AbortSignal | undefined },
): Promise<T> {
  for (let failures = 0; ; failures += 1) {
    try {
      return await action();
    } catch (error) {
      if (options.signal?.aborted || !isUnavailable(error) || Date.now() >= options.giveUpAt)
        throw error;
      await sleep(backoffDelay(failures), options.signal);
    }
  }
}

/** Resolves after `ms`, or rejects with the signal's reason as soon as it aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}
