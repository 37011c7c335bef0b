import {
  isInitializeRequest,
  type JSONRPCMessage,
  WebStandardStreamableHTTPServerTransport,
} from "@modelcontextprotocol/server";
import type { AskUserBackend } from "./ask-user-backend.js";
import { createAskUserMcpServer } from "./create-ask-user-mcp-server.js";

/** Header with which an MCP client names the gateway session it speaks for. */
export const SESSION_HEADER = "x-ask-user-session";

/** How long an MCP session may go without a request before the gateway closes it. */
export const DEFAULT_MCP_IDLE_MS = 60 * 60 * 1000;
/** The most MCP sessions one owner (a token, or a client where no token is needed) may hold. */
export const DEFAULT_MCP_MAX_SESSIONS = 100;

export interface McpHttpEndpointOptions {
  backend: AskUserBackend;
  progressIntervalMs?: number;
  /**
   * A session with no request open for this long is closed (its client gets 404 and
   * initializes again, as the MCP spec asks); a call waiting for a human keeps it open.
   */
  idleTimeoutMs?: number;
  /**
   * The most sessions one owner may hold: a new one closes the owner's longest idle session,
   * or is refused (429) when every one has a request open.
   */
  maxSessionsPerOwner?: number;
}

/** Who a request's MCP session belongs to, for the per-owner limit. */
export interface McpRequestContext {
  /** The token it came with, or the client when the endpoint takes no token. */
  owner?: string;
  /** Ends the calls the request carries, as the request closing would (the gateway stopping). */
  endCalls?: AbortSignal;
}

interface McpConnection {
  id: string;
  owner: string;
  transport: WebStandardStreamableHTTPServerTransport;
  /** The HTTP request that carried each in-flight JSON-RPC request: its close cancels the call. */
  requestSignals: Map<string | number, AbortSignal>;
  /** Requests (and the streams of their responses) still open. */
  openRequests: number;
  /** When the last request ended, or the first began; for the longest idle. */
  idleSince: number;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * MCP over Streamable HTTP (runtime-neutral: web Request in, Response out). Each MCP session
 * gets its own server; its gateway session is the `x-ask-user-session` header given at
 * initialization, or `mcp:<MCP session id>`. Sessions a client abandons without DELETE are
 * closed once idle, and one owner holds at most so many.
 */
export function createMcpHttpEndpoint(options: McpHttpEndpointOptions) {
  const idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_MCP_IDLE_MS;
  const maxSessions = options.maxSessionsPerOwner ?? DEFAULT_MCP_MAX_SESSIONS;
  const connections = new Map<string, McpConnection>();
  const byOwner = new Map<string, Set<McpConnection>>();

  /** Forgets the session and closes it; calling it again does nothing. */
  function drop(connection: McpConnection): Promise<void> {
    clearTimeout(connection.idleTimer);
    connection.idleTimer = undefined;
    if (connections.get(connection.id) === connection) connections.delete(connection.id);
    const owned = byOwner.get(connection.owner);
    owned?.delete(connection);
    if (owned?.size === 0) byOwner.delete(connection.owner);
    return connection.transport.close();
  }

  function requestBegan(connection: McpConnection): void {
    connection.openRequests += 1;
    clearTimeout(connection.idleTimer);
    connection.idleTimer = undefined;
  }

  function requestEnded(connection: McpConnection): void {
    connection.openRequests -= 1;
    if (connection.openRequests > 0 || !connections.has(connection.id)) return;
    connection.idleSince = Date.now();
    connection.idleTimer = setTimeout(() => void drop(connection), idleTimeoutMs);
    // An idle session never keeps the process alive.
    (connection.idleTimer as { unref?: () => void }).unref?.();
  }

  /**
   * Makes room for one more session of `owner`: closes its longest idle session when it holds
   * the most it may. False when every one of them has a request open. Synchronous, like the
   * start of `open`, so that initializations arriving together cannot overshoot the limit.
   */
  function makeRoom(owner: string): boolean {
    const owned = byOwner.get(owner);
    if (!owned || owned.size < maxSessions) return true;
    let idlest: McpConnection | undefined;
    for (const candidate of owned)
      if (candidate.openRequests === 0 && (!idlest || candidate.idleSince < idlest.idleSince))
        idlest = candidate;
    if (!idlest) return false;
    void drop(idlest);
    return true;
  }

  async function open(request: Request, owner: string): Promise<McpConnection> {
    const mcpSessionId = globalThis.crypto.randomUUID();
    const requestSignals = new Map<string | number, AbortSignal>();
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: () => mcpSessionId,
      onsessionclosed: () => {
        void drop(connection);
      },
    });
    const connection: McpConnection = {
      id: mcpSessionId,
      owner,
      transport,
      requestSignals,
      // The initialize that opens it is its first request: never idle before it is answered.
      openRequests: 1,
      idleSince: Date.now(),
      idleTimer: undefined,
    };
    // Counted from the start, so a burst of initializations cannot slip past the limit.
    connections.set(mcpSessionId, connection);
    let owned = byOwner.get(owner);
    if (!owned) {
      owned = new Set();
      byOwner.set(owner, owned);
    }
    owned.add(connection);
    const server = createAskUserMcpServer({
      backend: options.backend,
      sessionId: request.headers.get(SESSION_HEADER) ?? `mcp:${mcpSessionId}`,
      signalFor: (requestId) => requestSignals.get(requestId),
      ...(options.progressIntervalMs === undefined
        ? {}
        : { progressIntervalMs: options.progressIntervalMs }),
    });
    transport.onclose = () => {
      void drop(connection);
    };
    try {
      await server.connect(transport);
    } catch (error) {
      await drop(connection);
      throw error;
    }
    return connection;
  }

  return {
    async handle(request: Request, context: McpRequestContext = {}): Promise<Response> {
      const body = request.method === "POST" ? await readJson(request) : undefined;
      const mcpSessionId = request.headers.get("mcp-session-id");
      let connection = mcpSessionId === null ? undefined : connections.get(mcpSessionId);
      if (connection) requestBegan(connection);
      else {
        if (request.method !== "POST" || mcpSessionId !== null || !containsInitialize(body))
          return jsonRpcError(
            mcpSessionId === null ? 400 : 404,
            mcpSessionId === null
              ? "no MCP session: send an initialize request first"
              : "unknown or closed MCP session: initialize again",
          );
        const owner = context.owner ?? "anyone";
        if (!makeRoom(owner))
          return jsonRpcError(
            429,
            `too many MCP sessions: this token (or, without one, this client) holds ${maxSessions}, the most it may, and each has a request in progress; end one (DELETE /mcp with its Mcp-Session-Id) or try again once a call has returned`,
          );
        connection = await open(request, owner);
      }
      const current = connection;
      const callSignal = context.endCalls
        ? AbortSignal.any([request.signal, context.endCalls])
        : request.signal;
      for (const id of requestIds(body)) {
        current.requestSignals.set(id, callSignal);
        request.signal.addEventListener("abort", () => current.requestSignals.delete(id), {
          once: true,
        });
      }
      let response: Response;
      try {
        response = await current.transport.handleRequest(request, { parsedBody: body });
      } catch (error) {
        requestEnded(current);
        throw error;
      }
      // An initialize the transport refused opened no session: nothing keeps it.
      if (current.transport.sessionId === undefined) {
        await drop(current);
        requestEnded(current);
        return response;
      }
      return whenDone(response, request.signal, () => requestEnded(current));
    },
    /** How many MCP sessions are open now. */
    sessionCount(): number {
      return connections.size;
    },
    async close(): Promise<void> {
      await Promise.all([...connections.values()].map(drop));
    },
  };
}

/**
 * Calls `done` once, when the response has been sent in full, its stream was cancelled, or the
 * request aborted: a response streaming a tool call's progress counts as an open request.
 */
function whenDone(response: Response, signal: AbortSignal, done: () => void): Response {
  let called = false;
  const finish = () => {
    if (called) return;
    called = true;
    signal.removeEventListener("abort", finish);
    done();
  };
  if (response.body === null || signal.aborted) {
    finish();
    return response;
  }
  signal.addEventListener("abort", finish, { once: true });
  const reader = response.body.getReader();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done: ended, value } = await reader.read();
        if (ended) {
          controller.close();
          finish();
        } else controller.enqueue(value);
      } catch (error) {
        controller.error(error);
        finish();
      }
    },
    cancel(reason) {
      finish();
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
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
