import { randomUUID } from "node:crypto";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { loadGatewayConfig } from "../config.js";
import { startGateway } from "../gateway/gateway.js";
import { type AskUserBackend, questionServiceBackend } from "../mcp/ask-user-backend.js";
import { createAskUserMcpServer } from "../mcp/create-ask-user-mcp-server.js";
import type { CliIo } from "./ask-command.js";
import { remoteGatewayBackend } from "./remote-gateway-backend.js";
import { tokenFromEnv } from "./token-from-env.js";

/**
 * `ask-user mcp`: the MCP server on stdio. With ASK_USER_URL it speaks to that gateway;
 * without, it starts an embedded one (its Control UI and API on the usual port). Stdout is
 * the MCP channel, so every log line goes to stderr.
 */
export async function runMcpCommand(
  flags: { session?: string; port?: string; db?: string },
  io: CliIo,
): Promise<number> {
  const sessionId = flags.session ?? io.env.ASK_USER_SESSION ?? `mcp:${randomUUID()}`;
  let backend: AskUserBackend;
  let stopEmbedded: (() => Promise<void>) | undefined;
  const url = io.env.ASK_USER_URL;
  if (url) {
    backend = remoteGatewayBackend({
      url,
      ...tokenFromEnv("agent", io.env),
    });
  } else {
    const config = loadGatewayConfig({ port: flags.port, db: flags.db }, io.env);
    const gateway = await startGateway(config, (line) => io.stderr(`${JSON.stringify(line)}\n`));
    io.stderr(
      `${JSON.stringify({ level: "info", msg: "embedded gateway listening", url: gateway.url, sessionId })}\n`,
    );
    backend = questionServiceBackend(gateway.service);
    stopEmbedded = () => gateway.close();
  }

  const server = createAskUserMcpServer({ backend, sessionId });
  const transport = new StdioServerTransport();
  const closed = new Promise<void>((resolve) => {
    server.onclose = () => resolve();
  });
  // A closed stdin is a closed connection: the SDK then aborts in-flight calls (SPEC L3).
  process.stdin.once("end", () => void server.close());
  await server.connect(transport);
  await closed;
  // Let in-flight calls finish cancelling their questions before the gateway goes away.
  await new Promise((resolve) => setTimeout(resolve, 200));
  await stopEmbedded?.();
  return 0;
}
