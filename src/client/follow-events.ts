import type { AskUserClient } from "./ask-user-client.js";
import type { GatewayEventView } from "./client-types.js";
import { type Backoff, backoffDelay, isUnavailable, sleep } from "./retry.js";

export interface EventFollowerHandlers {
  /**
   * The stream is (re)connected: `now` is the server's clock, read at `receivedAt`. Catch up
   * here (refetch): events may have been missed while it was down. A returned promise holds
   * the events back until it settles; if it rejects as `unavailable`, the stream reconnects.
   */
  onConnected(now: string, receivedAt: number): void | Promise<void>;
  /** Every event after `hello`. */
  onEvent(event: Exclude<GatewayEventView, { type: "hello" }>): void;
  /** The stream dropped or could not open; it retries after a backoff. */
  onDisconnected(error: Error): void;
}

export interface FollowEventsOptions {
  /** Stops following: the stream closes and the returned promise resolves. */
  signal: AbortSignal;
  /** The waits between reconnects; 250 ms doubling to 2 s by default. */
  backoff?: Backoff;
}

/**
 * Follows the gateway's event stream until `signal` aborts, reconnecting with backoff whenever
 * the gateway is unavailable, e.g. while it restarts. Any other error (a refused token) ends it
 * by rejecting.
 */
export async function followEvents(
  client: Pick<AskUserClient, "events">,
  handlers: EventFollowerHandlers,
  { signal, backoff }: FollowEventsOptions,
): Promise<void> {
  for (let failures = 0; !signal.aborted; ) {
    try {
      for await (const event of client.events({ signal })) {
        if (event.type === "hello") {
          await handlers.onConnected(event.now, Date.now());
          failures = 0;
        } else handlers.onEvent(event);
      }
    } catch (error) {
      if (signal.aborted) return;
      if (!isUnavailable(error)) throw error;
      handlers.onDisconnected(error as Error);
      const wait = backoffDelay(failures, backoff);
      failures += 1;
      await sleep(wait, signal).catch(() => {});
    }
  }
}
