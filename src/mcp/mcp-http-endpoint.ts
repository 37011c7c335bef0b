import { WebStandardStreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js";
import { isInitializeRequest, type JSONRPCMessage } from "@modelcontextprotocol/sdk/types.js";
import type { AskUserBackend } from "./ask-user-backend.js";
import { createAskUserMcpServer } from "./create-ask-user-mcp-server.js";

/** Header with which an MCP client names the gateway session it speaks for. */
export const SESSION_HEADER = "x-ask-user-session";

export interface McpHttpEndpointOptions {
  backend: AskUserBackend;
  progressIntervalMs?: number;
}

interface McpConnection {
  transport: WebStandardStreamableHTTPServerTransport;
  /** The HTTP request that carried each in-flight JSON-RPC request: its close cancels the call. */
  requestSignals: Map<string | number, AbortSignal>;
}

/**
 * MCP over Streamable HTTP (runtime-neutral: web Request in, Response out). Each MCP session
 * gets its own server; its gateway session is the `x-ask-user-session` header given at
 * initialization, or `mcp:<MCP session id>`.
 */
export function createMcpHttpEndpoint(options: McpHttpEndpointOptions) {
  const connections = new Map<string, McpConnection>();

  async function open(request: Request): Promise<McpConnection> {
    const mcpSessionId = globalThis.crypto.randomUUID();
    const requestSignals = new Map<string | number, AbortSignal>();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => mcpSessionId,
      onsessioninitialized: (id) => {
        connections.set(id, connection);
      },
      onsessionclosed: (id) => {
        connections.delete(id);
      },
    });
    const connection: McpConnection = { transport, requestSignals };
    const server = createAskUserMcpServer({
      backend: options.backend,
      sessionId: request.headers.get(SESSION_HEADER) ?? `mcp:${mcpSessionId}`,
      signalFor: (requestId) => requestSignals.get(requestId),
      ...(options.progressIntervalMs === undefined
        ? {}
        : { progressIntervalMs: options.progressIntervalMs }),
    });
    transport.onclose = () => connections.delete(mcpSessionId);
    await server.connect(transport);
    return connection;
  }

  return {
    async handle(request: Request): Promise<Response> {
      const body = request.method === "POST" ? await readJson(request) : undefined;
      const mcpSessionId = request.headers.get("mcp-session-id");
      let connection = mcpSessionId === null ? undefined : connections.get(mcpSessionId);
      if (!connection) {
        if (request.method !== "POST" || mcpSessionId !== null || !containsInitialize(body))
          return jsonRpcError(
            mcpSessionId === null ? 400 : 404,
            mcpSessionId === null
              ? "no MCP session: send an initialize request first"
              : "unknown or closed MCP session: initialize again",
          );
        connection = await open(request);
      }
      for (const id of requestIds(body)) {
        connection.requestSignals.set(id, request.signal);
        request.signal.addEventListener("abort", () => connection?.requestSignals.delete(id), {
          once: true,
        });
      }
      return connection.transport.handleRequest(request, { parsedBody: body });
    },
    async close(): Promise<void> {
      await Promise.all([...connections.values()].map(({ transport }) => transport.close()));
      connections.clear();
    },
  };
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return undefined;
  }
}

function messagesOf(body: unknown): JSONRPCMessage[] {
  return (Array.isArray(body) ? body : [body]) as JSONRPCMessage[];
}

function containsInitialize(body: unknown): boolean {
  return messagesOf(body).some((message) => isInitializeRequest(message));
}

function requestIds(body: unknown): Array<string | number> {
  return messagesOf(body).flatMap((message) =>
    message && typeof message === "object" && "method" in message && "id" in message
      ? [message.id]
      : [],
  );
}

function jsonRpcError(status: number, message: string): Response {
  return Response.json({ jsonrpc: "2.0", error: { code: -32000, message }, id: null }, { status });
}
