import type { GatewayEvent } from "./gateway-types.js";

export type EventStreamStatus = "connecting" | "live" | "reconnecting";

export interface EventStreamOptions {
  /** Read at every (re)connect, so a token entered later is used. */
  url: () => string;
  onEvent: (event: GatewayEvent, receivedAt: number) => void;
  /** Called on every successful connect: events may have been missed, so refetch. */
  onOpen: () => void;
  onStatus: (status: EventStreamStatus) => void;
}

const FIRST_DELAY_MS = 500;
const MAX_DELAY_MS = 15_000;

/** The gateway's `/v1/events` WebSocket, reconnected with capped, jittered exponential backoff. */
export class EventStream {
  #options: EventStreamOptions;
  #socket: WebSocket | undefined;
  #retryTimer: number | undefined;
  #attempt = 0;
  #stopped = true;

  constructor(options: EventStreamOptions) {
    this.#options = options;
  }

  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#attempt = 0;
    this.#connect();
  }

  stop(): void {
    this.#stopped = true;
    window.clearTimeout(this.#retryTimer);
    const socket = this.#socket;
    this.#socket = undefined;
    socket?.close();
  }

  #connect(): void {
    this.#options.onStatus(this.#attempt === 0 ? "connecting" : "reconnecting");
    let socket: WebSocket;
    try {
      socket = new WebSocket(this.#options.url());
    } catch {
      this.#scheduleRetry();
      return;
    }
    this.#socket = socket;
    socket.addEventListener("open", () => {
      if (socket !== this.#socket) return;
      this.#attempt = 0;
      this.#options.onStatus("live");
      this.#options.onOpen();
    });
    socket.addEventListener("message", (message) => {
      if (socket !== this.#socket || typeof message.data !== "string") return;
      let event: GatewayEvent;
      try {
        event = JSON.parse(message.data) as GatewayEvent;
      } catch {
        return;
      }
      this.#options.onEvent(event, Date.now());
    });
    socket.addEventListener("close", () => {
      if (socket !== this.#socket) return;
      this.#socket = undefined;
      if (!this.#stopped) this.#scheduleRetry();
    });
  }

  #scheduleRetry(): void {
    this.#attempt += 1;
    this.#options.onStatus("reconnecting");
    const base = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** (this.#attempt - 1));
    // Jitter spreads the reconnects of many open tabs after a gateway restart.
    const delay = base / 2 + Math.random() * (base / 2);
    this.#retryTimer = window.setTimeout(() => {
      if (!this.#stopped) this.#connect();
    }, delay);
  }
}
