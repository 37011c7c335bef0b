import { Server, type Tool } from "@modelcontextprotocol/server";
import {
  ASK_USER_TOOL_DESCRIPTION,
  ASK_USER_TOOL_NAME,
  askUserToolParameters,
  isSubagentSession,
} from "../core/index.js";
import type { AskUserBackend } from "./ask-user-backend.js";
import { ASK_USER_OUTPUT_SCHEMA } from "./ask-user-output-schema.js";
import { runAskUserTool } from "./run-ask-user-tool.js";

export interface AskUserMcpServerOptions {
  backend: AskUserBackend;
  /** The gateway session this MCP connection speaks for. */
  sessionId: string;
  progressIntervalMs?: number;
  version?: string;
  /** A further signal that ends a call, e.g. its HTTP request closing. */
  signalFor?: (requestId: string | number) => AbortSignal | undefined;
}

const ASK_USER_TOOL: Tool = {
  name: ASK_USER_TOOL_NAME,
  title: "Ask the user",
  description: ASK_USER_TOOL_DESCRIPTION,
  inputSchema: askUserToolParameters as Tool["inputSchema"],
  outputSchema: ASK_USER_OUTPUT_SCHEMA as unknown as Tool["outputSchema"],
  annotations: { readOnlyHint: true, openWorldHint: true },
};

/** One MCP server per connection, offering `ask_user` to a main session only (SPEC S5). */
export function createAskUserMcpServer(options: AskUserMcpServerOptions): Server {
  const server = new Server(
    { name: "ask-user", version: options.version ?? "0.1.0" },
    { capabilities: { tools: {} } },
  );
  const runId = `mcp-${globalThis.crypto.randomUUID()}`;

  server.setRequestHandler("tools/list", async () => ({
    tools: isSubagentSession(options.sessionId) ? [] : [ASK_USER_TOOL],
  }));

  server.setRequestHandler("tools/call", async (request, context) => {
    if (request.params.name !== ASK_USER_TOOL_NAME)
      return {
        content: [{ type: "text", text: `unknown tool "${request.params.name}"` }],
        isError: true,
      };
    const progressToken = request.params._meta?.progressToken;
    const connectionSignal = options.signalFor?.(context.mcpReq.id);
    return runAskUserTool(request.params.arguments, {
      backend: options.backend,
      sessionId: options.sessionId,
      requestId: context.mcpReq.id,
      runId,
      signal: connectionSignal
        ? AbortSignal.any([context.mcpReq.signal, connectionSignal])
        : context.mcpReq.signal,
      ...(options.progressIntervalMs === undefined
        ? {}
        : { progressIntervalMs: options.progressIntervalMs }),
      ...(progressToken === undefined
        ? {}
        : {
            reportProgress: (progress, total, message) =>
              context.mcpReq.notify({
                method: "notifications/progress",
                params: { progressToken, progress, total, message },
              }),
          }),
    });
  });
  return server;
}
