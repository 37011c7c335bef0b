import type { IncomingMessage, ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { createAdaptorServer, getRequestListener } from "@hono/node-server";
import { type Context, Hono } from "hono";
import { WebSocketServer } from "ws";
import type { ChannelConfigs } from "../channels/channel-catalog.js";
import { readPublicUrl } from "../channels/public-url.js";
import { askAndWait } from "../client/ask-flow.js";
import type { AskOptions } from "../client/index.js";
import {
  AskUserError,
  type AskUserErrorCode,
  type AskUserInput,
  type AskUserResult,
  isLocale,
  SUPPORTED_LOCALES,
} from "../core/index.js";
import {
  type AssembledGateway,
  assembleGateway,
  type GatewaySettings,
  openStore,
} from "../gateway/gateway.js";
import { hostCheck } from "../http/host-guard.js";
import { resolveRoleTokens } from "../http/role-tokens.js";
import type { QuestionStore } from "../store/question-store.js";
import { normalizeBasePath, placeUnder } from "./base-path.js";
import { inProcessAskApi } from "./in-process-ask.js";

/** How long `close()` lets requests in flight finish once it has woken their waits. */
const CLOSE_GRACE_MS = 5_000;

export interface CreateGatewayOptions
  extends Partial<
    Pick<
      GatewaySettings,
      | "locale"
      | "allowedOrigins"
      | "frameAncestors"
      | "answerRatePerMinute"
      | "authFailureRatePerMinute"
      | "trustProxy"
      | "leaseSeconds"
      | "plan"
    >
  > {
  /**
   * Where questions live: `"memory"` (the default; nothing survives the process), a SQLite file
   * path, a `postgres://` URL, or a `QuestionStore` of your own. `close()` closes it, whichever.
   */
  store?: string | QuestionStore;
  /** The PostgreSQL schema of the tables, for a `postgres://` store; default `public`. */
  storeSchema?: string;
  /**
   * The path prefix the gateway is mounted under in the host's server, such as `/ask-user`: its
   * API is then at `/ask-user/v1/…` and the Control UI at `/ask-user/`. Default: the root.
   */
  basePath?: string;
  /** One bearer token for agents and humans; a role's own token in `tokens` wins over it. */
  token?: string;
  /** Each role's token. Give `agent` and `human` both, or one of them with `token`. */
  tokens?: { agent?: string; human?: string; metrics?: string };
  /** The chat channels to run, each with its settings, e.g. `{ telegram: { token, chatIds, allowedUsers: [] } }`. */
  channels?: ChannelConfigs;
  /**
   * Where humans reach the mounted gateway, base path included (`https://example.com/ask-user`),
   * for the links channels send (a webhook's answer URL, a mail's answer links).
   */
  publicUrl?: string;
  /** Structured log lines (question events, requests, errors); default: none. */
  log?: (line: Record<string, unknown>) => void;
  /**
   * The `Host` names (an optional port each) the gateway answers to; others get 403. Give it
   * when the host's server is bound to loopback, so that no page can reach the gateway through
   * a DNS name rebound to 127.0.0.1: `["localhost", "127.0.0.1", "[::1]"]`. Default: any host.
   */
  allowedHosts?: string[];
}

/** A WebSocket-capable fetch environment: what `@hono/node-server` passes with each request. */
type FetchEnvironment = unknown;

export interface EmbeddedGateway {
  /** The prefix it serves under, normalized (`""` for the root). */
  readonly basePath: string;
  /**
   * Asks in-process and resolves with the tool result once the question ends, exactly like the
   * client's `ask()`: validation errors are `invalid_request` AskUserErrors with field paths,
   * the deadline gives `{ status: "no_answer", reason: "expired" }`, and aborting `signal`
   * cancels the question (reason `aborted`) and rejects with the signal's reason.
   */
  ask(input: AskUserInput, options: AskOptions): Promise<AskUserResult>;
  /**
   * The HTTP API, `/mcp` and the Control UI as a standard fetch handler, for requests under
   * `basePath` (others get 404; the bare prefix redirects to the prefix with a slash).
   * `/v1/events` needs `handleNodeUpgrade` (WebSockets are not part of fetch).
   */
  fetch(request: Request, env?: FetchEnvironment): Promise<Response>;
  /** The same as a Hono app, with routes under `basePath`: `hostApp.route("/", gateway.app)`. */
  readonly app: Hono;
  /**
   * For a `node:http` server's request listener: serves the request and returns true when its
   * path is under `basePath`, else returns false and leaves it to the host.
   */
  handleNodeRequest(request: IncomingMessage, response: ServerResponse): boolean;
  /**
   * For a `node:http` server's `upgrade` event: takes the WebSocket upgrade (`/v1/events`) and
   * returns true when its path is under `basePath`, else returns false and leaves the socket alone.
   */
  handleNodeUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /**
   * Stops: in-flight `ask()` calls cancel their questions as `aborted` and reject with an
   * `unavailable` AskUserError, waits in flight (long-polls) return, WebSockets close, then the
   * timers, channels and the store stop. Afterwards requests get 503 and `ask()` rejects.
   */
  close(): Promise<void>;
}

/**
 * The gateway as a library, for an agent's own server: the question service, channels and
 * store in this process, an in-process `ask()`, and the HTTP API with the Control UI to mount
 * under a prefix of the host's server.
 */
export async function createGateway(options: CreateGatewayOptions = {}): Promise<EmbeddedGateway> {
  const basePath = normalizeBasePath(options.basePath);
  if (options.locale !== undefined && !isLocale(options.locale))
    throw new Error(
      `locale: expected one of ${SUPPORTED_LOCALES.join(", ")}, got ${JSON.stringify(options.locale)}`,
    );
  // Before anything opens: a half-configured pair of tokens is refused.
  const tokens = resolveTokens(options);
  const store =
    typeof options.store === "object"
      ? options.store
      : await openStore(
          options.store ?? "memory",
          options.storeSchema === undefined ? {} : { schema: options.storeSchema },
        );
  const assembled = await assembleGateway(
    store,
    {
      token: undefined,
      tokens,
      planSetting: "plan",
      ...(options.publicUrl === undefined
        ? {}
        : { publicUrl: readPublicUrl(options.publicUrl, "publicUrl") }),
      ...(options.channels ?? {}),
      ...(options.allowedHosts === undefined
        ? {}
        : { acceptsHost: hostCheck({ bindHost: "", allowedHosts: options.allowedHosts }) }),
      ...pickDefined(options, [
        "locale",
        "allowedOrigins",
        "frameAncestors",
        "answerRatePerMinute",
        "authFailureRatePerMinute",
        "trustProxy",
        "leaseSeconds",
        "plan",
      ]),
    },
    options.log,
  );
  return embed(assembled, basePath);
}

function embed(assembled: AssembledGateway, basePath: string): EmbeddedGateway {
  const askApi = inProcessAskApi(assembled.service);
  let closing: Promise<void> | undefined;
  /**
   * What `close()` lets finish: the requests and `ask()` calls in flight, each ask with the
   * controller that cancels it (a request's waits end through `endWaits`).
   */
  const inFlight = new Map<Promise<unknown>, AbortController | undefined>();

  const track = <T>(work: Promise<T>, controller?: AbortController): Promise<T> => {
    inFlight.set(work, controller);
    const forget = () => inFlight.delete(work);
    work.then(forget, forget);
    return work;
  };

  /** Aborts `controller` when `signal` does, for as long as `signal` lives. */
  const follow = (controller: AbortController, signal: AbortSignal | undefined) => {
    if (!signal) return () => {};
    const onAbort = () => controller.abort(signal.reason);
    if (signal.aborted) onAbort();
    else signal.addEventListener("abort", onAbort, { once: true });
    return () => signal.removeEventListener("abort", onAbort);
  };

  /** Serves a request whose path is already the gateway's own (the prefix taken off). */
  function serveInside(request: Request, env?: FetchEnvironment): Promise<Response> {
    if (closing)
      return Promise.resolve(errorJson(503, "unavailable", "this gateway has been closed"));
    return track(Promise.resolve(assembled.app.fetch(request, env)));
  }

  async function fetchUnderBase(request: Request, env?: FetchEnvironment): Promise<Response> {
    if (closing) return errorJson(503, "unavailable", "this gateway has been closed");
    const url = new URL(request.url);
    const place = placeUnder(basePath, url.pathname);
    if (place.kind === "outside")
      return errorJson(404, "not_found", `no such route: the gateway is under ${basePath}/`);
    if (place.kind === "bare" && (request.method === "GET" || request.method === "HEAD"))
      return redirectToFolder(url.search);
    const path = place.kind === "inside" ? place.path : "/";
    if (path === url.pathname) return serveInside(request, env);
    url.pathname = path;
    return serveInside(new Request(url, request), env);
  }

  /** The page's relative asset and API URLs resolve from its folder: the prefix with a slash. */
  const redirectToFolder = (search: string) =>
    new Response(null, { status: 308, headers: { location: `${basePath}/${search}` } });

  const app = new Hono();
  const delegate = (c: Context) => fetchUnderBase(c.req.raw, c.env);
  if (basePath === "") app.all("*", delegate);
  else {
    app.all(basePath, delegate);
    app.all(`${basePath}/*`, delegate);
  }

  // Node: the listener turns IncomingMessage into a Request (with the socket for the source
  // address); a server that never listens runs @hono/node-server's WebSocket upgrade for us.
  // Neither replaces the host's global Request and Response.
  const nodeListener = getRequestListener(
    async (request, env) => {
      const response = await serveInside(request, env);
      // A wait that close() ended leaves no idle keep-alive connection behind in the host.
      if (closing && "setHeader" in env.outgoing) env.outgoing.setHeader("connection", "close");
      return response;
    },
    { overrideGlobalObjects: false },
  );
  const webSockets = new WebSocketServer({ noServer: true });
  const upgrades = createAdaptorServer({
    fetch: fetchUnderBase,
    overrideGlobalObjects: false,
    websocket: { server: webSockets },
  });
  const placeOf = (request: IncomingMessage) =>
    placeUnder(basePath, new URL(request.url ?? "/", "http://localhost").pathname);

  return {
    basePath,
    app,
    fetch: fetchUnderBase,

    ask(input, askOptions) {
      if (closing) return Promise.reject(closedError());
      const controller = new AbortController();
      const unfollow = follow(controller, askOptions.signal);
      const asking = askAndWait(askApi, input, {
        ...askOptions,
        signal: controller.signal,
      });
      void asking.then(unfollow, unfollow);
      return track(asking, controller);
    },

    handleNodeRequest(request, response) {
      const place = placeOf(request);
      if (place.kind === "outside") return false;
      const search = /\?.*$/s.exec(request.url ?? "")?.[0] ?? "";
      if (place.kind === "bare" && (request.method === "GET" || request.method === "HEAD")) {
        const redirect = redirectToFolder(search);
        response.writeHead(redirect.status, { location: redirect.headers.get("location") ?? "/" });
        response.end();
        return true;
      }
      // The gateway sees its own paths: the prefix comes off before the adapter reads the URL,
      // so no second Request is built for it.
      request.url = (place.kind === "inside" ? place.path : "/") + search;
      void nodeListener(request, response);
      return true;
    },

    handleNodeUpgrade(request, socket, head) {
      if (placeOf(request).kind === "outside") return false;
      upgrades.emit("upgrade", request, socket, head);
      return true;
    },

    close() {
      closing ??= (async () => {
        for (const controller of inFlight.values()) controller?.abort(closedError());
        assembled.endWaits();
        const calls = [...inFlight.keys()];
        const grace = new AbortController();
        await Promise.race([
          Promise.allSettled(calls),
          new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, CLOSE_GRACE_MS);
            grace.signal.addEventListener("abort", () => {
              clearTimeout(timer);
              resolve();
            });
          }),
        ]);
        grace.abort();
        for (const client of webSockets.clients) client.terminate();
        webSockets.close();
        await assembled.close();
      })();
      return closing;
    },
  };
}

function resolveTokens(options: CreateGatewayOptions) {
  const { token, tokens = {} } = options;
  if (token === undefined && (tokens.agent === undefined) !== (tokens.human === undefined))
    throw new Error(
      `tokens.${tokens.agent === undefined ? "agent" : "human"}: required when tokens.${tokens.agent === undefined ? "human" : "agent"} is given (or give token for both roles)`,
    );
  return resolveRoleTokens({
    token,
    agentToken: tokens.agent,
    humanToken: tokens.human,
    metricsToken: tokens.metrics,
  });
}

function closedError(): AskUserError {
  return new AskUserError("unavailable", "the gateway was closed");
}

function errorJson(status: number, code: AskUserErrorCode, message: string): Response {
  return Response.json({ error: { code, message } }, { status });
}

function pickDefined<T extends object, K extends keyof T>(
  source: T,
  keys: readonly K[],
): Partial<Pick<T, K>> {
  const picked: Partial<Pick<T, K>> = {};
  for (const key of keys) if (source[key] !== undefined) picked[key] = source[key];
  return picked;
}
