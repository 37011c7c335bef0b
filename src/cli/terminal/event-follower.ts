import { setTimeout as delay } from "node:timers/promises";
import { type AskUserClient, type GatewayEventView, isUnavailable } from "../../client/index.js";

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 2_000;

export interface EventFollowerHandlers {
  /**
   * The stream is (re)connected: `now` is the server's clock, read at `receivedAt`. Catch up
   * here (refetch); events keep queueing meanwhile. An `unavailable` error reconnects.
   */
  onConnected(now: string, receivedAt: number): Promise<void>;
  onEvent(event: GatewayEventView): void;
  /** The stream dropped or could not open; it retries after a backoff. */
  onDisconnected(error: Error): void;
}

/**
 * Follows the gateway's event stream until `signal` aborts, reconnecting with backoff (250 ms
 * doubling to 2 s) whenever the gateway is unavailable, e.g. while it restarts. Any other error
 * (a refused token) ends it by throwing.
 */
export async function followEvents(
  client: Pick<AskUserClient, "events">,
  handlers: EventFollowerHandlers,
  signal: AbortSignal,
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
      const wait = Math.min(FIRST_DELAY_MS * 2 ** failures, MAX_DELAY_MS);
      failures += 1;
      await delay(wait, undefined, { signal }).catch(() => {});
    }
  }
}
