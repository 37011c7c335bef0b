import { AskUserError } from "../core/index.js";

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 2_000;

/** A gateway that cannot be reached or says it is unavailable: worth trying again. */
export function isUnavailable(error: unknown): boolean {
  return error instanceof AskUserError && error.code === "unavailable";
}

/**
 * Runs `action`, retrying with backoff (250 ms doubling to 2 s) while the gateway is unavailable
 * and `giveUpAt` (ms since the epoch) has not passed. An abort of `signal` stops the waiting and
 * rejects with its reason.
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
      await sleep(Math.min(FIRST_DELAY_MS * 2 ** failures, MAX_DELAY_MS), options.signal);
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
