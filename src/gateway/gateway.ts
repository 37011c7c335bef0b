import { existsSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { serve, upgradeWebSocket } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { WebSocketServer } from "ws";
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
  close(): Promise<void>;
}

/** The built Control UI; the same path from `src/gateway` (tests) and `dist/gateway`. */
const UI_DIRECTORY = fileURLToPath(new URL("../../dist/ui/", import.meta.url));

export function openStore(db: string): QuestionStore {
  return db === "memory" ? new MemoryQuestionStore() : new SqliteQuestionStore({ path: db });
}

/** Starts the store, the question service and the HTTP + WebSocket server on Node. */
export async function startGateway(
  config: GatewayConfig,
  log: (line: Record<string, unknown>) => void = () => {},
): Promise<RunningGateway> {
  const store = openStore(config.db);
  const service = new QuestionService({ store, defaultLocale: config.locale ?? "en" });
  await service.start();

  const mcp = createMcpHttpEndpoint({ backend: questionServiceBackend(service) });
  const app = createHttpApp({
    service,
    mcp,
    ...(config.token === undefined ? {} : { token: config.token }),
    upgradeWebSocket,
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
    async close() {
      service.stop();
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
