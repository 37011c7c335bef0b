import { loadGatewayConfig } from "../config.js";
import { startGateway } from "../gateway/gateway.js";
import { atLeast, isLogLevel, LOG_LEVELS } from "../observability/log-level.js";
import type { CliIo } from "./ask-command.js";
import { batchedWriter } from "./batched-writer.js";

/** `ask-user serve`: runs the gateway until SIGINT or SIGTERM. */
export async function runServeCommand(
  flags: { host?: string; port?: string; db?: string },
  io: CliIo,
): Promise<number> {
  const config = loadGatewayConfig(flags, io.env);
  const level = io.env.ASK_USER_LOG_LEVEL || "info";
  if (!isLogLevel(level))
    throw new Error(`ASK_USER_LOG_LEVEL: expected one of ${LOG_LEVELS.join(", ")}, got "${level}"`);
  const out = batchedWriter(io.stdout);
  process.once("exit", () => out.flush());
  const log = atLeast(level, (line: Record<string, unknown>) =>
    out.write(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`),
  );
  const gateway = await startGateway(config, log);
  log({
    level: "info",
    msg: "gateway listening",
    url: gateway.url,
    db: withoutPassword(config.db),
    // Which tokens are in force, never the tokens themselves.
    auth: describeAuth(config),
  });
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  log({ level: "info", msg: "gateway stopping" });
  await gateway.close();
  return 0;
}

function describeAuth(config: {
  token: string | undefined;
  agentToken?: string;
  humanToken?: string;
  metricsToken?: string;
}): string {
  const own = [
    config.agentToken === undefined ? undefined : "agent",
    config.humanToken === undefined ? undefined : "human",
    config.metricsToken === undefined ? undefined : "metrics",
  ].filter((role) => role !== undefined);
  if (own.length === 0) return config.token === undefined ? "off" : "one token for every role";
  return `own tokens for ${own.join(", ")}${config.token === undefined ? "" : "; the shared token for the rest"}`;
}

/** The store setting as it may be logged: a database URL's password is replaced. */
export function withoutPassword(db: string): string {
  if (!URL.canParse(db)) return db;
  const url = new URL(db);
  if (url.password === "") return db;
  url.password = "***";
  return url.toString();
}
