/**
 * The gateway's clock as seen from here: countdowns follow the server's deadline even when
 * this machine's clock is off. Sampled from the `now` the gateway sends (the event stream's
 * hello); the round trip of a local gateway is small enough to ignore.
 */
export class ServerClock {
  #offsetMs = 0;

  /** Server time minus local time, in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Takes the server's `now` (ISO 8601), read when it arrived. */
  sample(serverNow: string, receivedAt = Date.now()): void {
    const parsed = Date.parse(serverNow);
    if (!Number.isNaN(parsed)) this.#offsetMs = parsed - receivedAt;
  }

  /** The server's time now, in milliseconds since the epoch. */
  now(localNow = Date.now()): number {
    return localNow + this.#offsetMs;
  }

  /** Milliseconds until an ISO 8601 deadline by the server's clock (negative once past). */
  msUntil(deadline: string, localNow = Date.now()): number {
    return Date.parse(deadline) - this.now(localNow);
  }
}
