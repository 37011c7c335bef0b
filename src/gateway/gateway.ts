import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve, upgradeWebSocket } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { WebSocketServer } from "ws";
import { type ChannelTunings, channelSetups } from "../channels/channel-catalog.js";
import { ChannelHub } from "../channels/channel-hub.js";
import { ChannelRegistry } from "../channels/channel-registry.js";
import type { RetryPolicy } from "../channels/retry-policy.js";
import type { GatewayConfig } from "../config.js";
import { createHttpApp } from "../http/app.js";
import { resolveRoleTokens } from "../http/role-tokens.js";
import { questionServiceBackend } from "../mcp/ask-user-backend.js";
import { createMcpHttpEndpoint } from "../mcp/mcp-http-endpoint.js";
import { GatewayMetrics } from "../observability/gateway-metrics.js";
import { logQuestionEvents } from "../observability/question-event-log.js";
import { QuestionService } from "../service/question-service.js";
import { MemoryQuestionStore } from "../store/memory/memory-question-store.js";
import { isPostgresUrl } from "../store/postgres/postgres-connection.js";
import { PostgresQuestionStore } from "../store/postgres/postgres-question-store.js";
import type { QuestionStore } from "../store/question-store.js";
import { SqliteQuestionStore } from "../store/sqlite/sqlite-question-store.js";

export interface RunningGateway {
  url: string;
  service: QuestionService;
  channels: ChannelHub;
  close(): Promise<void>;
}

/** The built Control UI; the same path from `src/gateway` (tests) and `dist/gateway`. */
const UI_DIRECTORY = fileURLToPath(new URL("../../dist/ui/", import.meta.url));

/** The store a `db` setting names: `memory`, a `postgres://` URL, or a SQLite file path. */
export async function openStore(
  db: string,
  options: { schema?: string } = {},
): Promise<QuestionStore> {
  if (db === "memory") return new MemoryQuestionStore();
  if (isPostgresUrl(db))
    return PostgresQuestionStore.open({
      connectionString: db,
      ...(options.schema === undefined ? {} : { schema: options.schema }),
    });
  return SqliteQuestionStore.open({ path: db });
}

/** Knobs for tests: faster retries, and each channel's own (a short long poll, say). */
export type GatewayTuning = { retry?: Partial<RetryPolicy> } & ChannelTunings;

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
  const metrics = new GatewayMetrics();
  const service = new QuestionService({
    store,
    defaultLocale: config.locale ?? "en",
    onWaiterWoken: (record) => metrics.observeWake(record),
  });
  // Only what this process committed: several gateways on one store count each change once.
  const stopLoggingEvents = logQuestionEvents(service.ownEvents, log);
  const stopMetrics = metrics.follow(
    service.ownEvents,
    async () => (await store.list({ status: "pending" })).length,
  );
  const registry = new ChannelRegistry(channelSetups(config, tuning));
  const channels = new ChannelHub({
    service,
    store,
    registry,
    log,
    ...(tuning.retry === undefined ? {} : { retry: tuning.retry }),
    ...(config.leaseSeconds === undefined ? {} : { leaseTtlMs: config.leaseSeconds * 1000 }),
  });
  // Channels listen first, so prompts of questions that expired while down are closed too.
  await channels.start();
  await service.start();

  const mcp = createMcpHttpEndpoint({ backend: questionServiceBackend(service) });
  const app = createHttpApp({
    service,
    mcp,
    tokens,
    ...(config.allowedOrigins === undefined ? {} : { allowedOrigins: config.allowedOrigins }),
    ...(config.answerRatePerMinute === undefined
      ? {}
      : { answerRatePerMinute: config.answerRatePerMinute }),
    ...(config.authFailureRatePerMinute === undefined
      ? {}
      : { authFailureRatePerMinute: config.authFailureRatePerMinute }),
    source: {
      remoteAddress: (c) => getConnInfo(c).remote.address,
      trustProxy: config.trustProxy ?? false,
    },
    log,
    metrics,
    upgradeWebSocket,
    channels: channels.channelNames(),
    channelWebhooks: channels.webhooks(),
    ...(existsSync(UI_DIRECTORY) ? { staticAssets: serveStatic({ root: UI_DIRECTORY }) } : {}),
    onInternalError: (error) =>
      log({
        level: "error",
        msg: "internal error",
        error: String((error as Error)?.stack ?? error),
      }),
  });
  const webSockets = new WebSocketServer({ noServer: true });
  const server = await new Promise<ReturnType<typeof serve>>((resolveServer, reject) => {
    const created = serve(
      {
        fetch: app.fetch,
        hostname: config.host,
        port: config.port,
        websocket: { server: webSockets },
      },
      () => resolveServer(created),
    );
    created.once("error", reject);
  });
  // Long-polls may legitimately wait up to an hour; Node's default would cut them at 5 minutes.
  if ("requestTimeout" in server) {
    server.requestTimeout = 0;
    // Idle keep-alive sockets outlive the clients' own (4-5 s in Node's fetch), so a client
    // never sends a request on a socket the server is closing at that very moment.
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    service,
    channels,
    async close() {
      service.stop();
      stopLoggingEvents();
      stopMetrics();
      await channels.stop();
      await mcp.close();
      for (const client of webSockets.clients) client.terminate();
      webSockets.close();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
      await store.close();
    },
  };
}
