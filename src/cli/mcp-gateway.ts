import { homedir } from "node:os";
import { join } from "node:path";
import { loadGatewayConfig } from "../config.js";
import { type AskUserBackend, questionServiceBackend } from "../mcp/ask-user-backend.js";
import type { CliIo } from "./ask-command.js";
import { makeDataDirectory, userDataDirectory } from "./data-directory.js";
import { failingBackend } from "./failing-backend.js";
import { checkGatewayUrl } from "./gateway-url.js";
import { probeAskUserGateway } from "./probe-gateway.js";
import { remoteGatewayBackend } from "./remote-gateway-backend.js";
import { tokenFrom } from "./token-from-env.js";
import { withoutPassword } from "./without-password.js";

export interface McpGatewayFlags {
  port?: string;
  db?: string;
  /** `--url`: the gateway to use; wins over ASK_USER_URL. */
  url?: string;
  /** `--token`: the token sent to that gateway; wins over the role tokens and ASK_USER_TOKEN. */
  token?: string;
}

/** The embedded gateway's SQLite file, in the user's data directory. */
const DATABASE_FILE = "ask-user.db";

/** The gateway `ask-user mcp` asks through, and how to let go of it. */
export interface McpGateway {
  backend: AskUserBackend;
  close(): Promise<void>;
}

/**
 * Picks the gateway for `ask-user mcp` and says which in one line on stderr (stdout is the MCP
 * channel): `--url`, else ASK_USER_URL, when set; else a gateway already answering on the usual
 * port (ASK_USER_PORT or `--port`, default 7420), such as a running `ask-user serve`; else an
 * embedded one on a free port, or on `--port` exactly when that flag is given. The embedded one
 * keeps its data in the user's data directory (see `userDataDirectory`) unless `--db` or
 * ASK_USER_DB says otherwise: never in the working directory, which may be `/` or the user's
 * repository. It never throws: when no gateway can be had, every tool call gets an error result
 * that says why.
 */
export async function connectMcpGateway(flags: McpGatewayFlags, io: CliIo): Promise<McpGateway> {
  const say = (line: string) => io.stderr(`ask-user mcp: ${line}\n`);
  // Said when the embedded gateway starts or the settings fail: a gateway running elsewhere
  // reads its own settings.
  const warnings: string[] = [];
  const sayWarnings = () => {
    for (const warning of warnings.splice(0)) say(`warning: ${warning}`);
  };
  try {
    // An explicit --url is checked even when empty; an empty ASK_USER_URL is unset.
    const source = flags.url !== undefined ? "--url" : io.env.ASK_USER_URL ? "ASK_USER_URL" : "";
    if (source !== "") {
      const url = checkGatewayUrl(flags.url ?? io.env.ASK_USER_URL ?? "", source);
      const gateway = remote(url, flags, io);
      say(`using the gateway at ${url} (${source})`);
      return gateway;
    }
    // An empty ASK_USER_DB is unset, as in the gateway's own configuration.
    const dataDirectory =
      flags.db === undefined && !io.env.ASK_USER_DB
        ? userDataDirectory(process.platform, io.env, homedir())
        : undefined;
    const db = dataDirectory === undefined ? flags.db : join(dataDirectory, DATABASE_FILE);
    const config = loadGatewayConfig({ port: flags.port, db }, io.env, (warning) =>
      warnings.push(warning),
    );
    if (config.port !== 0) {
      const usual = `http://${hostForUrl(config.host)}:${config.port}`;
      const found = await probeAskUserGateway(usual);
      if (found) {
        const gateway = remote(usual, flags, io);
        say(`using the gateway at ${usual} (found running)${caveats(found, flags, io)}`);
        return gateway;
      }
    }
    // Made only now: a gateway found running needs none of it.
    if (dataDirectory !== undefined) makeDataDirectory(dataDirectory);
    // Only a port asked for on the command line is insisted on; otherwise any free one will do,
    // so nothing else on the usual port (or a gateway started later) can collide with this one.
    const port = flags.port === undefined ? 0 : config.port;
    sayWarnings();
    // Loaded only now: using a gateway that runs elsewhere needs none of its code.
    const { startGateway } = await import("../gateway/gateway.js");
    const gateway = await startGateway({ ...config, port }, (line) =>
      io.stderr(`${JSON.stringify(line)}\n`),
    ).catch((error: unknown) => {
      throw new Error(whyNotStarted(error, port));
    });
    say(
      `started an embedded gateway at ${gateway.url}, data in ${describeStore(config.db)}; answer in its Control UI at ${gateway.url}/`,
    );
    return {
      backend: questionServiceBackend(gateway.service, { controlUiUrl: () => gateway.url }),
      close: () => gateway.close(),
    };
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    sayWarnings();
    say(`no gateway: ${problem}; every ask_user call will fail with this reason`);
    return { backend: failingBackend(problem), close: async () => {} };
  }
}

function remote(url: string, flags: McpGatewayFlags, io: CliIo): McpGateway {
  return {
    backend: remoteGatewayBackend({ url, ...agentToken(flags, io) }),
    close: async () => {},
  };
}

/** `--token` (an empty one is refused), else ASK_USER_AGENT_TOKEN, else ASK_USER_TOKEN. */
function agentToken(flags: McpGatewayFlags, io: CliIo): { token?: string } {
  return tokenFrom("agent", flags.token, io.env);
}

/** What the user may not expect of a gateway found running: it has its own store and tokens. */
function caveats(found: { tokenRequired: boolean }, flags: McpGatewayFlags, io: CliIo): string {
  const notes: string[] = [];
  if (flags.db !== undefined) notes.push("--db is not used: that gateway has its own store");
  if (found.tokenRequired && agentToken(flags, io).token === undefined)
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
