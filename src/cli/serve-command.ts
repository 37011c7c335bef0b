import { loadGatewayConfig } from "../config.js";
import { startGateway } from "../gateway/gateway.js";
import type { CliIo } from "./ask-command.js";

/** `ask-user serve`: runs the gateway until SIGINT or SIGTERM. */
export async function runServeCommand(
  flags: { host?: string; port?: string; db?: string },
  io: CliIo,
): Promise<number> {
  const config = loadGatewayConfig(flags, io.env);
  const log = (line: Record<string, unknown>) =>
    io.stdout(`${JSON.stringify({ time: new Date().toISOString(), ...line })}\n`);
  const gateway = await startGateway(config, log);
  log({
    level: "info",
    msg: "gateway listening",
    url: gateway.url,
    db: config.db,
    auth: config.token === undefined ? "off" : "bearer token",
  });
  await new Promise<void>((resolve) => {
    process.once("SIGINT", resolve);
    process.once("SIGTERM", resolve);
  });
  log({ level: "info", msg: "gateway stopping" });
  await gateway.close();
  return 0;
}
