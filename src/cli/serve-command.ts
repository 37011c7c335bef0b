import { loadGatewayConfig } from "../config.js";
import { startGateway } from "../gateway/gateway.js";
import { atLeast } from "../observability/log-level.js";
import type { CliIo } from "./ask-command.js";
import { batchedWriter } from "./batched-writer.js";
import { readableLogLine } from "./readable-log-line.js";
import { serveBanner } from "./serve-banner.js";
import { describeAuth, logLevelSetting } from "./serve-settings.js";
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
  const level = logLevelSetting(io.env);
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
  // A setting's old name is read with a warning, which comes before any error of the settings.
  const config = loadGatewayConfig(flags, io.env, (warning) =>
    log({ level: "warn", msg: warning }),
  );
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
