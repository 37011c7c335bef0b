import { loadGatewayConfig } from "../config.js";
import { startGateway } from "../gateway/gateway.js";
import { type AskUserBackend, questionServiceBackend } from "../mcp/ask-user-backend.js";
import type { CliIo } from "./ask-command.js";
import { failingBackend } from "./failing-backend.js";
import { checkGatewayUrl } from "./gateway-url.js";
import { probeAskUserGateway } from "./probe-gateway.js";
import { remoteGatewayBackend } from "./remote-gateway-backend.js";
import { withoutPassword } from "./serve-command.js";
import { tokenFromEnv } from "./token-from-env.js";

export interface McpGatewayFlags {
  port?: string;
  db?: string;
}

/** The gateway `ask-user mcp` asks through, and how to let go of it. */
export interface McpGateway {
  backend: AskUserBackend;
  close(): Promise<void>;
}

/**
 * Picks the gateway for `ask-user mcp` and says which in one line on stderr (stdout is the MCP
 * channel): ASK_USER_URL when set; else a gateway already answering on the usual port
 * (ASK_USER_PORT or `--port`, default 7420), such as a running `ask-user serve`; else an
 * embedded one on a free port, or on `--port` exactly when that flag is given. It never throws:
 * when no gateway can be had, every tool call gets an error result that says why.
 */
export async function connectMcpGateway(flags: McpGatewayFlags, io: CliIo): Promise<McpGateway> {
  const say = (line: string) => io.stderr(`ask-user mcp: ${line}\n`);
  try {
    const url = io.env.ASK_USER_URL;
    if (url) {
      checkGatewayUrl(url, "ASK_USER_URL");
      say(`using the gateway at ${url} (ASK_USER_URL)`);
      return remote(url, io);
    }
    const config = loadGatewayConfig({ port: flags.port, db: flags.db }, io.env);
    if (config.port !== 0) {
      const usual = `http://${hostForUrl(config.host)}:${config.port}`;
      const found = await probeAskUserGateway(usual);
      if (found) {
        say(`using the gateway at ${usual} (found running)${caveats(found, flags, io)}`);
        return remote(usual, io);
      }
    }
    // Only a port asked for on the command line is insisted on; otherwise any free one will do,
    // so nothing else on the usual port (or a gateway started later) can collide with this one.
    const port = flags.port === undefined ? 0 : config.port;
    const gateway = await startGateway({ ...config, port }, (line) =>
      io.stderr(`${JSON.stringify(line)}\n`),
    ).catch((error: unknown) => {
      throw new Error(whyNotStarted(error, port));
    });
    say(
      `started an embedded gateway at ${gateway.url}, data in ${describeStore(config.db)}; answer in its Control UI at ${gateway.url}/`,
    );
    return { backend: questionServiceBackend(gateway.service), close: () => gateway.close() };
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    say(`no gateway: ${problem}; every ask_user call will fail with this reason`);
    return { backend: failingBackend(problem), close: async () => {} };
  }
}

function remote(url: string, io: CliIo): McpGateway {
  return {
    backend: remoteGatewayBackend({ url, ...tokenFromEnv("agent", io.env) }),
    close: async () => {},
  };
}

/** What the user may not expect of a gateway found running: it has its own store and tokens. */
function caveats(found: { tokenRequired: boolean }, flags: McpGatewayFlags, io: CliIo): string {
  const notes: string[] = [];
  if (flags.db !== undefined) notes.push("--db is not used: that gateway has its own store");
  if (found.tokenRequired && tokenFromEnv("agent", io.env).token === undefined)
    notes.push("it requires a token: set ASK_USER_AGENT_TOKEN or ASK_USER_TOKEN");
  return notes.length === 0 ? "" : `; ${notes.join("; ")}`;
}

/** The probe goes to this machine when the gateway would listen on every address. */
function hostForUrl(host: string): string {
  if (host === "0.0.0.0" || host === "::" || host === "") return "127.0.0.1";
  return host.includes(":") ? `[${host}]` : host;
}

function whyNotStarted(error: unknown, port: number): string {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (code === "EADDRINUSE")
    return `port ${port} (--port) is taken by something that is not an ask-user gateway; choose another port or leave out --port`;
  const message = error instanceof Error ? error.message : String(error);
  return `the embedded gateway did not start: ${message}`;
}

/** Where the data lives, as it may be shown: never a database password. */
function describeStore(db: string): string {
  return db === "memory" ? "memory (gone when this process exits)" : withoutPassword(db);
}
