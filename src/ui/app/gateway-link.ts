import type { ReactiveController, ReactiveControllerHost } from "lit";
import {
  type AskUserClient,
  AskUserError,
  type Backoff,
  createAskUserClient,
  type EventFollowerHandlers,
  followEvents,
} from "../../client/index.js";
import { ServerClock } from "../../core/server-clock.js";
import { TokenStore } from "../state/token-store.js";
import { HostState } from "./host-state.js";

export type ConnectionStatus = "connecting" | "live" | "reconnecting";

export interface LinkState {
  connection: ConnectionStatus;
  /** The gateway refused the token (or needs one): the token form shows instead of the app. */
  needsToken: boolean;
  /** A token was sent and refused, as opposed to none given yet. */
  tokenRejected: boolean;
  /** Server time minus local time, for the countdowns. */
  serverOffsetMs: number;
}

export interface GatewayLinkHandlers {
  /** Every (re)connect of the event stream: events may have been missed, so refetch. */
  onConnected(): void;
  onEvent: EventFollowerHandlers["onEvent"];
  /** The stream ended on something other than the gateway being away. */
  onError(error: unknown): void;
}

/** Waits between reconnects; the jitter spreads the reconnects of many tabs after a restart. */
const RECONNECT_BACKOFF: Backoff = { firstDelayMs: 500, maxDelayMs: 15_000, jitter: true };

/**
 * The Control UI's link to the gateway: the client with this browser session's token, the
 * gateway's clock, and the event stream, reconnected with backoff. A refused token stops the
 * stream until the person enters another.
 */
export class GatewayLink implements ReactiveController {
  #baseUrl: () => URL;
  #handlers: GatewayLinkHandlers;
  #state: HostState<LinkState>;
  #tokens = new TokenStore();
  #clock = new ServerClock();
  #client: AskUserClient | undefined;
  #following: AbortController | undefined;

  /** `baseUrl` is where the API lives, read at every connect of the host. */
  constructor(host: ReactiveControllerHost, baseUrl: () => URL, handlers: GatewayLinkHandlers) {
    this.#baseUrl = baseUrl;
    this.#handlers = handlers;
    this.#state = new HostState<LinkState>(host, {
      connection: "connecting",
      needsToken: false,
      tokenRejected: false,
      serverOffsetMs: 0,
    });
    host.addController(this);
  }

  get state(): LinkState {
    return this.#state.value;
  }

  /** This browser session's token, if the gateway uses tokens and one was given. */
  get token(): string | undefined {
    return this.#tokens.get();
  }

  get client(): AskUserClient {
    if (!this.#client) throw new Error("ask-user-app is not connected");
    return this.#client;
  }

  hostConnected(): void {
    this.#client = createAskUserClient({
      // The API's paths resolve against the base like relative links: from its folder.
      url: new URL(".", this.#baseUrl()).href,
      token: () => this.#tokens.get(),
      onServerTime: (sample) => this.#offsetSampled(this.#clock.sample(sample)),
    });
    this.follow();
  }

  /** Starts following the event stream, unless it already is. */
  follow(): void {
    if (this.#following) return;
    const following = new AbortController();
    this.#following = following;
    this.#state.update({ connection: "connecting" });
    followEvents(
      this.client,
      {
        onConnected: (now, receivedAt) => {
          this.#offsetSampled(this.#clock.samplePushed(now, receivedAt));
          this.#state.update({ connection: "live" });
          this.#handlers.onConnected();
        },
        onEvent: (event) => this.#handlers.onEvent(event),
        onDisconnected: () => this.#state.update({ connection: "reconnecting" }),
      },
      { signal: following.signal, backoff: RECONNECT_BACKOFF },
    ).catch((error: unknown) => this.#handlers.onError(error));
  }

  hostDisconnected(): void {
    this.#stopFollowing();
  }

  /**
   * True when `error` is the gateway refusing the token: the token is dropped and the stream
   * stops until `follow()` with a new one. Several requests fail at once; the first one tells.
   */
  handleRefusedToken(error: unknown): boolean {
    if (!(error instanceof AskUserError && error.code === "unauthorized")) return false;
    if (this.state.needsToken) return true;
    this.#state.update({ needsToken: true, tokenRejected: this.#tokens.get() !== undefined });
    this.#tokens.clear();
    this.#stopFollowing();
    return true;
  }

  /** The token the person entered, for every request from now on. */
  useToken(token: string): void {
    this.#tokens.set(token);
    this.#state.update({ needsToken: false, tokenRejected: false });
  }

  #stopFollowing(): void {
    this.#following?.abort();
    this.#following = undefined;
  }

  #offsetSampled(changed: boolean): void {
    if (changed) this.#state.update({ serverOffsetMs: this.#clock.offsetMs });
  }
}
