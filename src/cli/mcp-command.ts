import { randomUUID } from "node:crypto";
import { StdioServerTransport } from "@modelcontextprotocol/server/stdio";
import { createAskUserMcpServer } from "../mcp/create-ask-user-mcp-server.js";
import type { CliIo } from "./ask-command.js";
import { deferredBackend } from "./deferred-backend.js";
import { connectMcpGateway, type McpGateway, type McpGatewayFlags } from "./mcp-gateway.js";

/** How long the gateway's start waits for the host's `initialized` before it starts anyway. */
const INITIALIZE_WAIT_MS = 500;

/**
 * `ask-user mcp`: the MCP server on stdio, to the gateway `connectMcpGateway` picks (`--url` or
 * ASK_USER_URL, a gateway running on the usual port, or an embedded one). Stdout is the MCP
 * channel, so every log line goes to stderr; when no gateway can be had the server still runs
 * and its tool calls return the reason as an error result.
 */
export async function runMcpCommand(
  flags: { session?: string } & McpGatewayFlags,
  io: CliIo,
): Promise<number> {
  const sessionId = flags.session ?? io.env.ASK_USER_SESSION ?? `mcp:${randomUUID()}`;
  // Found or started once stdio is connected, so the host's initialize is answered at once;
  // tool calls wait for it.
  let found: (gateway: McpGateway) => void = () => {};
  const connecting = new Promise<McpGateway>((resolve) => {
    found = resolve;
  });
  const server = createAskUserMcpServer({
    backend: deferredBackend(connecting.then((gateway) => gateway.backend)),
    sessionId,
  });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  // A closed stdin is a closed connection: the SDK then aborts in-flight calls (SPEC L3).
  process.stdin.once("end", () => void server.close());
  await server.connect(transport);
  // A host's first words are `initialize`: answered before the gateway's start (a probe, an
  // embedded gateway's modules, its store) takes the thread.
  await new Promise<void>((resolve) => {
    const soon = setTimeout(resolve, INITIALIZE_WAIT_MS);
    server.oninitialized = () => {
      clearTimeout(soon);
      resolve();
    };
  });
  found(await connectMcpGateway(flags, io));
  await closed;
  // Let in-flight calls finish cancelling their questions before the gateway goes away.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await (await connecting).close();
  return 0;
}
