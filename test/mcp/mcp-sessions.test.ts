import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { afterEach, describe, expect, it } from "vitest";
import { loadGatewayConfig } from "../../src/config.js";
import { type RunningGateway, startGateway } from "../../src/gateway/gateway.js";
import { createHttpApp } from "../../src/http/app.js";
import { questionServiceBackend } from "../../src/mcp/ask-user-backend.js";
import {
  createMcpHttpEndpoint,
  type McpHttpEndpointOptions,
} from "../../src/mcp/mcp-http-endpoint.js";
import { QuestionService } from "../../src/service/question-service.js";
import { MemoryQuestionStore } from "../../src/store/memory/memory-question-store.js";
import {
  answerOverHttp,
  connectHttpClient,
  initializeRequest,
  pendingQuestion,
} from "../support/mcp-clients.js";
import { deployPrompt } from "../support/prompts.js";

const MCP_HEADERS = {
  "content-type": "application/json",
  accept: "application/json, text/event-stream",
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** An `initialize` as a client sends it; its session id, and the client never comes back. */
async function initializeAndLeave(url: string): Promise<string> {
  const response = await fetch(`${url}/mcp`, {
    method: "POST",
    headers: MCP_HEADERS,
    body: JSON.stringify(initializeRequest("gone")),
  });
  await response.text();
  expect(response.status).toBe(200);
  return response.headers.get("mcp-session-id") as string;
}

/** The HTTP status a request in the session gets: 200 while it is open, 404 once closed. */
async function statusOf(url: string, mcpSessionId: string): Promise<number> {
  const response = await fetch(`${url}/mcp`, {
    method: "POST",
    headers: { ...MCP_HEADERS, "mcp-session-id": mcpSessionId },
    body: JSON.stringify({ jsonrpc: "2.0", id: 2, method: "tools/list" }),
  });
  await response.text();
  return response.status;
}

interface Served {
  url: string;
  sessionCount(): number;
  close(): Promise<void>;
}

/** The HTTP API with `/mcp` on a real port, so the SDK client talks to it as to a gateway. */
async function serveMcp(options: Omit<McpHttpEndpointOptions, "backend">): Promise<Served> {
  const service = new QuestionService({ store: new MemoryQuestionStore() });
  await service.start();
  const mcp = createMcpHttpEndpoint({ backend: questionServiceBackend(service), ...options });
  const app = createHttpApp({ service, mcp });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const created = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, () =>
      resolve(created),
    );
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    sessionCount: () => mcp.sessionCount(),
    async close() {
      service.stop();
      await mcp.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
    },
  };
}

describe("MCP Streamable HTTP sessions a client abandons", () => {
  let served: Served | undefined;
  let gateway: RunningGateway | undefined;
  const clients: Client[] = [];
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((client) => client.close().catch(() => {})));
    await served?.close();
    served = undefined;
    await gateway?.close();
    gateway = undefined;
  });

  async function connect(url: string, sessionId = "s") {
    const connection = await connectHttpClient(url, { "x-ask-user-session": sessionId });
    clients.push(connection.client);
    return connection;
  }

  it("closes a session once no request of it has been open for the idle time", async () => {
    served = await serveMcp({ idleTimeoutMs: 2000 });
    const abandoned = await Promise.all(
      Array.from({ length: 20 }, () => initializeAndLeave(served?.url as string)),
    );
    // An SDK client that goes away without DELETE: its event stream closes with it.
    const { client, transport } = await connect(served.url);
    await client.listTools();
    const leftBySdk = transport.sessionId as string;
    await transport.close();
    expect(served.sessionCount()).toBe(21);

    await sleep(4500);
    expect(served.sessionCount()).toBe(0);
    expect(await statusOf(served.url, leftBySdk)).toBe(404);
    expect(await statusOf(served.url, abandoned[0] as string)).toBe(404);
    // A client that comes back initializes again.
    const again = await connect(served.url);
    expect((await again.client.listTools()).tools.map((tool) => tool.name)).toEqual(["ask_user"]);
  });

  it("keeps a session past the idle time while a call waits for the human or its client listens", async () => {
    served = await serveMcp({ idleTimeoutMs: 500 });
    // A raw client without an event stream: only the call itself keeps its session open.
    const raw = await initializeAndLeave(served.url);
    const waiting = fetch(`${served.url}/mcp`, {
      method: "POST",
      headers: { ...MCP_HEADERS, "mcp-session-id": raw },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 3,
        method: "tools/call",
        params: { name: "ask_user", arguments: deployPrompt() },
      }),
    }).then((response) => response.text());
    // The SDK client listens on its event stream while connected.
    const { client } = await connect(served.url, "listening");

    const question = await pendingQuestion(served.url, `mcp:${raw}`);
    await sleep(1500);
    await answerOverHttp(served.url, question.id, { answers: { deploy_target: ["Production"] } });
    expect(await waiting).toContain('\\"status\\":\\"answered\\"');
    expect(await statusOf(served.url, raw)).toBe(200);
    expect((await client.listTools()).tools).toHaveLength(1);
    expect(served.sessionCount()).toBe(2);
  });

  it("holds one owner to the most sessions: a new one closes its longest idle session", async () => {
    served = await serveMcp({ maxSessionsPerOwner: 3 });
    const oldest = await initializeAndLeave(served.url);
    await sleep(5);
    const newer = await initializeAndLeave(served.url);
    const { client: live } = await connect(served.url);
    expect(served.sessionCount()).toBe(3);

    // 3,000 abandoned initializations would each push out the longest idle one.
    for (let index = 0; index < 20; index += 1) await initializeAndLeave(served.url);
    expect(served.sessionCount()).toBe(3);
    expect(await statusOf(served.url, oldest)).toBe(404);
    expect(await statusOf(served.url, newer)).toBe(404);
    // A connected client's session has its event stream open: never the one closed.
    expect((await live.listTools()).tools).toHaveLength(1);
  });

  it("refuses a new session with 429 when every session of the owner has a request open", async () => {
    served = await serveMcp({ maxSessionsPerOwner: 2 });
    await connect(served.url, "a");
    const { transport: second } = await connect(served.url, "b");
    const refused = await connectHttpClient(served.url).catch((error: unknown) => error);
    expect((refused as { code?: number }).code).toBe(429);
    expect(String(refused)).toContain(
      "too many MCP sessions: this token (or, without one, this client) holds 2, the most it may",
    );

    // Once one client goes, its session is idle (as soon as the server sees its stream close)
    // and gives way to the next.
    const gone = second.sessionId as string;
    await second.close();
    const deadline = Date.now() + 5000;
    let client: Client | undefined;
    while (!client) {
      client = await connect(served.url, "c").then(
        (connection) => connection.client,
        (error: unknown) => {
          if ((error as { code?: number }).code !== 429 || Date.now() > deadline) throw error;
          return undefined;
        },
      );
      if (!client) await sleep(50);
    }
    expect((await client.listTools()).tools).toHaveLength(1);
    expect(await statusOf(served.url, gone)).toBe(404);
  });

  it("reads ASK_USER_MCP_IDLE_SECONDS and ASK_USER_MCP_MAX_SESSIONS, and the gateway applies them", async () => {
    const config = loadGatewayConfig(
      { db: "memory" },
      { ASK_USER_MCP_IDLE_SECONDS: "600", ASK_USER_MCP_MAX_SESSIONS: "1" },
    );
    expect(config).toMatchObject({ mcpIdleSeconds: 600, mcpMaxSessions: 1 });
    for (const [name, value] of [
      ["ASK_USER_MCP_IDLE_SECONDS", "0"],
      ["ASK_USER_MCP_IDLE_SECONDS", "1.5"],
      ["ASK_USER_MCP_MAX_SESSIONS", "none"],
    ] as const)
      expect(() => loadGatewayConfig({ db: "memory" }, { [name]: value })).toThrow(
        `${name}: expected a whole number of`,
      );

    gateway = await startGateway({ ...config, host: "127.0.0.1", port: 0, token: undefined });
    await connect(gateway.url);
    const refused = await connectHttpClient(gateway.url).catch((error: unknown) => error);
    expect((refused as { code?: number }).code).toBe(429);
  });
});
