import { loadGatewayConfig } from "../config.js";
import { startGateway } from "../gateway/gateway.js";
import { atLeast, isLogLevel, LOG_LEVELS } from "../observability/log-level.js";
import type { CliIo } from "./ask-command.js";
import { batchedWriter } from "./batched-writer.js";
import { readableLogLine } from "./readable-log-line.js";
import { serveBanner } from "./serve-banner.js";
import { styleFor } from "./terminal/ansi-style.js";
import { withoutPassword } from "./without-password.js";

/** The command's io; `stdoutIsTTY` picks the banner and readable lines over JSON lines. */
export type ServeIo = CliIo & { stdoutIsTTY?: boolean };

/**
 * `ask-user serve`: runs the gateway until SIGINT or SIGTERM (`waitForStop`, which tests
 * replace). On a terminal it starts with a banner and logs readable lines; otherwise JSON
 * lines, which tests and log shippers parse.
 */
export async function runServeCommand(
  flags: { host?: string; port?: string; db?: string },
  io: ServeIo,
  waitForStop: () => Promise<void> = untilSignalled,
): Promise<number> {
  const config = loadGatewayConfig(flags, io.env);
  const level = io.env.ASK_USER_LOG_LEVEL || "info";
  if (!isLogLevel(level))
    throw new Error(`ASK_USER_LOG_LEVEL: expected one of ${LOG_LEVELS.join(", ")}, got "${level}"`);
  const out = batchedWriter(io.stdout);
  const flushOnExit = () => out.flush();
  process.once("exit", flushOnExit);
  const onTerminal = io.stdoutIsTTY === true;
  const style = styleFor(io.env);
  const log = atLeast(level, (line: Record<string, unknown>) => {
    const time = new Date();
    out.write(
      onTerminal
        ? `${readableLogLine(line, time, style)}\n`
        : `${JSON.stringify({ time: time.toISOString(), ...line })}\n`,
    );
  });
  const gateway = await startGateway(config, log);
  const listening = {
    url: gateway.url,
    db: withoutPassword(config.db),
    // Which tokens are in force, never the tokens themselves.
    auth: describeAuth(config),
  };
  if (onTerminal) out.write(serveBanner(listening));
  else log({ level: "info", msg: "gateway listening", ...listening });
  await waitForStop();
  log({ level: "info", msg: "gateway stopping" });
  await gateway.close();
  out.flush();
  process.off("exit", flushOnExit);
  return 0;
}

function untilSignalled(): Promise<void> {
  return new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
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
