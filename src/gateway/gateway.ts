import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Duplex } from "node:stream";
import { fileURLToPath } from "node:url";
import { type HttpBindings, serve, upgradeWebSocket } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { WebSocketServer } from "ws";
import {
  type ChannelTunings,
  channelSetups,
  pushEndpointProblem,
} from "../channels/channel-catalog.js";
import { ChannelHub } from "../channels/channel-hub.js";
import { ChannelRegistry } from "../channels/channel-registry.js";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../channels/retry-policy.js";
import type { GatewayConfig } from "../config.js";
import { loadOptionalCode } from "../core/optional-code.js";
import { createHttpApp } from "../http/app.js";
import type { AuthVariables } from "../http/bearer-auth.js";
import { hostCheck } from "../http/host-guard.js";
import { type RoleTokens, resolveRoleTokens } from "../http/role-tokens.js";
import { uiSecurityHeaders } from "../http/ui-security-headers.js";
import { questionServiceBackend } from "../mcp/ask-user-backend.js";
import type { GatewayMetrics } from "../observability/gateway-metrics.js";
import { loadGatewayMetrics } from "../observability/load-gateway-metrics.js";
import { logQuestionEvents } from "../observability/question-event-log.js";
import { requireConfiguredPlan } from "../service/delivery-plan.js";
import { PushDevices } from "../service/push-devices.js";
import { QuestionService } from "../service/question-service.js";
import { isPostgresUrl } from "../store/postgres/postgres-connection.js";
import type { QuestionStore } from "../store/question-store.js";
import { lazyMcpEndpoint } from "./lazy-mcp-endpoint.js";

export interface RunningGateway {
  url: string;
  service: QuestionService;
  channels: ChannelHub;
  close(): Promise<void>;
}

/** The built Control UI; the same path from `src/gateway` (tests) and `dist/gateway`. */
const UI_DIRECTORY = fileURLToPath(new URL("../../dist/ui/", import.meta.url));

/**
 * How each Control UI file is served: with its security headers, and the service worker with
 * no HTTP cache (browsers look for a new one on every visit; no cache may keep an old one).
 */
function onUiFileFound(headers: Record<string, string>): (path: string, c: Context) => void {
  return (path, c) => {
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
    if (path.endsWith("/sw.js")) c.header("Cache-Control", "no-cache");
  };
}

/**
 * The store a `db` setting names: `memory`, a `postgres://` URL, or a SQLite file path. Only
 * that store's code (and its driver) is loaded.
 */
export async function openStore(
  db: string,
  options: { schema?: string } = {},
): Promise<QuestionStore> {
  if (db === "memory") {
    const { MemoryQuestionStore } = await import("../store/memory/memory-question-store.js");
    return new MemoryQuestionStore();
  }
  if (isPostgresUrl(db)) {
    const { PostgresQuestionStore } = await loadOptionalCode(
      "the PostgreSQL store",
      ["pg"],
      () => import("../store/postgres/postgres-question-store.js"),
    );
    return PostgresQuestionStore.open({
      connectionString: db,
      ...(options.schema === undefined ? {} : { schema: options.schema }),
    });
  }
  const { SqliteQuestionStore } = await import("../store/sqlite/sqlite-question-store.js");
  return SqliteQuestionStore.open({ path: db });
}

/**
 * How long a client may take to send a request's headers, and the whole request: a body of at
 * most 64 KiB takes well under a second on any real link, and a connection that trickles it
 * would otherwise be held open for ever. Waiting for the answer is not bounded by these: a
 * long-poll or an event stream has its request whole from the start.
 */
export const REQUEST_TIMEOUTS = { headersMs: 20_000, requestMs: 30_000, checkEveryMs: 5_000 };

/** Knobs for tests: faster retries, shorter request bounds, and each channel's own (a short long poll, say). */
export type GatewayTuning = {
  retry?: Partial<RetryPolicy>;
  requestTimeouts?: typeof REQUEST_TIMEOUTS;
  /** How often an MCP call waiting for the human reports progress (15 s by default). */
  mcpProgressIntervalMs?: number;
} & ChannelTunings;

/** The gateway's settings apart from where it listens and where its store is. */
export type GatewaySettings = Omit<GatewayConfig, "host" | "port" | "db" | "dbSchema"> & {
  /** Whether a request's `Host` is one to serve (see `host-guard.ts`); default: every host. */
  acceptsHost?: (host: string) => boolean;
};

/** The gateway without a server of its own: what `startGateway` serves, and what a host embeds. */
export interface AssembledGateway {
  service: QuestionService;
  channels: ChannelHub;
  /**
   * The HTTP API, the Control UI and `/mcp`, at the root. `/v1/events` needs a Node server
   * wired with `@hono/node-server`'s WebSocket support; elsewhere it answers 500.
   */
  app: Hono<{ Variables: AuthVariables }>;
  /**
   * Ends every wait in flight (long-polls, MCP calls) as if its client had gone, with the
   * question as it stands: the first step of a graceful stop, before `close()`.
   */
  endWaits(): void;
  /** Stops the timers, the channels, the MCP sessions and the store; no server is involved. */
  close(): Promise<void>;
  /** Where the gateway listens, once known: the channels' links use it without a public URL. */
  listeningAt(url: string): void;
  /** What `/metrics` serves, when metrics are on; the server counts what it refuses there. */
  metrics: GatewayMetrics | undefined;
}

/**
 * Starts the question service and the channels on an open store, and builds the HTTP app over
 * them. On failure the store is closed, so a caller has nothing to clean up.
 */
export async function assembleGateway(
  store: QuestionStore,
  settings: GatewaySettings & {
    tokens: RoleTokens;
    /** The name of the setting `plan` came from, for its errors; default `ASK_USER_PLAN`. */
    planSetting?: string;
  },
  log: (line: Record<string, unknown>) => void = () => {},
  tuning: GatewayTuning = {},
): Promise<AssembledGateway> {
  const metrics = await loadGatewayMetrics(settings.metrics);
  const service = new QuestionService({
    store,
    defaultLocale: settings.locale ?? "en",
    ...(settings.plan === undefined ? {} : { defaultPlan: settings.plan }),
    onWaiterWoken: (record) => metrics?.observeWake(record),
  });
  // Only what this process committed: several gateways on one store count each change once.
  const stopLoggingEvents = logQuestionEvents(service.ownEvents, log);
  const stopMetrics = metrics?.follow(service.ownEvents, () => store.countPending()) ?? (() => {});
  const vapidKeys = settings.push?.vapidKeys;
  const devices = new PushDevices({
    store,
    humanToken: settings.tokens.human,
    ...(vapidKeys === undefined ? {} : { vapidKeys }),
    endpointProblem: (endpoint) => pushEndpointProblem(endpoint, settings.push),
    now: () => service.now(),
  });
  const retry = { ...DEFAULT_RETRY_POLICY, ...tuning.retry };
  // Links in what channels send: the configured public URL, else where the server listens.
  let listening: string | undefined;
  const publicUrl = () => settings.publicUrl ?? listening ?? "http://127.0.0.1";
  // Set once the channels are set up: a start that fails before then has none to stop.
  let channels: ChannelHub | undefined;
  const stopAll = async () => {
    service.stop();
    stopLoggingEvents();
    stopMetrics();
    await channels?.stop();
  };
  try {
    const setups = await channelSetups(settings, { devices, retry, publicUrl }, tuning);
    channels = new ChannelHub({
      service,
      store,
      registry: new ChannelRegistry(setups),
      log,
      observePlanStep: (outcome, reached) => metrics?.observePlanStep(outcome, reached),
      ...(tuning.retry === undefined ? {} : { retry: tuning.retry }),
      ...(settings.leaseSeconds === undefined ? {} : { leaseTtlMs: settings.leaseSeconds * 1000 }),
    });
    // The default plan's channel names are known only now: a wrong one refuses the start.
    if (settings.plan)
      requireConfiguredPlan(
        settings.plan,
        channels.routableChannels(),
        settings.planSetting ?? "ASK_USER_PLAN",
      );
    // Channels listen first, so prompts of questions that expired while down are closed too.
    await channels.start();
    await service.start();
  } catch (error) {
    await stopAll().catch(() => {});
    await store.close().catch(() => {});
    throw error;
  }

  const mcp = lazyMcpEndpoint({
    // The Control UI link the first progress message gives: known once the gateway listens.
    backend: questionServiceBackend(service, {
      controlUiUrl: () => settings.publicUrl ?? listening,
    }),
    ...(settings.mcpIdleSeconds === undefined
      ? {}
      : { idleTimeoutMs: settings.mcpIdleSeconds * 1000 }),
    ...(settings.mcpMaxSessions === undefined
      ? {}
      : { maxSessionsPerOwner: settings.mcpMaxSessions }),
    ...(tuning.mcpProgressIntervalMs === undefined
      ? {}
      : { progressIntervalMs: tuning.mcpProgressIntervalMs }),
  });
  const mcpCalls = new AbortController();
  const app = createHttpApp({
    service,
    mcp,
    endMcpCalls: mcpCalls.signal,
    tokens: settings.tokens,
    ...(settings.allowedOrigins === undefined ? {} : { allowedOrigins: settings.allowedOrigins }),
    ...(settings.acceptsHost === undefined ? {} : { acceptsHost: settings.acceptsHost }),
    ...(settings.answerRatePerMinute === undefined
      ? {}
      : { answerRatePerMinute: settings.answerRatePerMinute }),
    ...(settings.authFailureRatePerMinute === undefined
      ? {}
      : { authFailureRatePerMinute: settings.authFailureRatePerMinute }),
    source: {
      // Served by @hono/node-server, a request carries its socket; through `fetch`, none.
      remoteAddress: (c) =>
        (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket?.remoteAddress,
      trustProxy: settings.trustProxy ?? false,
    },
    log,
    ...(metrics === undefined ? {} : { metrics }),
    upgradeWebSocket,
    push: devices,
    channels: channels.routableChannels(),
    channelWebhooks: channels.webhooks(),
    ...(existsSync(UI_DIRECTORY)
      ? {
          staticAssets: serveStatic({
            root: UI_DIRECTORY,
            onFound: onUiFileFound(uiSecurityHeaders(settings.frameAncestors)),
          }),
        }
      : {}),
    onInternalError: (error) =>
      log({
        level: "error",
        msg: "internal error",
        error: String((error as Error)?.stack ?? error),
      }),
  });
  return {
    service,
    channels,
    app,
    endWaits() {
      service.endWaits();
      mcpCalls.abort();
    },
    async close() {
      await stopAll();
      await mcp.close();
      await store.close();
    },
    listeningAt(url) {
      listening = url;
    },
    metrics,
  };
}

/**
 * A port that is taken or not allowed, in one line that says how to choose another; other
 * listen errors are returned unchanged. The code is kept for callers that check it.
 */
export function listenFailure(error: unknown, at: { host: string; port: number }): unknown {
  const code = (error as { code?: unknown })?.code;
  const choose = "choose another with --port N or ASK_USER_PORT=N (0 picks a free port)";
  const message =
    code === "EADDRINUSE"
      ? `port ${at.port} on ${at.host} is already in use: ${choose}`
      : code === "EACCES"
        ? `port ${at.port} on ${at.host} is not allowed for this user (ports below 1024 need privileges): ${choose}`
        : undefined;
  if (message === undefined) return error;
  return Object.assign(new Error(message, { cause: error }), { code });
}

/**
 * What Node itself answers a request it could not read (a listener of its own replaces that):
 * 408 for one that did not arrive in time, 400 for one that does not parse, nothing on a
 * socket that is gone.
 */
function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const status =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? "408 Request Timeout"
      : error.code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : "400 Bad Request";
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** Starts the store, the question service, the channels and the HTTP + WebSocket server. */
export async function startGateway(
  config: GatewayConfig,
  log: (line: Record<string, unknown>) => void = () => {},
  tuning: GatewayTuning = {},
): Promise<RunningGateway> {
  // Before anything opens: a half-configured pair of tokens is refused at start.
  const tokens = resolveRoleTokens(config);
  const store = await openStore(
    config.db,
    config.dbSchema === undefined ? {} : { schema: config.dbSchema },
  );
  const acceptsHost = hostCheck({
    bindHost: config.host,
    allowedHosts: config.allowedHosts ?? [],
    publicUrl: config.publicUrl,
  });
  const gateway = await assembleGateway(
    store,
    { ...config, tokens, ...(acceptsHost === undefined ? {} : { acceptsHost }) },
    log,
    tuning,
  );
  const webSockets = new WebSocketServer({ noServer: true });
  const timeouts = tuning.requestTimeouts ?? REQUEST_TIMEOUTS;
  let server: ReturnType<typeof serve>;
  try {
    server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
      const created = serve(
        {
          fetch: gateway.app.fetch,
          hostname: config.host,
          port: config.port,
          websocket: { server: webSockets },
          serverOptions: {
            headersTimeout: timeouts.headersMs,
            requestTimeout: timeouts.requestMs,
            connectionsCheckingInterval: timeouts.checkEveryMs,
          },
        },
        () => resolveServer(created),
      );
      created.once("error", reject);
    });
  } catch (error) {
    await gateway.close();
    throw listenFailure(error, config);
  }
  // Idle keep-alive sockets outlive the clients' own (4-5 s in Node's fetch), so a client never
  // sends a request on a socket the server is closing at that very moment.
  if ("keepAliveTimeout" in server) server.keepAliveTimeout = 65_000;
  server.on("clientError", (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === "ERR_HTTP_REQUEST_TIMEOUT")
      gateway.metrics?.observeRefusedRequest("request_timeout");
    answerClientError(error, socket);
  });

  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  gateway.listeningAt(url);
  return {
    url,
    service: gateway.service,
    channels: gateway.channels,
    async close() {
      gateway.service.stop();
      for (const client of webSockets.clients) client.terminate();
      webSockets.close();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await gateway.close();
    },
  };
}
