import { delay } from "../service/delay.js";
import { ChannelDeliveryError } from "./channel-adapter.js";

/** Bounded retries for channel calls (SPEC L6: fail in seconds, not at the deadline). */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /**
   * The wait before the second try; doubles each time, up to `maxDelayMs`. Each wait is drawn
   * between half of that and all of it ("equal jitter"), so gateways that failed together
   * (a platform's outage) do not all come back in the same instant.
   */
  baseDelayMs: number;
  maxDelayMs: number;
  /** The longest `retry_after` honoured; a platform asking for more counts as a failure. */
  maxRetryAfterMs: number;
  /** One try's limit, so a hanging platform cannot hold the question. */
  attemptTimeoutMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  attempts: 4,
  baseDelayMs: 500,
  maxDelayMs: 4000,
  maxRetryAfterMs: 10_000,
  attemptTimeoutMs: 10_000,
};

/** The wait after the `attempt`-th failed try (0-based), `random` in [0, 1). */
export function retryBackoffMs(
  policy: RetryPolicy,
  attempt: number,
  random = Math.random(),
): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** attempt);
  return ceiling / 2 + random * (ceiling / 2);
}

/**
 * Runs `call` until it succeeds or the policy is spent; rethrows the last failure. A platform's
 * own `retry_after` is waited exactly; otherwise the wait backs off with jitter.
 */
export async function withRetry<T>(
  policy: RetryPolicy,
  call: (signal: AbortSignal) => Promise<T>,
  stopped: AbortSignal,
): Promise<T> {
  let lastError: unknown;
  for (let attempt = 0; attempt < policy.attempts; attempt += 1) {
    if (stopped.aborted) break;
    const current = attemptSignal(stopped, policy.attemptTimeoutMs);
    try {
      return await call(current.signal);
    } catch (error) {
      lastError = error;
      if (attempt === policy.attempts - 1) break;
      const known = error instanceof ChannelDeliveryError ? error : undefined;
      if (known?.permanent) break;
      const retryAfter = known?.retryAfterMs;
      if (retryAfter !== undefined && retryAfter > policy.maxRetryAfterMs) break;
      await delay(retryAfter ?? retryBackoffMs(policy, attempt), stopped);
    } finally {
      current.done();
    }
  }
  throw lastError ?? new Error("the channel is stopping");
}

/**
 * One attempt's signal: aborted when the channel stops or the attempt's time is up. Its timer is
 * held here and cleared when the attempt ends. (`AbortSignal.any` with `AbortSignal.timeout`
 * holds the timeout signal only weakly on Node 20: a collection during the attempt could drop
 * it, and the attempt then waited for the platform's own timeout.)
 */
function attemptSignal(stopped: AbortSignal, timeoutMs: number) {
  const controller = new AbortController();
  const onStop = () => controller.abort(stopped.reason);
  if (stopped.aborted) onStop();
  else stopped.addEventListener("abort", onStop, { once: true });
  const timer = setTimeout(
    () => controller.abort(new DOMException("The attempt took too long", "TimeoutError")),
    timeoutMs,
  );
  return {
    signal: controller.signal,
    done() {
      clearTimeout(timer);
      stopped.removeEventListener("abort", onStop);
    },
  };
}
