import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve, upgradeWebSocket } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { WebSocketServer } from "ws";
import { ChannelHub } from "../channels/channel-hub.js";
import { ChannelRegistry } from "../channels/channel-registry.js";
import type { RetryPolicy } from "../channels/retry-policy.js";
import { SlackAdapter } from "../channels/slack/slack-adapter.js";
import { TelegramAdapter } from "../channels/telegram/telegram-adapter.js";
import type { ThrottleOptions } from "../channels/telegram/telegram-throttle.js";
import type { GatewayConfig } from "../config.js";
import { createHttpApp } from "../http/app.js";
import { questionServiceBackend } from "../mcp/ask-user-backend.js";
import { createMcpHttpEndpoint } from "../mcp/mcp-http-endpoint.js";
import { MemoryQuestionStore } from "../store/memory/memory-question-store.js";
import type { QuestionStore } from "../store/question-store.js";
import { SqliteQuestionStore } from "../store/sqlite/sqlite-question-store.js";
import { QuestionService } from "./question-service.js";

export interface RunningGateway {
  url: string;
  service: QuestionService;
  channels: ChannelHub;
  close(): Promise<void>;
}

/** The built Control UI; the same path from `src/gateway` (tests) and `dist/gateway`. */
const UI_DIRECTORY = fileURLToPath(new URL("../../dist/ui/", import.meta.url));

export function openStore(db: string): QuestionStore {
  return db === "memory" ? new MemoryQuestionStore() : new SqliteQuestionStore({ path: db });
}

/** Knobs for tests: faster retries, no throttling, a short long poll. */
export interface GatewayTuning {
  retry?: Partial<RetryPolicy>;
  telegram?: { pollingTimeoutSeconds?: number; throttle?: Partial<ThrottleOptions> };
}

/** Starts the store, the question service, the channels and the HTTP + WebSocket server. */
export async function startGateway(
  config: GatewayConfig,
  log: (line: Record<string, unknown>) => void = () => {},
  tuning: GatewayTuning = {},
): Promise<RunningGateway> {
  const store = openStore(config.db);
  const service = new QuestionService({ store, defaultLocale: config.locale ?? "en" });
  const registry = new ChannelRegistry();
  if (config.telegram)
    registry.register({
      adapter: new TelegramAdapter({
        token: config.telegram.token,
        ...(config.telegram.apiRoot === undefined ? {} : { apiRoot: config.telegram.apiRoot }),
        ...(config.telegram.webhook === undefined ? {} : { webhook: config.telegram.webhook }),
        ...tuning.telegram,
      }),
      defaultChatIds: config.telegram.chatIds,
      allowedUsers: config.telegram.allowedUsers,
    });
  if (config.slack)
    registry.register({
      adapter: new SlackAdapter({
        token: config.slack.token,
        ...(config.slack.signingSecret === undefined
          ? {}
          : { signingSecret: config.slack.signingSecret }),
        ...(config.slack.apiUrl === undefined ? {} : { apiUrl: config.slack.apiUrl }),
        ...(config.slack.appToken === undefined ? {} : { appToken: config.slack.appToken }),
      }),
      defaultChatIds: config.slack.channelIds,
      allowedUsers: config.slack.allowedUsers,
    });
  const channels = new ChannelHub({
    service,
    store,
    registry,
    log,
    ...(tuning.retry === undefined ? {} : { retry: tuning.retry }),
  });
  // Channels listen first, so prompts of questions that expired while down are closed too.
  await channels.start();
  await service.start();

  const mcp = createMcpHttpEndpoint({ backend: questionServiceBackend(service) });
  const app = createHttpApp({
    service,
    mcp,
    ...(config.token === undefined ? {} : { token: config.token }),
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
  if ("requestTimeout" in server) server.requestTimeout = 0;

  const address = server.address() as AddressInfo;
  const host = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${host}:${address.port}`,
    service,
    channels,
    async close() {
      service.stop();
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
