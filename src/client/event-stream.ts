import { AskUserError } from "../core/errors.js";
import type { GatewayEventView } from "./client-types.js";
import { readToken, type TokenSource } from "./token-source.js";

/** The part of the WebSocket API the stream uses; both the standard one and `ws` have it. */
export interface EventSocket {
  addEventListener(type: "message", listener: (event: { data: unknown }) => void): void;
  addEventListener(type: "error", listener: (event: { message?: unknown }) => void): void;
  addEventListener(
    type: "close",
    listener: (event: { code: number; reason: string }) => void,
  ): void;
  close(code?: number, reason?: string): void;
}

export type WebSocketConstructor = new (url: string) => EventSocket;

export interface EventStreamOptions {
  /** The gateway's base URL (`http://…` or `https://…`). */
  url: string;
  token?: TokenSource | undefined;
  /** A standard WebSocket class; defaults to the `ws` package on Node, else `globalThis.WebSocket`. */
  webSocket?: WebSocketConstructor | undefined;
  signal?: AbortSignal | undefined;
}

/**
 * The gateway's event stream (`GET /v1/events`) as an async iterator: `hello` first (from then on
 * no event is missed), then every lifecycle and message event. It ends when `signal` aborts or the
 * loop breaks, and throws an `unavailable` AskUserError (`unauthorized` for a refused token) when
 * the socket drops. It does not reconnect: open a new stream and catch up with `list()`.
 */
export async function* streamEvents(options: EventStreamOptions): AsyncGenerator<GatewayEventView> {
  const { signal } = options;
  if (signal?.aborted) return;
  const socket = await openSocket(options);

  const queue: GatewayEventView[] = [];
  let failure: AskUserError | undefined;
  let closed = false;
  let wake: () => void = () => {};
  socket.addEventListener("message", (event) => {
    try {
      queue.push(JSON.parse(String(event.data)) as GatewayEventView);
    } catch {
      // Not JSON: nothing this client understands.
    }
    wake();
  });
  socket.addEventListener("error", (event) => {
    failure ??= toStreamError(event.message);
  });
  socket.addEventListener("close", (event) => {
    closed = true;
    failure ??= new AskUserError(
      "unavailable",
      `the event stream closed (code ${event.code}${event.reason ? `: ${event.reason}` : ""})`,
    );
    wake();
  });
  // Close right away: the consumer may not call `next()` again for a while.
  const onAbort = () => {
    if (!closed) socket.close(1000, "aborted");
    wake();
  };
  signal?.addEventListener("abort", onAbort, { once: true });

  try {
    for (;;) {
      if (signal?.aborted) return;
      const next = queue.shift();
      if (next !== undefined) {
        yield next;
        continue;
      }
      if (closed) throw failure;
      await new Promise<void>((resolve) => {
        wake = resolve;
      });
    }
  } finally {
    signal?.removeEventListener("abort", onAbort);
    if (!closed) socket.close(1000, "done");
  }
}

async function openSocket(options: EventStreamOptions): Promise<EventSocket> {
  const url = new URL(`${options.url.replace(/\/+$/, "")}/v1/events`);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  const token = readToken(options.token);
  // On Node, `ws` even where a global WebSocket exists (22 and later): that one reports neither
  // a refused upgrade's status (a wrong token would look like an outage) nor sends headers.
  const Standard =
    options.webSocket ??
    (onNode() ? undefined : (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket);
  if (Standard) {
    // A standard WebSocket cannot send headers, so the token goes in the query.
    if (token !== undefined) url.searchParams.set("token", token);
    return new Standard(url.href);
  }
  // `ws` sends the token as a header, out of the URL, and names the status of a refusal.
  const { default: NodeWebSocket } = await import("ws");
  return new NodeWebSocket(url.href, {
    ...(token === undefined ? {} : { headers: { authorization: `Bearer ${token}` } }),
  });
}

function onNode(): boolean {
  const runtime = globalThis as { process?: { versions?: { node?: string } } };
  return typeof runtime.process?.versions?.node === "string";
}

function toStreamError(message: unknown): AskUserError {
  const text = typeof message === "string" && message !== "" ? message : "connection failed";
  // `ws` reports a refused upgrade as "Unexpected server response: 401".
  if (/\b401\b/.test(text))
    return new AskUserError("unauthorized", `the event stream refused the token (${text})`);
  return new AskUserError("unavailable", `the event stream failed: ${text}`);
}
