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

/** What `onUnavailable` is told before each retry; times in ms since the epoch. */
export interface Outage {
  /** When the first failure of this run of failures happened. */
  since: number;
  /** When the next attempt is made. */
  retryAt: number;
  /** When the retries stop and the last error is thrown. */
  giveUpAt: number;
  /** The last failure, an AskUserError with the code `unavailable`. */
  error: unknown;
}

/**
 * Runs `action`, retrying with the default backoff (250 ms doubling to 2 s) while the gateway is
 * unavailable and `giveUpAt` (ms since the epoch) has not passed. An abort of `signal` stops the
 * waiting and rejects with its reason. `onUnavailable` hears of every retry before its wait.
 */
export async function retryWhileUnavailable<T>(
  action: () => Promise<T>,
  options: {
    giveUpAt: number;
    signal?: AbortSignal | undefined;
    onUnavailable?: ((outage: Outage) => void) | undefined;
  },
): Promise<T> {
  let since: number | undefined;
  for (let failures = 0; ; failures += 1) {
    try {
      return await action();
    } catch (error) {
      if (options.signal?.aborted || !isUnavailable(error) || Date.now() >= options.giveUpAt)
        throw error;
      since ??= Date.now();
      const delay = backoffDelay(failures);
      options.onUnavailable?.({
        since,
        retryAt: Date.now() + delay,
        giveUpAt: options.giveUpAt,
        error,
      });
      await sleep(delay, options.signal);
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
