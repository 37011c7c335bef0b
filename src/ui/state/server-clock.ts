import type { ServerTimeSample } from "../api/gateway-api.js";

/**
 * The difference between the gateway's clock and this browser's, so countdowns follow the
 * server's deadline even when the local clock is off. NTP-style: the server read its clock
 * about halfway through the round trip.
 */
export class ServerClock {
  #offsetMs = 0;
  #hasPreciseSample = false;

  /** Server time minus local time, in milliseconds. */
  get offsetMs(): number {
    return this.#offsetMs;
  }

  /** Takes a sample; returns true when the offset changed. */
  sample(sample: ServerTimeSample): boolean {
    // The Date header has whole seconds only: use it only until a precise `now` arrives.
    if (!sample.precise && this.#hasPreciseSample) return false;
    const serverNow = Date.parse(sample.serverNow);
    if (Number.isNaN(serverNow)) return false;
    if (sample.precise) this.#hasPreciseSample = true;
    const offset = Math.round(serverNow - (sample.sentAt + sample.receivedAt) / 2);
    if (offset === this.#offsetMs) return false;
    this.#offsetMs = offset;
    return true;
  }
}
