import { msUntil } from "./countdown.js";

/** When the gateway said what time it is, and when the request went out and came back. */
export interface ServerTimeSample {
  /** The gateway's clock, ISO 8601. */
  serverNow: string;
  /** Local milliseconds since the epoch. */
  sentAt: number;
  receivedAt: number;
  /** False for the HTTP `Date` header, which only has whole seconds. */
  precise: boolean;
}

/**
 * The gateway's clock as seen from here, so countdowns follow the server's deadline even when
 * the local clock is off. NTP-style: the server read its clock about halfway through the round
 * trip.
 */
export class ServerClock {
  readonly #localNow: () => number;
  #offsetMs = 0;
  #hasPreciseSample = false;

  /** `localNow` reads this machine's clock in milliseconds since the epoch. */
  constructor(localNow: () => number = Date.now) {
    this.#localNow = localNow;
  }

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

  /** A `now` the gateway pushed (the event stream's `hello`), read at `receivedAt`: no round trip. */
  samplePushed(serverNow: string, receivedAt: number): boolean {
    return this.sample({ serverNow, sentAt: receivedAt, receivedAt, precise: true });
  }

  /** The server's time now, in milliseconds since the epoch. */
  now(): number {
    return this.#localNow() + this.#offsetMs;
  }

  /** Milliseconds until an ISO 8601 deadline by the server's clock (negative once past). */
  msUntil(deadline: string): number {
    return msUntil(deadline, this.now());
  }
}
